import { describe, expect, it } from 'vitest';
import { basketCredit } from './basket-credit';

const terms: Record<string, { limitMinor: number | null; usedMinor: number }> = {
  '1:10': { limitMinor: 1_000_000, usedMinor: 250_000 },
  '1:11': { limitMinor: null, usedMinor: 0 },
  '2:10': { limitMinor: 500_000, usedMinor: 0 },
};
const creditOf = (buyer: number, seller: number) => terms[`${buyer}:${seller}`]!;

describe('basketCredit', () => {
  it('subtracts the basket’s gross per buyer and seller from the free credit', () => {
    const [pair] = basketCredit(
      [
        { buyerAccountId: 1, sellerId: 10, grossMinor: 300_000 },
        { buyerAccountId: 1, sellerId: 10, grossMinor: 200_000 },
      ],
      creditOf,
    );
    expect(pair).toEqual({
      buyerAccountId: 1,
      sellerId: 10,
      limitMinor: 1_000_000,
      freeMinor: 750_000,
      basketGrossMinor: 500_000,
      leftAfterMinor: 250_000,
      enough: true,
    });
  });

  it('keeps sellers and child accounts apart, in the order of their first line', () => {
    const pairs = basketCredit(
      [
        { buyerAccountId: 2, sellerId: 10, grossMinor: 600_000 },
        { buyerAccountId: 1, sellerId: 10, grossMinor: 100 },
      ],
      creditOf,
    );
    expect(pairs.map((p) => [p.buyerAccountId, p.leftAfterMinor, p.enough])).toEqual([
      [2, -100_000, false],
      [1, 749_900, true],
    ]);
  });

  it('never fits without a limit', () => {
    const [pair] = basketCredit([{ buyerAccountId: 1, sellerId: 11, grossMinor: 1 }], creditOf);
    expect(pair).toMatchObject({ limitMinor: null, freeMinor: 0, leftAfterMinor: -1, enough: false });
  });
});

describe('basketCredit with a shared pool (decision 051)', () => {
  // Parent 1 and child 2 share the parent's 10,000.00 limit at seller 10; 2,500.00 of it is in use.
  const pooled = () => ({ limitMinor: 1_000_000, usedMinor: 250_000, creditKey: 'pool:1:10' });

  it('leaves the pool’s free credit minus the basket gross of every member at that seller', () => {
    const pairs = basketCredit(
      [
        { buyerAccountId: 2, sellerId: 10, grossMinor: 500_000 },
        { buyerAccountId: 1, sellerId: 10, grossMinor: 300_000 },
      ],
      pooled,
    );
    // 7,500.00 free; 5,000.00 + 3,000.00 in the basket: both pairs are 500.00 short together.
    expect(pairs.map((p) => [p.buyerAccountId, p.freeMinor, p.basketGrossMinor, p.leftAfterMinor, p.enough])).toEqual([
      [2, 750_000, 500_000, -50_000, false],
      [1, 750_000, 300_000, -50_000, false],
    ]);
  });
});
