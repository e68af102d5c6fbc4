import { describe, expect, it } from 'vitest';
import {
  additiveOrderAmounts,
  additiveOrderSchema,
  LOCATION_REQUIRED_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from './additive-order-form';

const offer = { minUnits: 2, maxUnits: 10, availableUnits: 6 };
const valid = { units: 4, locationId: 7, confirmTerms: true, confirmBookingChecked: true };
const messageOf = (values: object, path: string) =>
  additiveOrderSchema(offer)
    .safeParse(values)
    .error?.issues.find((i) => i.path.join('.') === path)?.message;

describe('additive order form', () => {
  it('takes whole units between min and max that are still available', () => {
    expect(additiveOrderSchema(offer).safeParse(valid).success).toBe(true);
    expect(messageOf({ ...valid, units: 1 }, 'units')).toBe('Die Anzahl der Einheiten muss zwischen 2 und 10 liegen.');
    expect(messageOf({ ...valid, units: 11 }, 'units')).toBe('Die Anzahl der Einheiten muss zwischen 2 und 10 liegen.');
    expect(messageOf({ ...valid, units: 2.5 }, 'units')).toBe(
      'Die Anzahl der Einheiten muss zwischen 2 und 10 liegen.',
    );
    expect(messageOf({ ...valid, units: 8 }, 'units')).toBe('Es sind nur noch 6 Einheiten verfügbar.');
    expect(messageOf({ ...valid, units: null }, 'units')).toBe('Anzahl der Einheiten ist ein Pflichtfeld.');
  });

  it('needs a location and both confirmations', () => {
    expect(messageOf({ ...valid, locationId: null }, 'locationId')).toBe(LOCATION_REQUIRED_MESSAGE);
    expect(messageOf({ ...valid, confirmTerms: false }, 'confirmTerms')).toBe(TERMS_REQUIRED_MESSAGE);
    expect(additiveOrderSchema(offer).safeParse({ ...valid, confirmBookingChecked: false }).success).toBe(false);
  });

  it('previews net, VAT and gross from the price per unit, to the cent', () => {
    expect(additiveOrderAmounts(3, 48.125, 19)).toEqual({ net: 144.38, vat: 27.43, gross: 171.81 });
    expect(additiveOrderAmounts(null, 48, 19)).toBeNull();
    expect(additiveOrderAmounts(1.5, 48, 19)).toBeNull();
  });
});
