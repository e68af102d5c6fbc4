import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OrderHistoryPageSchema,
  OrderHistoryResponseSchema,
  OrderHistorySummarySchema,
  orderHistoryQueryString,
  type OrderHistoryQuery,
} from '@fuel/domain/contracts/order-history';
import { apiGet } from '../api-client';

export const orderHistoryKeys = {
  all: ['order-history'] as const,
  list: (query: OrderHistoryQuery) => [...orderHistoryKeys.all, 'list', query] as const,
  page: (query: OrderHistoryQuery) => [...orderHistoryKeys.all, 'page', query] as const,
  summary: (query: OrderHistoryQuery) => [...orderHistoryKeys.all, 'summary', query] as const,
};

/** GET /api/orderHistory (the spec's call): one page, totals and the filter options of the caller's history. */
export const getOrderHistory = (query: OrderHistoryQuery) =>
  apiGet(`/api/orderHistory?${orderHistoryQueryString(query)}`, { schema: OrderHistoryResponseSchema });

/** GET /api/orderHistory/page: the rows of one page and the cursor of the next. */
export const getOrderHistoryPage = (query: OrderHistoryQuery) =>
  apiGet(`/api/orderHistory/page?${orderHistoryQueryString(query)}`, { schema: OrderHistoryPageSchema });

/** GET /api/orderHistory/summary: total and filter options of one filter set. */
export const getOrderHistorySummary = (query: OrderHistoryQuery) =>
  apiGet(`/api/orderHistory/summary?${orderHistoryQueryString(query)}`, { schema: OrderHistorySummarySchema });

/** The filters of a query without its paging and sort: what the total and the filter options depend on. */
export function summaryQueryOf(query: OrderHistoryQuery): OrderHistoryQuery {
  const { pageNumber: _p, cursor: _c, sortBy: _s, sortType: _t, ...filters } = query;
  return filters;
}

/** staleTime 0: statuses change by the other side too (a seller's decision), so a page is reread on return. */
export const orderHistoryPageQuery = (query: OrderHistoryQuery) =>
  queryOptions({ queryKey: orderHistoryKeys.page(query), queryFn: () => getOrderHistoryPage(query), staleTime: 0 });

/**
 * Asked once per filter set (paging and sorting reuse it). An own order refreshes it through
 * ORDER_AFFECTED_KEYS; the other side's changes show after 30 s or on return to the screen.
 */
export const orderHistorySummaryQuery = (filters: OrderHistoryQuery) =>
  queryOptions({
    queryKey: orderHistoryKeys.summary(filters),
    queryFn: () => getOrderHistorySummary(filters),
    staleTime: 30_000,
  });

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export const useOrderHistoryPage = (query: OrderHistoryQuery) =>
  useQuery({ ...orderHistoryPageQuery(query), placeholderData: keepPreviousData });

export const useOrderHistorySummary = (query: OrderHistoryQuery) =>
  useQuery({ ...orderHistorySummaryQuery(summaryQueryOf(query)), placeholderData: keepPreviousData });

/** The CSV export of the same filters and sort (all pages); a plain link, the browser downloads it. */
export const orderHistoryExportUrl = (query: OrderHistoryQuery) => {
  const { pageNumber: _p, pageLimit: _l, cursor: _c, ...filters } = query;
  const qs = orderHistoryQueryString(filters);
  return `/api/orderHistory/export${qs ? `?${qs}` : ''}`;
};
