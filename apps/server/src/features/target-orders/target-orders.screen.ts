// Issue 29 part 5 (decision 073): the matcher's memory. Instead of pricing every buyer's whole market on
// every run, a process keeps the active targets indexed by product and terminal, and the open offers of
// those products; both are reloaded only when their version moved (the target orders' version, migration
// 0036; the market read model's, decision 035) or the day changed. A run prices only the offers it must
// (after a tick the live ones; otherwise all) once per pricing account, walks the index for the targets
// each offer reaches, and hands those candidates to the matcher, which confirms them with the buyer's own
// market before it orders. A candidate the market did not confirm for a reason other than its price is
// left quiet until the market, the sales or the minute change.
import { currencyOf } from '@fuel/domain/brands/currency';
import { businessDate, businessTime } from '@fuel/domain/offers/business-time';
import { chargedPriceE4 } from '@fuel/domain/pricing/money';
import { NO_BUYER_ACCOUNT_ID, pricingAccountOf } from '@fuel/domain/pricing/min-price';
import { autoExecutionOf } from '@fuel/domain/target-orders/target-order-rules';
import {
  indexTargets,
  placeKeyOf,
  placeKeysOfTarget,
  reachedTargets,
  targetsAt,
  type ScreenPricing,
  type ScreenTarget,
  type TargetIndex,
} from '@fuel/domain/target-orders/target-screen';
import { marketVersion, type MarketDeps } from '../market/market.service';
import {
  loadSellerPricing,
  orderableLivePrice,
  quoteSource,
  type PricingContext,
  type SellerPricingMap,
} from '../pricing-engine/live-pricing.service';
import { placesOfTargets } from './target-orders.places';
import {
  findConnectedSellers,
  findScreenOffers,
  findScreenTargets,
  findTargetsVersion,
  type ScreenOfferRow,
} from './target-orders.repository';

/** 'live': only live offers moved (a tick); 'all': anything may have (offer changes, the clock). */
export type ScreenScope = 'all' | 'live';

/** Per candidate target: the offers whose screened price reaches it (all of them, not only the moved ones). */
export type Candidates = Map<number, { buyerAccountId: number; offerIds: number[] }>;

type Loaded = {
  marketVersion: number;
  targetsVersion: number;
  today: string;
  index: TargetIndex;
  offers: ScreenOfferRow[];
  /** The live ones among them. */
  liveIds: Set<number>;
  /** Offers by product and place (placeKeyOf; only keys with targets). */
  offersAt: Map<string, ScreenOfferRow[]>;
  pricing: SellerPricingMap;
  connected: Map<number, Set<number>>;
  /** Per seller, the indexed buyers its rules name (each may get its own live price). */
  namedBuyers: Map<number, number[]>;
};

export class TargetScreen {
  private loaded: Loaded | null = null;
  private salesEpoch = 0;
  /** "target:offer" -> the state under which the market did not confirm the pair. */
  private quiet = new Map<string, string>();

  /** A sale changes what offers have left: quiet pairs are checked again. */
  salesChanged(): void {
    this.salesEpoch++;
  }

  /** The candidates of this run; reloads the index and the offers first where their versions moved. */
  async candidates(deps: MarketDeps, scope: ScreenScope): Promise<{ candidates: Candidates; state: string }> {
    const now = deps.now();
    const loaded = await this.refresh(deps, now);
    const state = `${loaded.marketVersion}|${this.salesEpoch}|${businessDate(now)} ${businessTime(now)}`;
    const priced = this.pricer(deps, loaded, { currency: currencyOf(deps.platform.features), now });
    const candidates: Candidates = new Map();
    for (const offer of loaded.offers) {
      if (scope === 'live' && offer.pricingType !== 'LIVE') continue;
      for (const target of reachedTargets(loaded.index, offer, priced(offer))) {
        if (candidates.has(target.id)) continue;
        const offerIds = this.offersReaching(loaded, target, priced).filter(
          (offerId) => this.quiet.get(`${target.id}:${offerId}`) !== state,
        );
        if (offerIds.length > 0) candidates.set(target.id, { buyerAccountId: target.buyerAccountId, offerIds });
      }
    }
    return { candidates, state };
  }

  /**
   * The market did not confirm these pairs for a reason other than the price: skip them until `state`
   * moves. A live offer the market left out is not quietened: its quote may have been stale, and the
   * next tick (not the next minute) may price it.
   */
  quieten(targetId: number, pairs: Array<{ offerId: number; absent: boolean }>, state: string): void {
    if (this.quiet.size > 100_000) this.quiet.clear();
    for (const { offerId, absent } of pairs)
      if (!(absent && this.loaded?.liveIds.has(offerId))) this.quiet.set(`${targetId}:${offerId}`, state);
  }

  /** Every indexed offer at the target's places whose screened price reaches it. */
  private offersReaching(
    loaded: Loaded,
    target: ScreenTarget,
    priced: (offer: ScreenOfferRow) => ScreenPricing,
  ): number[] {
    const ids: number[] = [];
    for (const key of placeKeysOfTarget(target))
      for (const offer of loaded.offersAt.get(key) ?? []) {
        const p = priced(offer);
        if (!p.connected(target.buyerAccountId)) continue;
        const price = p.priceFor(target.buyerAccountId);
        if (price !== null && price <= target.targetPriceE4) ids.push(offer.id);
      }
    return ids;
  }

  /**
   * The screen's price of an offer, memoised for the run: a fixed price is every buyer's; a live price is
   * resolved once for no particular buyer and once per buyer the seller's rules name. The parent's
   * surcharge of a child is left out (it only raises the price, so the screen stays wide enough).
   */
  private pricer(deps: MarketDeps, loaded: Loaded, ctx: PricingContext) {
    const quotes = quoteSource(deps.marketData);
    const memo = new Map<number, ScreenPricing>();
    const connectedTo = (sellerAccountId: number) => (buyerAccountId: number) =>
      loaded.connected.get(buyerAccountId)?.has(sellerAccountId) ?? false;
    return (offer: ScreenOfferRow): ScreenPricing => {
      let p = memo.get(offer.id);
      if (p) return p;
      const connected = connectedTo(offer.sellerAccountId);
      if (!autoExecutionOf(offer.autoExecution, offer.pricingType)) {
        p = { floorE4: null, priceFor: () => null, connected };
      } else if (offer.pricingType !== 'LIVE') {
        // As the market shows and charges a fixed price: whole cents per 100 L (decision 049).
        const price = offer.pricePer100lE4 === null ? null : chargedPriceE4(offer.pricePer100lE4);
        p = { floorE4: price, priceFor: () => price, connected };
      } else {
        const rules = loaded.pricing.get(offer.sellerAccountId)?.rules ?? [];
        const byAccount = new Map<number, number | null>();
        const priceAs = (account: number) => {
          if (!byAccount.has(account))
            byAccount.set(
              account,
              orderableLivePrice(offer, account, loaded.pricing, quotes, ctx, deps.livePriceMaxAgeMs)?.priceE4 ?? null,
            );
          return byAccount.get(account)!;
        };
        const prices = [NO_BUYER_ACCOUNT_ID, ...(loaded.namedBuyers.get(offer.sellerAccountId) ?? [])]
          .map(priceAs)
          .filter((x): x is number => x !== null);
        p = {
          floorE4: prices.length ? Math.min(...prices) : null,
          priceFor: (buyer) => priceAs(pricingAccountOf(rules, buyer)),
          connected,
        };
      }
      memo.set(offer.id, p);
      return p;
    };
  }

  private async refresh(deps: MarketDeps, now: Date): Promise<Loaded> {
    // Versions before rows: a change committed after this read moves a version past the one kept.
    const [mv, tv] = await Promise.all([marketVersion(deps.db), findTargetsVersion(deps.db)]);
    const today = businessDate(now);
    const old = this.loaded;
    if (old && old.marketVersion === mv && old.targetsVersion === tv && old.today === today) return old;
    const rows = await findScreenTargets(deps.db, now);
    const placesOf = await placesOfTargets(deps.db, rows);
    const index = indexTargets(rows.map((t) => ({ ...t, ...placesOf(t) })));
    const buyers = [...new Set(rows.map((t) => t.buyerAccountId))];
    const [offers, connected] = await Promise.all([
      findScreenOffers(deps.db, [...new Set(rows.map((t) => t.productId))], today),
      findConnectedSellers(deps.db, buyers),
    ]);
    const indexed = offers.filter((o) => targetsAt(index, o).length > 0);
    const pricing = await loadSellerPricing(
      deps.db,
      indexed.filter((o) => o.pricingType === 'LIVE').map((o) => o.sellerAccountId),
    );
    const buyerSet = new Set(buyers);
    const namedBuyers = new Map(
      [...pricing].map(([seller, p]) => [
        seller,
        [...new Set(p.rules.flatMap((r) => r.accountIds))].filter((id) => buyerSet.has(id)),
      ]),
    );
    const offersAt = new Map<string, ScreenOfferRow[]>();
    for (const offer of indexed) {
      const list = offersAt.get(placeKeyOf(offer));
      if (list) list.push(offer);
      else offersAt.set(placeKeyOf(offer), [offer]);
    }
    this.quiet.clear();
    this.loaded = {
      marketVersion: mv,
      targetsVersion: tv,
      today,
      index,
      offers: indexed,
      liveIds: new Set(indexed.filter((o) => o.pricingType === 'LIVE').map((o) => o.id)),
      offersAt,
      pricing,
      connected,
      namedBuyers,
    };
    return this.loaded;
  }
}
