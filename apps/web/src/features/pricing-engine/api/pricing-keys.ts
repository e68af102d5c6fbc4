import type { PriceBreakdownQuery } from '@fuel/domain/contracts/pricing-engine';

/** Query keys of the pricing engine; rule mutations invalidate `rules` (and the breakdown, which depends on them). */
export const pricingKeys = {
  all: ['pricing'] as const,
  rules: ['pricing', 'rules'] as const,
  breakdowns: ['pricing', 'breakdown'] as const,
  breakdown: (query: PriceBreakdownQuery) => ['pricing', 'breakdown', query] as const,
  priceType: ['pricing', 'price-type'] as const,
  tokens: ['pricing', 'api-tokens'] as const,
  customers: ['pricing', 'customers'] as const,
  offers: ['pricing', 'offers'] as const,
};
