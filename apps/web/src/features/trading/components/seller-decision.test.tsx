import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderDetail } from '@fuel/domain/contracts/orders';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { apiError } from '../../../test/handlers/json';
import { decideOrder } from '../../../test/handlers/orders';
import { SellerDecision } from './seller-decision';

// The decision reads only the order's id and contract number.
const order = { id: 11, contractNumber: 'K-2026-000011' } as OrderDetail;

async function renderDecision() {
  const received = vi.fn();
  // The order was decided elsewhere meanwhile: the server refuses, in German.
  server.use(decideOrder(apiError(409, 'ORDER_STATUS_LOCKED', ERROR_MESSAGES.ORDER_STATUS_LOCKED), received));
  await renderWithBrand(
    <QueryClientProvider client={new QueryClient()}>
      <SellerDecision order={order} />
    </QueryClientProvider>,
  );
  return received;
}

describe("the seller's decision on an order", () => {
  it('asks once more before the irreversible confirmation and shows the refusal of a locked order', async () => {
    const received = await renderDecision();
    await act(() => fireEvent.click(screen.getByTestId('order-confirm')));
    const dialog = await screen.findByRole('dialog', { name: 'Auftrag verbindlich bestätigen' });
    expect(dialog.textContent).toContain(
      'Die Bestätigung ist unwiderruflich. Möchten Sie den Auftrag K-2026-000011 jetzt bestätigen?',
    );
    expect(received).not.toHaveBeenCalled();
    await act(() => fireEvent.click(screen.getByTestId('order-decision-submit')));
    expect(await screen.findByText('Der Status dieses Auftrags kann nicht mehr geändert werden.')).toBeTruthy();
    expect(received).toHaveBeenCalledWith('/api/orders/11/confirm', { method: 'POST', body: '{}' });
    // The dialog stays open with the message.
    expect(screen.getByRole('dialog', { name: 'Auftrag verbindlich bestätigen' })).toBeTruthy();
  });

  it('declines with the trimmed comment', async () => {
    const received = await renderDecision();
    await act(() => fireEvent.click(screen.getByTestId('order-decline')));
    expect((await screen.findByRole('dialog', { name: 'Auftrag ablehnen' })).textContent).toContain(
      'Die Menge geht an Ihr Angebot zurück',
    );
    await act(() =>
      fireEvent.change(screen.getByTestId('order-decline-comment'), { target: { value: '  Terminal gesperrt  ' } }),
    );
    await act(() => fireEvent.click(screen.getByTestId('order-decision-submit')));
    await screen.findByText('Der Status dieses Auftrags kann nicht mehr geändert werden.');
    expect(received).toHaveBeenCalledWith('/api/orders/11/decline', {
      method: 'POST',
      body: JSON.stringify({ comment: 'Terminal gesperrt' }),
    });
  });

  it('cancelling the dialog sends nothing', async () => {
    const received = await renderDecision();
    await act(() => fireEvent.click(screen.getByTestId('order-decline')));
    await screen.findByRole('dialog', { name: 'Auftrag ablehnen' });
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' })));
    expect(received).not.toHaveBeenCalled();
  });
});
