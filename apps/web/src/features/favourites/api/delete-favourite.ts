import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete } from '../../../lib/api-client';
import { favouritesKeys } from '../../../lib/api/get-favourites';

/** DELETE /api/favourites/{id}: answered with 204 and no body. */
export const deleteFavourite = (id: number) => apiDelete(`/api/favourites/${id}`, { schema: z.undefined() });

export function useDeleteFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFavourite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesKeys.all }),
  });
}
