import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PricingRuleSchema, type PricingRuleInput } from '@fuel/domain/contracts/pricing-engine';
import { apiPost, apiPut } from '../../../lib/api-client';
import { pricingKeys } from '../../../lib/api/pricing-keys';
import { invalidateOffers } from '../../../lib/api/trade-keys';

/** POST /api/pricing/rules (new) or PUT /api/pricing/rules/{id}; a duplicate is refused with 409 (spec section 5). */
export const savePricingRule = ({ id, input }: { id: number | null; input: PricingRuleInput }) =>
  id === null
    ? apiPost('/api/pricing/rules', input, { schema: PricingRuleSchema })
    : apiPut(`/api/pricing/rules/${id}`, input, { schema: PricingRuleSchema });

export function useSavePricingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePricingRule,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingKeys.rules }),
        queryClient.invalidateQueries({ queryKey: pricingKeys.breakdowns }),
        invalidateOffers(queryClient),
      ]),
  });
}
