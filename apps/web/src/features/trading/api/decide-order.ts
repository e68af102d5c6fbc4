import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderDetailSchema } from '@fuel/domain/contracts/orders';
import { apiPost } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export type OrderDecision = { id: number; action: 'confirm' | 'decline'; comment?: string };

/** POST /api/orders/{id}/confirm | decline (sellers). */
export const decideOrder = ({ id, action, comment }: OrderDecision) =>
  apiPost(`/api/orders/${id}/${action}`, comment ? { comment } : {}, { schema: OrderDetailSchema });

export function useDecideOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideOrder,
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(order.id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
