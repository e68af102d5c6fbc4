import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_RANKING_OPTIONS, DEFAULT_PRODUCT_VOLUME_OPTIONS } from '@fuel/domain/contracts/statistics';
import { activeQuickRange, hasChoices, rankingQuery, volumeQuery, withDateRange, withQuickRange } from './report-query';

describe('report periods', () => {
  it('lets a quick range replace a picked range and the other way round', () => {
    const ranged = withDateRange(DEFAULT_ACCOUNT_RANKING_OPTIONS, { from: '2026-11-01', to: '2026-11-10' });
    expect(activeQuickRange(ranged)).toBeNull();
    const week = withQuickRange(ranged, 7);
    expect(week).toMatchObject({ days: 7, dateRange: null });
    expect(activeQuickRange(week)).toBe(7);
    expect(withDateRange(week, { from: '2026-11-02', to: '2026-11-02' })).toMatchObject({
      days: null,
      dateRange: { from: '2026-11-02', to: '2026-11-02' },
    });
  });

  it('reads no period as "Alle"', () => {
    expect(activeQuickRange(DEFAULT_PRODUCT_VOLUME_OPTIONS)).toBe('all');
    expect(activeQuickRange(withQuickRange(withQuickRange(DEFAULT_PRODUCT_VOLUME_OPTIONS, 30), null))).toBe('all');
    expect(activeQuickRange(withDateRange(DEFAULT_PRODUCT_VOLUME_OPTIONS, null))).toBe('all');
  });
});

describe('orderStats queries', () => {
  it('sends the ranking filters and leaves empty lists out', () => {
    const options = {
      ...DEFAULT_ACCOUNT_RANKING_OPTIONS,
      products: [3],
      terminals: [],
      deliveryAddresses: [9],
      days: 30 as const,
    };
    expect(rankingQuery(options, true)).toEqual({
      statType: 'ACCOUNT_RANKING',
      productSelected: [3],
      terminalSelected: undefined,
      deliveryAddressSelected: [9],
      dateRangeSelected: undefined,
      dayQuery: 30,
    });
  });

  it('sends no delivery address without DELIVERED_PRODUCTS', () => {
    const options = { ...DEFAULT_ACCOUNT_RANKING_OPTIONS, deliveryAddresses: [9] };
    expect(rankingQuery(options, false).deliveryAddressSelected).toBeUndefined();
  });

  it('sends the product volume filters with the range and the chosen bucket', () => {
    const options = {
      ...DEFAULT_PRODUCT_VOLUME_OPTIONS,
      accounts: [4, 5],
      terminals: [7],
      dateRange: { from: '2026-10-01', to: '2026-11-25' },
    };
    expect(volumeQuery(options, false, 'WEEK')).toEqual({
      statType: 'PRODUCT_VOLUME',
      accountSelected: [4, 5],
      terminalSelected: [7],
      deliveryAddressSelected: undefined,
      dateRangeSelected: { from: '2026-10-01', to: '2026-11-25' },
      dayQuery: undefined,
      bucket: 'WEEK',
    });
    expect(volumeQuery(DEFAULT_PRODUCT_VOLUME_OPTIONS, true, null).bucket).toBeUndefined();
  });

  it('knows when anything is chosen', () => {
    expect(hasChoices(DEFAULT_ACCOUNT_RANKING_OPTIONS)).toBe(false);
    expect(hasChoices({ ...DEFAULT_ACCOUNT_RANKING_OPTIONS, days: 1 })).toBe(true);
    expect(hasChoices({ ...DEFAULT_PRODUCT_VOLUME_OPTIONS, accounts: [1] })).toBe(true);
  });
});
