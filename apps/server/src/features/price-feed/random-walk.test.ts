import { expect, test } from 'vitest';
import { GASOIL_SYMBOLS } from '@fuel/domain/market-data/symbols';
import { createWalk, stepWalk } from './random-walk';

const STEP_MS = 5000;
const run = (seed: number, steps: number) => {
  const walk = createWalk(seed);
  return Array.from({ length: steps }, () => stepWalk(walk, STEP_MS));
};
const priceOf = (batch: Array<{ symbol: string; price: number }>, symbol: string) =>
  batch.find((t) => t.symbol === symbol)!.price;

test('the same seed gives the same market', () => {
  expect(run(42, 50)).toEqual(run(42, 50));
  expect(run(42, 50)).not.toEqual(run(43, 50));
});

test('a day of ticks stays in realistic ranges, on the tick grid and with few decimals', () => {
  const batches = run(7, (24 * 60 * 60 * 1000) / STEP_MS);
  const range = (symbols: readonly string[]) => {
    const prices = batches.flatMap((b) => symbols.map((s) => priceOf(b, s)));
    return { min: prices.reduce((a, b) => Math.min(a, b)), max: prices.reduce((a, b) => Math.max(a, b)), prices };
  };
  expect(new Set(batches.map((b) => b.map((t) => t.symbol).join()))).toEqual(
    new Set([[...GASOIL_SYMBOLS, 'FX/EURUSD', 'FX/EURCHF'].join()]),
  );
  const gas = range(GASOIL_SYMBOLS);
  expect(gas.min).toBeGreaterThanOrEqual(550);
  expect(gas.max).toBeLessThanOrEqual(900);
  expect(gas.prices.every((p) => p * 4 === Math.round(p * 4))).toBe(true);
  // Neighbouring months lie a few USD/mt apart.
  const spreads = batches.flatMap((b) =>
    GASOIL_SYMBOLS.slice(1).map((s, i) => Math.abs(priceOf(b, s) - priceOf(b, GASOIL_SYMBOLS[i]!))),
  );
  expect(spreads.reduce((a, b) => Math.max(a, b))).toBeLessThanOrEqual(8);
  const eurusd = range(['FX/EURUSD']);
  expect(eurusd.min).toBeGreaterThanOrEqual(1.0);
  expect(eurusd.max).toBeLessThanOrEqual(1.16);
  const eurchf = range(['FX/EURCHF']);
  expect(eurchf.min).toBeGreaterThanOrEqual(0.9);
  expect(eurchf.max).toBeLessThanOrEqual(0.98);
  expect([...eurusd.prices, ...eurchf.prices].every((p) => (String(p).split('.')[1]?.length ?? 0) <= 5)).toBe(true);
});

test('the front month moves a few dollars per minute, not tens', () => {
  const batches = run(11, 2000);
  const perMinute = 60_000 / STEP_MS;
  const moves: number[] = [];
  for (let i = perMinute; i < batches.length; i += perMinute) {
    moves.push(Math.abs(priceOf(batches[i]!, 'ICE/GAS') - priceOf(batches[i - perMinute]!, 'ICE/GAS')));
  }
  const mean = moves.reduce((a, b) => a + b, 0) / moves.length;
  expect(mean).toBeGreaterThan(0.5);
  expect(mean).toBeLessThan(6);
  expect(Math.max(...moves)).toBeLessThan(15);
});

test('the walk continues from the last stored quotes', () => {
  const walk = createWalk(1, {
    'ICE/GAS': { price: 812.25, timestamp: '' },
    'ICE/GAS1': { price: 809.25, timestamp: '' },
  });
  const first = stepWalk(walk, STEP_MS);
  expect(Math.abs(priceOf(first, 'ICE/GAS') - 812.25)).toBeLessThan(5);
  expect(priceOf(first, 'ICE/GAS1') - priceOf(first, 'ICE/GAS')).toBeLessThan(0);
});
