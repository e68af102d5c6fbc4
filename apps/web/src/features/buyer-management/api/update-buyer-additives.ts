import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BuyerTermsSchema, type BuyerAdditivesUpdate } from '@fuel/domain/contracts/buyer-management';
import { apiPut } from '../../../lib/api-client';
import { relationshipKeys } from '../../../lib/api/relationship-keys';

/** PUT /api/buyer-management/{relationshipId}/additives: additives on or off for the buyer and the additive products allowed. */
export const updateBuyerAdditives = ({ relationshipId, ...body }: BuyerAdditivesUpdate & { relationshipId: number }) =>
  apiPut(`/api/buyer-management/${relationshipId}/additives`, body, { schema: BuyerTermsSchema });

export function useUpdateBuyerAdditives() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBuyerAdditives,
    onSuccess: (saved) => {
      queryClient.setQueryData(relationshipKeys.terms(saved.relationshipId), saved);
      return queryClient.invalidateQueries({ queryKey: relationshipKeys.buyers });
    },
  });
}
