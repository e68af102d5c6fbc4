import type { Tick } from '../contracts/market-data';
import { liveGasPricesAvailable, type Quote, type QuoteMap } from './symbols';

// The latest quote per symbol, for the platform feed (sellerAccountId null) and per seller of price
// type API. One implementation for the server's per-process cache and the browser's live store, so
// both keep the same quote when ticks race (a slow NOTIFY, a snapshot reload crossing a pushed tick).

/**
 * The one tie rule: a tick replaces the held quote when it is later, or at the same instant with
 * another price (the later arrival wins, so a corrected price of the same second is taken). The same
 * instant and price is a repeat; an older tick or one without a readable time never moves a quote.
 */
export function supersedes(held: Quote | undefined, tick: Quote): boolean {
  const at = Date.parse(tick.timestamp);
  if (!Number.isFinite(at)) return false;
  if (!held) return true;
  const heldAt = Date.parse(held.timestamp);
  if (!Number.isFinite(heldAt) || at > heldAt) return true;
  return at === heldAt && tick.price !== held.price;
}

const EMPTY: QuoteMap = Object.freeze({}) as QuoteMap;

/**
 * Maps are replaced, never changed in place: a caller may keep the object it got, and a view keeps
 * its identity until a tick changes it (what React's useSyncExternalStore needs). The overlay of a
 * seller on the platform is built once per change, not per call.
 */
export class QuoteBook {
  private platform: QuoteMap = EMPTY;
  private sellers = new Map<number, QuoteMap>();
  private overlays = new Map<number, QuoteMap>();

  /** Takes the ticks that supersede what is held; answers those that changed the book. */
  apply(ticks: readonly Tick[]): Tick[] {
    const changed: Tick[] = [];
    let nextPlatform: Record<string, Quote> | null = null;
    const nextSellers = new Map<number, Record<string, Quote>>();
    for (const tick of ticks) {
      const id = tick.sellerAccountId;
      const held =
        id === null ? (nextPlatform ?? this.platform) : (nextSellers.get(id) ?? this.sellers.get(id) ?? EMPTY);
      if (!supersedes(held[tick.symbol], tick)) continue;
      // Copy once per source per batch.
      let map: Record<string, Quote>;
      if (id === null) map = nextPlatform ??= { ...this.platform };
      else map = nextSellers.get(id) ?? nextSellers.set(id, { ...held }).get(id)!;
      map[tick.symbol] = { price: tick.price, timestamp: tick.timestamp };
      changed.push(tick);
    }
    if (nextPlatform) {
      this.platform = Object.freeze(nextPlatform);
      this.overlays.clear();
    }
    for (const [id, map] of nextSellers) {
      this.sellers.set(id, Object.freeze(map));
      this.overlays.delete(id);
    }
    return changed;
  }

  /** Platform quotes; with a seller id, overlaid by that seller's own quotes. Do not mutate. */
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

  /** Spec section 4: live gas prices are available while a platform /GAS quote is at most maxAgeMs old. */
  liveGasPricesAvailable(now: Date, maxAgeMs?: number): boolean {
    const prices = Object.entries(this.platform).map(([symbol, quote]) => ({ symbol, timestamp: quote.timestamp }));
    return liveGasPricesAvailable(prices, now, maxAgeMs);
  }

  /** Timestamp of the newest platform quote, or null. */
  lastPlatformTickAt(): string | null {
    let newest: string | null = null;
    for (const q of Object.values(this.platform))
      if (!newest || Date.parse(q.timestamp) > Date.parse(newest)) newest = q.timestamp;
    return newest;
  }

  /** Forgets every quote (the browser on logout). */
  clear(): void {
    this.platform = EMPTY;
    this.sellers = new Map();
    this.overlays = new Map();
  }
}
