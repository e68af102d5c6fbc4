import type { Tick } from '@fuel/domain/contracts/market-data';
import type { QuoteMap } from '@fuel/domain/market-data/symbols';

/**
 * The latest quote per symbol: one map for the platform feed and one per seller of price type API.
 * Maps are replaced, never changed in place, so a caller may keep the object it got; the overlay of
 * a seller on the platform is built once per change, not per call.
 */
export class QuoteCache {
  private platform: QuoteMap = Object.freeze({}) as QuoteMap;
  private readonly sellers = new Map<number, QuoteMap>();
  private readonly overlays = new Map<number, QuoteMap>();

  /** Takes the ticks that are newer than what is known; answers those that changed the cache. */
  apply(ticks: readonly Tick[]): Tick[] {
    const changed: Tick[] = [];
    const nextPlatform: QuoteMap = { ...this.platform };
    const nextSellers = new Map<number, QuoteMap>();
    for (const tick of ticks) {
      const id = tick.sellerAccountId;
      const map = id === null ? nextPlatform : (nextSellers.get(id) ?? nextSellers.set(id, { ...this.sellers.get(id) }).get(id)!);
      const known = map[tick.symbol];
      // Out-of-order arrivals (a slow NOTIFY, a reload racing a tick) never move a quote backwards.
      if (known && Date.parse(known.timestamp) > Date.parse(tick.timestamp)) continue;
      if (known && known.timestamp === tick.timestamp && known.price === tick.price) continue;
      map[tick.symbol] = { price: tick.price, timestamp: tick.timestamp };
      changed.push(tick);
    }
    if (changed.length === 0) return changed;
    if (changed.some((t) => t.sellerAccountId === null)) {
      this.platform = Object.freeze(nextPlatform);
      this.overlays.clear();
    }
    for (const [id, map] of nextSellers) {
      this.sellers.set(id, Object.freeze(map));
      this.overlays.delete(id);
    }
    return changed;
  }

  /** Platform quotes; with a seller id, overlaid by that seller's own quotes. */
  quotes(sellerAccountId: number | null): QuoteMap {
    if (sellerAccountId === null) return this.platform;
    const own = this.sellers.get(sellerAccountId);
    if (!own) return this.platform;
    let overlay = this.overlays.get(sellerAccountId);
    if (!overlay) {
      overlay = Object.freeze({ ...this.platform, ...own });
      this.overlays.set(sellerAccountId, overlay);
    }
    return overlay;
  }

  /** Every latest quote as a tick: the platform's first, then each seller's, symbols sorted. */
  latestTicks(): Tick[] {
    const out: Tick[] = [];
    const push = (map: QuoteMap, sellerAccountId: number | null) => {
      for (const symbol of Object.keys(map).sort()) out.push({ symbol, ...map[symbol]!, sellerAccountId });
    };
    push(this.platform, null);
    for (const id of [...this.sellers.keys()].sort((a, b) => a - b)) push(this.sellers.get(id)!, id);
    return out;
  }
}
