import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EmptyBarrelRequestSchema } from '@fuel/domain/contracts/empty-barrels';
import type { EmptyBarrelStatus } from '@fuel/domain/empty-barrels/empty-barrel-rules';
import { apiPut } from '../../../lib/api-client';
import { emptyBarrelKeys } from './empty-barrel-keys';

/** PUT /api/empty-barrels/{id}/status (the request's seller): open, scheduled or done (final). */
export const changeEmptyBarrelStatus = ({ id, status }: { id: number; status: EmptyBarrelStatus }) =>
  apiPut(`/api/empty-barrels/${id}/status`, { status }, { schema: EmptyBarrelRequestSchema });

export function useChangeEmptyBarrelStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmptyBarrelStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emptyBarrelKeys.all }),
  });
}
