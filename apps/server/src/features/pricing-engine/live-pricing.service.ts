import type { PriceType } from '@fuel/domain/contracts/market-data';
import type { PricingRule } from '@fuel/domain/contracts/pricing-engine';
import type { QuoteMap } from '@fuel/domain/market-data/symbols';
import { priceFromMarket, resolveLivePricing, type ResolveInput } from '@fuel/domain/pricing/engine';
import type { LiveOfferParams, LivePriceResult, LiveRecipe } from '@fuel/domain/pricing/live-pricing';
import { effectiveMaxPriceFall, minPriceReferenceInput, NO_BUYER_ACCOUNT_ID } from '@fuel/domain/pricing/min-price';
import { isOrderablePrice } from '@fuel/domain/trading/child-account-rules';
import type { DbOrTx } from '../../db/client';
import type { MarketData } from '../../plugins/market-data';
import { findPriceTypes, findRulesOfSellers } from './pricing-engine.repository';
import { toPricingRule } from './pricing-rules.service';

// The server's side of live prices (decision 014): the seller's rules are loaded once per request,
// each live offer gets its recipe for the buyer, and the recipe is priced from the quotes in memory.
// Nothing is cached across requests, so a rule change counts from the next request on.

export type SellerPricing = { priceType: PriceType; rules: PricingRule[] };
export type SellerPricingMap = Map<number, SellerPricing>;

const NO_PRICING: SellerPricing = { priceType: 'FIXED', rules: [] };

/** The rules and price types of the given sellers, in two queries however many offers follow. */
export async function loadSellerPricing(db: DbOrTx, sellerAccountIds: Iterable<number>): Promise<SellerPricingMap> {
  const ids = [...new Set(sellerAccountIds)];
  const map: SellerPricingMap = new Map();
  if (ids.length === 0) return map;
  const priceTypes = await findPriceTypes(db, ids);
  const rows = await findRulesOfSellers(db, ids);
  for (const id of ids) map.set(id, { priceType: priceTypes.get(id) ?? 'FIXED', rules: [] });
  for (const row of rows) map.get(row.sellerAccountId)!.rules.push(toPricingRule(row));
  return map;
}

/** What a live offer row must carry for its recipe (market, basket, orders and breakdown rows all do). */
export type LiveOfferSource = {
  id: number;
  sellerAccountId: number;
  productId: number;
  terminalId: number | null;
  livePricing: unknown;
  productCategory: string;
  /** products.density (numeric, read as text) or null. */
  productDensity: string | number | null;
};

export type PricingContext = { currency: 'EUR' | 'CHF'; now: Date };

/** The offer's stored live params; validated when written, so only the shape is trusted here. */
export function liveParamsOf(offer: Pick<LiveOfferSource, 'livePricing'>): LiveOfferParams | null {
  const p = offer.livePricing as LiveOfferParams | null;
  return p && typeof p === 'object' && typeof p.futureMonth === 'string' ? p : null;
}

/** The engine's input for one live offer and one buyer (null when the offer has no live params). */
export function resolveInputOf(
  offer: LiveOfferSource,
  buyerAccountId: number,
  pricing: SellerPricingMap | SellerPricing,
  ctx: PricingContext,
): ResolveInput | null {
  const live = liveParamsOf(offer);
  if (!live) return null;
  const seller = pricing instanceof Map ? (pricing.get(offer.sellerAccountId) ?? NO_PRICING) : pricing;
  return {
    offer: { id: offer.id, productId: offer.productId, terminalId: offer.terminalId, live },
    sellerAccountId: offer.sellerAccountId,
    buyerAccountId,
    priceType: seller.priceType,
    rules: seller.rules,
    productDensity: offer.productDensity === null ? null : Number(offer.productDensity),
    productCategory: offer.productCategory,
    currency: ctx.currency,
    now: ctx.now,
  };
}

/** The recipe for one live offer and one buyer (null when the offer has no live params). */
export function recipeFor(
  offer: LiveOfferSource,
  buyerAccountId: number,
  pricing: SellerPricingMap | SellerPricing,
  ctx: PricingContext,
): LiveRecipe | null {
  const input = resolveInputOf(offer, buyerAccountId, pricing, ctx);
  return input ? resolveLivePricing(input) : null;
}

/**
 * A live offer's price for a buyer from the quotes now, as the market shows and orders it, with its
 * recipe: null without fresh data, and a final price at or below zero is invalid (spec section 5).
 * The market prices its rows with it, the target-order screen its offers.
 */
export function orderableLivePrice(
  offer: LiveOfferSource,
  buyerAccountId: number,
  pricing: SellerPricingMap | SellerPricing,
  quotes: (sellerAccountId: number | null) => QuoteMap,
  ctx: PricingContext,
  maxAgeMs: number,
): { recipe: LiveRecipe; priceE4: number } | null {
  const recipe = recipeFor(offer, buyerAccountId, pricing, ctx);
  const result = recipe ? priceRecipe(recipe, quotes, ctx.now, maxAgeMs) : null;
  return recipe && result?.ok && isOrderablePrice(result.pricePer100lE4)
    ? { recipe, priceE4: result.pricePer100lE4 }
    : null;
}

/** Quote maps by source (platform or an API seller), fetched once per request. */
export function quoteSource(marketData: Pick<MarketData, 'quotes'>): (sellerAccountId: number | null) => QuoteMap {
  const seen = new Map<number | null, QuoteMap>();
  return (id) => {
    let quotes = seen.get(id);
    if (!quotes) {
      quotes = marketData.quotes(id);
      seen.set(id, quotes);
    }
    return quotes;
  };
}

export type LivePriceDeps = { db: DbOrTx; marketData: Pick<MarketData, 'quotes'>; maxAgeMs: number };

/** A recipe priced now; explain only for the seller's breakdown (the market prices thousands). */
export function priceRecipe(
  recipe: LiveRecipe,
  quotes: (sellerAccountId: number | null) => QuoteMap,
  now: Date,
  maxAgeMs: number,
  explain = false,
): LivePriceResult {
  return priceFromMarket(recipe, quotes(recipe.quoteSellerAccountId), now, { explain, maxAgeMs });
}

/**
 * One live offer priced for one buyer now (basket, order, min-price update): loads that seller's rules,
 * resolves the recipe and prices it. Answers the recipe too, so callers can keep what they need.
 */
export async function priceLiveOfferNow(
  deps: LivePriceDeps,
  offer: LiveOfferSource,
  buyerAccountId: number,
  ctx: PricingContext,
  /** The basket and orders keep the steps of the price they charge (issue 24). */
  explain = false,
): Promise<{ recipe: LiveRecipe | null; result: LivePriceResult }> {
  const pricing = await loadSellerPricing(deps.db, [offer.sellerAccountId]);
  const recipe = recipeFor(offer, buyerAccountId, pricing, ctx);
  if (!recipe) return { recipe, result: { ok: false, reason: 'MARKET_DATA_UNAVAILABLE', missing: [] } };
  return { recipe, result: priceRecipe(recipe, quoteSource(deps.marketData), ctx.now, deps.maxAgeMs, explain) };
}

export type MinPriceReference =
  { ok: true; priceE4: number; maxPriceFall: number | null } | { ok: false; missing: string[] };

/**
 * The reference of a min-price update (pricing/min-price.ts): the offer's price now for no particular
 * buyer with its old floor switched off, and its maximum fall (its own, else the seller's
 * MIN_PRICE_TRACKING rule). Not ok without fresh market data.
 */
export async function minPriceReference(
  deps: LivePriceDeps,
  offer: LiveOfferSource,
  ctx: PricingContext,
): Promise<MinPriceReference> {
  const pricing = await loadSellerPricing(deps.db, [offer.sellerAccountId]);
  const input = resolveInputOf(offer, NO_BUYER_ACCOUNT_ID, pricing, ctx);
  if (!input) return { ok: false, missing: [] };
  const recipe = resolveLivePricing(minPriceReferenceInput(input));
  const result = priceRecipe(recipe, quoteSource(deps.marketData), ctx.now, deps.maxAgeMs);
  if (!result.ok) return { ok: false, missing: result.missing };
  const ruleCtx = {
    offerId: offer.id,
    productId: offer.productId,
    terminalId: offer.terminalId,
    buyerAccountId: NO_BUYER_ACCOUNT_ID,
  };
  return {
    ok: true,
    priceE4: result.pricePer100lE4,
    maxPriceFall: effectiveMaxPriceFall(input.offer.live, input.rules, ruleCtx),
  };
}
