import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TargetOrderSchema, type TargetOrderInput } from '@fuel/domain/contracts/target-orders';
import { apiPost, apiPut } from '../../../lib/api-client';
import { targetOrderKeys } from './target-order-keys';

/** POST /api/target-orders (new, 201) or PUT /api/target-orders/{id} (edit, while not filled or cancelled). */
export const saveTargetOrder = ({ id, input }: { id: number | null; input: TargetOrderInput }) =>
  id === null
    ? apiPost('/api/target-orders', input, { schema: TargetOrderSchema })
    : apiPut(`/api/target-orders/${id}`, input, { schema: TargetOrderSchema });

export function useSaveTargetOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTargetOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetOrderKeys.all }),
  });
}
