import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReservationResponseSchema } from '@fuel/domain/contracts/basket';
import { apiPost } from '../api-client';
import { tradeKeyRoots } from './trade-keys';

/** POST /api/orders/{id}/reorder: the order's offer and quantity into the basket again, at today's price. */
export const reorder = (orderId: number) =>
  apiPost(`/api/orders/${orderId}/reorder`, {}, { schema: ReservationResponseSchema });

/** "Erneut bestellen" (history rows, confirmation page): the basket changes. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeKeyRoots.basket }),
  });
}
