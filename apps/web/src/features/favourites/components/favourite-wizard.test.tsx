import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../lib/api-client';
import { DIESEL_B7, HEIZOEL_EL, testMetadata } from '../../../test/metadata';
import { renderWithBrand } from '../../../test/render';
import { FavouriteWizard } from './favourite-wizard';

const metadata = {
  ...testMetadata({ fuels: [HEIZOEL_EL, DIESEL_B7] }),
  sellers: [{ id: 40, name: 'Hanseatische Mineralöl' }],
};

async function renderWizard(onSubmit = vi.fn(async () => undefined)) {
  await renderWithBrand(<FavouriteWizard metadata={metadata} onSubmit={onSubmit} onCancel={() => undefined} />);
  return onSubmit;
}
const next = () => act(() => fireEvent.click(screen.getByTestId('favourite-next')));

describe('FavouriteWizard', () => {
  it('walks products, regions and terminals, sellers and the name, then submits the contract input', async () => {
    const onSubmit = await renderWizard();
    await act(() => fireEvent.click(screen.getByLabelText('Diesel B7')));
    await next();
    await act(() => fireEvent.click(screen.getByLabelText('Ganze Region Nord')));
    expect((screen.getByLabelText('Tanklager Hamburg-Harburg') as HTMLInputElement).checked).toBe(true);
    await next();
    await act(() => fireEvent.click(screen.getByLabelText('Hanseatische Mineralöl')));
    await next();
    expect(screen.getByTestId('favourite-summary').textContent).toContain('Nord (alle Terminals)');
    await act(() => fireEvent.change(screen.getByLabelText(/^Bezeichnung/), { target: { value: ' Diesel Nord ' } }));
    await act(() => fireEvent.click(screen.getByTestId('favourite-save')));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      { name: 'Diesel Nord', config: { productIds: [2], terminalIds: [7], sellerIds: [40] } },
    ]);
  });

  it('needs only a name: empty steps mean "all"', async () => {
    const onSubmit = await renderWizard();
    await next();
    await next();
    await next();
    expect(screen.getByTestId('favourite-summary').textContent).toContain('Alle Produkte');
    await act(() => fireEvent.click(screen.getByTestId('favourite-save')));
    expect(await screen.findByText('Bezeichnung ist ein Pflichtfeld.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the step the server refused, with its message', async () => {
    const refusal = new ApiError(400, 'VALIDATION_FAILED', 'Die Eingaben sind unvollständig oder ungültig.', {
      'config.sellerIds': 'Unbekannter Verkäufer.',
    });
    await renderWizard(vi.fn(async () => Promise.reject(refusal)));
    await next();
    await next();
    await next();
    await act(() => fireEvent.change(screen.getByLabelText(/^Bezeichnung/), { target: { value: 'X' } }));
    await act(() => fireEvent.click(screen.getByTestId('favourite-save')));
    expect(await screen.findByText('Unbekannter Verkäufer.')).toBeTruthy();
    expect(screen.getByLabelText('Hanseatische Mineralöl')).toBeTruthy();
  });
});
