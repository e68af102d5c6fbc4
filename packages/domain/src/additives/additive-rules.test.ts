import { describe, expect, it } from 'vitest';
import {
  sellerKindRefusal,
  additiveOfferUnitErrors,
  additivesAvailable,
  additiveStatusChange,
  additiveUnitsRefusal,
  availableUnits,
  invoiceForUnits,
  isAdditiveOfferOrderable,
  litresOfSize,
  litresOfUnits,
  netMinorOfUnits,
  pricePerLitreE4,
  sellsAdditives,
  sellsFuel,
  unitPriceE4FromInput,
  unitPriceFromE4,
} from './additive-rules';

describe('seller kinds (decision 042)', () => {
  it('an additive seller sells additives only, a fuel seller fuel only, the third both; unknown counts as fuel', () => {
    expect([sellsAdditives('ADDITIVES'), sellsFuel('ADDITIVES')]).toEqual([true, false]);
    expect([sellsAdditives('FUEL'), sellsFuel('FUEL')]).toEqual([false, true]);
    expect([sellsAdditives('FUEL_AND_ADDITIVES'), sellsFuel('FUEL_AND_ADDITIVES')]).toEqual([true, true]);
    expect([sellsAdditives(null), sellsFuel(null)]).toEqual([false, true]);
  });

  it('the additive market needs the platform flag and the account feature', () => {
    const on = { platform: { ENABLE_MARKETPLACE_ADDITIVES: true }, account: { productAdditives: true } };
    expect(additivesAvailable(on)).toBe(true);
    expect(additivesAvailable({ ...on, platform: { ENABLE_MARKETPLACE_ADDITIVES: false } })).toBe(false);
    expect(additivesAvailable({ ...on, account: { productAdditives: false } })).toBe(false);
    expect(additivesAvailable({ platform: {}, account: { productAdditives: true } })).toBe(false);
  });
});

describe('units (spec section 3: cbm and lt)', () => {
  it('a unit size in litres: 20 lt, 200 lt, 1 cbm = 1,000 L, 0.5 cbm', () => {
    expect(litresOfSize(20, 'lt')).toBe(20);
    expect(litresOfSize(200, 'lt')).toBe(200);
    expect(litresOfSize(1, 'cbm')).toBe(1000);
    expect(litresOfSize(0.5, 'cbm')).toBe(500);
    expect(litresOfUnits(12, 1000)).toBe(12_000);
  });
});

describe('prices per unit in e4', () => {
  it('converts without float noise and back', () => {
    expect(unitPriceE4FromInput(24.9)).toBe(249_000);
    expect(unitPriceE4FromInput(0.365)).toBe(3650);
    expect(unitPriceE4FromInput(1.0001)).toBe(10_001);
    expect(unitPriceFromE4(249_000)).toBe(24.9);
  });

  it('price per litre, half up: 389.50 per 1,000 L -> 0.3895; 24.90 per 20 L -> 1.245; 10.00 per 3 L -> 3.3333', () => {
    expect(pricePerLitreE4(3_895_000, 1000)).toBe(3895);
    expect(pricePerLitreE4(249_000, 20)).toBe(12_450);
    expect(pricePerLitreE4(100_000, 3)).toBe(33_333);
    expect(pricePerLitreE4(5, 10)).toBe(1);
  });

  it('net in cents, half up; gross = net + VAT', () => {
    expect(netMinorOfUnits(3, 249_000)).toBe(7470);
    expect(netMinorOfUnits(2500, 3650)).toBe(91_250);
    // 0.00005 per unit x 1 = half a cent: rounds up.
    expect(netMinorOfUnits(1, 50)).toBe(1);
    expect(netMinorOfUnits(1, 49)).toBe(0);
    expect(invoiceForUnits(3, 249_000, 1900)).toEqual({ netMinor: 7470, vatMinor: 1419, grossMinor: 8889 });
  });
});

describe('unit limits (spec section 5)', () => {
  const offer = { minUnits: 2, maxUnits: 50, totalUnits: 200, soldUnits: 170 };

  it('a whole number between min and max, no more than is left', () => {
    expect(availableUnits(offer)).toBe(30);
    expect(additiveUnitsRefusal(2, offer)).toBeNull();
    expect(additiveUnitsRefusal(30, offer)).toBeNull();
    expect(additiveUnitsRefusal(1, offer)).toEqual({
      code: 'ADDITIVE_UNITS_OUT_OF_RANGE',
      message: 'Die Anzahl der Einheiten muss zwischen 2 und 50 liegen.',
    });
    expect(additiveUnitsRefusal(51, offer)?.code).toBe('ADDITIVE_UNITS_OUT_OF_RANGE');
    expect(additiveUnitsRefusal(2.5, offer)?.code).toBe('ADDITIVE_UNITS_OUT_OF_RANGE');
    expect(additiveUnitsRefusal(31, offer)).toEqual({
      code: 'NOT_ENOUGH_VOLUME',
      message: 'Es sind nur noch 30 Einheiten verfügbar.',
    });
    expect(additiveUnitsRefusal(2, { ...offer, soldUnits: 199 })).toEqual({
      code: 'NOT_ENOUGH_VOLUME',
      message: 'Es ist nur noch 1 Einheit verfügbar.',
    });
    expect(additiveUnitsRefusal(2, { ...offer, soldUnits: 200 })?.message).toBe(
      'Für dieses Angebot ist nicht mehr genügend Menge verfügbar.',
    );
  });

  it('orderable: ACTIVE and at least the minimum left; availability never negative', () => {
    expect(isAdditiveOfferOrderable({ ...offer, status: 'ACTIVE' })).toBe(true);
    expect(isAdditiveOfferOrderable({ ...offer, status: 'PAUSED' })).toBe(false);
    expect(isAdditiveOfferOrderable({ ...offer, soldUnits: 199, status: 'ACTIVE' })).toBe(false);
    expect(availableUnits({ totalUnits: 5, soldUnits: 9 })).toBe(0);
  });

  it('an offer: min <= max <= total, on the field to correct', () => {
    expect(additiveOfferUnitErrors({ minUnits: 1, maxUnits: 10, totalUnits: 10 })).toEqual({});
    expect(additiveOfferUnitErrors({ minUnits: 11, maxUnits: 10, totalUnits: 100 })).toHaveProperty('minUnits');
    expect(additiveOfferUnitErrors({ minUnits: 1, maxUnits: 101, totalUnits: 100 })).toHaveProperty('maxUnits');
  });
});

describe('offer status (spec section 4)', () => {
  it('ACTIVE <-> PAUSED change, REMOVED is final, the same status is no change', () => {
    expect(additiveStatusChange('ACTIVE', 'PAUSED')).toBe('change');
    expect(additiveStatusChange('PAUSED', 'ACTIVE')).toBe('change');
    expect(additiveStatusChange('PAUSED', 'REMOVED')).toBe('change');
    expect(additiveStatusChange('ACTIVE', 'ACTIVE')).toBe('same');
    expect(additiveStatusChange('REMOVED', 'ACTIVE')).toBe('final');
    expect(additiveStatusChange('REMOVED', 'PAUSED')).toBe('final');
    expect(additiveStatusChange('REMOVED', 'REMOVED')).toBe('same');
  });
});

describe('seller kind refusal (issue 25 part 2)', () => {
  it('refuses fuel to an additive-only seller and additives to a fuel-only one', () => {
    expect(sellerKindRefusal('ADDITIVES', 'fuel')).toBe('FUEL_NOT_AVAILABLE');
    expect(sellerKindRefusal('FUEL', 'additive')).toBe('ADDITIVES_NOT_AVAILABLE');
    expect(sellerKindRefusal(null, 'additive')).toBe('ADDITIVES_NOT_AVAILABLE');
    expect(sellerKindRefusal(null, 'fuel')).toBeNull();
    expect(sellerKindRefusal('FUEL_AND_ADDITIVES', 'fuel')).toBeNull();
    expect(sellerKindRefusal('FUEL_AND_ADDITIVES', 'additive')).toBeNull();
  });
});
