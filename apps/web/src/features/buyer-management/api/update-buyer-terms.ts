import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BuyerTermsSchema, type BuyerTermsUpdate } from '@fuel/domain/contracts/buyer-management';
import { apiPut } from '../../../lib/api-client';
import { relationshipKeys } from '../../../lib/api/relationship-keys';

/** PUT /api/buyer-management/{relationshipId}: save the buyer's terms. */
export const updateBuyerTerms = ({ relationshipId, ...body }: BuyerTermsUpdate & { relationshipId: number }) =>
  apiPut(`/api/buyer-management/${relationshipId}`, body, { schema: BuyerTermsSchema });

export function useUpdateBuyerTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBuyerTerms,
    onSuccess: (saved) => {
      queryClient.setQueryData(relationshipKeys.terms(saved.relationshipId), saved);
      return queryClient.invalidateQueries({ queryKey: relationshipKeys.buyers });
    },
  });
}
