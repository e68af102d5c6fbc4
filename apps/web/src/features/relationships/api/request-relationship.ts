import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RelationshipSchema, type CreateRelationshipRequest } from '@fuel/domain/contracts/relationships';
import { apiPost } from '../../../lib/api-client';
import { relationshipKeys } from '../../../lib/api/relationship-keys';

/** POST /api/relationships: ask a seller to connect. */
export const requestRelationship = (body: CreateRelationshipRequest) =>
  apiPost('/api/relationships', body, { schema: RelationshipSchema });

export function useRequestRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRelationship,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
