import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import type { PriceAlert } from '@fuel/domain/contracts/price-alerts';
import { ApiError } from '../../../app/api-client';
import { renderWithBrand } from '../../../test/render';
import { PriceAlertForm } from './price-alert-form';

const metadata = {
  fuels: [{ id: 2, code: 'DIESEL-B7', name: 'Diesel B7', type: 'fuel', category: 'DIESEL', categorySort: 20, density: 0.835, unit: 'cbm' }],
  regions: [{ id: 1, name: 'Nord', terminals: [{ id: 7, name: 'Tanklager Hamburg-Harburg', city: 'Hamburg', code: 'HH-HAR' }] }],
} as unknown as Metadata;

const triggered: PriceAlert = {
  id: 4,
  comment: 'Winterbedarf',
  value: 98.5,
  operator: 'LTE',
  productId: 2,
  product: { id: 2, name: 'Diesel B7' },
  terminalId: 7,
  terminal: { id: 7, name: 'Tanklager Hamburg-Harburg', city: 'Hamburg' },
  liftingPeriodType: 'PROMPT',
  status: 'TRIGGERED',
  triggeredAt: '2026-11-24T09:12:00.000Z',
  triggeredPrice: 98.41,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-24T09:12:00.000Z',
};

async function renderForm(alert: PriceAlert | null, onSubmit = vi.fn(async () => undefined)) {
  await renderWithBrand(<PriceAlertForm metadata={metadata} alert={alert} onSubmit={onSubmit} onCancel={() => undefined} />);
  return onSubmit;
}

const submit = () => act(() => fireEvent.click(screen.getByTestId('alert-submit')));

describe('PriceAlertForm', () => {
  it('asks for product, terminal and price of a new alert and sends nothing', async () => {
    const onSubmit = await renderForm(null);
    await submit();
    expect(await screen.findByText('Produkt ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('Terminal ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('Preis (EUR/100L15) ist ein Pflichtfeld.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits a triggered alert (which becomes active again) and submits the contract input', async () => {
    const onSubmit = await renderForm(triggered);
    expect(screen.getByText(/wird er wieder aktiv/)).toBeTruthy();
    await act(() => fireEvent.click(screen.getByLabelText('≥ größer oder gleich')));
    await act(() => fireEvent.change(screen.getByLabelText(/^Preis \(EUR\/100L15\)/), { target: { value: '101,25' } }));
    await act(() => fireEvent.click(screen.getByLabelText('Alle Abholzeiträume')));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      { comment: 'Winterbedarf', value: 101.25, operator: 'GTE', productId: 2, terminalId: 7, liftingPeriodType: 'ALL' },
    ]);
  });

  it('refuses a price of 0 with the contract message', async () => {
    const onSubmit = await renderForm({ ...triggered, value: 0 });
    await submit();
    expect(await screen.findByText('Der Preis muss größer als 0 sein.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a refusal of the server', async () => {
    const message = 'Diese Funktion ist auf dieser Plattform nicht freigeschaltet.';
    await renderForm(triggered, vi.fn(async () => Promise.reject(new ApiError(403, 'FEATURE_DISABLED', message))));
    await submit();
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
