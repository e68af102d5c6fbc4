import { describe, expect, it } from 'vitest';
import { liftingOutcome, liftingWindow, unliftedLitres } from './lifting-rules';

const base = {
  market: 'SPOT' as const,
  status: 'CONFIRMED' as const,
  orderedLitres: 30_000,
  liftedLitres: 0,
  toleranceBp: 200,
};

describe('liftingWindow', () => {
  it('spans the ordered litres ± the tolerance in whole litres', () => {
    expect(liftingWindow(30_000, 200)).toEqual({ completeFromLitres: 29_400, maxLitres: 30_600 });
    // 2 % of 10,001 L is 200.02 L: complete from 9,801 L (rounded up), at most 10,201 L (rounded down).
    expect(liftingWindow(10_001, 200)).toEqual({ completeFromLitres: 9_801, maxLitres: 10_201 });
  });
});

describe('liftingOutcome', () => {
  it('a lifting below the window leaves the order transferred with the rest open', () => {
    expect(liftingOutcome({ ...base, litres: 20_000 })).toEqual({
      kind: 'recorded',
      status: 'TRANSFERRED',
      liftedLitres: 20_000,
      remainingLitres: 10_000,
    });
  });

  it('the lifting that reaches the window completes the order, a little short or over alike', () => {
    expect(liftingOutcome({ ...base, status: 'TRANSFERRED', liftedLitres: 20_000, litres: 9_400 })).toMatchObject({
      status: 'COMPLETE',
      remainingLitres: 600,
    });
    expect(liftingOutcome({ ...base, litres: 30_600 })).toMatchObject({ status: 'COMPLETE', remainingLitres: 0 });
  });

  it('refuses more than the tolerance, naming what may still be lifted', () => {
    const outcome = liftingOutcome({ ...base, status: 'TRANSFERRED', liftedLitres: 20_000, litres: 10_601 });
    expect(outcome).toEqual({
      kind: 'refused',
      message:
        'Die Menge übersteigt die Bestellung über die Toleranz von 2 % hinaus: höchstens noch 10.600 L können verladen werden.',
    });
    const swiss = liftingOutcome({
      ...base,
      status: 'TRANSFERRED',
      liftedLitres: 20_000,
      litres: 10_601,
      toleranceBp: 150,
      brand: 'B',
    });
    expect(swiss).toMatchObject({ message: expect.stringContaining("von 1.5 % hinaus: höchstens noch 10'450 L") });
  });

  it('refuses unconfirmed, complete and declined orders and non-positive quantities', () => {
    expect(liftingOutcome({ ...base, status: 'OPEN', litres: 1 }).kind).toBe('refused');
    expect(liftingOutcome({ ...base, status: 'DECLINED', litres: 1 }).kind).toBe('refused');
    expect(liftingOutcome({ ...base, status: 'COMPLETE', litres: 1 })).toEqual({
      kind: 'refused',
      message: 'Die Bestellung ist bereits vollständig verladen.',
    });
    expect(liftingOutcome({ ...base, litres: 0 }).kind).toBe('refused');
    expect(liftingOutcome({ ...base, market: 'ADDITIVE', litres: 1 })).toEqual({
      kind: 'refused',
      message: 'Verladungen werden nur zu Kraftstoff-Bestellungen erfasst.',
    });
  });
});

describe('unliftedLitres', () => {
  it('is what an order closed short gives back, never negative', () => {
    expect(unliftedLitres(30_000, 20_000)).toBe(10_000);
    expect(unliftedLitres(30_000, 30_400)).toBe(0);
  });
});
