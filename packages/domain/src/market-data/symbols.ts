import { FUTURE_MONTHS, LIVE_PRICE_FRESHNESS_MS } from '../constants';

// Market-data symbols (spec section 3 "Gas benchmarks"; DOMAIN.md): ICE Low Sulphur Gasoil futures
// as ICE/GAS (front month, M00) and ICE/GAS1..ICE/GAS6 (M01..M06) in USD/mt, FX as FX/EURUSD (USD per
// EUR) and FX/EURCHF (CHF per EUR).

export type FutureMonth = (typeof FUTURE_MONTHS)[number];
export { FUTURE_MONTHS };

export const GASOIL_SYMBOLS = [
  'ICE/GAS',
  'ICE/GAS1',
  'ICE/GAS2',
  'ICE/GAS3',
  'ICE/GAS4',
  'ICE/GAS5',
  'ICE/GAS6',
] as const;
export type GasoilSymbol = (typeof GASOIL_SYMBOLS)[number];
export const FX_SYMBOLS = ['FX/EURUSD', 'FX/EURCHF'] as const;
export type FxSymbol = (typeof FX_SYMBOLS)[number];
export const MARKET_SYMBOLS = [...GASOIL_SYMBOLS, ...FX_SYMBOLS] as const;
export type MarketSymbol = (typeof MARKET_SYMBOLS)[number];

/** The gasoil symbol of a future month: M00 -> ICE/GAS, M03 -> ICE/GAS3. */
export function symbolOfFutureMonth(month: FutureMonth): GasoilSymbol {
  return GASOIL_SYMBOLS[FUTURE_MONTHS.indexOf(month)]!;
}

/** The future month of a gasoil symbol, or null for other symbols. */
export function futureMonthOfSymbol(symbol: string): FutureMonth | null {
  const i = (GASOIL_SYMBOLS as readonly string[]).indexOf(symbol);
  return i < 0 ? null : FUTURE_MONTHS[i]!;
}

/** The month after (M06 stays M06: the product shows no later contract). */
export function nextFutureMonth(month: FutureMonth): FutureMonth {
  return FUTURE_MONTHS[Math.min(FUTURE_MONTHS.indexOf(month) + 1, FUTURE_MONTHS.length - 1)]!;
}

export type Quote = { price: number; timestamp: string };
/** Latest quote per symbol. */
export type QuoteMap = Record<string, Quote>;

/**
 * The one freshness rule: a quote is live while it is at most maxAgeMs (LIVE_PRICE_FRESHNESS_MS,
 * 2 minutes, spec section 9) old, the edge included; an unreadable age (NaN) never is.
 */
export function isAgeLive(ageMs: number, maxAgeMs: number = LIVE_PRICE_FRESHNESS_MS): boolean {
  return ageMs <= maxAgeMs;
}

/** A quote is live while it is at most LIVE_PRICE_FRESHNESS_MS (2 minutes, spec section 9) old. */
export function isQuoteLive(timestamp: string, now: Date, maxAgeMs: number = LIVE_PRICE_FRESHNESS_MS): boolean {
  return isAgeLive(now.getTime() - Date.parse(timestamp), maxAgeMs);
}

/** Spec section 4: live gas prices are available when a price whose symbol contains /GAS is at most 2 minutes old. */
export function liveGasPricesAvailable(
  prices: ReadonlyArray<{ symbol: string; timestamp: string }>,
  now: Date,
  maxAgeMs?: number,
): boolean {
  return prices.some((p) => p.symbol.includes('/GAS') && isQuoteLive(p.timestamp, now, maxAgeMs));
}
