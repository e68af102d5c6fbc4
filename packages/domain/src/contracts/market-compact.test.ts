import { expect, test } from 'vitest';
import { expandMarketOffers, type MarketOffersCompact } from './market-compact';

const window = { collectionTime: 7, collectionStartDate: '2026-11-20', collectionEndDate: '2026-11-27' };
const shorter = { collectionTime: 5, collectionStartDate: '2026-11-20', collectionEndDate: '2026-11-25' };

const compact = (offers: MarketOffersCompact['offers']): MarketOffersCompact => ({
  offers,
  sellers: [{ id: 1, name: 'Hanseatische', vatNumber: 'DE123' }],
  products: [{ id: 2, name: 'Diesel B7', category: 'DIESEL', categorySort: 2 }],
  terminals: [{ id: 3, name: 'Hamburg-Harburg', city: 'Hamburg' }],
  regions: [{ id: 4, name: 'Nord' }],
  currency: 'EUR',
  deliveryAddress: null,
  filterOptions: { deliveryAddress: [], terminals: [] },
  marketData: { liveGasPricesAvailable: true, hiddenLiveOffers: 0, message: null },
  total: offers.length,
});

const row = (over: Partial<MarketOffersCompact['offers'][number]> = {}): MarketOffersCompact['offers'][number] => ({
  id: 10,
  version: 1,
  sellerId: 1,
  productId: 2,
  terminalId: 3,
  regionId: 4,
  pricingType: 'FIXED',
  pricePer100l: 98.45,
  pricePerLitre: 0.9845,
  liveRecipe: null,
  remainingCbm: 100,
  minOrderCbm: 5,
  maxOrderCbm: 40,
  startDate: '2026-11-19',
  endDate: '2026-11-30',
  dailyStartTime: '06:00',
  dailyEndTime: '18:00',
  overrides: { original: window },
  creditDays: 14,
  ...over,
});

test('a compact row becomes the spec row: objects from the tables, shared fields, current = original when left out', () => {
  const [offer] = expandMarketOffers(compact([row()])).offers;
  expect(offer).toMatchObject({
    seller: { id: 1, name: 'Hanseatische' },
    vatNumber: 'DE123',
    product: { id: 2, name: 'Diesel B7', category: 'DIESEL', categorySort: 2 },
    deliveryType: 'PICKUP',
    terminal: { id: 3, name: 'Hamburg-Harburg', city: 'Hamburg' },
    region: { id: 4, name: 'Nord' },
    currency: 'EUR',
    selectedQuantity: 0,
    overrides: { current: window, original: window },
  });
});

test('a delivered row, a shortened window and no payment term', () => {
  const [offer] = expandMarketOffers(
    compact([row({ terminalId: null, overrides: { original: window, current: shorter } })]),
  ).offers;
  expect(offer).toMatchObject({
    deliveryType: 'DELIVERED',
    terminal: null,
    overrides: { current: shorter, original: window },
  });
});

test('a row naming an entry the tables lack is a broken answer, not a silent gap', () => {
  expect(() => expandMarketOffers(compact([row({ sellerId: 99 })]))).toThrow(/seller 99/);
});
