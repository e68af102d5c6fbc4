import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReservationResponseSchema } from '@fuel/domain/contracts/basket';
import { apiPost } from '../../../../lib/api-client';
import { basketKeys } from './basket-keys';

/** POST /api/basket/{id}/refresh: the current price and a new expiry. */
export const refreshReservation = (id: number) =>
  apiPost(`/api/basket/${id}/refresh`, {}, { schema: ReservationResponseSchema });

export function useRefreshReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshReservation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketKeys.basket() }),
  });
}

/** Refreshes several reservations with one click (all expired ones), one after another; the first refusal stops. */
export function useRefreshReservations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      for (const id of ids) await refreshReservation(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketKeys.basket() }),
  });
}
