import { describe, expect, it } from 'vitest';
import {
  additiveLineRefusal,
  creditRefusal,
  dailyLimitRefusal,
  finalLinePriceE4,
  orderLineRefusal,
  type AdditiveLineFacts,
  type OrderLineFacts,
} from './order-line';

// Wednesday 09:30 in Berlin.
const NOW = new Date('2026-11-18T09:30:00+01:00');

const offer = {
  status: 'ACTIVE' as const,
  startDate: '2026-11-17',
  endDate: '2026-11-28',
  dailyStartTime: '00:00',
  dailyEndTime: '23:59',
  totalLitres: 100_000,
  soldLitres: 60_000,
  minOrderLitres: 5_000,
  maxOrderLitres: 40_000,
  sellerAccountId: 7,
  productId: 3,
  terminalId: 11,
  pricingType: 'FIXED',
  pricePer100lE4: 984_500,
  livePricing: null,
};

const facts = (over: Partial<OrderLineFacts> = {}): OrderLineFacts => ({
  offer,
  singleSeller: null,
  terms: { canTrade: true, terminalIds: [11], products: [{ productId: 3 }] },
  childTerminalIds: null,
  litres: 10_000,
  earlierLitres: 0,
  now: NOW,
  brand: 'A',
  ...over,
});

const codeOf = (f: OrderLineFacts) => orderLineRefusal(f)?.code ?? null;

describe('orderLineRefusal', () => {
  it('passes a line the buyer may order', () => {
    expect(orderLineRefusal(facts())).toBeNull();
  });

  it('refuses an offer that is missing, paused, without price or outside its hours as not available', () => {
    expect(codeOf(facts({ offer: null }))).toBe('OFFER_NOT_AVAILABLE');
    expect(codeOf(facts({ offer: { ...offer, status: 'PAUSED' } }))).toBe('OFFER_NOT_AVAILABLE');
    expect(codeOf(facts({ offer: { ...offer, pricePer100lE4: null } }))).toBe('OFFER_NOT_AVAILABLE');
    expect(codeOf(facts({ offer: { ...offer, dailyStartTime: '10:00' } }))).toBe('OFFER_NOT_AVAILABLE');
  });

  it('judges the offer as if nothing were sold, so running short is NOT_ENOUGH_VOLUME', () => {
    expect(codeOf(facts({ offer: { ...offer, soldLitres: 100_000 } }))).toBe('NOT_ENOUGH_VOLUME');
  });

  it('in single-seller mode only the platform seller trades', () => {
    expect(codeOf(facts({ singleSeller: { sellerId: 7 } }))).toBeNull();
    expect(codeOf(facts({ singleSeller: { sellerId: 8 } }))).toBe('OFFER_NOT_AVAILABLE');
    expect(codeOf(facts({ singleSeller: { sellerId: null } }))).toBe('OFFER_NOT_AVAILABLE');
  });

  it('needs a relationship that trades, with the product and terminal allowed, and a child account’s terminal', () => {
    expect(codeOf(facts({ terms: null }))).toBe('NOT_CONNECTED');
    expect(codeOf(facts({ terms: { canTrade: false, terminalIds: [11], products: [{ productId: 3 }] } }))).toBe(
      'NOT_CONNECTED',
    );
    expect(codeOf(facts({ terms: { canTrade: true, terminalIds: [12], products: [{ productId: 3 }] } }))).toBe(
      'OFFER_NOT_AVAILABLE',
    );
    expect(codeOf(facts({ terms: { canTrade: true, terminalIds: [11], products: [{ productId: 4 }] } }))).toBe(
      'OFFER_NOT_AVAILABLE',
    );
    expect(codeOf(facts({ childTerminalIds: [12] }))).toBe('OFFER_NOT_AVAILABLE');
    expect(codeOf(facts({ childTerminalIds: [11] }))).toBeNull();
  });

  it('keeps the quantity within min and max, naming the range in the brand’s format', () => {
    expect(orderLineRefusal(facts({ litres: 4_000 }))).toEqual({
      code: 'QUANTITY_OUT_OF_RANGE',
      message: 'Die Menge muss zwischen 5 und 40 cbm liegen.',
    });
    expect(codeOf(facts({ litres: 40_001 }))).toBe('QUANTITY_OUT_OF_RANGE');
  });

  it('counts the litres of earlier lines of the same submit, and names what is left', () => {
    expect(codeOf(facts({ litres: 40_000 }))).toBeNull();
    expect(orderLineRefusal(facts({ litres: 30_000, earlierLitres: 15_000 }))).toEqual({
      code: 'NOT_ENOUGH_VOLUME',
      message: 'Für dieses Angebot ist nicht mehr genügend Menge verfügbar. Nur noch 25 cbm verfügbar.',
    });
  });

  it('reports the first broken rule in one order: offer, seller, relationship, terminals, quantity, volume', () => {
    expect(codeOf(facts({ terms: null, litres: 1 }))).toBe('NOT_CONNECTED');
    expect(codeOf(facts({ singleSeller: { sellerId: 8 }, terms: null }))).toBe('OFFER_NOT_AVAILABLE');
    expect(codeOf(facts({ litres: 45_000, earlierLitres: 40_000 }))).toBe('QUANTITY_OUT_OF_RANGE');
  });
});

describe('finalLinePriceE4', () => {
  it('adds a child account’s surcharge and refuses a price at or below zero', () => {
    expect(finalLinePriceE4(984_500, 25_000)).toBe(1_009_500);
    expect(finalLinePriceE4(0, 25_000)).toEqual({ code: 'PRICE_NOT_POSITIVE', message: expect.any(String) });
  });
});

describe('dailyLimitRefusal and creditRefusal', () => {
  it('a daily limit holds what was ordered plus this line; no limit, no refusal', () => {
    expect(dailyLimitRefusal(20_000, 10_000, 10_000)).toBeNull();
    expect(dailyLimitRefusal(20_000, 10_001, 10_000)?.code).toBe('DAILY_LIMIT_REACHED');
    expect(dailyLimitRefusal(null, 1_000_000, 10_000)).toBeNull();
  });
  it('credit: used plus this order within the limit; without a limit nothing goes on credit', () => {
    expect(creditRefusal(100_00, 50_00, 50_00)).toBeNull();
    expect(creditRefusal(100_00, 50_00, 50_01)?.code).toBe('INSUFFICIENT_CREDIT');
    expect(creditRefusal(null, 0, 1)?.code).toBe('INSUFFICIENT_CREDIT');
  });
});

describe('additiveLineRefusal', () => {
  const additive = {
    sellerAccountId: 7,
    productId: 30,
    status: 'ACTIVE',
    listed: true,
    minUnits: 2,
    maxUnits: 10,
    totalUnits: 50,
    soldUnits: 40,
  };
  const additiveFacts = (over: Partial<AdditiveLineFacts> = {}): AdditiveLineFacts => ({
    offer: additive,
    singleSeller: null,
    terms: { canTrade: true, additivesEnabled: true, additiveProducts: [{ productId: 30 }] },
    units: 5,
    earlierUnits: 0,
    ...over,
  });
  const code = (over: Partial<AdditiveLineFacts>) => additiveLineRefusal(additiveFacts(over))?.code ?? null;

  it('passes units between min and max of an active offer the buyer may order', () => {
    expect(additiveLineRefusal(additiveFacts())).toBeNull();
    expect(code({ units: 2 })).toBeNull();
    expect(code({ units: 10 })).toBeNull();
  });

  it('refuses a paused or removed offer, an unlisted offer and another seller in single-seller mode as not available', () => {
    expect(code({ offer: null })).toBe('OFFER_NOT_AVAILABLE');
    expect(code({ offer: { ...additive, status: 'PAUSED' } })).toBe('OFFER_NOT_AVAILABLE');
    expect(code({ offer: { ...additive, status: 'REMOVED' } })).toBe('OFFER_NOT_AVAILABLE');
    expect(code({ offer: { ...additive, listed: false } })).toBe('OFFER_NOT_AVAILABLE');
    expect(code({ singleSeller: { sellerId: 8 } })).toBe('OFFER_NOT_AVAILABLE');
  });

  it('needs the relationship, additives enabled and the product allowed', () => {
    expect(code({ terms: null })).toBe('NOT_CONNECTED');
    expect(code({ terms: { canTrade: false, additivesEnabled: true, additiveProducts: [{ productId: 30 }] } })).toBe(
      'NOT_CONNECTED',
    );
    expect(code({ terms: { canTrade: true, additivesEnabled: false, additiveProducts: [{ productId: 30 }] } })).toBe(
      'ADDITIVES_NOT_ENABLED',
    );
    expect(code({ terms: { canTrade: true, additivesEnabled: true, additiveProducts: [] } })).toBe(
      'OFFER_NOT_AVAILABLE',
    );
  });

  it('keeps the units between min and max and within what is left, earlier lines counted', () => {
    expect(additiveLineRefusal(additiveFacts({ units: 1 }))).toEqual({
      code: 'ADDITIVE_UNITS_OUT_OF_RANGE',
      message: 'Die Anzahl der Einheiten muss zwischen 2 und 10 liegen.',
    });
    expect(code({ units: 11 })).toBe('ADDITIVE_UNITS_OUT_OF_RANGE');
    expect(additiveLineRefusal(additiveFacts({ units: 8, earlierUnits: 4 }))).toEqual({
      code: 'NOT_ENOUGH_VOLUME',
      message: 'Es sind nur noch 6 Einheiten verfügbar.',
    });
  });
});
