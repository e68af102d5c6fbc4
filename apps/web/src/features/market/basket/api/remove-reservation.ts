import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteReservationResponseSchema } from '@fuel/domain/contracts/basket';
import { apiDelete } from '../../../../lib/api-client';
import { basketKeys } from './basket-keys';

/** DELETE /api/basket/{id}. */
export const removeReservation = (id: number) =>
  apiDelete(`/api/basket/${id}`, { schema: DeleteReservationResponseSchema });

export function useRemoveReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReservation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketKeys.basket() }),
  });
}
