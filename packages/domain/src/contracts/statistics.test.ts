import { describe, expect, it } from 'vitest';
import {
  AccountRankingOptionsSchema,
  OrderStatsQuerySchema,
  orderStatsQueryString,
  ORDER_STATS_MESSAGES,
} from './statistics';

/** A query string as the server's parser hands it over (no URLSearchParams in the domain package). */
const fields = (query: string) =>
  Object.fromEntries(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map(decodeURIComponent)),
  );
const parse = (query: string) => OrderStatsQuerySchema.safeParse(fields(query));
const messages = (query: string) => {
  const r = parse(query);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('GET /api/orders/orderStats query', () => {
  it('reads lists, the date range and the quick range', () => {
    expect(
      parse('statType=ACCOUNT_RANKING&terminalSelected=1,2&productSelected=3&dateRangeSelected=2026-11-01,2026-11-25')
        .data,
    ).toEqual({
      statType: 'ACCOUNT_RANKING',
      terminalSelected: [1, 2],
      productSelected: [3],
      dateRangeSelected: { from: '2026-11-01', to: '2026-11-25' },
    });
    expect(
      OrderStatsQuerySchema.parse({
        statType: 'PRODUCT_VOLUME',
        accountSelected: ['4', '5,6'],
        dayQuery: '30',
        bucket: 'WEEK',
      }),
    ).toEqual({
      statType: 'PRODUCT_VOLUME',
      accountSelected: [4, 5, 6],
      dayQuery: 30,
      bucket: 'WEEK',
    });
  });

  it('empty values count as not given', () => {
    expect(parse('statType=ACCOUNT_RANKING&terminalSelected=&dayQuery=&dateRangeSelected=').data).toEqual({
      statType: 'ACCOUNT_RANKING',
    });
  });

  it('refuses in German: no or another stat type, other quick ranges, bad ranges, both periods, the other type’s filter', () => {
    expect(messages('')[0]![0]).toBe('statType');
    expect(messages('statType=RANKING')[0]![1]).toMatch(/^Statistikart ist ungültig/);
    expect(messages('statType=ACCOUNT_RANKING&dayQuery=14')).toEqual([['dayQuery', ORDER_STATS_MESSAGES.dayQuery]]);
    expect(messages('statType=ACCOUNT_RANKING&dateRangeSelected=2026-11-01')).toEqual([
      ['dateRangeSelected', ORDER_STATS_MESSAGES.rangeFormat],
    ]);
    expect(messages('statType=ACCOUNT_RANKING&dateRangeSelected=2026-11-01,2026-02-30')).toEqual([
      ['dateRangeSelected', ORDER_STATS_MESSAGES.rangeFormat],
    ]);
    expect(messages('statType=ACCOUNT_RANKING&dateRangeSelected=2026-11-02,2026-11-01')).toEqual([
      ['dateRangeSelected', ORDER_STATS_MESSAGES.rangeOrder],
    ]);
    expect(messages('statType=ACCOUNT_RANKING&dayQuery=7&dateRangeSelected=2026-11-01,2026-11-02')).toEqual([
      ['dayQuery', ORDER_STATS_MESSAGES.rangeAndDays],
    ]);
    expect(messages('statType=PRODUCT_VOLUME&productSelected=1')).toEqual([
      ['productSelected', ORDER_STATS_MESSAGES.productOnlyRanking],
    ]);
    expect(messages('statType=ACCOUNT_RANKING&accountSelected=1')).toEqual([
      ['accountSelected', ORDER_STATS_MESSAGES.accountOnlyVolume],
    ]);
    expect(messages('statType=ACCOUNT_RANKING&bucket=DAY')).toEqual([
      ['bucket', ORDER_STATS_MESSAGES.bucketOnlyVolume],
    ]);
    expect(messages('statType=ACCOUNT_RANKING&terminalSelected=0')[0]![1]).toBe(
      'Terminals enthält eine ungültige Kennung.',
    );
    expect(messages('statType=ACCOUNT_RANKING&terminalSelected=2147483648')[0]![0]).toBe('terminalSelected.0');
  });

  it('orderStatsQueryString writes what the schema reads back', () => {
    const q = {
      statType: 'PRODUCT_VOLUME' as const,
      terminalSelected: [1, 2],
      accountSelected: [],
      dateRangeSelected: { from: '2026-10-01', to: '2026-10-31' },
      bucket: 'MONTH' as const,
    };
    const text = orderStatsQueryString(q);
    expect(text).toBe(
      'statType=PRODUCT_VOLUME&terminalSelected=1%2C2&dateRangeSelected=2026-10-01%2C2026-10-31&bucket=MONTH',
    );
    expect(parse(text).data).toEqual({
      statType: 'PRODUCT_VOLUME',
      terminalSelected: [1, 2],
      dateRangeSelected: { from: '2026-10-01', to: '2026-10-31' },
      bucket: 'MONTH',
    });
  });
});

describe('saved ACCOUNT_RANKING_OPTIONS', () => {
  const base = { products: [], terminals: [], deliveryAddresses: [], dateRange: null, days: null };
  it('takes a range or a quick range, not both, and nothing unknown', () => {
    expect(AccountRankingOptionsSchema.safeParse({ ...base, days: 7 }).success).toBe(true);
    expect(
      AccountRankingOptionsSchema.safeParse({ ...base, dateRange: { from: '2026-01-01', to: '2026-01-31' } }).success,
    ).toBe(true);
    expect(
      AccountRankingOptionsSchema.safeParse({ ...base, dateRange: { from: '2026-01-01', to: '2026-01-31' }, days: 7 })
        .success,
    ).toBe(false);
    expect(AccountRankingOptionsSchema.safeParse({ ...base, days: 5 }).success).toBe(false);
    expect(AccountRankingOptionsSchema.safeParse({ ...base, accounts: [] }).success).toBe(false);
    expect(
      AccountRankingOptionsSchema.safeParse({ ...base, products: Array.from({ length: 101 }, (_, i) => i + 1) })
        .success,
    ).toBe(false);
  });
});
