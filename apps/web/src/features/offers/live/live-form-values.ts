import type { FutureMonth } from '@fuel/domain/market-data/symbols';
import { currencyFxOf } from '@fuel/domain/brands/currency';
import { symbolOfFutureMonth } from '@fuel/domain/market-data/symbols';
import type { Currency } from '@fuel/domain/formats/number';
import type { FxMode, LiveOfferParams, LiveRecipe, SurchargeUnit } from '@fuel/domain/pricing/live-pricing';

/** The live-price fields of the offer form, as the form holds them (null while empty). */
export type LiveFormFields = {
  futureMonth: FutureMonth;
  fxMode: FxMode;
  fxRate: number | null;
  surcharge: number | null;
  surchargeUnit: SurchargeUnit;
  density: number | null;
  minPriceEnabled: boolean;
  maxPriceFall: number | null;
};

/** A new live price: front month, live FX, surcharge per cbm, the product's density, no minimum price. */
export function liveFieldDefaults(density: number | null): LiveFormFields {
  return {
    futureMonth: 'M00',
    fxMode: 'LIVE',
    fxRate: null,
    surcharge: null,
    surchargeUnit: 'EUR_CBM',
    density,
    minPriceEnabled: false,
    maxPriceFall: null,
  };
}

/**
 * The form starts with the fields of both pricing types, so switching Fest/Live keeps what was typed;
 * the contract's discriminated union keeps only the chosen type's fields in the request.
 */
export function withBothPricingFields<T extends object>(
  values: T,
  density: number | null,
): T & Partial<LiveFormFields> {
  const live = liveFieldDefaults(density);
  const fixed = { priceInputUnit: 'EUR_100L15', price: null };
  const merged: Record<string, unknown> = { ...fixed, ...live };
  for (const [key, value] of Object.entries(values)) if (value !== undefined) merged[key] = value;
  // A stored live offer without its own density (0 or null) starts with the product's.
  if (!(typeof merged.density === 'number' && merged.density > 0)) merged.density = density;
  return merged as T & Partial<LiveFormFields>;
}

/**
 * A recipe for the form's preview: the seller's own fields on the platform quotes, without pricing rules
 * (duties, customer rules, expiry rolls are added per buyer on the server). Null while a field is missing.
 */
export function previewRecipe(fields: Partial<LiveFormFields>, currency: Currency = 'EUR'): LiveRecipe | null {
  const { futureMonth, fxMode, fxRate, surcharge, surchargeUnit, density } = fields;
  if (!futureMonth || !fxMode || !surchargeUnit || typeof density !== 'number' || density <= 0) return null;
  if (fxMode === 'FIXED' && !(typeof fxRate === 'number' && fxRate > 0)) return null;
  return {
    offerId: 0,
    symbol: symbolOfFutureMonth(futureMonth),
    futureMonth,
    originalFutureMonth: futureMonth,
    settlePriceUsdMt: null,
    fx:
      fxMode === 'LIVE' ? { mode: 'LIVE', symbol: 'FX/EURUSD', premium: 0 } : { mode: 'FIXED', rate: fxRate as number },
    density,
    quoteSellerAccountId: null,
    adjustments:
      typeof surcharge === 'number' && surcharge !== 0
        ? [
            {
              label: 'Aufschlag',
              ruleId: null,
              amount: surcharge,
              unit: surchargeUnit === 'EUR_CBM' ? 'EUR/cbm' : 'USD/mt',
            },
          ]
        : [],
    minPriceE4: null,
    fixedPriceE4: null,
    // A CHF platform (brand B) shows CHF: the EUR result times the EUR/CHF quote.
    currencyFx: currencyFxOf(currency),
  };
}

/**
 * The recipe of a stored live offer's reference price: its own fields and minimum-price floor on the
 * seller's quotes, before the per-buyer pricing rules. Null when the offer has no density of its own.
 */
export function referenceRecipe(offerId: number, live: LiveOfferParams, currency: Currency = 'EUR'): LiveRecipe | null {
  const recipe = previewRecipe(live, currency);
  return recipe && { ...recipe, offerId, minPriceE4: live.minPriceEnabled ? live.minPriceFloorE4 : null };
}

/**
 * The live parameters the form's fields stand for, as the engine reads them (no floor: a preview shows
 * the market price). Null while the month, the FX mode or a fixed rate is missing.
 */
export function formLiveParams(fields: Partial<LiveFormFields>): LiveOfferParams | null {
  const { futureMonth, fxMode, fxRate, surcharge, surchargeUnit, density } = fields;
  if (!futureMonth || !fxMode || !surchargeUnit) return null;
  if (fxMode === 'FIXED' && !(typeof fxRate === 'number' && fxRate > 0)) return null;
  return {
    futureMonth,
    fxMode,
    fxRate: fxMode === 'FIXED' ? (fxRate as number) : null,
    surcharge: typeof surcharge === 'number' ? surcharge : 0,
    surchargeUnit,
    density: typeof density === 'number' && density > 0 ? density : null,
    minPriceEnabled: false,
    maxPriceFall: null,
    minPriceFloorE4: null,
    minPriceUpdatedAt: null,
  };
}
