import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlaceOrderResponseSchema, type PlaceOrderRequest } from '@fuel/domain/contracts/orders';
import { apiPost } from '../../../../lib/api-client';
import { refreshAfterOrders } from '../../../../lib/api/trade-keys';
import { basketKeys } from './basket-keys';

/** POST /api/orders: places the reservations; the idempotency key makes a retry safe. */
export const placeOrder = (body: PlaceOrderRequest) =>
  apiPost('/api/orders', body, { schema: PlaceOrderResponseSchema });

/**
 * Placed: everything an order changes is refreshed (history, credit, market volumes, basket...) and
 * the confirmation page gets the placed orders without asking again. Refused: the basket is reread.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (result) => void refreshAfterOrders(queryClient, result.orders),
    onError: () => void queryClient.invalidateQueries({ queryKey: basketKeys.basket() }),
  });
}
