import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FeedRailsSchema } from '@fuel/domain/contracts/market-data';
import { apiPost } from '../../../lib/api-client';
import { pricingKeys } from '../../../lib/api/pricing-keys';

/** POST /api/pricing/held-prices/{id}/discard: answers the rails as they are afterwards. */
export const discardHeldPrice = (id: number) =>
  apiPost(`/api/pricing/held-prices/${id}/discard`, {}, { schema: FeedRailsSchema });

export function useDiscardHeldPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardHeldPrice,
    onSuccess: (rails) => queryClient.setQueryData(pricingKeys.feedRails, rails),
  });
}
