import { z } from 'zod';
import type { FutureMonth } from '../market-data/symbols';
import { FUTURE_MONTHS } from '../constants';

// The shapes of live pricing (issue 4), shared by the offer form, the server and the engine.
// The engine itself is pricing/engine.ts: resolveLivePricing (server: offer + rules + buyer -> recipe)
// and priceFromMarket (server and browser: recipe + quotes -> price with its basis and steps).

export const SURCHARGE_UNITS = ['EUR_CBM', 'USD_MT'] as const;
export type SurchargeUnit = (typeof SURCHARGE_UNITS)[number];
export const FX_MODES = ['LIVE', 'FIXED'] as const;
export type FxMode = (typeof FX_MODES)[number];

/** What a seller enters for a live offer; stored in offers.live_pricing. */
export const LiveOfferParamsSchema = z.object({
  futureMonth: z.enum(FUTURE_MONTHS),
  /** LIVE takes FX/EURUSD from the feed; FIXED uses fxRate (USD per EUR). */
  fxMode: z.enum(FX_MODES),
  fxRate: z.number().positive().nullable(),
  surcharge: z.number(),
  surchargeUnit: z.enum(SURCHARGE_UNITS),
  /** kg per litre at 15 °C; null takes the seller's DENSITY rule or the product default. */
  density: z.number().positive().nullable(),
  minPriceEnabled: z.boolean(),
  /** Maximum fall in EUR/100L15 below the reference price fixed by the last min-price update. */
  maxPriceFall: z.number().nonnegative().nullable(),
  /** Set by POST /api/offers/{id}/min-price: the floor in EUR/100L15 x 10,000, and when it was fixed. */
  minPriceFloorE4: z.number().int().nullable().default(null),
  minPriceUpdatedAt: z.string().nullable().default(null),
});
export type LiveOfferParams = z.infer<typeof LiveOfferParamsSchema>;

/** The market data a live price was computed from: kept with basket reservations and orders. */
export const PriceBasisSchema = z.object({
  symbol: z.string(),
  futureMonth: z.enum(FUTURE_MONTHS),
  icePriceUsdMt: z.number(),
  iceTimestamp: z.string(),
  fxSymbol: z.string().nullable(),
  /** USD per EUR (or per the offer currency's FX); null only if no FX step was needed. */
  fxRate: z.number().nullable(),
  fxTimestamp: z.string().nullable(),
  density: z.number(),
  computedAt: z.string(),
  /** LIVE: the exchange quote of `symbol`; SETTLE: a settlement rule's price (iceTimestamp is then computedAt). */
  source: z.enum(['LIVE', 'SETTLE']).default('LIVE'),
  /** Brand B: the EUR result times this quote (CHF per EUR); null for EUR platforms. */
  currencyFxSymbol: z.string().nullable().default(null),
  currencyFxRate: z.number().nullable().default(null),
  currencyFxTimestamp: z.string().nullable().default(null),
});
export type PriceBasis = z.infer<typeof PriceBasisSchema>;

/**
 * What a step does, so a breakdown can show how the lines add up (pricing/price-lines.ts): the starting
 * price, a change of unit (FX, density, per 100 L, CHF), an addition in the same unit, the sum before
 * rounding, the minimum-price floor, the rounding to the charged price (decision 049) and the total.
 */
export const PRICE_STEP_KINDS = ['START', 'CONVERSION', 'ADDITION', 'SUBTOTAL', 'FLOOR', 'ROUNDING', 'TOTAL'] as const;
export type PriceStepKind = (typeof PRICE_STEP_KINDS)[number];

/** One explained step of a price (the seller's breakdown, and the buyer's since issue 24). */
export const PriceStepSchema = z.object({
  label: z.string(),
  /** The running value after this step, in `unit`. */
  value: z.number(),
  unit: z.enum(['USD/mt', 'EUR/mt', 'EUR/cbm', 'EUR/100L15', 'CHF/100L15']),
  /** The rule that caused the step, if any. */
  ruleId: z.number().int().nullable(),
  detail: z.string().nullable(),
  /** Absent in steps stored before issue 24; priceLinesOf then infers it from the unit. */
  kind: z.enum(PRICE_STEP_KINDS).optional(),
});
export type PriceStep = z.infer<typeof PriceStepSchema>;

/**
 * Everything needed to price one live offer for one buyer from market quotes, resolved on the server
 * from the offer, the seller's rules and the expiry rolls; sent to the browser, which re-prices on
 * every tick without asking the server. Built and consumed by pricing/engine.ts.
 */
export const LiveRecipeSchema = z.object({
  offerId: z.number().int(),
  /** The gasoil symbol after expiry rolls, and the month the seller chose. */
  symbol: z.string(),
  futureMonth: z.enum(FUTURE_MONTHS),
  originalFutureMonth: z.enum(FUTURE_MONTHS),
  /** A settlement price (ICE_SETTLE / PRODUCT_SETTLE) replaces the live exchange price. */
  settlePriceUsdMt: z.number().nullable(),
  fx: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('LIVE'), symbol: z.string(), premium: z.number() }),
    z.object({ mode: z.literal('FIXED'), rate: z.number().positive() }),
  ]),
  density: z.number().positive(),
  /** Quotes of an API seller are its own pushed prices (price type API). */
  quoteSellerAccountId: z.number().int().nullable(),
  /** Additions in order of application; the engine explains each as a step. */
  adjustments: z.array(
    z.object({
      label: z.string(),
      ruleId: z.number().int().nullable(),
      amount: z.number(),
      unit: z.enum(['USD/mt', 'EUR/cbm', 'EUR/100L15', 'PERCENT']),
    }),
  ),
  /** Lowest price the offer may reach (min-price rules and the offer's own floor), EUR/100L15 x 10,000. */
  minPriceE4: z.number().int().nullable(),
  /**
   * Reserved: a price fixed outright, EUR/100L15 x 10,000 (no market data needed). No rule kind of
   * spec section 3 sets it, so resolveLivePricing always gives null; priceFromMarket honours it if set.
   */
  fixedPriceE4: z.number().int().nullable(),
  /** Brand B prices in CHF: the EUR result times this quote (FX/EURCHF, CHF per EUR); null for EUR. */
  currencyFx: z.object({ symbol: z.string() }).nullable(),
  /**
   * A shareholder parent's price adjustment for the child account whose market this is, per 100 L x
   * 10,000, added to the final price as the child's order adds it (trading/child-account-rules.ts).
   * Absent in every other market; the order path applies the adjustment itself.
   */
  accountAdjustmentE4: z.number().int().optional(),
});
export type LiveRecipe = z.infer<typeof LiveRecipeSchema>;

export type LivePriceResult =
  | { ok: true; pricePer100lE4: number; basis: PriceBasis | null; steps: PriceStep[] }
  | { ok: false; reason: 'MARKET_DATA_UNAVAILABLE'; missing: string[] };

export type { FutureMonth };

/** The seller's live fields of an offer request (contracts/offers.ts LiveOfferInput). */
export type LiveOfferFields = Pick<
  LiveOfferParams,
  'futureMonth' | 'fxMode' | 'fxRate' | 'surcharge' | 'surchargeUnit' | 'density' | 'minPriceEnabled' | 'maxPriceFall'
>;

/**
 * The params to store for a created or edited live offer. The min-price floor survives an edit while the
 * toggle stays on (it is only moved by POST /api/offers/{id}/min-price); a live FX mode drops the rate.
 */
export function liveOfferParamsOf(input: LiveOfferFields, previous: LiveOfferParams | null = null): LiveOfferParams {
  const keepFloor = input.minPriceEnabled && previous !== null && previous.minPriceEnabled;
  return {
    futureMonth: input.futureMonth,
    fxMode: input.fxMode,
    fxRate: input.fxMode === 'FIXED' ? input.fxRate : null,
    surcharge: input.surcharge,
    surchargeUnit: input.surchargeUnit,
    density: input.density,
    minPriceEnabled: input.minPriceEnabled,
    maxPriceFall: input.minPriceEnabled ? input.maxPriceFall : null,
    minPriceFloorE4: keepFloor ? previous.minPriceFloorE4 : null,
    minPriceUpdatedAt: keepFloor ? previous.minPriceUpdatedAt : null,
  };
}
