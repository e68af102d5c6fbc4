import { describe, expect, test } from 'vitest';
import { OrderHistoryQuerySchema, orderHistoryQueryString } from '@fuel/domain/contracts/order-history';
import {
  changeFilters,
  changeMarket,
  changePage,
  changeProductType,
  changeSort,
  EMPTY_FILTERS,
  hasActiveFilters,
  INITIAL_STATE,
  rememberNextCursor,
  toOrderHistoryQuery,
} from './history-state';

describe('page state', () => {
  test('any filter change goes back to page 1', () => {
    const onPage3 = changePage(INITIAL_STATE, 3);
    expect(onPage3.pageNumber).toBe(3);
    expect(changeFilters(onPage3, { statuses: ['OPEN'] }).pageNumber).toBe(1);
    expect(changeFilters(onPage3, { priceMin: 100 }).pageNumber).toBe(1);
    expect(changeFilters(onPage3, { created: ['2026-01-01', null] }).pageNumber).toBe(1);
    expect(changeMarket(onPage3, 'TRIGGER')).toMatchObject({ market: 'TRIGGER', pageNumber: 1 });
    expect(changeMarket(onPage3, 'SPOT')).toBe(onPage3);
  });

  test('a new sort order goes back to page 1 and is sent to the server, which sorts and pages', () => {
    const sorted = changeSort(changePage(INITIAL_STATE, 3), { by: 'price', desc: false });
    expect(sorted.pageNumber).toBe(1);
    expect(toOrderHistoryQuery(sorted, 'buyer')).toMatchObject({ sortBy: 'price', sortType: 'asc' });
    expect(toOrderHistoryQuery(INITIAL_STATE, 'buyer').sortBy).toBeUndefined();
  });

  test('a page reached by the next cursor is asked with it; a jump by its number; any change drops the cursors', () => {
    const afterPage1 = rememberNextCursor(INITIAL_STATE, 1, 'c2');
    expect(rememberNextCursor(afterPage1, 1, 'c2')).toBe(afterPage1);
    expect(rememberNextCursor(afterPage1, 2, null)).toBe(afterPage1);
    expect(toOrderHistoryQuery(afterPage1, 'buyer').cursor).toBeUndefined();
    expect(toOrderHistoryQuery(changePage(afterPage1, 2), 'buyer')).toMatchObject({ pageNumber: 2, cursor: 'c2' });
    expect(toOrderHistoryQuery(changePage(afterPage1, 5), 'buyer')).toMatchObject({ pageNumber: 5, cursor: undefined });
    const onPage2 = changePage(afterPage1, 2);
    for (const changed of [
      changeFilters(onPage2, { priceMin: 1 }),
      changeSort(onPage2, { by: 'price', desc: true }),
      changeMarket(onPage2, 'TRIGGER'),
    ]) {
      expect(changed.cursors).toEqual({});
      expect(toOrderHistoryQuery(changed, 'seller').cursor).toBeUndefined();
    }
  });

  test('knows when filters are set', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, volumeMax: 20 })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, created: [null, '2026-01-01'] })).toBe(true);
  });
});

describe('market selection (spec section 4: fuel by default, or additive)', () => {
  test('additive orders are asked with productType ADDITIVE and without the seller tabs', () => {
    const additive = changeProductType(INITIAL_STATE, 'ADDITIVE');
    expect(toOrderHistoryQuery(additive, 'seller')).toMatchObject({ productType: 'ADDITIVE', market: undefined });
    expect(toOrderHistoryQuery(additive, 'buyer')).toMatchObject({ productType: 'ADDITIVE', market: undefined });
  });

  test('switching starts at page 1 without the other market filters, sort and cursors', () => {
    const busy = changePage(
      rememberNextCursor(
        changeSort(changeFilters(INITIAL_STATE, { terminalId: 4 }), { by: 'terminal', desc: true }),
        1,
        'c2',
      ),
      2,
    );
    const additive = changeProductType(busy, 'ADDITIVE');
    expect(additive).toMatchObject({
      productType: 'ADDITIVE',
      pageNumber: 1,
      cursors: {},
      filters: EMPTY_FILTERS,
      sort: null,
    });
    expect(changeProductType(additive, 'ADDITIVE')).toBe(additive);
  });
});

describe('toOrderHistoryQuery', () => {
  test('the default: spot for sellers, no market for buyers, page 1 of 20, fuels', () => {
    expect(toOrderHistoryQuery(INITIAL_STATE, 'seller')).toMatchObject({
      market: 'SPOT',
      pageNumber: 1,
      pageLimit: 20,
      productType: 'FUEL',
    });
    expect(toOrderHistoryQuery(INITIAL_STATE, 'buyer').market).toBeUndefined();
  });

  test('the counterparty filter is the seller for buyers and the buyer for sellers', () => {
    const s = changeFilters(INITIAL_STATE, { counterpartyId: 7 });
    expect(toOrderHistoryQuery(s, 'buyer')).toMatchObject({ sellerList: [7], buyerList: undefined });
    expect(toOrderHistoryQuery(s, 'seller')).toMatchObject({ buyerList: [7], sellerList: undefined });
  });

  test('the shareholder selection is sent as shareholderList, and counts as an active filter', () => {
    expect(toOrderHistoryQuery(INITIAL_STATE, 'buyer').shareholderList).toBeUndefined();
    const s = changeFilters(INITIAL_STATE, { shareholderIds: [3, 5] });
    expect(toOrderHistoryQuery(s, 'buyer').shareholderList).toEqual([3, 5]);
    expect(hasActiveFilters(s.filters)).toBe(true);
  });

  test('ranges typed the wrong way round are sent sorted, and the query passes the contract', () => {
    const s = changeFilters(INITIAL_STATE, {
      priceMin: 150,
      priceMax: 100,
      volumeMin: 10,
      statuses: ['OPEN', 'CONFIRMED'],
      created: ['2026-06-01', '2026-06-30'],
    });
    const q = toOrderHistoryQuery(s, 'buyer');
    expect(q).toMatchObject({
      priceMin: 100,
      priceMax: 150,
      orderQuantityMin: 10,
      createdStart: '2026-06-01',
      createdEnd: '2026-06-30',
    });
    const qs = orderHistoryQueryString(q);
    expect(qs).toContain('orderStatusList=OPEN%2CCONFIRMED');
    const parsed = OrderHistoryQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
    expect(parsed).toMatchObject({ orderStatusList: ['OPEN', 'CONFIRMED'], priceMin: 100, pageNumber: 1 });
  });
});
