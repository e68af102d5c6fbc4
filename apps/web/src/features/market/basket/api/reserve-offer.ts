import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReservationResponseSchema, type CreateReservationRequest } from '@fuel/domain/contracts/basket';
import { apiPost } from '../../../../lib/api-client';
import { basketKeys } from './basket-keys';

/** POST /api/basket: reserves the offer's current price for a few seconds. */
export const reserveOffer = (body: CreateReservationRequest) =>
  apiPost('/api/basket', body, { schema: ReservationResponseSchema });

export function useReserveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reserveOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: basketKeys.basket() }),
  });
}
