import { describe, expect, it } from 'vitest';
import { OfferInputSchema } from './offers';

const fieldsOf = (input: unknown) => {
  const r = OfferInputSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));
};

describe('an empty offer names every missing field at once', () => {
  it('fixed price, pickup, lifting period: required and required-when fields together', () => {
    const empty = {
      pricingType: 'FIXED',
      deliveryType: 'PICKUP',
      collectionType: 'LIFTING_PERIOD',
      priceInputUnit: 'EUR_100L15',
      productId: null,
      terminalId: null,
      liftingPeriodId: null,
      totalCbm: null,
      minOrderCbm: null,
      maxOrderCbm: null,
      price: null,
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      dailyStartTime: '06:00',
      dailyEndTime: '18:00',
    };
    expect(fieldsOf(empty)).toEqual({
      productId: 'Produkt ist ein Pflichtfeld.',
      terminalId: 'Terminal ist ein Pflichtfeld.',
      totalCbm: 'Gesamtmenge (cbm) ist ein Pflichtfeld.',
      minOrderCbm: 'Mindestmenge pro Bestellung (cbm) ist ein Pflichtfeld.',
      maxOrderCbm: 'Höchstmenge pro Bestellung (cbm) ist ein Pflichtfeld.',
      price: 'Preis ist ein Pflichtfeld.',
      liftingPeriodId: 'Abholzeitraum ist ein Pflichtfeld.',
    });
  });

  it('delivered with custom dates: the region and both dates, not the terminal', () => {
    const f = fieldsOf({
      pricingType: 'FIXED',
      deliveryType: 'DELIVERED',
      collectionType: 'CUSTOM',
      collectionStartDate: '',
      collectionEndDate: null,
    });
    expect(f).toMatchObject({
      deliveryRegionId: 'Lieferregion ist ein Pflichtfeld.',
      collectionStartDate: 'Abholbeginn ist ein Pflichtfeld.',
    });
    expect(f.collectionEndDate).toMatch(/Pflichtfeld/);
    expect(f.terminalId).toBeUndefined();
    expect(f.liftingPeriodId).toBeUndefined();
  });

  it('input that is no object at all is refused without a crash', () => {
    for (const input of [null, 'abc', 42, []]) expect(OfferInputSchema.safeParse(input).success).toBe(false);
  });
});
