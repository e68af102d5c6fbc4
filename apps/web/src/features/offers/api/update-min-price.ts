import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MinPriceUpdateResponseSchema } from '@fuel/domain/contracts/offers';
import { apiPost } from '../../../lib/api-client';
import { invalidateOffers } from '../../../lib/api/trade-keys';

/**
 * POST /api/offers/{id}/min-price: fixes the live offer's floor at its current price minus the maximum
 * fall. Without market data the server answers 503 MIN_PRICE_UPDATE_FAILED (the seller retries).
 */
export const updateMinPrice = (id: number) =>
  apiPost(`/api/offers/${id}/min-price`, {}, { schema: MinPriceUpdateResponseSchema });

export function useUpdateMinPrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMinPrice, onSuccess: () => invalidateOffers(queryClient) });
}
