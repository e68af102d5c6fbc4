import { describe, expect, it } from 'vitest';
import { creditKey, creditLine, sharesCredit, type CreditGroup, type CreditPool } from './shared-credit';

const group = (sharedCreditLimits: boolean): CreditGroup => ({
  parentAccountId: 1,
  sharedCreditLimits,
  memberAccountIds: [1, 2, 3],
});

describe('sharesCredit', () => {
  it('pools when the parent switched sharing on and trades with the seller', () => {
    expect(sharesCredit(group(true), { canTrade: true, creditLimitMinor: 100 })).toBe(true);
  });

  it('keeps own limits with the flag off, without a group, or when the parent does not trade with the seller', () => {
    expect(sharesCredit(group(false), { canTrade: true, creditLimitMinor: 100 })).toBe(false);
    expect(sharesCredit(null, { canTrade: true, creditLimitMinor: 100 })).toBe(false);
    expect(sharesCredit(group(true), null)).toBe(false);
    expect(sharesCredit(group(true), { canTrade: false, creditLimitMinor: 100 })).toBe(false);
  });
});

describe('creditLine', () => {
  const own = { limitMinor: 9_000_000, usedMinor: 100_000 };

  it('is the account’s own credit without a pool', () => {
    expect(creditLine(own, null)).toEqual({
      limitMinor: 9_000_000,
      usedMinor: 100_000,
      freeMinor: 8_900_000,
      pool: null,
    });
  });

  it('is the parent’s limit less the credit in use of every member with a pool', () => {
    // Parent 4,000.00 limit; parent 1,250.00, child 2 2,000.50, child 3 nothing in use.
    const pool: CreditPool = {
      parentAccountId: 1,
      limitMinor: 400_000,
      usedByAccount: [
        { accountId: 1, usedMinor: 125_000 },
        { accountId: 2, usedMinor: 200_050 },
      ],
      memberAccountIds: [1, 2, 3],
    };
    // 4,000.00 - 1,250.00 - 2,000.50 = 749.50 free; the child's own 90,000.00 does not count.
    expect(creditLine(own, pool)).toEqual({
      limitMinor: 400_000,
      usedMinor: 325_050,
      freeMinor: 74_950,
      pool: { parentAccountId: 1, memberAccountIds: [1, 2, 3] },
    });
  });

  it('gives no credit when the parent has no limit with the seller, whatever the child’s own limit', () => {
    const pool: CreditPool = { parentAccountId: 1, limitMinor: null, usedByAccount: [], memberAccountIds: [1, 2] };
    expect(creditLine(own, pool)).toMatchObject({ limitMinor: null, usedMinor: 0, freeMinor: 0 });
  });

  it('never shows negative free credit when the pool is overdrawn', () => {
    const pool: CreditPool = {
      parentAccountId: 1,
      limitMinor: 100_000,
      usedByAccount: [{ accountId: 2, usedMinor: 150_000 }],
      memberAccountIds: [1, 2],
    };
    expect(creditLine(own, pool).freeMinor).toBe(0);
  });
});

describe('creditKey', () => {
  it('is one key per pool and seller, and per pair without a pool', () => {
    expect(creditKey(2, 10, { parentAccountId: 1 })).toBe(creditKey(3, 10, { parentAccountId: 1 }));
    expect(creditKey(2, 10, { parentAccountId: 1 })).not.toBe(creditKey(2, 11, { parentAccountId: 1 }));
    expect(creditKey(2, 10, null)).not.toBe(creditKey(3, 10, null));
  });
});
