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
    expect(pair).toEqual({ buyerAccountId: 1, sellerId: 10, limitMinor: 1_000_000, freeMinor: 750_000, basketGrossMinor: 500_000, leftAfterMinor: 250_000, enough: true });
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
