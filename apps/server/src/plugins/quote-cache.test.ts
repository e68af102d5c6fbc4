import { expect, test } from 'vitest';
import { QuoteCache } from './quote-cache';

const at = (s: number) => new Date(Date.UTC(2027, 0, 5, 10, 0, s)).toISOString();

test('keeps the newest quote per symbol and ignores older or repeated ticks', () => {
  const cache = new QuoteCache();
  expect(cache.apply([{ symbol: 'ICE/GAS', price: 700, timestamp: at(10), sellerAccountId: null }])).toHaveLength(1);
  expect(cache.apply([{ symbol: 'ICE/GAS', price: 690, timestamp: at(5), sellerAccountId: null }])).toHaveLength(0);
  expect(cache.apply([{ symbol: 'ICE/GAS', price: 700, timestamp: at(10), sellerAccountId: null }])).toHaveLength(0);
  expect(cache.quotes(null)).toEqual({ 'ICE/GAS': { price: 700, timestamp: at(10) } });
});

test("a seller's own quotes overlay the platform's for that seller only", () => {
  const cache = new QuoteCache();
  cache.apply([
    { symbol: 'ICE/GAS', price: 700, timestamp: at(10), sellerAccountId: null },
    { symbol: 'FX/EURUSD', price: 1.08, timestamp: at(10), sellerAccountId: null },
    { symbol: 'ICE/GAS', price: 712.5, timestamp: at(8), sellerAccountId: 7 },
  ]);
  expect(cache.quotes(7)).toEqual({ 'ICE/GAS': { price: 712.5, timestamp: at(8) }, 'FX/EURUSD': { price: 1.08, timestamp: at(10) } });
  expect(cache.quotes(8)).toBe(cache.quotes(null));
  // The overlay is rebuilt when the platform moves.
  const before = cache.quotes(7);
  cache.apply([{ symbol: 'FX/EURUSD', price: 1.09, timestamp: at(20), sellerAccountId: null }]);
  expect(before['FX/EURUSD']!.price).toBe(1.08);
  expect(cache.quotes(7)['FX/EURUSD']!.price).toBe(1.09);
  expect(cache.latestTicks().map((t) => `${t.sellerAccountId}:${t.symbol}`)).toEqual(['null:FX/EURUSD', 'null:ICE/GAS', '7:ICE/GAS']);
});
