import type { PriceBreakdown, PriceBreakdownQuery } from '@fuel/domain/contracts/pricing-engine';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { breakdownResultOf, explainLivePricing, priceFromMarket } from '@fuel/domain/pricing/engine';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import type { LivePriceDeps } from './live-pricing.service';
import { loadSellerPricing, resolveInputOf } from './live-pricing.service';
import { findConnectedBuyer, findSellerOfferForPricing } from './pricing-engine.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

export type BreakdownDeps = LivePriceDeps & { now: () => Date; currency: 'EUR' | 'CHF' };

export const BREAKDOWN_MESSAGES = SERVER_MESSAGES.breakdown;

/**
 * GET /api/pricing/breakdown: how the engine prices one of the seller's live offers for one of its
 * connected buyers now, every step explained, with the rules that shaped the recipe and why.
 */
export async function priceBreakdown(
  deps: BreakdownDeps,
  seller: Pick<AuthContext, 'accountId'>,
  query: PriceBreakdownQuery,
): Promise<PriceBreakdown> {
  const offer = await findSellerOfferForPricing(deps.db, seller.accountId, query.offerId);
  if (!offer) throw new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
  const buyer = await findConnectedBuyer(deps.db, seller.accountId, query.buyerAccountId);
  const fields: Record<string, string> = {};
  if (offer.pricingType !== 'LIVE') fields.offerId = BREAKDOWN_MESSAGES.notLive;
  if (!buyer) fields.buyerAccountId = BREAKDOWN_MESSAGES.buyerNotConnected;
  const now = deps.now();
  const pricing = await loadSellerPricing(deps.db, [seller.accountId]);
  const input = resolveInputOf(
    { ...offer, productCategory: offer.product.category, productDensity: offer.product.density },
    query.buyerAccountId,
    pricing,
    { currency: deps.currency, now },
  );
  if (!input && !fields.offerId) fields.offerId = BREAKDOWN_MESSAGES.notLive;
  if (!input || !buyer || Object.keys(fields).length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, fields);

  const { recipe, appliedRules } = explainLivePricing(input);
  const result = priceFromMarket(recipe, deps.marketData.quotes(recipe.quoteSellerAccountId), now, {
    explain: true,
    maxAgeMs: deps.maxAgeMs,
  });
  return {
    offer: { id: offer.id, product: { id: offer.product.id, name: offer.product.name }, terminal: offer.terminal },
    buyer,
    recipe,
    result: breakdownResultOf(result),
    appliedRules,
  };
}
