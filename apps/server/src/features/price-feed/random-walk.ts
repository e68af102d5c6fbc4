import { FX_SYMBOLS, GASOIL_SYMBOLS, type QuoteMap } from '@fuel/domain/market-data/symbols';
import { seededRandom } from '../../shared/seeded-random';

// The simulator's market: a seeded random walk with realistic levels (DOMAIN.md): ICE Low Sulphur
// Gasoil around 700 USD/mt in 0.25 steps, a curve whose months lie a few USD/mt apart (contango or
// backwardation, drifting slowly), EUR/USD around 1.08 and EUR/CHF around 0.94.

export const GASOIL_BOUNDS = { min: 550, max: 900 } as const;
export const GASOIL_TICK = 0.25;
const GASOIL_MEAN = 700;
/** USD/mt per square root of a minute: a few dollars a minute. */
const GASOIL_VOLATILITY = 2.5;
/** Spread between neighbouring months, USD/mt: positive is contango. */
const SLOPE_BOUNDS = { min: -6, max: 6 } as const;
const FX = {
  'FX/EURUSD': { mean: 1.08, volatility: 0.0004, min: 1.0, max: 1.16 },
  'FX/EURCHF': { mean: 0.94, volatility: 0.0003, min: 0.9, max: 0.98 },
} as const;
const FX_DECIMALS = 5;

export type WalkState = {
  rng: () => number;
  front: number;
  /** Common month-to-month spread, drifting slowly. */
  slope: number;
  /** Small persistent deviation of each month's spread from the common one. */
  kinks: number[];
  fx: Record<(typeof FX_SYMBOLS)[number], number>;
};

/** A standard normal variate (Box-Muller). */
function normal(rng: () => number): number {
  const u = Math.max(rng(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));
/** Reflects at the bounds instead of sticking to them. */
const reflect = (x: number, min: number, max: number) =>
  clamp(x < min ? 2 * min - x : x > max ? 2 * max - x : x, min, max);
const roundTo = (x: number, step: number) => Math.round(x / step) * step;
const roundDecimals = (x: number, d: number) => Number(x.toFixed(d));

/** A new walk; `start` (e.g. the last stored quotes) continues the market where it was. */
export function createWalk(seed: number, start: QuoteMap = {}): WalkState {
  const rng = seededRandom(seed);
  const inBounds = (q: { price: number } | undefined, min: number, max: number) =>
    q && q.price >= min && q.price <= max ? q.price : undefined;
  const front = inBounds(start['ICE/GAS'], GASOIL_BOUNDS.min, GASOIL_BOUNDS.max) ?? GASOIL_MEAN + (rng() - 0.5) * 40;
  const m1 = inBounds(start['ICE/GAS1'], GASOIL_BOUNDS.min, GASOIL_BOUNDS.max);
  const slope = m1 !== undefined ? clamp(m1 - front, SLOPE_BOUNDS.min, SLOPE_BOUNDS.max) : (rng() - 0.5) * 8;
  return {
    rng,
    front,
    slope,
    kinks: GASOIL_SYMBOLS.slice(1).map(() => (rng() - 0.5) * 1.5),
    fx: {
      'FX/EURUSD': inBounds(start['FX/EURUSD'], FX['FX/EURUSD'].min, FX['FX/EURUSD'].max) ?? FX['FX/EURUSD'].mean,
      'FX/EURCHF': inBounds(start['FX/EURCHF'], FX['FX/EURCHF'].min, FX['FX/EURCHF'].max) ?? FX['FX/EURCHF'].mean,
    },
  };
}

/** Moves the market by `dtMs` and answers the price of every symbol (gasoil M00..M06, then FX). */
export function stepWalk(state: WalkState, dtMs: number): Array<{ symbol: string; price: number }> {
  const minutes = dtMs / 60_000;
  const root = Math.sqrt(minutes);
  const { rng } = state;
  // Weak pull towards the mean keeps a long-running simulator in a realistic range.
  state.front = reflect(
    state.front + 0.002 * (GASOIL_MEAN - state.front) * minutes + GASOIL_VOLATILITY * root * normal(rng),
    GASOIL_BOUNDS.min,
    GASOIL_BOUNDS.max,
  );
  state.slope = reflect(
    state.slope - 0.01 * state.slope * minutes + 0.15 * root * normal(rng),
    SLOPE_BOUNDS.min,
    SLOPE_BOUNDS.max,
  );
  state.kinks = state.kinks.map((k) => clamp(k - 0.02 * k * minutes + 0.05 * root * normal(rng), -1.5, 1.5));
  for (const symbol of FX_SYMBOLS) {
    const f = FX[symbol];
    state.fx[symbol] = reflect(
      state.fx[symbol] + 0.01 * (f.mean - state.fx[symbol]) * minutes + f.volatility * root * normal(rng),
      f.min,
      f.max,
    );
  }
  const out: Array<{ symbol: string; price: number }> = [];
  let month = state.front;
  GASOIL_SYMBOLS.forEach((symbol, i) => {
    if (i > 0) month += state.slope + state.kinks[i - 1]!;
    out.push({ symbol, price: clamp(roundTo(month, GASOIL_TICK), GASOIL_BOUNDS.min, GASOIL_BOUNDS.max) });
  });
  for (const symbol of FX_SYMBOLS) out.push({ symbol, price: roundDecimals(state.fx[symbol], FX_DECIMALS) });
  return out;
}
