import type { PricingRule } from '../contracts/pricing-engine';
import type { LiveOfferParams } from './live-pricing';
import type { ResolveInput } from './resolve-live-pricing';
import { winningRule, type RuleContext } from './rules';
import { e4FromPer100l } from './units';

// Minimum-price optimisation (spec section 3 "min-price toggle with maximum price fall"): POST
// /api/offers/{id}/min-price fixes the offer's floor = its current price - the maximum fall; from then on
// the price never goes below the floor (recipe.minPriceE4, priceFromMarket).

/** The maximum fall of an offer: its own, else the seller's MIN_PRICE_TRACKING default; null when neither. */
export function effectiveMaxPriceFall(
  live: LiveOfferParams,
  rules: readonly PricingRule[],
  ctx: RuleContext,
): number | null {
  return live.maxPriceFall ?? winningRule(rules, 'MIN_PRICE_TRACKING', ctx)?.params.maxPriceFall ?? null;
}

/** The floor in E4 from the current price (E4) and the maximum fall (EUR/100L15). */
export function minPriceFloorE4(currentPriceE4: number, maxPriceFall: number): number {
  return currentPriceE4 - e4FromPer100l(maxPriceFall);
}

/** No customer matches account id 0: the offer's own price, before customer rules. */
export const NO_BUYER_ACCOUNT_ID = 0;

/**
 * The input that prices the reference for a new floor: no buyer (no customer rules) and the old floor
 * switched off, so the floor follows the market rather than itself.
 */
export function minPriceReferenceInput(input: ResolveInput): ResolveInput {
  return {
    ...input,
    buyerAccountId: NO_BUYER_ACCOUNT_ID,
    offer: { ...input.offer, live: { ...input.offer.live, minPriceFloorE4: null } },
  };
}

/**
 * The account a buyer's live price is resolved for: the buyer itself where one of the seller's rules
 * names it (ACCOUNT scope), else no particular buyer, since rules select by account only
 * (rules.ts ruleMatches). Every buyer a seller's rules do not name gets the same price.
 */
export function pricingAccountOf(rules: readonly Pick<PricingRule, 'accountIds'>[], buyerAccountId: number): number {
  return rules.some((r) => r.accountIds.includes(buyerAccountId)) ? buyerAccountId : NO_BUYER_ACCOUNT_ID;
}
