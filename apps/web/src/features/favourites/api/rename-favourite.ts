import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FavouriteSchema } from '@fuel/domain/contracts/favourites';
import { apiPut } from '../../../lib/api-client';
import { favouritesKeys } from '../../../lib/api/get-favourites';

/** PUT /api/favourites/{id}: a new name. */
export const renameFavourite = ({ id, name }: { id: number; name: string }) =>
  apiPut(`/api/favourites/${id}`, { name }, { schema: FavouriteSchema });

export function useRenameFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameFavourite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: favouritesKeys.all }),
  });
}
