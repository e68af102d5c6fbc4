import type { MarketOffer } from '@fuel/domain/contracts/market';
import type { LiveRecipe } from '@fuel/domain/pricing/live-pricing';
import { fixedPriceSteps } from '@fuel/domain/pricing/price-from-market';
import { priceFromMarket } from '@fuel/domain/pricing/engine';
import { e4FromPer100l } from '@fuel/domain/pricing/units';
import { useLiveQuotes } from '../../../lib/live/use-live-quotes';
import { PriceBreakdownButton } from '../../../ui/price-breakdown/price-breakdown';

/**
 * The market row's "how is this price made up": a live offer explains from its recipe and the quotes
 * the row is priced from now (the same engine call, with explain), a fixed offer as "Festpreis".
 */
export function MarketPriceBreakdown({ offer }: { offer: MarketOffer }) {
  return offer.liveRecipe ? (
    <LiveBreakdown recipe={offer.liveRecipe} offerId={offer.id} />
  ) : (
    <FixedBreakdown offer={offer} />
  );
}

function LiveBreakdown({ recipe, offerId }: { recipe: LiveRecipe; offerId: number }) {
  const quotes = useLiveQuotes(recipe.quoteSellerAccountId);
  return (
    <PriceBreakdownButton
      testId={`price-breakdown-open-${offerId}`}
      steps={() => {
        const result = priceFromMarket(recipe, quotes, new Date(), { explain: true });
        return result.ok ? result.steps : null;
      }}
    />
  );
}

function FixedBreakdown({ offer }: { offer: MarketOffer }) {
  const unit = offer.currency === 'CHF' ? 'CHF/100L15' : 'EUR/100L15';
  return (
    <PriceBreakdownButton
      testId={`price-breakdown-open-${offer.id}`}
      steps={() => fixedPriceSteps(e4FromPer100l(offer.pricePer100l), 0, unit).steps}
    />
  );
}
