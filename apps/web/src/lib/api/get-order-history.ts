import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OrderHistoryResponseSchema, orderHistoryQueryString, type OrderHistoryQuery } from '@fuel/domain/contracts/order-history';
import { apiGet } from '../api-client';

export const orderHistoryKeys = {
  all: ['order-history'] as const,
  list: (query: OrderHistoryQuery) => [...orderHistoryKeys.all, 'list', query] as const,
};

/** GET /api/orderHistory: one page, totals and the filter options of the caller's history. */
export const getOrderHistory = (query: OrderHistoryQuery) =>
  apiGet(`/api/orderHistory?${orderHistoryQueryString(query)}`, { schema: OrderHistoryResponseSchema });

/** staleTime 0: statuses change by the other side too (a seller's decision), so the history is reread on return. */
export const orderHistoryQuery = (query: OrderHistoryQuery) =>
  queryOptions({ queryKey: orderHistoryKeys.list(query), queryFn: () => getOrderHistory(query), staleTime: 0 });

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export const useOrderHistory = (query: OrderHistoryQuery) => useQuery({ ...orderHistoryQuery(query), placeholderData: keepPreviousData });

/** The CSV export of the same filters (all pages); a plain link, the browser downloads it. */
export const orderHistoryExportUrl = (query: OrderHistoryQuery) => {
  const { pageNumber: _p, pageLimit: _l, ...filters } = query;
  const qs = orderHistoryQueryString(filters);
  return `/api/orderHistory/export${qs ? `?${qs}` : ''}`;
};
