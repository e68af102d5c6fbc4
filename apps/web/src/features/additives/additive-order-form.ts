import { z } from 'zod';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { additiveUnitsRefusal, invoiceForUnits, unitPriceE4FromInput } from '@fuel/domain/additives/additive-rules';
import { majorFromMinor } from '@fuel/domain/pricing/money';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';
import { requiredMessage } from '@fuel/domain/validation/fields';

export const ADDITIVE_ORDER_LABELS = {
  units: 'Anzahl der Einheiten',
  locationId: 'Lieferort',
} as const;

export const LOCATION_REQUIRED_MESSAGE = 'Bitte wählen Sie einen Lieferort.';
export const TERMS_REQUIRED_MESSAGE = SERVER_MESSAGES.trading.termsNotAccepted;
export const BOOKING_REQUIRED_MESSAGE = SERVER_MESSAGES.trading.bookingNotChecked;

/**
 * The order form of one additive offer (spec section 5): a whole number of units between the offer's
 * min and max and no more than is left (the domain's rule, as the server checks it), a location and
 * both confirmations.
 */
export function additiveOrderSchema(offer: Pick<AdditiveOffer, 'minUnits' | 'maxUnits' | 'availableUnits'>) {
  const limits = { minUnits: offer.minUnits, maxUnits: offer.maxUnits, totalUnits: offer.availableUnits, soldUnits: 0 };
  return z.object({
    units: z.number({ error: requiredMessage(ADDITIVE_ORDER_LABELS.units) }).superRefine((units, ctx) => {
      const refusal = additiveUnitsRefusal(units, limits);
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal.message });
    }),
    locationId: z.number({ error: LOCATION_REQUIRED_MESSAGE }),
    confirmTerms: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }),
    confirmBookingChecked: z.literal(true, { error: BOOKING_REQUIRED_MESSAGE }),
  });
}
export type AdditiveOrderInput = z.input<ReturnType<typeof additiveOrderSchema>>;
export type AdditiveOrderFormValues = {
  units: number | null;
  locationId: number | null;
  confirmTerms: boolean;
  confirmBookingChecked: boolean;
};

/** The amounts the buyer will see on the confirmation, in currency units; null while the units are not a whole number. */
export function additiveOrderAmounts(units: number | null, pricePerUnit: number, vatRatePercent: number) {
  if (units === null || !Number.isInteger(units) || units <= 0) return null;
  const invoice = invoiceForUnits(units, unitPriceE4FromInput(pricePerUnit), Math.round(vatRatePercent * 100));
  return {
    net: majorFromMinor(invoice.netMinor),
    vat: majorFromMinor(invoice.vatMinor),
    gross: majorFromMinor(invoice.grossMinor),
  };
}
