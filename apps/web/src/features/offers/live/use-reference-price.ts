import { useMemo } from 'react';
import type { Currency } from '@fuel/domain/formats/number';
import { priceFromMarket, resolveLivePricing } from '@fuel/domain/pricing/engine';
import type { LiveOfferParams, LivePriceResult, LiveRecipe } from '@fuel/domain/pricing/live-pricing';
import { NO_BUYER_ACCOUNT_ID } from '@fuel/domain/pricing/min-price';
import { livePriceMaxAgeMs } from '../../../lib/live/freshness';
import { useLiveQuotes } from '../../../lib/live/use-live-quotes';
import { useCurrentUser } from '../../../lib/api/get-current-user';
import { useMetadata } from '../../../lib/api/get-metadata';
import { usePriceType } from '../../../lib/api/get-price-type';
import { usePricingRules } from '../../../lib/api/get-pricing-rules';
import { referenceRecipe } from './live-form-values';
import { productDensity } from './product-density';
import { useNow } from '../../../lib/use-now';

/** How often a reference price is checked for staleness without a tick. */
const STALENESS_CHECK_MS = 5_000;

export type ReferenceTarget = {
  offerId: number;
  productId: number | null;
  terminalId: number | null;
  live: LiveOfferParams | null;
};

/**
 * A live offer's reference price: the engine's price before customer prices (pricing/engine.ts with no
 * buyer, the seller's rules and price type, the offer's floor), on the seller's current quotes; it follows
 * every tick. Until the rules are loaded (or if they cannot be), the offer's own parameters alone.
 */
export function useReferencePrice(
  target: ReferenceTarget,
  currency: Currency,
): { result: LivePriceResult | null; withRules: boolean } {
  const user = useCurrentUser();
  const metadata = useMetadata();
  const rules = usePricingRules().data?.rules;
  const priceType = usePriceType().data?.priceType;
  const now = useNow(STALENESS_CHECK_MS);
  const minute = Math.floor(now / 60_000) * 60_000;
  const sellerAccountId = user?.account.id ?? null;
  const { offerId, productId, terminalId, live } = target;
  const liveKey = JSON.stringify(live);

  const recipe = useMemo((): { recipe: LiveRecipe | null; withRules: boolean } => {
    if (live === null || productId === null) return { recipe: null, withRules: false };
    const product = metadata.data?.fuels.find((p) => p.id === productId);
    if (rules && priceType && sellerAccountId !== null && product) {
      const recipe = resolveLivePricing({
        offer: { id: offerId, productId, terminalId, live },
        sellerAccountId,
        buyerAccountId: NO_BUYER_ACCOUNT_ID,
        priceType,
        rules,
        productDensity: product.density,
        productCategory: product.category,
        currency,
        now: new Date(minute),
      });
      return { recipe, withRules: true };
    }
    const density = live.density ?? (metadata.data ? productDensity(metadata.data, productId) : null);
    return { recipe: referenceRecipe(offerId, { ...live, density }, currency), withRules: false };
    // liveKey stands for live: a form builds a new object on every render.
  }, [liveKey, offerId, productId, terminalId, rules, priceType, sellerAccountId, metadata.data, currency, minute]);

  // The engine's recipe names whose quotes it reads; the fallback reads the seller's view (own quotes over the platform's).
  const quotes = useLiveQuotes(recipe.withRules ? (recipe.recipe?.quoteSellerAccountId ?? null) : sellerAccountId);
  const result = recipe.recipe
    ? priceFromMarket(recipe.recipe, quotes, new Date(), { maxAgeMs: livePriceMaxAgeMs() })
    : null;
  return { result, withRules: recipe.withRules };
}
