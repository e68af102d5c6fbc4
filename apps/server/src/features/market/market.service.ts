import { createHash } from 'node:crypto';
import {
  marketDataStateOf,
  type MarketFilterOptions,
  type MarketOffersQuery,
  type MarketOffersResponse,
} from '@fuel/domain/contracts/market';
import { expandMarketOffers, type MarketOffersCompact } from '@fuel/domain/contracts/market-compact';
import { currencyOf } from '@fuel/domain/brands/currency';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { autoExecutionOf } from '@fuel/domain/target-orders/target-order-rules';
import { businessDate, businessTime } from '@fuel/domain/offers/business-time';
import { collectionWindow } from '@fuel/domain/offers/offer-rules';
import { childPriceE4, childTerminalAllowed, isOrderablePrice } from '@fuel/domain/trading/child-account-rules';
import { chargedPriceE4 } from '@fuel/domain/pricing/money';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { singleSellerOf, type Platform } from '../../plugins/platform';
import type { MarketData } from '../../plugins/market-data';
import {
  loadSellerPricing,
  orderableLivePrice,
  quoteSource,
  type PricingContext,
  type SellerPricingMap,
} from '../pricing-engine/live-pricing.service';
import { childMarketTerms, type ChildMarketTerms } from '../child-accounts/child-accounts.service';
import {
  findBuyerDeliveryAddresses,
  findChildAccount,
  findMarketOffers,
  findMarketVersion,
  type MarketOfferRow,
} from './market.repository';
import { compactAnswer, type PricedRow } from './market-answer';
import type { MarketSnapshots, Snapshot } from './market-snapshots';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

export type MarketDeps = {
  db: DbOrTx;
  platform: Platform;
  now: () => Date;
  marketData: Pick<MarketData, 'quotes' | 'liveGasPricesAvailable'>;
  /** A quote older than this cannot price a live offer (config.livePriceMaxAgeMs). */
  livePriceMaxAgeMs: number;
  /** The process's market read model (decision 035); without it every call builds the market afresh. */
  snapshots?: MarketSnapshots<BuyerMarket>;
};

type Address = Awaited<ReturnType<typeof findBuyerDeliveryAddresses>>[number];

/** One buyer's market as the database has it today, before the hour, the filters and the live prices. */
export type BuyerMarket = Snapshot & {
  rows: MarketOfferRow[];
  child: ChildMarketTerms | null;
  /** Delivery addresses by company name (only when delivered offers are traded). */
  addresses: Address[];
  /** Pricing rules of the sellers with live rows. */
  pricing: SellerPricingMap;
  /** Every daily start and end time of the rows, sorted: between two of them the open rows are the same. */
  boundaries: string[];
  /** Live rows are priced on every call (ticks move them); without any, answers are kept below. */
  hasLive: boolean;
  /** Answers already written for this snapshot, by query, hour slot and market data state. */
  answers: Map<string, PreparedMarket>;
};

export type MarketAnswer = MarketOffersResponse | MarketOffersCompact;

/** An answer written once: its JSON text and the strong ETag of that text. */
export type PreparedMarket = { body: string; etag: string };

/** Answers kept per snapshot (queries times hour slots); the oldest goes first. */
const MAX_ANSWERS_PER_SNAPSHOT = 64;

const german = new Intl.Collator('de');

/**
 * GET /api/v2/offers: the market of the caller's own buyer account. A child account's own users see
 * it with their parent's terms, exactly as the parent's view of that child and its orders.
 */
export function getMarketOffers(
  deps: MarketDeps,
  auth: Pick<AuthContext, 'accountId'>,
  query: MarketOffersQuery,
): Promise<PreparedMarket> {
  return preparedMarketOf(deps, auth.accountId, query);
}

/** GET /api/offers/childAccount/{id}: a parent account looks at the market of one of its child accounts. */
export async function getChildAccountMarketOffers(
  deps: MarketDeps,
  auth: Pick<AuthContext, 'accountId'>,
  childAccountId: number,
  query: MarketOffersQuery,
): Promise<PreparedMarket> {
  const child = await findChildAccount(deps.db, auth.accountId, childAccountId);
  if (!child) throw new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
  return preparedMarketOf(deps, child.id, query);
}

/**
 * The buyer's market from the read model: the version first (one primary-key lookup), then the
 * snapshot kept at that version, or a new one built from the database.
 */
async function buyerMarket(
  deps: MarketDeps,
  buyerAccountId: number,
  includeDelivered: boolean,
  now: Date,
): Promise<BuyerMarket> {
  const today = businessDate(now);
  if (!deps.snapshots)
    return buildBuyerMarket(deps, buyerAccountId, includeDelivered, { version: 0, today, builtAtMs: now.getTime() });
  // Read before the rows: a change committed after this read moves the version past the snapshot's.
  const version = await findMarketVersion(deps.db);
  const at = { version, today, builtAtMs: now.getTime() };
  return deps.snapshots.get(`${buyerAccountId}|${includeDelivered}`, { version, today, nowMs: now.getTime() }, () =>
    buildBuyerMarket(deps, buyerAccountId, includeDelivered, at),
  );
}

async function buildBuyerMarket(
  deps: MarketDeps,
  buyerAccountId: number,
  includeDelivered: boolean,
  at: { version: number; today: string; builtAtMs: number },
  offerIds?: number[],
): Promise<BuyerMarket> {
  const single = await singleSellerOf(deps.db, deps.platform);
  const [child, rows, addresses] = await Promise.all([
    childMarketTerms(deps.db, buyerAccountId),
    findMarketOffers(deps.db, {
      buyerAccountId,
      today: at.today,
      includeDelivered,
      // No seller yet on a single-seller platform: nothing to trade (no account has id 0).
      sellerAccountId: single ? (single.seller?.id ?? 0) : undefined,
      offerIds,
    }),
    includeDelivered ? findBuyerDeliveryAddresses(deps.db, buyerAccountId) : Promise.resolve([]),
  ]);
  addresses.sort((a, b) => german.compare(a.company, b.company) || a.id - b.id);
  const live = rows.filter((r) => r.pricingType === 'LIVE');
  const pricing = await loadSellerPricing(
    deps.db,
    live.map((r) => r.sellerAccountId),
  );
  const boundaries = [...new Set(rows.flatMap((r) => [r.dailyStartTime, r.dailyEndTime]))].sort();
  const sellerIds = new Set(rows.map((r) => r.sellerAccountId));
  return {
    ...at,
    sellerIds,
    rows,
    child,
    addresses,
    pricing,
    boundaries,
    hasLive: live.length > 0,
    answers: new Map(),
  };
}

/**
 * The rows a buyer account may order now, priced for it: within the daily window now; only the
 * platform's seller in single-seller mode; for a child account only its parent's terminals, at the
 * price plus the parent's surcharge; never a price at or below zero (spec section 5). `unpriced` are
 * live rows without fresh data.
 */
function buyerMarketRows(
  deps: MarketDeps,
  market: BuyerMarket,
  buyerAccountId: number,
  now: Date,
  productIds?: Set<number>,
) {
  const time = businessTime(now);
  const { child } = market;
  // "HH:mm" text compares like the times it names (the statement compared them as text before).
  const open = market.rows.filter((r) => r.dailyStartTime <= time && r.dailyEndTime > time);
  // A child account trades only at the terminals its parent allows: the others are not its market.
  const allowed = child ? open.filter((r) => childTerminalAllowed(child.terminalIds, r.terminal?.id ?? null)) : open;
  const currency = currencyOf(deps.platform.features);
  const { priced, unpriced } = priceRows(
    deps,
    productIds?.size ? allowed.filter((r) => productIds.has(r.product.id)) : allowed,
    buyerAccountId,
    market.pricing,
    { currency, now },
  );
  const adjustmentE4 = child?.priceAdjustmentE4 ?? 0;
  const orderable = priced
    .filter((row) => isOrderablePrice(row.priceE4, childPriceE4(row.priceE4, adjustmentE4)))
    .map((row) => withChildPrice(row, adjustmentE4));
  return { priced: orderable, unpriced, child, currency } as const;
}

/**
 * The answer to one market call: kept on the snapshot when nothing in it moves with the clock or the
 * ticks (no live rows), else written afresh. The key holds everything besides the snapshot that the
 * answer depends on: the query, which rows are open at this hour, the market data state.
 */
async function preparedMarketOf(
  deps: MarketDeps,
  buyerAccountId: number,
  query: MarketOffersQuery,
): Promise<PreparedMarket> {
  const now = deps.now();
  const delivered = deps.platform.features.DELIVERED_PRODUCTS;
  const market = await buyerMarket(deps, buyerAccountId, delivered, now);
  const key = market.hasLive
    ? null
    : answerKey(query, hourSlot(market.boundaries, businessTime(now)), deps.marketData.liveGasPricesAvailable(now));
  const kept = key === null ? undefined : market.answers.get(key);
  if (kept) return kept;
  const body = JSON.stringify(answerOf(deps, market, buyerAccountId, query, now));
  const prepared = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  if (key !== null) {
    market.answers.set(key, prepared);
    if (market.answers.size > MAX_ANSWERS_PER_SNAPSHOT) market.answers.delete(market.answers.keys().next().value!);
  }
  return prepared;
}

/** How many daily start or end times have passed: the same count, the same open rows. */
function hourSlot(boundaries: string[], time: string): number {
  let passed = 0;
  while (passed < boundaries.length && boundaries[passed]! <= time) passed++;
  return passed;
}

function answerKey(query: MarketOffersQuery, slot: number, liveGasPricesAvailable: boolean): string {
  const ids = (...lists: Array<number[] | undefined>) =>
    [...new Set(lists.flatMap((l) => l ?? []))].sort((a, b) => a - b).join(',');
  return [
    ids(query.productId, query.productIds),
    ids(query.terminalId, query.terminalIds),
    ids(query.sellerIds),
    query.regionId ?? '',
    query.deliveryAddressId ?? '',
    query.view ?? 'full',
    query.limit ?? '',
    query.offset ?? 0,
    slot,
    liveGasPricesAvailable,
  ].join('|');
}

function answerOf(
  deps: MarketDeps,
  market: BuyerMarket,
  buyerAccountId: number,
  query: MarketOffersQuery,
  now: Date,
): MarketAnswer {
  const delivered = deps.platform.features.DELIVERED_PRODUCTS;
  const productIds = new Set([...(query.productId ?? []), ...(query.productIds ?? [])]);
  const { priced, unpriced, child, currency } = buyerMarketRows(deps, market, buyerAccountId, now, productIds);
  // A favourite market's sellers (issue 18): like products, they narrow the terminal options too.
  const sellerIds = new Set(query.sellerIds ?? []);
  const ofSellers = <T extends MarketOfferRow>(rows: T[]) =>
    sellerIds.size === 0 ? rows : rows.filter((r) => sellerIds.has(r.seller.id));
  const ofProducts = ofSellers(priced);
  const { addresses } = market;
  const today = businessDate(now);

  let address: Address | null = addresses[0] ?? null;
  if (query.deliveryAddressId !== undefined) {
    address = addresses.find((a) => a.id === query.deliveryAddressId) ?? null;
    if (!address) {
      throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, {
        deliveryAddressId: SERVER_MESSAGES.trading.deliveryAddressInvalid,
      });
    }
  }

  const terminalIds = new Set([...(query.terminalId ?? []), ...(query.terminalIds ?? [])]);
  const inPlace = (r: MarketOfferRow) =>
    (query.regionId === undefined || r.region.id === query.regionId) &&
    // A terminal filter leaves delivered offers (no terminal) out.
    (terminalIds.size === 0 || (r.terminal !== null && terminalIds.has(r.terminal.id)));
  const shown = sortForMarket(ofProducts.filter(inPlace));
  // Spec section 8: live offers without fresh market data are left out, counted, and come back with the data.
  const hidden = ofSellers(unpriced).filter(inPlace).length;
  const offset = query.offset ?? 0;
  const page =
    query.limit === undefined && offset === 0 ? shown : shown.slice(offset, offset + (query.limit ?? shown.length));

  const compact = compactAnswer(page, {
    today,
    currency,
    deliveryAddress: delivered && address ? { id: address.id, street: address.street, zipCode: address.zipCode } : null,
    collectionShorteningDays: child?.collectionShorteningDays ?? 0,
    filterOptions: filterOptionsOf(ofProducts, addresses),
    marketData: marketDataStateOf(deps.marketData.liveGasPricesAvailable(now), hidden),
    total: shown.length,
  });
  return query.view === 'compact' ? compact : expandMarketOffers(compact);
}

/**
 * Prices every row for the buyer: fixed rows keep their price; live rows get their recipe (the sellers'
 * rules come with the snapshot) and the engine's price from the quotes now, or are unpriced when a
 * quote they need is missing or stale.
 */
function priceRows(
  deps: MarketDeps,
  rows: MarketOfferRow[],
  buyerAccountId: number,
  pricing: SellerPricingMap,
  ctx: PricingContext,
): { priced: PricedRow[]; unpriced: MarketOfferRow[] } {
  const priced: PricedRow[] = [];
  const unpriced: MarketOfferRow[] = [];
  const quotes = quoteSource(deps.marketData);
  for (const row of rows) {
    if (row.pricingType !== 'LIVE') {
      // A fixed price stored with 4 decimals is shown as it is charged: whole cents per 100 L (decision 049).
      priced.push({ ...row, priceE4: chargedPriceE4(row.pricePer100lE4 ?? 0), recipe: null });
      continue;
    }
    const live = orderableLivePrice(row, buyerAccountId, pricing, quotes, ctx, deps.livePriceMaxAgeMs);
    if (live) priced.push({ ...row, ...live });
    else unpriced.push(row);
  }
  return { priced, unpriced };
}

/** The child's price: the buyer's price plus the parent's adjustment; a live recipe carries it to the browser. */
function withChildPrice(row: PricedRow, adjustmentE4: number): PricedRow {
  if (adjustmentE4 === 0) return row;
  return {
    ...row,
    // As the child's order charges it (trading/order-line finalLinePriceE4): rounded to whole cents.
    priceE4: chargedPriceE4(childPriceE4(row.priceE4, adjustmentE4)),
    recipe: row.recipe ? { ...row.recipe, accountAdjustmentE4: adjustmentE4 } : null,
  };
}

/** Spec section 9 category order (Heizöl, Diesel, Benzin, others), products by name, then best price first. */
function sortForMarket(rows: PricedRow[]): PricedRow[] {
  // Rank the few distinct products once instead of collating names in every one of n log n comparisons.
  const products = [...new Map(rows.map((r) => [r.product.id, r.product])).values()].sort(
    (a, b) => a.categorySort - b.categorySort || german.compare(a.name, b.name) || a.id - b.id,
  );
  const rank = new Map(products.map((p, i) => [p.id, i]));
  return [...rows].sort(
    (a, b) => rank.get(a.product.id)! - rank.get(b.product.id)! || a.priceE4 - b.priceE4 || a.id - b.id,
  );
}

function filterOptionsOf(rows: MarketOfferRow[], addresses: Address[]): MarketFilterOptions {
  const terminals = new Map<number, MarketFilterOptions['terminals'][number]>();
  for (const row of rows) {
    if (row.terminal && !terminals.has(row.terminal.id))
      terminals.set(row.terminal.id, { ...row.terminal, region: row.region });
  }
  return {
    deliveryAddress: addresses,
    terminals: [...terminals.values()].sort(
      (a, b) => german.compare(a.region.name, b.region.name) || german.compare(a.name, b.name),
    ),
  };
}

/** The market read model's version (decision 035): moves with every change of what a market is built from but sales. */
export const marketVersion = (db: DbOrTx): Promise<number> => findMarketVersion(db);

/** One priced pickup offer of a buyer's market, for the price alerts. */
export type BuyerMarketPrice = {
  offerId: number;
  sellerName: string;
  productId: number;
  terminalId: number | null;
  /** A delivered offer's region (terminal null; only with `delivered`); null for a pickup offer. */
  deliveryRegionId: number | null;
  priceE4: number;
  /** Start of the offer's collection window today (PROMPT alerts count offers collectable today). */
  collectionStart: string;
  terminalName: string | null;
  minOrderLitres: number;
  maxOrderLitres: number;
  availableLitres: number;
  /** Issue 29: the seller's consent to automatic execution of target orders, and its cap per order. */
  autoExecution: boolean;
  autoMaxLitres: number | null;
};

/**
 * The prices the buyer sees in its market now (fixed and live, the engine's price for this buyer; live
 * offers without fresh data are left out as in the market). Pickup offers only (alerts name a terminal),
 * unless `delivered` (target orders for delivered products, where the brand trades them).
 */
export async function buyerMarketPrices(
  deps: MarketDeps,
  buyerAccountId: number,
  /** Only these offers, read afresh (no snapshot): the target-order matcher confirming its candidates. */
  only?: { offerIds?: number[]; delivered?: boolean },
): Promise<BuyerMarketPrice[]> {
  const now = deps.now();
  const delivered = (only?.delivered ?? false) && deps.platform.features.DELIVERED_PRODUCTS;
  const market = only?.offerIds
    ? await buildBuyerMarket(
        deps,
        buyerAccountId,
        delivered,
        { version: 0, today: businessDate(now), builtAtMs: now.getTime() },
        only.offerIds,
      )
    : await buyerMarket(deps, buyerAccountId, delivered, now);
  const { priced } = buyerMarketRows(deps, market, buyerAccountId, now);
  const today = businessDate(now);
  return priced.map((row) => ({
    offerId: row.id,
    sellerName: row.seller.name,
    productId: row.product.id,
    terminalId: row.terminal?.id ?? null,
    deliveryRegionId: row.terminal ? null : row.region.id,
    priceE4: row.priceE4,
    collectionStart: collectionWindow(row, today).collectionStartDate,
    terminalName: row.terminal?.name ?? null,
    minOrderLitres: row.minOrderLitres,
    maxOrderLitres: row.maxOrderLitres,
    availableLitres: row.totalLitres - row.soldLitres,
    autoExecution: autoExecutionOf(row.autoExecution, row.pricingType),
    autoMaxLitres: row.autoMaxLitres,
  }));
}
