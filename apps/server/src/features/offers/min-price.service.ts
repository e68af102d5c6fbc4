import type { MinPriceUpdateResponse } from '@fuel/domain/contracts/offers';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { OFFER_FIELD_LABELS } from '@fuel/domain/offers/offer-rules';
import type { LiveOfferParams } from '@fuel/domain/pricing/live-pricing';
import { minPriceFloorE4 } from '@fuel/domain/pricing/min-price';
import { per100lFromE4 } from '@fuel/domain/pricing/units';
import { requiredMessage } from '@fuel/domain/validation/fields';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { minPriceReference } from '../pricing-engine/live-pricing.service';
import { findSellerOffer, lockSellerOffer, updateLivePricing } from './offers.repository';
import { invalid, livePriceDeps, notFound, pricingContext, storedLiveParams, type OffersDeps } from './offers.service';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

type Seller = Pick<AuthContext, 'userId' | 'accountId'>;

export const MIN_PRICE_MESSAGES = SERVER_MESSAGES.minPrice;

/**
 * POST /api/offers/{id}/min-price: the floor of a live offer with the min-price toggle = its price now
 * (the seller's rules, no particular buyer, the old floor off) minus its maximum fall (its own, else the
 * seller's MIN_PRICE_TRACKING rule). Without fresh market data: 503, the seller retries (spec section 8).
 */
export async function updateMinPrice(
  deps: OffersDeps,
  seller: Seller,
  offerId: number,
): Promise<MinPriceUpdateResponse> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockSellerOffer(tx, seller.accountId, offerId);
    const row = locked ? await findSellerOffer(tx, seller.accountId, offerId) : undefined;
    if (!locked || !row) throw notFound();
    const live = storedLiveParams(row);
    if (!live) throw invalid({ pricingType: MIN_PRICE_MESSAGES.notLive });
    if (!live.minPriceEnabled) throw invalid({ minPriceEnabled: MIN_PRICE_MESSAGES.notEnabled });
    const reference = await minPriceReference({ ...livePriceDeps(deps), db: tx }, row, {
      ...pricingContext(deps),
      now,
    });
    if (!reference.ok) throw new AppError(503, 'MIN_PRICE_UPDATE_FAILED', ERROR_MESSAGES.MIN_PRICE_UPDATE_FAILED);
    if (reference.maxPriceFall === null)
      throw invalid({ maxPriceFall: requiredMessage(OFFER_FIELD_LABELS.maxPriceFall) });
    const floorE4 = minPriceFloorE4(reference.priceE4, reference.maxPriceFall);
    const next: LiveOfferParams = { ...live, minPriceFloorE4: floorE4, minPriceUpdatedAt: now.toISOString() };
    await updateLivePricing(tx, offerId, next, now);
    await recordAudit(tx, {
      actorUserId: seller.userId,
      accountId: seller.accountId,
      entity: 'offer',
      entityId: offerId,
      action: 'min-price',
      details: {
        referencePriceE4: reference.priceE4,
        maxPriceFall: reference.maxPriceFall,
        minPriceFloorE4: floorE4,
        previousFloorE4: live.minPriceFloorE4,
      },
      at: now,
    });
    return { offerId, minPriceFloorPer100l: per100lFromE4(floorE4), minPriceUpdatedAt: next.minPriceUpdatedAt! };
  });
  // The floor is part of the buyers' live recipes.
  await deps.sellerMarketEvents.announceChange(seller.accountId);
  return result;
}
