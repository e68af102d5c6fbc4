import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OfferFormValues } from '@fuel/domain/contracts/offers';
import { businessDate } from '@fuel/domain/offers/business-time';
import { addDays } from '@fuel/domain/calendar/days';
import { testMetadata } from '../../../test/metadata';
import { renderWithBrand } from '../../../test/render';
import { ApiError } from '../../../lib/api-client';
import { OfferForm } from './offer-form';
import { completeFixedOffer as complete } from './offer-form.fixtures';

const metadata = testMetadata({ deliveredProducts: true });
const today = businessDate(new Date());

async function renderForm(initial: OfferFormValues | null, onSubmit = vi.fn(async () => undefined)) {
  await renderWithBrand(
    <OfferForm
      metadata={metadata}
      initial={initial}
      submitLabel="Angebot anlegen"
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
}

const submit = () => act(() => fireEvent.click(screen.getByTestId('offer-form-submit')));

describe('OfferForm', () => {
  it('an empty new offer shows the required messages of the domain and submits nothing', async () => {
    const onSubmit = await renderForm(null);
    await submit();
    for (const message of [
      'Produkt ist ein Pflichtfeld.',
      'Gesamtmenge (cbm) ist ein Pflichtfeld.',
      'Mindestmenge pro Bestellung (cbm) ist ein Pflichtfeld.',
      'Höchstmenge pro Bestellung (cbm) ist ein Pflichtfeld.',
      'Preis ist ein Pflichtfeld.',
      // Required-when fields used to appear only after the fields above were filled.
      'Terminal ist ein Pflichtfeld.',
      'Abholzeitraum ist ein Pflichtfeld.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a complete offer is submitted as the parsed contract input', async () => {
    const onSubmit = await renderForm(complete);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ productId: 2, terminalId: 7, totalCbm: 500, price: 145.5, liftingPeriodId: 3 }),
    ]);
  });

  it('cross-field rules and the past end date use the same domain messages', async () => {
    const onSubmit = await renderForm({
      ...complete,
      minOrderCbm: 50,
      endDate: addDays(today, -1),
      startDate: addDays(today, -3),
    });
    await submit();
    expect(await screen.findByText('Die Mindestmenge darf nicht größer als die Höchstmenge sein.')).toBeTruthy();
    expect(await screen.findByText('Das Angebotsende darf nicht in der Vergangenheit liegen.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a refusal of the server shows its message and the field message', async () => {
    const message = 'Die Gesamtmenge darf nicht unter der bereits verkauften Menge (120,500 cbm) liegen.';
    await renderForm(
      complete,
      vi.fn(async () => {
        throw new ApiError(409, 'OFFER_TOTAL_BELOW_SOLD', message, { totalCbm: message });
      }),
    );
    await submit();
    expect((await screen.findAllByText(message)).length).toBe(2);
  });
});
