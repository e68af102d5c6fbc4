import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlaceOrderResponseSchema } from '@fuel/domain/contracts/orders';
import {
  TriggerPriceHoldSchema,
  type PlaceTriggerRequest,
  type TriggerPriceHold,
} from '@fuel/domain/contracts/trigger-contracts';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterOrders } from '../../../lib/api/trade-keys';
import { triggerKeys } from './trigger-keys';

export type PriceHold = TriggerPriceHold;

/** POST /api/trigger-contracts/{id}/price-hold: the live trigger price, held for the checkout's countdown. */
export const holdTriggerPrice = (contractId: number) =>
  apiPost(`/api/trigger-contracts/${contractId}/price-hold`, {}, { schema: TriggerPriceHoldSchema });

export type PlaceTriggerBody = PlaceTriggerRequest & { holdId: string };

/** POST /api/trigger-contracts/{id}/triggers: the trigger becomes an order; the idempotency key makes a retry safe. */
export const placeTrigger = ({ contractId, body }: { contractId: number; body: PlaceTriggerBody }) =>
  apiPost(`/api/trigger-contracts/${contractId}/triggers`, body, { schema: PlaceOrderResponseSchema });

export function usePlaceTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeTrigger,
    onSuccess: (result) => void refreshAfterOrders(queryClient, result.orders),
    onError: () => void queryClient.invalidateQueries({ queryKey: triggerKeys.all }),
  });
}
