import { queryOptions, useQuery } from '@tanstack/react-query';
import { AwaitingConfirmationCountSchema } from '@fuel/domain/contracts/awaiting-count';
import { apiGet } from '../api-client';

/** New orders arrive from buyers at any time: the badge asks every 30 s (and on focus, TanStack's default). */
export const AWAITING_ORDERS_REFRESH_MS = 30_000;

/**
 * Under the ['orders'] prefix on purpose: a seller's confirm/decline invalidates ['orders'], so the
 * badge recounts at once after every decision.
 */
export const awaitingOrdersKeys = { count: ['orders', 'awaiting-count'] as const };

/** GET /api/orderHistory/awaiting-count: the seller's orders waiting for its confirmation (menu badge). */
export const getAwaitingOrdersCount = () =>
  apiGet('/api/orderHistory/awaiting-count', { schema: AwaitingConfirmationCountSchema });

export const awaitingOrdersCountQuery = () =>
  queryOptions({
    queryKey: awaitingOrdersKeys.count,
    queryFn: getAwaitingOrdersCount,
    refetchInterval: AWAITING_ORDERS_REFRESH_MS,
  });

/** Only sellers may ask; for everyone else the query stays off. */
export const useAwaitingOrdersCount = (enabled: boolean) => useQuery({ ...awaitingOrdersCountQuery(), enabled });
