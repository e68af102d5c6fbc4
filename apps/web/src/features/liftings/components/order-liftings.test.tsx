import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderLiftings } from '@fuel/domain/contracts/liftings';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { apiError } from '../../../test/handlers/json';
import { orderLiftings, recordLifting } from '../../../test/handlers/liftings';
import { OrderLiftingsPanel } from './order-liftings';

/** A confirmed 30 cbm order, nothing lifted yet, seen by its seller. */
const none: OrderLiftings = {
  orderId: 41,
  orderedLitres: 30_000,
  liftedLitres: 0,
  remainingLitres: 30_000,
  tolerancePercent: 2,
  completeFromLitres: 29_400,
  maxLitres: 30_600,
  canRecord: true,
  liftings: [],
};
const lifted: OrderLiftings = {
  ...none,
  liftedLitres: 20_000,
  remainingLitres: 10_000,
  liftings: [
    {
      id: 1,
      bolNumber: 'BOL-4711',
      liftedAt: '2026-11-20T06:30:00.000Z',
      litres15: 20_000,
      ambientLitres: null,
      temperatureC: 8.5,
      densityKgL: null,
      vehicleRef: null,
      recordedAt: '2026-11-20T07:00:00.000Z',
    },
  ],
};

const renderPanel = () =>
  renderWithBrand(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderLiftingsPanel orderId={41} />
    </QueryClientProvider>,
  );

describe('the liftings of an order', () => {
  it('the seller records a lifting at the terminal clock; the table shows it', async () => {
    const posted = vi.fn();
    server.use(orderLiftings(none), recordLifting(lifted, posted));
    await renderPanel();
    expect((await screen.findByTestId('liftings-empty')).textContent).toContain('Noch keine Verladungen erfasst.');
    expect(screen.getByTestId('liftings-summary').textContent).toContain('0 L von 30.000 L verladen, offen 30.000 L');

    await act(() => fireEvent.click(screen.getByTestId('lifting-new')));
    const dialog = await screen.findByRole('dialog', { name: 'Verladung erfassen' });
    await act(() => fireEvent.click(within(dialog).getByTestId('lifting-submit')));
    expect(await within(dialog).findByText('Lieferscheinnummer ist ein Pflichtfeld.')).toBeTruthy();
    expect(posted).not.toHaveBeenCalled();

    await act(() => fireEvent.change(within(dialog).getByTestId('lifting-bol'), { target: { value: 'BOL-4711' } }));
    await act(() => fireEvent.change(within(dialog).getByTestId('lifting-day'), { target: { value: '2026-11-20' } }));
    await act(() => fireEvent.change(within(dialog).getByTestId('lifting-time'), { target: { value: '07:30' } }));
    await act(() => fireEvent.change(within(dialog).getByTestId('lifting-litres'), { target: { value: '20000' } }));
    await act(() => fireEvent.change(within(dialog).getByLabelText('Temperatur (°C)'), { target: { value: '8,5' } }));
    await act(() => fireEvent.click(within(dialog).getByTestId('lifting-submit')));

    const row = await screen.findByTestId('lifting-row');
    expect(row.textContent).toContain('BOL-4711');
    expect(row.textContent).toContain('20.000 L');
    expect(JSON.parse(posted.mock.calls[0]![1].body as string)).toEqual({
      bolNumber: 'BOL-4711',
      liftedAt: '2026-11-20T06:30:00.000Z',
      litres15: 20_000,
      temperatureC: 8.5,
    });
  });

  it("shows the server's German refusal in the dialog and keeps what was typed", async () => {
    const message = 'Die Menge übersteigt die Bestellung über die Toleranz von 2 % hinaus.';
    server.use(orderLiftings(none), recordLifting(apiError(409, 'LIFTING_REFUSED', message)));
    await renderPanel();
    const button = await screen.findByTestId('lifting-new');
    await act(() => fireEvent.click(button));
    const dialog = await screen.findByRole('dialog', { name: 'Verladung erfassen' });
    await act(() => fireEvent.change(within(dialog).getByTestId('lifting-bol'), { target: { value: 'BOL-1' } }));
    await act(() => fireEvent.change(within(dialog).getByTestId('lifting-time'), { target: { value: '07:30' } }));
    await act(() => fireEvent.change(within(dialog).getByTestId('lifting-litres'), { target: { value: '40000' } }));
    await act(() => fireEvent.click(within(dialog).getByTestId('lifting-submit')));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect((within(dialog).getByTestId('lifting-bol') as HTMLInputElement).value).toBe('BOL-1');
  });

  it('a buyer reads the liftings without the record button', async () => {
    server.use(orderLiftings({ ...lifted, canRecord: false }));
    await renderPanel();
    expect((await screen.findByTestId('lifting-row')).textContent).toContain('BOL-4711');
    expect(screen.queryByTestId('lifting-new')).toBeNull();
  });
});
