import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FeedRailsSchema } from '@fuel/domain/contracts/market-data';
import { apiPost } from '../../../lib/api-client';
import { pricingKeys } from '../../../lib/api/pricing-keys';

/** POST /api/pricing/held-prices/{id}/confirm: answers the rails as they are afterwards. */
export const confirmHeldPrice = (id: number) =>
  apiPost(`/api/pricing/held-prices/${id}/confirm`, {}, { schema: FeedRailsSchema });

export function useConfirmHeldPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmHeldPrice,
    onSuccess: (rails) => queryClient.setQueryData(pricingKeys.feedRails, rails),
  });
}
