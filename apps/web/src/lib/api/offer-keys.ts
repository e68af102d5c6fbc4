import type { MyOffersQuery } from '@fuel/domain/contracts/offers';

/** Query keys of the seller's offers (offers screen and pricing engine); mutations invalidate `all`. */
export const offerKeys = {
  all: ['offers'] as const,
  mine: (filters: MyOffersQuery) => ['offers', 'mine', filters] as const,
};
