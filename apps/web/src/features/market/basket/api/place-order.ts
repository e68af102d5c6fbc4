import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlaceOrderResponseSchema, type PlaceOrderRequest } from '@fuel/domain/contracts/orders';
import { apiPost } from '../../../../lib/api-client';
import { basketKeys } from './basket-keys';

/** POST /api/orders: places the reservations; the idempotency key makes a retry safe. */
export const placeOrder = (body: PlaceOrderRequest) => apiPost('/api/orders', body, { schema: PlaceOrderResponseSchema });

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: basketKeys.basket() }), queryClient.invalidateQueries({ queryKey: ['orders'] })]),
  });
}
