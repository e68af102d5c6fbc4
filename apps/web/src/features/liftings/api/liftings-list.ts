import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LiftableOrdersSchema, LiftingListSchema, type LiftingListQuery } from '@fuel/domain/contracts/liftings';
import { toQueryString } from '@fuel/domain/validation/query-params';
import { apiGet } from '../../../lib/api-client';

/** The "Verladungen" screen's queries (issue 28 part 4), under the liftings root: a recorded lifting refreshes them. */
export const liftingListKeys = {
  all: ['liftings'] as const,
  list: (query: LiftingListQuery) => ['liftings', 'list', query] as const,
  liftable: ['liftings', 'liftable-orders'] as const,
};

/** GET /api/liftings: one page of the caller's liftings, newest first; the previous page stays while the next loads. */
export function useLiftingList(query: LiftingListQuery) {
  const qs = toQueryString(query);
  return useQuery({
    queryKey: liftingListKeys.list(query),
    queryFn: () => apiGet(qs ? `/api/liftings?${qs}` : '/api/liftings', { schema: LiftingListSchema }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/liftings/liftable-orders (sellers): the orders a lifting can be recorded for now; asked when the dialog opens. */
export const useLiftableOrders = (enabled: boolean) =>
  useQuery({
    queryKey: liftingListKeys.liftable,
    queryFn: () => apiGet('/api/liftings/liftable-orders', { schema: LiftableOrdersSchema }),
    enabled,
  });
