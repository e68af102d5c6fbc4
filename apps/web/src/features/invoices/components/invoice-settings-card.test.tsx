import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { invoiceSettings, saveInvoiceSettings } from '../../../test/handlers/invoices';
import { InvoiceSettingsCard } from './invoice-settings-card';

const renderCard = (canEdit: boolean) =>
  renderWithBrand(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InvoiceSettingsCard canEdit={canEdit} />
    </QueryClientProvider>,
  );

describe('the invoicing setting', () => {
  it('a company admin switches to one invoice per order', async () => {
    const saved = vi.fn();
    server.use(invoiceSettings({ mode: 'lifting' }), saveInvoiceSettings({ mode: 'order' }, saved));
    await renderCard(true);
    const perOrder = await screen.findByRole('radio', { name: 'Rechnung je Auftrag' });
    await act(() => fireEvent.click(perOrder));
    await act(() => fireEvent.click(screen.getByTestId('invoice-settings-submit')));
    await vi.waitFor(() => expect(saved).toHaveBeenCalled());
    expect(JSON.parse(saved.mock.calls[0]![1].body as string)).toEqual({ mode: 'order' });
  });

  it('others read the mode without a form', async () => {
    server.use(invoiceSettings({ mode: 'order' }));
    await renderCard(false);
    expect((await screen.findByTestId('invoice-mode-text')).textContent).toBe('Rechnung je Auftrag');
    expect(screen.queryByTestId('invoice-settings-submit')).toBeNull();
  });
});
