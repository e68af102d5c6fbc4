import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdditiveLocationSchema, type AdditiveLocationInput } from '@fuel/domain/contracts/additive-locations';
import { apiPost, apiPut } from '../../../lib/api-client';
import { additiveLocationKeys } from '../../../lib/api/get-additive-locations';

/** POST /api/metadata/locations (new) or PUT /api/metadata/locations/{id} (edit). */
export const saveAdditiveLocation = ({ id, input }: { id: number | null; input: AdditiveLocationInput }) =>
  id === null
    ? apiPost('/api/metadata/locations', input, { schema: AdditiveLocationSchema })
    : apiPut(`/api/metadata/locations/${id}`, input, { schema: AdditiveLocationSchema });

/** Spec section 7: the list is reloaded after every change (its order is the server's). */
export function useSaveAdditiveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdditiveLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: additiveLocationKeys.all }),
  });
}
