import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PriceAlert } from '@fuel/domain/contracts/price-alerts';
import { ApiError } from '../../../lib/api-client';
import { testMetadata } from '../../../test/metadata';
import { renderWithBrand } from '../../../test/render';
import { triggeredAlert as triggered } from '../price-alert.fixtures';
import { PriceAlertForm } from './price-alert-form';

const metadata = testMetadata();

async function renderForm(alert: PriceAlert | null, onSubmit = vi.fn(async () => undefined)) {
  await renderWithBrand(
    <PriceAlertForm metadata={metadata} alert={alert} onSubmit={onSubmit} onCancel={() => undefined} />,
  );
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
      {
        comment: 'Winterbedarf',
        value: 101.25,
        operator: 'GTE',
        productId: 2,
        terminalId: 7,
        liftingPeriodType: 'ALL',
      },
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
    await renderForm(
      triggered,
      vi.fn(async () => Promise.reject(new ApiError(403, 'FEATURE_DISABLED', message))),
    );
    await submit();
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
