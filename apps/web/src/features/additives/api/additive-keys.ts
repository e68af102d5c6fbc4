import type { AdditiveOfferListQuery } from '@fuel/domain/contracts/additives';
import { offerKeys } from '../../../lib/api/offer-keys';
import { tradeKeyRoots } from '../../../lib/api/trade-keys';

/**
 * Query keys of the additive screens. The seller's additive offers sit under the offers root and the
 * buyer's additive market under the market root, so what an order or an offer change refreshes
 * (lib/api/trade-keys.ts) refreshes them too.
 */
export const additiveKeys = {
  products: ['additives', 'products'] as const,
  sellerOffers: (query: AdditiveOfferListQuery) => [...offerKeys.all, 'additive', query] as const,
  market: (query: AdditiveOfferListQuery) => [...tradeKeyRoots.market, 'additive', query] as const,
};
