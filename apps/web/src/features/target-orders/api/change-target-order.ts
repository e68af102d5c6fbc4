import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TargetOrderSchema } from '@fuel/domain/contracts/target-orders';
import { apiPost } from '../../../lib/api-client';
import { targetOrderKeys } from './target-order-keys';

export type TargetOrderAction = 'pause' | 'resume' | 'cancel';

/** POST /api/target-orders/{id}/pause|resume|cancel: the order in its new state. */
export const changeTargetOrder = ({ id, action }: { id: number; action: TargetOrderAction }) =>
  apiPost(`/api/target-orders/${id}/${action}`, {}, { schema: TargetOrderSchema });

export function useChangeTargetOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTargetOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetOrderKeys.all }),
  });
}
