import { useState } from 'react';
import type { Basket } from '@fuel/domain/contracts/basket';
import { useRefreshReservation, useRefreshReservations } from '../api/refresh-reservation';
import { showOrderError } from '../basket-store';
import { asDialog } from './use-basket-submit';

type Item = Basket['items'][number];

/**
 * Which reservations ran out (by the server, or by their countdown here) and their renewal, one or
 * all expired at once.
 */
export function useBasketExpiry(items: Item[]) {
  const refresh = useRefreshReservation();
  const refreshAll = useRefreshReservations();
  const [expiredIds, setExpiredIds] = useState<ReadonlySet<number>>(new Set());
  const expiredItemIds = items.filter((i) => i.expired || expiredIds.has(i.id)).map((i) => i.id);

  const markExpired = (id: number) => setExpiredIds((ids) => (ids.has(id) ? ids : new Set([...ids, id])));
  const refreshItem = (id: number) =>
    refresh.mutate(id, {
      onSuccess: () => setExpiredIds((ids) => new Set([...ids].filter((x) => x !== id))),
      onError: (error) => showOrderError(asDialog(error)),
    });
  const refreshExpired = () =>
    refreshAll.mutate(expiredItemIds, {
      onSuccess: () => setExpiredIds(new Set()),
      onError: (error) => showOrderError(asDialog(error)),
    });
  const isExpired = (item: Item) => item.expired || expiredIds.has(item.id);
  const isRefreshing = (id: number) =>
    (refresh.isPending && refresh.variables === id) ||
    (refreshAll.isPending && (refreshAll.variables ?? []).includes(id));
  return {
    anyExpired: expiredItemIds.length > 0,
    isExpired,
    isRefreshing,
    markExpired,
    refreshItem,
    refreshExpired,
    refreshingAll: refreshAll.isPending,
  };
}
