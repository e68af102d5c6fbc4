import { queryOptions, useQuery } from '@tanstack/react-query';
import { TargetOrderListSchema } from '@fuel/domain/contracts/target-orders';
import { apiGet } from '../../../lib/api-client';
import { targetOrderKeys } from './target-order-keys';

/** The distance to the best current price moves with every tick: the list asks again every 15 s. */
export const TARGET_ORDERS_REFRESH_MS = 15_000;

/** GET /api/target-orders: the account's and its child accounts' target orders, newest first. */
export const getTargetOrders = () => apiGet('/api/target-orders', { schema: TargetOrderListSchema });

export const targetOrdersQuery = () =>
  queryOptions({
    queryKey: targetOrderKeys.list,
    queryFn: getTargetOrders,
    select: (data) => data.items,
    refetchInterval: TARGET_ORDERS_REFRESH_MS,
  });

export const useTargetOrders = () => useQuery(targetOrdersQuery());
