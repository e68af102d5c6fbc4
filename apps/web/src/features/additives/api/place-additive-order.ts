import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlaceOrderResponseSchema, type PlaceAdditiveOrderRequest } from '@fuel/domain/contracts/orders';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterOrders, tradeKeyRoots } from '../../../lib/api/trade-keys';

/** POST /api/orders/additives: units of additive offers to one location; the idempotency key makes a retry safe. */
export const placeAdditiveOrder = (body: PlaceAdditiveOrderRequest) =>
  apiPost('/api/orders/additives', body, { schema: PlaceOrderResponseSchema });

/** Placed: everything an order changes is refreshed; refused: the market is reread (availability may have moved). */
export function usePlaceAdditiveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeAdditiveOrder,
    onSuccess: (result) => void refreshAfterOrders(queryClient, result.orders),
    onError: () => void queryClient.invalidateQueries({ queryKey: tradeKeyRoots.market }),
  });
}
