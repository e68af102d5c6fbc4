import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderLiftingsSchema, type RecordLiftingRequest } from '@fuel/domain/contracts/liftings';
import { apiGet, apiPost } from '../../../lib/api-client';
import { refreshAfterOrders } from '../../../lib/api/trade-keys';

/** An order's liftings (issue 28): GET/POST /api/orders/{id}/liftings. */
export const liftingKeys = { ofOrder: (orderId: number) => ['liftings', orderId] as const };

export const useOrderLiftings = (orderId: number) =>
  useQuery({
    queryKey: liftingKeys.ofOrder(orderId),
    queryFn: () => apiGet(`/api/orders/${orderId}/liftings`, { schema: OrderLiftingsSchema }),
  });

/** A recorded lifting changes the order's status too: the order page and the history refresh. */
export function useRecordLifting(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordLiftingRequest) =>
      apiPost(`/api/orders/${orderId}/liftings`, body, { schema: OrderLiftingsSchema }),
    onSuccess: (answer) => queryClient.setQueryData(liftingKeys.ofOrder(orderId), answer),
    onSettled: () => refreshAfterOrders(queryClient),
  });
}
