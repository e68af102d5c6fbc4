import type { QuoteMap } from '@fuel/domain/market-data/symbols';
import { priceFromMarket } from '@fuel/domain/pricing/engine';
import type { LiveRecipe } from '@fuel/domain/pricing/live-pricing';
import { livePriceMaxAgeMs } from './freshness';
import { hasRecipeQuotes } from './recipe-quotes';

/** A live row's price: 'live' with the price per 100 L in E4, or 'stale' (no fresh market data: "—", not orderable). */
export type LivePriceState = { state: 'live'; priceE4: number } | { state: 'stale'; priceE4: null };

/**
 * The browser's price of a live row: priceFromMarket on the quotes it holds. Until the quote stream has
 * delivered the recipe's symbols at all (page just opened), the server's price of the last fetch stands;
 * once a quote it reads is older than the freshness limit, the row is stale.
 */
export function livePriceState(recipe: LiveRecipe, quotes: QuoteMap, now: Date, serverPriceE4: number): LivePriceState {
  if (!hasRecipeQuotes(recipe, quotes)) return { state: 'live', priceE4: serverPriceE4 };
  const result = priceFromMarket(recipe, quotes, now, { maxAgeMs: livePriceMaxAgeMs() });
  return result.ok ? { state: 'live', priceE4: result.pricePer100lE4 } : { state: 'stale', priceE4: null };
}
