import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES as M } from '../offers/offer-rules';
import { OfferInputSchema, offerFormValuesOf, type SellerOffer } from './offers';

const base = {
  productId: 1,
  deliveryType: 'PICKUP',
  terminalId: 2,
  totalCbm: 100,
  minOrderCbm: 1,
  maxOrderCbm: 10,
  startDate: '2026-05-01',
  endDate: '2026-05-31',
  dailyStartTime: '06:00',
  dailyEndTime: '18:00',
  collectionType: 'LIFTING_PERIOD',
  liftingPeriodId: 1,
};
const live = {
  ...base,
  pricingType: 'LIVE',
  futureMonth: 'M02',
  fxMode: 'LIVE',
  fxRate: null,
  surcharge: 25,
  surchargeUnit: 'USD_MT',
  density: 0.845,
  minPriceEnabled: false,
  maxPriceFall: null,
};
const issues = (v: unknown) => {
  const r = OfferInputSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('LiveOfferInputSchema in the offer union', () => {
  it('accepts a live offer and drops the fixed fields', () => {
    const r = OfferInputSchema.parse({ ...live, price: 12, priceInputUnit: 'EUR_100L15' });
    expect(r).toMatchObject({ pricingType: 'LIVE', futureMonth: 'M02', surcharge: 25, density: 0.845 });
    expect(r).not.toHaveProperty('price');
  });
  it('takes an empty surcharge as 0', () => {
    expect(OfferInputSchema.parse({ ...live, surcharge: null })).toMatchObject({ surcharge: 0 });
  });
  it('requires the rate of a fixed FX mode and the maximum fall of the min-price toggle', () => {
    expect(issues({ ...live, fxMode: 'FIXED' })).toEqual({ fxRate: 'Wechselkurs (USD je EUR) ist ein Pflichtfeld.' });
    expect(issues({ ...live, minPriceEnabled: true })).toEqual({
      maxPriceFall: 'Maximaler Preisrückgang (EUR/100L15) ist ein Pflichtfeld.',
    });
    expect(issues({ ...live, fxMode: 'FIXED', fxRate: 1.08, minPriceEnabled: true, maxPriceFall: 0 })).toEqual({});
  });
  it('refuses invalid live values with the spec messages', () => {
    expect(issues({ ...live, fxMode: 'FIXED', fxRate: 0 })).toEqual({ fxRate: M.fxRateInvalid });
    expect(issues({ ...live, fxMode: 'FIXED', fxRate: 1.08123 })).toEqual({ fxRate: M.fxRateInvalid });
    expect(issues({ ...live, surcharge: 1.234 })).toEqual({ surcharge: M.surchargeInvalid });
    expect(issues({ ...live, density: 1.3 })).toEqual({ density: M.densityInvalid });
    expect(issues({ ...live, density: null })).toEqual({ density: 'Dichte (kg/l) ist ein Pflichtfeld.' });
    expect(issues({ ...live, futureMonth: 'M07' })).toEqual({
      futureMonth: 'Terminmonat (ICE LS Gasoil) ist ein Pflichtfeld.',
    });
    expect(issues({ ...live, minPriceEnabled: true, maxPriceFall: -1 })).toEqual({
      maxPriceFall: M.maxPriceFallInvalid,
    });
  });
  it('keeps the shared cross-field rules for live offers and the decimals rule only for fixed ones', () => {
    expect(issues({ ...live, minOrderCbm: 20 })).toMatchObject({ minOrderCbm: M.minAboveMax });
    expect(issues({ ...base, pricingType: 'FIXED', priceInputUnit: 'EUR_100L15', price: 1.23456 })).toEqual({
      price: M.decimals('Preis', 4),
    });
  });
  it('names the pricing type when it is missing or unknown', () => {
    expect(issues({ ...live, pricingType: 'TRACKING' })).toEqual({ pricingType: 'Preisart ist ein Pflichtfeld.' });
  });
});

describe('offerFormValuesOf', () => {
  const stored = {
    id: 1,
    product: { id: 1, name: 'Heizöl', categorySort: 10 },
    deliveryType: 'PICKUP',
    terminal: { id: 2, name: 'T', city: 'Hamburg' },
    deliveryRegion: null,
    status: 'ACTIVE',
    displayStatus: 'ACTIVE',
    pricingType: 'LIVE',
    priceInputUnit: 'EUR_100L15',
    pricePer100l: null,
    pricePerLitre: null,
    live: {
      futureMonth: 'M01',
      fxMode: 'FIXED',
      fxRate: 1.08,
      surcharge: 15,
      surchargeUnit: 'EUR_CBM',
      density: 0.84,
      minPriceEnabled: true,
      maxPriceFall: 2,
      minPriceFloorE4: 500000,
      minPriceUpdatedAt: '2026-05-01T10:00:00Z',
    },
    totalCbm: 100,
    soldCbm: 0,
    remainingCbm: 100,
    minOrderCbm: 1,
    maxOrderCbm: 10,
    startDate: '2026-05-01',
    endDate: '2026-05-31',
    dailyStartTime: '06:00',
    dailyEndTime: '18:00',
    collectionType: 'LIFTING_PERIOD',
    liftingPeriod: { id: 1, name: 'Prompt', days: 0 },
    collectionStartDate: null,
    collectionEndDate: null,
    version: 1,
    createdAt: '',
    updatedAt: '',
  } as SellerOffer;
  it('starts the form of a live offer from its live fields, which parse again', () => {
    const values = offerFormValuesOf(stored);
    expect(values).toMatchObject({
      pricingType: 'LIVE',
      futureMonth: 'M01',
      fxMode: 'FIXED',
      fxRate: 1.08,
      maxPriceFall: 2,
    });
    expect(values).not.toHaveProperty('minPriceFloorE4');
    expect(OfferInputSchema.safeParse(values).success).toBe(true);
  });
});
