import type { QuoteMap } from '@fuel/domain/market-data/symbols';
import type { LiveRecipe } from '@fuel/domain/pricing/live-pricing';

/**
 * The symbols a recipe reads: its gasoil contract (unless a settlement price replaces it), a live FX
 * rate, and EUR/CHF on a CHF platform. A fixed price reads none.
 */
export function recipeSymbols(recipe: LiveRecipe): string[] {
  if (recipe.fixedPriceE4 !== null) return [];
  const symbols: string[] = [];
  if (recipe.settlePriceUsdMt === null) symbols.push(recipe.symbol);
  if (recipe.fx.mode === 'LIVE') symbols.push(recipe.fx.symbol);
  if (recipe.currencyFx) symbols.push(recipe.currencyFx.symbol);
  return symbols;
}

/** True once the browser holds a quote (fresh or not) for every symbol the recipe reads. */
export const hasRecipeQuotes = (recipe: LiveRecipe, quotes: QuoteMap): boolean =>
  recipeSymbols(recipe).every((s) => quotes[s] !== undefined);

/**
 * A key that changes only when a quote the recipe reads changes: a row re-prices on ticks of its own
 * symbols and ignores the others (a tick of FX/EURCHF does not re-price an ICE/GAS3 offer).
 */
export function recipeQuoteKey(recipe: LiveRecipe, quotes: QuoteMap): string {
  return recipeSymbols(recipe)
    .map((s) => {
      const q = quotes[s];
      return q ? `${s}=${q.price}@${q.timestamp}` : `${s}=-`;
    })
    .join('|');
}
