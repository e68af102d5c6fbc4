import { describe, expect, it, vi } from 'vitest';
import type { Tick } from '@fuel/domain/contracts/market-data';
import { createQuoteStore } from './quote-store';

const tick = (symbol: string, price: number, timestamp: string, sellerAccountId: number | null = null): Tick => ({
  symbol,
  price,
  timestamp,
  sellerAccountId,
});
const T1 = '2026-03-02T10:00:00.000Z';
const T2 = '2026-03-02T10:00:05.000Z';

describe('quote store', () => {
  it('keeps the latest quote per symbol for the platform feed', () => {
    const store = createQuoteStore();
    store.apply([tick('ICE/GAS', 700, T1), tick('FX/EURUSD', 1.08, T1)]);
    store.apply([tick('ICE/GAS', 701.5, T2)]);
    expect(store.quotes(null)).toEqual({
      'ICE/GAS': { price: 701.5, timestamp: T2 },
      'FX/EURUSD': { price: 1.08, timestamp: T1 },
    });
  });

  it('ignores a tick older than the quote held', () => {
    const store = createQuoteStore();
    store.apply([tick('ICE/GAS', 701, T2)]);
    store.apply([tick('ICE/GAS', 699, T1)]);
    expect(store.quotes(null)['ICE/GAS']).toEqual({ price: 701, timestamp: T2 });
  });

  it('overlays an API seller’s own quotes on the platform quotes, for that seller only', () => {
    const store = createQuoteStore();
    store.apply([tick('ICE/GAS', 700, T1), tick('FX/EURUSD', 1.08, T1), tick('ICE/GAS', 690, T2, 7)]);
    expect(store.quotes(7)).toEqual({
      'ICE/GAS': { price: 690, timestamp: T2 },
      'FX/EURUSD': { price: 1.08, timestamp: T1 },
    });
    expect(store.quotes(8)['ICE/GAS']!.price).toBe(700);
    expect(store.quotes(null)['ICE/GAS']!.price).toBe(700);
  });

  it('keeps a map’s identity until a tick changes it', () => {
    const store = createQuoteStore();
    store.apply([tick('ICE/GAS', 700, T1), tick('ICE/GAS', 690, T1, 7), tick('ICE/GAS', 680, T1, 9)]);
    const platform = store.quotes(null);
    const seven = store.quotes(7);
    expect(store.quotes(7)).toBe(seven);
    // Another seller's tick leaves the platform view and seller 7's view alone.
    store.apply([tick('ICE/GAS', 681, T2, 9)]);
    expect(store.quotes(null)).toBe(platform);
    expect(store.quotes(7)).toBe(seven);
    // A repeated tick changes nothing.
    store.apply([tick('ICE/GAS', 700, T1)]);
    expect(store.quotes(null)).toBe(platform);
    // A platform tick changes every view.
    store.apply([tick('FX/EURUSD', 1.09, T2)]);
    expect(store.quotes(null)).not.toBe(platform);
    expect(store.quotes(7)).not.toBe(seven);
    expect(store.quotes(7)['FX/EURUSD']!.price).toBe(1.09);
  });

  it('notifies subscribers only on a change, and not after they unsubscribe', () => {
    const store = createQuoteStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.apply([tick('ICE/GAS', 700, T1)]);
    store.apply([tick('ICE/GAS', 700, T1)]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.apply([tick('ICE/GAS', 701, T2)]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('merges a snapshot without losing a newer pushed tick, and clears on logout', () => {
    const store = createQuoteStore();
    store.apply([tick('ICE/GAS', 705, T2)]);
    store.seed([tick('ICE/GAS', 700, T1), tick('ICE/GAS1', 710, T1)]);
    expect(store.quotes(null)['ICE/GAS']!.price).toBe(705);
    expect(store.quotes(null)['ICE/GAS1']!.price).toBe(710);
    store.clear();
    expect(store.quotes(null)).toEqual({});
  });

  it('follows the domain tie rule: same instant written otherwise is a repeat, an unreadable time is ignored', () => {
    const store = createQuoteStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.apply([tick('ICE/GAS', 700, T1)]);
    store.apply([tick('ICE/GAS', 700, '2026-03-02T11:00:00+01:00'), tick('ICE/GAS', 650, 'kaputt')]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.quotes(null)['ICE/GAS']).toEqual({ price: 700, timestamp: T1 });
    expect(store.liveGasPricesAvailable(new Date(T2), 60_000)).toBe(true);
  });
});
