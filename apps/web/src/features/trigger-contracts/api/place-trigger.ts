import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PlaceOrderResponseSchema } from '@fuel/domain/contracts/orders';
import type { PlaceTriggerRequest } from '@fuel/domain/contracts/trigger-contracts';
import { PriceBasisSchema } from '@fuel/domain/pricing/live-pricing';
import { apiPost } from '../../../lib/api-client';
import { triggerKeys } from './trigger-keys';

// The price hold's answer (issue 13, built on the server in parallel). TODO(merge): replace with the
// domain's PriceHoldResponseSchema once the server branch adds it to contracts/trigger-contracts.ts.
const PriceHoldResponseSchema = z.object({ holdId: z.string(), price: z.number(), priceBasis: PriceBasisSchema.nullable(), expiresAt: z.string() });
export type PriceHold = z.infer<typeof PriceHoldResponseSchema>;

/** POST /api/trigger-contracts/{id}/price-hold: the live trigger price, held for the checkout's countdown. */
export const holdTriggerPrice = (contractId: number) => apiPost(`/api/trigger-contracts/${contractId}/price-hold`, {}, { schema: PriceHoldResponseSchema });

export type PlaceTriggerBody = PlaceTriggerRequest & { holdId: string };

/** POST /api/trigger-contracts/{id}/triggers: the trigger becomes an order; the idempotency key makes a retry safe. */
export const placeTrigger = ({ contractId, body }: { contractId: number; body: PlaceTriggerBody }) =>
  apiPost(`/api/trigger-contracts/${contractId}/triggers`, body, { schema: PlaceOrderResponseSchema });

export function usePlaceTrigger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeTrigger,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: triggerKeys.all }), queryClient.invalidateQueries({ queryKey: ['orders'] })]),
  });
}
