// The pricing engine's entry points (issue 4). resolveLivePricing runs on the server (offer + the seller's
// rules + the buyer -> LiveRecipe); priceFromMarket runs in the server and the browser (recipe + quotes
// -> price). Rule precedence: pricing/rules.ts. Units: pricing/units.ts.
export {
  explainLivePricing,
  resolveLivePricing,
  ADJUSTMENT_LABELS,
  DEFAULT_FX_SYMBOL,
  type ResolveInput,
} from './resolve-live-pricing';
export { priceFromMarket, type PriceFromMarketOptions } from './price-from-market';
export { breakdownResultOf, negativeFinalPriceMessage } from './breakdown';
