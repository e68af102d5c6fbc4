import type { PriceBreakdownQuery } from '@fuel/domain/contracts/pricing-engine';

/**
 * Query keys of the seller's pricing engine, one factory for the offer form and the pricing-engine
 * screen: a rule saved on one shows on the other. Rule mutations invalidate `rules` (and the
 * breakdowns, which depend on them).
 */
export const pricingKeys = {
  all: ['pricing'] as const,
  rules: ['pricing', 'rules'] as const,
  breakdowns: ['pricing', 'breakdown'] as const,
  breakdown: (query: PriceBreakdownQuery) => ['pricing', 'breakdown', query] as const,
  priceType: ['pricing', 'price-type'] as const,
  tokens: ['pricing', 'api-tokens'] as const,
  /** Decision 056: held prices and the heartbeat state of the seller's own feed. */
  feedRails: ['pricing', 'feed-rails'] as const,
};
