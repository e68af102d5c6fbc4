import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  TriggerPricePreviewRequestSchema,
  TriggerPricePreviewSchema,
  type TriggerPricePreviewRequest,
} from '@fuel/domain/contracts/trigger-contracts';
import { apiPost } from '../../../lib/api-client';
import { triggerKeys } from './trigger-keys';

/** POST /api/trigger-contracts/price-preview: the price a contract typed so far would have now, and what it includes. */
export const previewContractPrice = (input: TriggerPricePreviewRequest) =>
  apiPost('/api/trigger-contracts/price-preview', input, { schema: TriggerPricePreviewSchema });

/** The preview once buyer, product, terminal and price basis are complete (checked by the request schema); idle before. */
export function useContractPricePreview(draft: unknown) {
  const parsed = TriggerPricePreviewRequestSchema.safeParse(draft);
  return useQuery({
    queryKey: triggerKeys.pricePreview(parsed.success ? parsed.data : null),
    queryFn: () => previewContractPrice(parsed.data!),
    enabled: parsed.success,
    placeholderData: keepPreviousData,
  });
}
