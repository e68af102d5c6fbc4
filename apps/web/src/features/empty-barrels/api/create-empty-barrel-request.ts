import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EmptyBarrelRequestSchema, type CreateEmptyBarrelRequest } from '@fuel/domain/contracts/empty-barrels';
import { apiPost } from '../../../lib/api-client';
import { emptyBarrelKeys } from './empty-barrel-keys';

/** POST /api/empty-barrels: the seller is mailed and sees the request as open. */
export const createEmptyBarrelRequest = (body: CreateEmptyBarrelRequest) =>
  apiPost('/api/empty-barrels', body, { schema: EmptyBarrelRequestSchema });

export function useCreateEmptyBarrelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmptyBarrelRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emptyBarrelKeys.all }),
  });
}
