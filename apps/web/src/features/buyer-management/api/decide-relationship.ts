import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RelationshipSchema, type RelationshipDecisionRequest } from '@fuel/domain/contracts/relationships';
import { apiPost } from '../../../lib/api-client';
import { relationshipKeys } from '../../../lib/api/relationship-keys';

/** POST /api/relationships/{id}/decision: accept, decline, in review or disable. */
export const decideRelationship = ({
  relationshipId,
  ...body
}: RelationshipDecisionRequest & { relationshipId: number }) =>
  apiPost(`/api/relationships/${relationshipId}/decision`, body, { schema: RelationshipSchema });

export function useDecideRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRelationship,
    // Lists, the badge count and the terms all live under 'relationships'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
