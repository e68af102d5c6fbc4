import { describe, expect, it } from 'vitest';
import type { Tick } from '../contracts/market-data';
import { LIVE_PRICE_FRESHNESS_MS } from '../constants';
import { QuoteBook, supersedes } from './quote-book';
import { isQuoteLive } from './symbols';

const at = (s: number) => new Date(Date.UTC(2027, 0, 5, 10, 0, s)).toISOString();
const tick = (symbol: string, price: number, timestamp: string, sellerAccountId: number | null = null): Tick => ({
  symbol,
  price,
  timestamp,
  sellerAccountId,
});

describe('supersedes (the one tie rule)', () => {
  it('takes the first quote and any later one', () => {
    expect(supersedes(undefined, { price: 1, timestamp: at(0) })).toBe(true);
    expect(supersedes({ price: 1, timestamp: at(0) }, { price: 1, timestamp: at(1) })).toBe(true);
  });

  it('never moves a quote backwards', () => {
    expect(supersedes({ price: 1, timestamp: at(5) }, { price: 2, timestamp: at(4) })).toBe(false);
  });

  it('same instant: another price wins (later arrival), the same price is a repeat', () => {
    expect(supersedes({ price: 700, timestamp: at(5) }, { price: 701, timestamp: at(5) })).toBe(true);
    expect(supersedes({ price: 700, timestamp: at(5) }, { price: 700, timestamp: at(5) })).toBe(false);
  });

  it('compares instants, not spellings of them', () => {
    expect(
      supersedes(
        { price: 700, timestamp: '2027-01-05T10:00:05.000Z' },
        { price: 700, timestamp: '2027-01-05T11:00:05+01:00' },
      ),
    ).toBe(false);
    expect(
      supersedes(
        { price: 700, timestamp: '2027-01-05T10:00:05.000Z' },
        { price: 700, timestamp: '2027-01-05T10:00:05.001Z' },
      ),
    ).toBe(true);
  });

  it('a tick without a readable time never replaces anything', () => {
    expect(supersedes(undefined, { price: 1, timestamp: 'gestern' })).toBe(false);
    expect(supersedes({ price: 1, timestamp: at(0) }, { price: 2, timestamp: '' })).toBe(false);
  });
});

describe('isQuoteLive (the one freshness rule)', () => {
  const now = new Date(at(0));
  it('live up to the maximum age, the edge included; a quote from the future is live', () => {
    expect(isQuoteLive(new Date(now.getTime() - LIVE_PRICE_FRESHNESS_MS).toISOString(), now)).toBe(true);
    expect(isQuoteLive(new Date(now.getTime() - LIVE_PRICE_FRESHNESS_MS - 1).toISOString(), now)).toBe(false);
    expect(isQuoteLive(at(1), now)).toBe(true);
    expect(isQuoteLive(at(0), new Date(now.getTime() + 5000), 5000)).toBe(true);
    expect(isQuoteLive(at(0), new Date(now.getTime() + 5001), 5000)).toBe(false);
  });

  it('a quote without a readable time is never live', () => {
    expect(isQuoteLive('kaputt', now)).toBe(false);
  });
});

describe('QuoteBook', () => {
  it('keeps the newest quote per symbol and answers only the ticks that changed it', () => {
    const book = new QuoteBook();
    expect(book.apply([tick('ICE/GAS', 700, at(10))])).toHaveLength(1);
    expect(book.apply([tick('ICE/GAS', 690, at(5))])).toHaveLength(0);
    expect(book.apply([tick('ICE/GAS', 700, at(10))])).toHaveLength(0);
    expect(book.apply([tick('ICE/GAS', 705, at(10))])).toHaveLength(1);
    expect(book.quotes(null)).toEqual({ 'ICE/GAS': { price: 705, timestamp: at(10) } });
  });

  it('applies a batch in order: within one batch the tie rule holds as well', () => {
    const book = new QuoteBook();
    const changed = book.apply([
      tick('ICE/GAS', 700, at(10)),
      tick('ICE/GAS', 690, at(5)),
      tick('ICE/GAS', 701, at(10)),
    ]);
    expect(changed.map((t) => t.price)).toEqual([700, 701]);
    expect(book.quotes(null)['ICE/GAS']!.price).toBe(701);
  });

  it("overlays a seller's own quotes on the platform's for that seller only, keeping views until they change", () => {
    const book = new QuoteBook();
    book.apply([
      tick('ICE/GAS', 700, at(10)),
      tick('FX/EURUSD', 1.08, at(10)),
      tick('ICE/GAS', 712.5, at(8), 7),
      tick('ICE/GAS', 680, at(8), 9),
    ]);
    const platform = book.quotes(null);
    const seven = book.quotes(7);
    expect(seven).toEqual({
      'ICE/GAS': { price: 712.5, timestamp: at(8) },
      'FX/EURUSD': { price: 1.08, timestamp: at(10) },
    });
    expect(book.quotes(8)).toBe(platform);
    expect(book.quotes(7)).toBe(seven);
    book.apply([tick('ICE/GAS', 681, at(9), 9)]);
    expect(book.quotes(null)).toBe(platform);
    expect(book.quotes(7)).toBe(seven);
    book.apply([tick('FX/EURUSD', 1.09, at(20))]);
    expect(seven['FX/EURUSD']!.price).toBe(1.08);
    expect(book.quotes(7)['FX/EURUSD']!.price).toBe(1.09);
    expect(book.latestTicks().map((t) => `${t.sellerAccountId}:${t.symbol}`)).toEqual([
      'null:FX/EURUSD',
      'null:ICE/GAS',
      '7:ICE/GAS',
      '9:ICE/GAS',
    ]);
  });

  it('live gas prices: a platform /GAS quote at most the maximum age old, edges included', () => {
    const book = new QuoteBook();
    const now = new Date(at(0));
    book.apply([tick('FX/EURUSD', 1.08, at(0)), tick('ICE/GAS', 700, at(0), 7)]);
    // A seller's own quote or an FX quote does not make the platform's gas prices live.
    expect(book.liveGasPricesAvailable(now)).toBe(false);
    book.apply([tick('ICE/GAS3', 700, at(0))]);
    const edge = new Date(now.getTime() + LIVE_PRICE_FRESHNESS_MS);
    expect(book.liveGasPricesAvailable(edge)).toBe(true);
    expect(book.liveGasPricesAvailable(new Date(edge.getTime() + 1))).toBe(false);
    expect(book.liveGasPricesAvailable(new Date(now.getTime() + 1000), 1000)).toBe(true);
    expect(book.liveGasPricesAvailable(new Date(now.getTime() + 1001), 1000)).toBe(false);
  });

  it('knows its newest platform tick and forgets everything on clear', () => {
    const book = new QuoteBook();
    expect(book.lastPlatformTickAt()).toBeNull();
    book.apply([tick('ICE/GAS', 700, at(3)), tick('FX/EURUSD', 1.08, at(7)), tick('ICE/GAS', 1, at(30), 7)]);
    expect(book.lastPlatformTickAt()).toBe(at(7));
    book.clear();
    expect(book.quotes(null)).toEqual({});
    expect(book.quotes(7)).toEqual({});
    expect(book.latestTicks()).toEqual([]);
  });
});

// The cases of the server's former quote cache, unchanged.
describe('QuoteBook as the server cache', () => {
  it('keeps the newest quote per symbol and ignores older or repeated ticks', () => {
    const cache = new QuoteBook();
    expect(cache.apply([{ symbol: 'ICE/GAS', price: 700, timestamp: at(10), sellerAccountId: null }])).toHaveLength(1);
    expect(cache.apply([{ symbol: 'ICE/GAS', price: 690, timestamp: at(5), sellerAccountId: null }])).toHaveLength(0);
    expect(cache.apply([{ symbol: 'ICE/GAS', price: 700, timestamp: at(10), sellerAccountId: null }])).toHaveLength(0);
    expect(cache.quotes(null)).toEqual({ 'ICE/GAS': { price: 700, timestamp: at(10) } });
  });

  it("a seller's own quotes overlay the platform's for that seller only", () => {
    const cache = new QuoteBook();
    cache.apply([
      { symbol: 'ICE/GAS', price: 700, timestamp: at(10), sellerAccountId: null },
      { symbol: 'FX/EURUSD', price: 1.08, timestamp: at(10), sellerAccountId: null },
      { symbol: 'ICE/GAS', price: 712.5, timestamp: at(8), sellerAccountId: 7 },
    ]);
    expect(cache.quotes(7)).toEqual({
      'ICE/GAS': { price: 712.5, timestamp: at(8) },
      'FX/EURUSD': { price: 1.08, timestamp: at(10) },
    });
    expect(cache.quotes(8)).toBe(cache.quotes(null));
    // The overlay is rebuilt when the platform moves.
    const before = cache.quotes(7);
    cache.apply([{ symbol: 'FX/EURUSD', price: 1.09, timestamp: at(20), sellerAccountId: null }]);
    expect(before['FX/EURUSD']!.price).toBe(1.08);
    expect(cache.quotes(7)['FX/EURUSD']!.price).toBe(1.09);
    expect(cache.latestTicks().map((t) => `${t.sellerAccountId}:${t.symbol}`)).toEqual([
      'null:FX/EURUSD',
      'null:ICE/GAS',
      '7:ICE/GAS',
    ]);
  });
});
