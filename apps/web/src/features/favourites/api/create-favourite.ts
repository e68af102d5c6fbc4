import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FavouriteSchema, type CreateFavouriteRequest } from '@fuel/domain/contracts/favourites';
import { apiPost } from '../../../lib/api-client';
import { favouritesKeys } from '../../../lib/api/get-favourites';

/** POST /api/favourites: the wizard's last step. */
export const createFavourite = (input: CreateFavouriteRequest) =>
  apiPost('/api/favourites', input, { schema: FavouriteSchema });

export function useCreateFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFavourite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesKeys.all }),
  });
}
