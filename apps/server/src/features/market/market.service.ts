import { marketDataStateOf, type MarketFilterOptions, type MarketOffer, type MarketOffersQuery, type MarketOffersResponse } from '@fuel/domain/contracts/market';
import { currencyOf } from '@fuel/domain/brands/currency';
import type { LiveRecipe } from '@fuel/domain/pricing/live-pricing';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { businessDate, businessTime } from '@fuel/domain/offers/business-time';
import { collectionWindow, remainingLitres } from '@fuel/domain/offers/offer-rules';
import { cbmFromLitres, priceInputFromPer100lE4 } from '@fuel/domain/pricing/money';
import { childPriceE4, childTerminalAllowed, isOrderablePrice, shortenCollectionWindow } from '@fuel/domain/trading/child-account-rules';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { singleSellerOf, type Platform } from '../../plugins/platform';
import type { MarketData } from '../../plugins/market-data';
import { loadSellerPricing, priceRecipe, quoteSource, recipeFor, type PricingContext } from '../pricing-engine/live-pricing.service';
import { childMarketTerms } from '../child-accounts/child-accounts.service';
import { findBuyerDeliveryAddresses, findChildAccount, findMarketOffers, type MarketOfferRow } from './market.repository';

export type MarketDeps = {
  db: DbOrTx;
  platform: Platform;
  now: () => Date;
  marketData: Pick<MarketData, 'quotes' | 'liveGasPricesAvailable'>;
  /** A quote older than this cannot price a live offer (config.livePriceMaxAgeMs). */
  livePriceMaxAgeMs: number;
};

/** A market row with its price for this buyer: the stored one, or the engine's for a live offer. */
type PricedRow = MarketOfferRow & { priceE4: number; recipe: LiveRecipe | null };

const german = new Intl.Collator('de');

/**
 * GET /api/v2/offers: the market of the caller's own buyer account. A child account's own users see
 * it with their parent's terms, exactly as the parent's view of that child and its orders.
 */
export function getMarketOffers(deps: MarketDeps, auth: Pick<AuthContext, 'accountId'>, query: MarketOffersQuery): Promise<MarketOffersResponse> {
  return marketOf(deps, auth.accountId, query);
}

/** GET /api/offers/childAccount/{id}: a parent account looks at the market of one of its child accounts. */
export async function getChildAccountMarketOffers(
  deps: MarketDeps,
  auth: Pick<AuthContext, 'accountId'>,
  childAccountId: number,
  query: MarketOffersQuery,
): Promise<MarketOffersResponse> {
  const child = await findChildAccount(deps.db, auth.accountId, childAccountId);
  if (!child) throw new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
  return marketOf(deps, child.id, query);
}

/**
 * The rows a buyer account may order now, priced for it: only the platform's seller in single-seller
 * mode; for a child account only its parent's terminals, at the price plus the parent's surcharge;
 * never a price at or below zero (spec section 5). `unpriced` are live rows without fresh data.
 */
async function buyerMarketRows(deps: MarketDeps, buyerAccountId: number, opts: { includeDelivered: boolean; productIds?: Set<number> }) {
  const now = deps.now();
  const single = await singleSellerOf(deps.db, deps.platform);
  const [child, rows] = await Promise.all([
    childMarketTerms(deps.db, buyerAccountId),
    findMarketOffers(deps.db, {
      buyerAccountId,
      today: businessDate(now),
      time: businessTime(now),
      includeDelivered: opts.includeDelivered,
      // No seller yet on a single-seller platform: nothing to trade (no account has id 0).
      sellerAccountId: single ? (single.seller?.id ?? 0) : undefined,
    }),
  ]);
  // A child account trades only at the terminals its parent allows: the others are not its market.
  const allowed = child ? rows.filter((r) => childTerminalAllowed(child.terminalIds, r.terminal?.id ?? null)) : rows;
  const currency = currencyOf(deps.platform.features);
  const { priced, unpriced } = await priceRows(
    deps,
    opts.productIds?.size ? allowed.filter((r) => opts.productIds!.has(r.product.id)) : allowed,
    buyerAccountId,
    { currency, now },
  );
  const adjustmentE4 = child?.priceAdjustmentE4 ?? 0;
  const orderable = priced
    .filter((row) => isOrderablePrice(row.priceE4, childPriceE4(row.priceE4, adjustmentE4)))
    .map((row) => withChildPrice(row, adjustmentE4));
  return { priced: orderable, unpriced, child, currency, now } as const;
}

async function marketOf(deps: MarketDeps, buyerAccountId: number, query: MarketOffersQuery): Promise<MarketOffersResponse> {
  const delivered = deps.platform.features.DELIVERED_PRODUCTS;
  const productIds = new Set([...(query.productId ?? []), ...(query.productIds ?? [])]);
  const [{ priced: ofProducts, unpriced, child, currency, now }, addresses] = await Promise.all([
    buyerMarketRows(deps, buyerAccountId, { includeDelivered: delivered, productIds }),
    delivered ? findBuyerDeliveryAddresses(deps.db, buyerAccountId) : Promise.resolve([]),
  ]);
  const today = businessDate(now);
  addresses.sort((a, b) => german.compare(a.company, b.company) || a.id - b.id);

  let address: (typeof addresses)[number] | null = addresses[0] ?? null;
  if (query.deliveryAddressId !== undefined) {
    address = addresses.find((a) => a.id === query.deliveryAddressId) ?? null;
    if (!address) {
      throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, { deliveryAddressId: 'Lieferadresse ist ungültig.' });
    }
  }

  const terminalIds = new Set([...(query.terminalId ?? []), ...(query.terminalIds ?? [])]);
  const inPlace = (r: MarketOfferRow) =>
    (query.regionId === undefined || r.region.id === query.regionId) &&
    // A terminal filter leaves delivered offers (no terminal) out.
    (terminalIds.size === 0 || (r.terminal !== null && terminalIds.has(r.terminal.id)));
  const shown = ofProducts.filter(inPlace);
  // Spec section 8: live offers without fresh market data are left out, counted, and come back with the data.
  const hidden = unpriced.filter(inPlace).length;

  const deliveryAddress = delivered && address ? { id: address.id, street: address.street, zipCode: address.zipCode } : null;
  const offers = sortForMarket(shown).map((row) =>
    toMarketOffer(row, { today, currency, deliveryAddress, collectionShorteningDays: child?.collectionShorteningDays ?? 0 }),
  );
  return {
    offers,
    filterOptions: filterOptionsOf(ofProducts, addresses),
    marketData: marketDataStateOf(deps.marketData.liveGasPricesAvailable(now), hidden),
  };
}

/**
 * Prices every row for the buyer: fixed rows keep their price; live rows get their recipe (the sellers'
 * rules loaded once for all rows) and the engine's price from the quotes now, or are unpriced when a
 * quote they need is missing or stale.
 */
async function priceRows(
  deps: MarketDeps,
  rows: MarketOfferRow[],
  buyerAccountId: number,
  ctx: PricingContext,
): Promise<{ priced: PricedRow[]; unpriced: MarketOfferRow[] }> {
  const priced: PricedRow[] = [];
  const unpriced: MarketOfferRow[] = [];
  const liveSellers = new Set<number>();
  for (const row of rows) if (row.pricingType === 'LIVE') liveSellers.add(row.sellerAccountId);
  const pricing = await loadSellerPricing(deps.db, liveSellers);
  const quotes = quoteSource(deps.marketData);
  for (const row of rows) {
    if (row.pricingType !== 'LIVE') {
      priced.push({ ...row, priceE4: row.pricePer100lE4 ?? 0, recipe: null });
      continue;
    }
    const recipe = recipeFor(row, buyerAccountId, pricing, ctx);
    const result = recipe ? priceRecipe(recipe, quotes, ctx.now, deps.livePriceMaxAgeMs) : null;
    // A final price at or below zero is invalid (spec section 5): left out like a price without market data.
    if (recipe && result?.ok && isOrderablePrice(result.pricePer100lE4)) priced.push({ ...row, priceE4: result.pricePer100lE4, recipe });
    else unpriced.push(row);
  }
  return { priced, unpriced };
}

/** The child's price: the buyer's price plus the parent's adjustment; a live recipe carries it to the browser. */
function withChildPrice(row: PricedRow, adjustmentE4: number): PricedRow {
  if (adjustmentE4 === 0) return row;
  return {
    ...row,
    priceE4: childPriceE4(row.priceE4, adjustmentE4),
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

function toMarketOffer(
  row: PricedRow,
  ctx: { today: string; currency: 'EUR' | 'CHF'; deliveryAddress: MarketOffer['deliveryAddress']; collectionShorteningDays: number },
): MarketOffer {
  const priceE4 = row.priceE4;
  const window = collectionWindow(row, ctx.today);
  // A child account's shortened collection period changes `current` only (spec: overrides).
  const current = shortenCollectionWindow(window, ctx.collectionShorteningDays);
  return {
    id: row.id,
    version: row.version,
    seller: { id: row.seller.id, name: row.seller.name },
    product: row.product,
    deliveryType: row.terminal ? 'PICKUP' : 'DELIVERED',
    terminal: row.terminal,
    region: row.region,
    pricingType: row.pricingType,
    currency: ctx.currency,
    pricePer100l: priceInputFromPer100lE4(priceE4, 'EUR_100L15'),
    pricePerLitre: priceInputFromPer100lE4(priceE4, 'EUR_L'),
    liveRecipe: row.recipe,
    remainingCbm: cbmFromLitres(remainingLitres(row)),
    minOrderCbm: cbmFromLitres(row.minOrderLitres),
    maxOrderCbm: cbmFromLitres(Math.min(row.maxOrderLitres, remainingLitres(row))),
    startDate: row.startDate,
    endDate: row.endDate,
    dailyStartTime: row.dailyStartTime,
    dailyEndTime: row.dailyEndTime,
    selectedQuantity: 0,
    overrides: { current, original: window },
    deliveryAddress: ctx.deliveryAddress,
    vatNumber: row.seller.vatId,
    creditDays: row.creditDays,
    paymentTerm: row.paymentTerm,
  };
}

function filterOptionsOf(rows: MarketOfferRow[], addresses: Awaited<ReturnType<typeof findBuyerDeliveryAddresses>>): MarketFilterOptions {
  const terminals = new Map<number, MarketFilterOptions['terminals'][number]>();
  for (const row of rows) {
    if (row.terminal && !terminals.has(row.terminal.id)) terminals.set(row.terminal.id, { ...row.terminal, region: row.region });
  }
  return {
    deliveryAddress: addresses,
    terminals: [...terminals.values()].sort((a, b) => german.compare(a.region.name, b.region.name) || german.compare(a.name, b.name)),
  };
}

/** One priced pickup offer of a buyer's market, for the price alerts. */
export type BuyerMarketPrice = {
  offerId: number;
  sellerName: string;
  productId: number;
  terminalId: number | null;
  priceE4: number;
  /** Start of the offer's collection window today (PROMPT alerts count offers collectable today). */
  collectionStart: string;
};

/**
 * The prices the buyer sees in its market now (fixed and live, the engine's price for this buyer; live
 * offers without fresh data are left out as in the market). Pickup offers only: alerts name a terminal.
 */
export async function buyerMarketPrices(deps: MarketDeps, buyerAccountId: number): Promise<BuyerMarketPrice[]> {
  const { priced, now } = await buyerMarketRows(deps, buyerAccountId, { includeDelivered: false });
  const today = businessDate(now);
  return priced.map((row) => ({
    offerId: row.id,
    sellerName: row.seller.name,
    productId: row.product.id,
    terminalId: row.terminal?.id ?? null,
    priceE4: row.priceE4,
    collectionStart: collectionWindow(row, today).collectionStartDate,
  }));
}
