import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete } from '../../../lib/api-client';
import { additiveLocationKeys } from '../../../lib/api/get-additive-locations';

/** DELETE /api/metadata/locations/{id}: 204 without a body. */
export const deleteAdditiveLocation = (id: number) =>
  apiDelete(`/api/metadata/locations/${id}`, { schema: z.undefined() });

/** Spec section 7: the list is reloaded afterwards. */
export function useDeleteAdditiveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdditiveLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: additiveLocationKeys.all }),
  });
}
