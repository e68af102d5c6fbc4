import { describe, expect, it } from 'vitest';
import { childPriceE4, childTerminalAllowed, shortenCollectionWindow, withinChildDailyLimit } from './child-account-rules';

describe('childPriceE4', () => {
  it('adds a surcharge and subtracts a discount', () => {
    expect(childPriceE4(950_000, 25_000)).toBe(975_000);
    expect(childPriceE4(950_000, -50_000)).toBe(900_000);
    expect(childPriceE4(950_000, 0)).toBe(950_000);
  });
  it('never goes below 1', () => {
    expect(childPriceE4(10_000, -20_000)).toBe(1);
    expect(childPriceE4(10_000, -10_000)).toBe(1);
  });
});

describe('shortenCollectionWindow', () => {
  const window = { collectionTime: 10, collectionStartDate: '2026-03-01', collectionEndDate: '2026-03-11' };
  it('moves the end earlier', () => {
    expect(shortenCollectionWindow(window, 3)).toEqual({ collectionTime: 7, collectionStartDate: '2026-03-01', collectionEndDate: '2026-03-08' });
  });
  it('crosses month ends', () => {
    expect(shortenCollectionWindow({ collectionTime: 5, collectionStartDate: '2026-02-27', collectionEndDate: '2026-03-04' }, 4).collectionEndDate).toBe('2026-02-28');
  });
  it('never ends before the start', () => {
    expect(shortenCollectionWindow(window, 30)).toEqual({ collectionTime: 0, collectionStartDate: '2026-03-01', collectionEndDate: '2026-03-01' });
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
