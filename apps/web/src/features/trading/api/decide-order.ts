import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderDetailSchema } from '@fuel/domain/contracts/orders';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterOrders } from '../../../lib/api/trade-keys';

export type OrderDecision = { id: number; action: 'confirm' | 'decline'; comment?: string };

/** POST /api/orders/{id}/confirm | decline (sellers). */
export const decideOrder = ({ id, action, comment }: OrderDecision) =>
  apiPost(`/api/orders/${id}/${action}`, comment ? { comment } : {}, { schema: OrderDetailSchema });

/** A decision changes the order, the history and (a decline) the offer's volume and the buyer's credit. */
export function useDecideOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideOrder, onSettled: () => refreshAfterOrders(queryClient) });
}
