import { LIVE_PRICE_FRESHNESS_MS } from '../constants';
import { formatNumber } from '../formats/number';
import { isAgeLive, type Quote, type QuoteMap } from '../market-data/symbols';
import type { LivePriceResult, LiveRecipe, PriceStep } from './live-pricing';
import { childPriceE4 } from '../trading/child-account-rules';
import { chargedFloorE4, chargedPriceE4 } from './money';
import { e4FromPer100l, per100lFromE4 } from './units';

// Browser and server side of the engine: recipe + quotes -> price per 100 L at 15 °C in E4. Runs for
// every live row on every tick (the bench: 10,000 offers), so without `explain` it builds no step and
// no label: a few additions, one basis object and one result object per call.
//
// Order (DOMAIN.md): ICE USD/mt (settle price or quote) + USD/mt adjustments -> / FX (USD per EUR) = EUR/mt
// -> x density = EUR/cbm + EUR/cbm adjustments -> / 10 = EUR/100L15 + EUR/100L15 adjustments -> PERCENT
// adjustments -> x CHF per EUR (brand B) -> the sum to E4 -> floor at minPriceE4 (raised to a whole cent)
// -> rounded to the charged price, whole cents per 100 L (decision 049) -> a child account's price
// adjustment (its parent's market view only), rounded again if it has cents below a cent.

export type PriceFromMarketOptions = {
  /** Build the German steps of the seller's breakdown (off on the hot path). */
  explain?: boolean;
  /** Quotes older than this are missing (default LIVE_PRICE_FRESHNESS_MS, 2 minutes). */
  maxAgeMs?: number;
};

const NO_STEPS: PriceStep[] = Object.freeze([]) as unknown as PriceStep[];

const de = (v: number, decimals: number) => formatNumber(v, { brand: 'A', decimals });
const signed = (v: number, decimals: number) => `${v >= 0 ? '+' : ''}${de(v, decimals)}`;

// A tick prices thousands of rows from the same few quotes and the same `now`: parse and print once.
const parsedTimestamps = new Map<string, number>();
function timestampMs(timestamp: string): number {
  let ms = parsedTimestamps.get(timestamp);
  if (ms === undefined) {
    if (parsedTimestamps.size >= 256) parsedTimestamps.clear();
    ms = Date.parse(timestamp);
    parsedTimestamps.set(timestamp, ms);
  }
  return ms;
}
let isoMs = Number.NaN;
let iso = '';
function isoOf(now: Date): string {
  if (now.getTime() !== isoMs) {
    iso = now.toISOString();
    isoMs = now.getTime();
  }
  return iso;
}

function freshQuote(quotes: QuoteMap, symbol: string, nowMs: number, maxAgeMs: number): Quote | null {
  const q = quotes[symbol];
  if (q === undefined) return null;
  // The parse is cached here (hot path); the rule is the one of isQuoteLive.
  return isAgeLive(nowMs - timestampMs(q.timestamp), maxAgeMs) ? q : null;
}

type Stage = 'USD/mt' | 'EUR/cbm' | 'EUR/100L15' | 'PERCENT';

/** Adds the recipe's adjustments of one unit, in recipe order; explains each when steps is given. */
function applyStage(recipe: LiveRecipe, stage: Stage, value: number, steps: PriceStep[] | null): number {
  for (const a of recipe.adjustments) {
    if (a.unit !== stage) continue;
    value = stage === 'PERCENT' ? value * (1 + a.amount / 100) : value + a.amount;
    if (steps) {
      const detail = stage === 'PERCENT' ? `${signed(a.amount, 2)} %` : `${signed(a.amount, 4)} ${a.unit}`;
      steps.push({
        label: a.label,
        value,
        unit: stage === 'PERCENT' ? 'EUR/100L15' : stage,
        ruleId: a.ruleId,
        detail,
        kind: 'ADDITION',
      });
    }
  }
  return value;
}

/**
 * The end of every price: a child account's price adjustment on the seller's charged price, rounded
 * again to the charged price when the adjustment has cents below a cent (the same rule as
 * trading/order-line.ts finalLinePriceE4 applies to an order), then the total.
 */
function finish(
  adjustmentE4: number,
  sellerPriceE4: number,
  unit: PriceStep['unit'],
  steps: PriceStep[] | null,
): number {
  let priceE4 = sellerPriceE4;
  if (adjustmentE4 !== 0) {
    priceE4 = childPriceE4(priceE4, adjustmentE4);
    steps?.push({
      label: 'Preisanpassung Gesellschafter',
      value: per100lFromE4(priceE4),
      unit,
      ruleId: null,
      detail: `${signed(per100lFromE4(adjustmentE4), 4)} ${unit}`,
      kind: 'ADDITION',
    });
    priceE4 = rounded(priceE4, unit, steps, false);
  }
  steps?.push({ label: 'Endpreis', value: per100lFromE4(priceE4), unit, ruleId: null, detail: null, kind: 'TOTAL' });
  return priceE4;
}

/** The charged price (whole cents per 100 L); explained always after a market sum, else only when it changes. */
function rounded(priceE4: number, unit: PriceStep['unit'], steps: PriceStep[] | null, always: boolean): number {
  const charged = chargedPriceE4(priceE4);
  if (steps && (always || charged !== priceE4)) {
    steps.push({
      label: `Gerundet auf ganze ${unit === 'CHF/100L15' ? 'Rappen' : 'Cent'} je 100 L`,
      value: per100lFromE4(charged),
      unit,
      ruleId: null,
      detail: null,
      kind: 'ROUNDING',
    });
  }
  return charged;
}

export function priceFromMarket(
  recipe: LiveRecipe,
  quotes: QuoteMap,
  now: Date,
  opts?: PriceFromMarketOptions,
): LivePriceResult {
  const explain = opts?.explain ?? false;
  const steps: PriceStep[] | null = explain ? [] : null;

  if (recipe.fixedPriceE4 !== null) {
    steps?.push({
      label: 'Festpreis',
      value: per100lFromE4(recipe.fixedPriceE4),
      unit: 'EUR/100L15',
      ruleId: null,
      detail: null,
      kind: 'START',
    });
    const priceE4 = finish(
      recipe.accountAdjustmentE4 ?? 0,
      rounded(recipe.fixedPriceE4, 'EUR/100L15', steps, false),
      'EUR/100L15',
      steps,
    );
    return { ok: true, pricePer100lE4: priceE4, basis: null, steps: steps ?? NO_STEPS };
  }

  // Every quote the recipe reads must be fresh; a settlement price needs no exchange quote.
  const nowMs = now.getTime();
  const maxAgeMs = opts?.maxAgeMs ?? LIVE_PRICE_FRESHNESS_MS;
  let missing: string[] | null = null;
  const ice = recipe.settlePriceUsdMt === null ? freshQuote(quotes, recipe.symbol, nowMs, maxAgeMs) : null;
  if (recipe.settlePriceUsdMt === null && ice === null) (missing ??= []).push(recipe.symbol);
  const fxQuote = recipe.fx.mode === 'LIVE' ? freshQuote(quotes, recipe.fx.symbol, nowMs, maxAgeMs) : null;
  if (recipe.fx.mode === 'LIVE' && fxQuote === null) (missing ??= []).push(recipe.fx.symbol);
  const chf = recipe.currencyFx ? freshQuote(quotes, recipe.currencyFx.symbol, nowMs, maxAgeMs) : null;
  if (recipe.currencyFx && chf === null) (missing ??= []).push(recipe.currencyFx.symbol);
  if (missing !== null) return { ok: false, reason: 'MARKET_DATA_UNAVAILABLE', missing };

  const computedAt = isoOf(now);
  const usdMt = recipe.settlePriceUsdMt ?? ice!.price;
  if (steps) {
    const settled = recipe.settlePriceUsdMt !== null;
    const rolled =
      recipe.futureMonth !== recipe.originalFutureMonth ? `, gerollt von ${recipe.originalFutureMonth}` : '';
    steps.push({
      label: `${settled ? 'Abrechnungspreis' : 'Börsenpreis'} ICE LS Gasoil ${recipe.futureMonth}`,
      value: usdMt,
      unit: 'USD/mt',
      ruleId: null,
      detail: settled
        ? `Abrechnungspreis statt ${recipe.symbol}${rolled}`
        : `${recipe.symbol}, Stand ${ice!.timestamp}${rolled}`,
      kind: 'START',
    });
  }
  let value = applyStage(recipe, 'USD/mt', usdMt, steps);

  const fxRate = recipe.fx.mode === 'LIVE' ? fxQuote!.price + recipe.fx.premium : recipe.fx.rate;
  value = value / fxRate;
  if (steps) {
    const detail =
      recipe.fx.mode === 'FIXED'
        ? 'Fester Kurs (USD je EUR)'
        : `${recipe.fx.symbol} ${de(fxQuote!.price, 4)}${recipe.fx.premium !== 0 ? ` ${signed(recipe.fx.premium, 4)} Aufschlag` : ''}`;
    steps.push({
      label: `Umrechnung in EUR (Kurs ${de(fxRate, 4)})`,
      value,
      unit: 'EUR/mt',
      ruleId: null,
      detail,
      kind: 'CONVERSION',
    });
  }

  value = value * recipe.density;
  steps?.push({
    label: `Dichte ${de(recipe.density, 4)}`,
    value,
    unit: 'EUR/cbm',
    ruleId: null,
    detail: 'kg/l bei 15 °C',
    kind: 'CONVERSION',
  });
  value = applyStage(recipe, 'EUR/cbm', value, steps);

  value = value / 10;
  steps?.push({
    label: 'pro 100 L (15 °C)',
    value,
    unit: 'EUR/100L15',
    ruleId: null,
    detail: null,
    kind: 'CONVERSION',
  });
  value = applyStage(recipe, 'EUR/100L15', value, steps);
  value = applyStage(recipe, 'PERCENT', value, steps);

  if (chf !== null) {
    value = value * chf.price;
    steps?.push({
      label: `Umrechnung in CHF (Kurs ${de(chf.price, 4)})`,
      value,
      unit: 'CHF/100L15',
      ruleId: null,
      detail: recipe.currencyFx!.symbol,
      kind: 'CONVERSION',
    });
  }
  const unit = chf !== null ? 'CHF/100L15' : 'EUR/100L15';

  let priceE4 = e4FromPer100l(value);
  steps?.push({
    label: 'Summe vor Rundung',
    value: per100lFromE4(priceE4),
    unit,
    ruleId: null,
    detail: null,
    kind: 'SUBTOTAL',
  });
  const floorE4 = recipe.minPriceE4 === null ? null : chargedFloorE4(recipe.minPriceE4);
  if (floorE4 !== null && chargedPriceE4(priceE4) < floorE4) {
    steps?.push({
      label: 'Mindestpreis',
      value: per100lFromE4(floorE4),
      unit,
      ruleId: null,
      detail: `Marktpreis ${de(per100lFromE4(priceE4), 4)} liegt darunter`,
      kind: 'FLOOR',
    });
    priceE4 = floorE4;
  } else {
    priceE4 = rounded(priceE4, unit, steps, true);
  }
  priceE4 = finish(recipe.accountAdjustmentE4 ?? 0, priceE4, unit, steps);

  return {
    ok: true,
    pricePer100lE4: priceE4,
    basis: {
      symbol: recipe.symbol,
      futureMonth: recipe.futureMonth,
      icePriceUsdMt: usdMt,
      iceTimestamp: ice?.timestamp ?? computedAt,
      fxSymbol: recipe.fx.mode === 'LIVE' ? recipe.fx.symbol : null,
      fxRate,
      fxTimestamp: fxQuote?.timestamp ?? null,
      density: recipe.density,
      computedAt,
      source: ice === null ? 'SETTLE' : 'LIVE',
      currencyFxSymbol: recipe.currencyFx?.symbol ?? null,
      currencyFxRate: chf?.price ?? null,
      currencyFxTimestamp: chf?.timestamp ?? null,
    },
    steps: steps ?? NO_STEPS,
  };
}

export type PriceUnit = PriceStep['unit'];

/**
 * The steps of a fixed price as charged (an offer's stored price, issue 24): "Festpreis", the rounding
 * when a price stored with 4 decimals is charged in whole cents, a child account's adjustment, the total.
 */
export function fixedPriceSteps(
  sellerPriceE4: number,
  adjustmentE4: number,
  unit: PriceUnit,
): { priceE4: number; steps: PriceStep[] } {
  const steps: PriceStep[] = [
    { label: 'Festpreis', value: per100lFromE4(sellerPriceE4), unit, ruleId: null, detail: null, kind: 'START' },
  ];
  const priceE4 = finish(adjustmentE4, rounded(sellerPriceE4, unit, steps, false), unit, steps);
  return { priceE4, steps };
}

/**
 * The steps of a seller's price (priceFromMarket with explain) with a child account's adjustment added
 * as the child's order adds it: the seller's total gives way to the adjustment, rounding and new total.
 */
export function adjustedPriceSteps(
  steps: readonly PriceStep[],
  sellerPriceE4: number,
  adjustmentE4: number,
): PriceStep[] {
  if (adjustmentE4 === 0 || steps.length === 0) return [...steps];
  const last = steps.at(-1)!;
  const out = last.kind === 'TOTAL' ? steps.slice(0, -1) : [...steps];
  finish(adjustmentE4, sellerPriceE4, last.unit, out);
  return out;
}
