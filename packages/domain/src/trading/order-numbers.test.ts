import { describe, expect, it } from 'vitest';
import { contractNumber, generatePickupNumber, liftingMasterNumber, PICKUP_NUMBER_PATTERN } from './order-numbers';

describe('order numbers', () => {
  it('builds the contract number from year and sequence', () => {
    expect(contractNumber(2026, 100001)).toBe('K-2026-100001');
    expect(contractNumber(2027, 42)).toBe('K-2027-000042');
  });

  it('builds the lifting master number from the terminal code, or LFG when delivered', () => {
    expect(liftingMasterNumber('ham-1', 2026, 100001)).toBe('HAM1-2026-100001');
    expect(liftingMasterNumber(null, 2026, 100002)).toBe('LFG-2026-100002');
  });

  it('formats eight random digits as NNNN-NNNN', () => {
    expect(generatePickupNumber(() => 48217731)).toBe('4821-7731');
    expect(generatePickupNumber(() => 7)).toBe('0000-0007');
    expect(generatePickupNumber()).toMatch(PICKUP_NUMBER_PATTERN);
  });

  it('rejects the biased top of the 32-bit range instead of folding it onto low numbers', () => {
    const values = [0xffff_ffff, 12345678];
    expect(generatePickupNumber(() => values.shift()!)).toBe('1234-5678');
  });

  it('does not repeat in practice (unguessable, not sequential)', () => {
    const seen = new Set(Array.from({ length: 2000 }, () => generatePickupNumber()));
    expect(seen.size).toBeGreaterThan(1990);
  });
});
