import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  orderStatsQueryString,
  OrderStatsResponseSchema,
  type OrderStatsQueryInput,
} from '@fuel/domain/contracts/statistics';
import { apiGet } from '../api-client';

/**
 * Under the ['orders'] prefix on purpose: every order change invalidates ['orders'] (trade-keys.ts),
 * so the ranking and the product volumes count a new order at once. The dashboard widget and the
 * /statistik report read the same call.
 */
export const orderStatsKeys = {
  all: ['orders', 'stats'] as const,
  query: (query: OrderStatsQueryInput) => ['orders', 'stats', query] as const,
};

/** GET /api/orders/orderStats (spec section 7): `data.orderStats` and `data.options`. */
export const getOrderStats = (query: OrderStatsQueryInput, signal?: AbortSignal) =>
  apiGet(`/api/orders/orderStats?${orderStatsQueryString(query)}`, { schema: OrderStatsResponseSchema, signal });

export const orderStatsQuery = (query: OrderStatsQueryInput) =>
  queryOptions({
    queryKey: orderStatsKeys.query(query),
    queryFn: ({ signal }) => getOrderStats(query, signal),
    select: (answer) => answer.data,
    // A changed filter keeps the last table on screen until the new one arrives (no flicker).
    placeholderData: keepPreviousData,
  });

export const useOrderStats = (query: OrderStatsQueryInput, enabled = true) =>
  useQuery({ ...orderStatsQuery(query), enabled });
