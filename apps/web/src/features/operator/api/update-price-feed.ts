import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PriceFeedStatusSchema } from '@fuel/domain/contracts/market-data';
import { apiPut } from '../../../lib/api-client';
import { priceFeedKeys } from './price-feed-keys';

/** PUT /api/operator/price-feed { running }: stops or resumes the platform feed. */
export const updatePriceFeed = (running: boolean) =>
  apiPut('/api/operator/price-feed', { running }, { schema: PriceFeedStatusSchema });

export function useUpdatePriceFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePriceFeed,
    onSuccess: (status) => {
      queryClient.setQueryData(priceFeedKeys.status, status);
      // The audit log records the change.
      void queryClient.invalidateQueries({ queryKey: ['operator'] });
    },
  });
}
