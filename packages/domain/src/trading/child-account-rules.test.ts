import { describe, expect, it } from 'vitest';
import {
  childPriceE4,
  childTerminalAllowed,
  isOrderablePrice,
  shortenCollectionWindow,
  withinChildDailyLimit,
} from './child-account-rules';

describe('childPriceE4', () => {
  it('adds the surcharge', () => {
    expect(childPriceE4(950_000, 25_000)).toBe(975_000);
    expect(childPriceE4(950_000, 0)).toBe(950_000);
  });
  it('does not clamp: a result at or below zero stays visible to isOrderablePrice', () => {
    expect(childPriceE4(10_000, -20_000)).toBe(-10_000);
    expect(childPriceE4(10_000, -10_000)).toBe(0);
  });
});

describe('isOrderablePrice (spec section 5: a final price at or below zero is invalid)', () => {
  it('accepts prices above zero', () => {
    expect(isOrderablePrice(1)).toBe(true);
    expect(isOrderablePrice(950_000, 975_000)).toBe(true);
  });
  it('refuses zero and negative seller or final prices', () => {
    expect(isOrderablePrice(0)).toBe(false);
    expect(isOrderablePrice(-1)).toBe(false);
    expect(isOrderablePrice(950_000, 0)).toBe(false);
    expect(isOrderablePrice(950_000, -1)).toBe(false);
    // A surcharge never makes a seller's non-positive price orderable.
    expect(isOrderablePrice(0, 50_000)).toBe(false);
    expect(isOrderablePrice(-10_000, 40_000)).toBe(false);
  });
});

describe('shortenCollectionWindow', () => {
  const window = { collectionTime: 10, collectionStartDate: '2026-03-01', collectionEndDate: '2026-03-11' };
  it('moves the end earlier', () => {
    expect(shortenCollectionWindow(window, 3)).toEqual({
      collectionTime: 7,
      collectionStartDate: '2026-03-01',
      collectionEndDate: '2026-03-08',
    });
  });
  it('crosses month ends', () => {
    expect(
      shortenCollectionWindow(
        { collectionTime: 5, collectionStartDate: '2026-02-27', collectionEndDate: '2026-03-04' },
        4,
      ).collectionEndDate,
    ).toBe('2026-02-28');
  });
  it('never ends before the start', () => {
    expect(shortenCollectionWindow(window, 30)).toEqual({
      collectionTime: 0,
      collectionStartDate: '2026-03-01',
      collectionEndDate: '2026-03-01',
    });
  });
  it('leaves the window alone without shortening', () => {
    expect(shortenCollectionWindow(window, 0)).toEqual(window);
  });
});

describe('childTerminalAllowed', () => {
  it('allows every terminal without a list and delivered offers always', () => {
    expect(childTerminalAllowed(null, 5)).toBe(true);
    expect(childTerminalAllowed([1, 2], null)).toBe(true);
  });
  it('allows only listed terminals', () => {
    expect(childTerminalAllowed([1, 2], 2)).toBe(true);
    expect(childTerminalAllowed([1, 2], 3)).toBe(false);
    expect(childTerminalAllowed([], 1)).toBe(false);
  });
});

describe('withinChildDailyLimit', () => {
  it('allows up to the limit exactly', () => {
    expect(withinChildDailyLimit(80_000, 50_000, 30_000)).toBe(true);
    expect(withinChildDailyLimit(80_000, 50_000, 30_001)).toBe(false);
    expect(withinChildDailyLimit(null, 10_000_000, 1)).toBe(true);
  });
});
