import type { MyOffersQuery } from '@fuel/domain/contracts/offers';

/** Query keys of the seller's offers; mutations invalidate `all`. */
export const offerKeys = {
  all: ['offers'] as const,
  mine: (filters: MyOffersQuery) => ['offers', 'mine', filters] as const,
  pricingRules: ['offers', 'pricing-rules'] as const,
  priceType: ['offers', 'price-type'] as const,
};
