import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PriceTypeResponseSchema, type PriceType } from '@fuel/domain/contracts/market-data';
import { apiPut } from '../../../lib/api-client';
import { pricingKeys } from '../../../lib/api/pricing-keys';
import { invalidateOffers } from '../../../lib/api/trade-keys';

/** PUT /api/pricing/price-type (company administrators; TRACKING is refused). */
export const updatePriceType = (priceType: PriceType) =>
  apiPut('/api/pricing/price-type', { priceType }, { schema: PriceTypeResponseSchema });

export function useUpdatePriceType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePriceType,
    onSuccess: (data) => {
      queryClient.setQueryData(pricingKeys.priceType, data);
      return invalidateOffers(queryClient);
    },
  });
}
