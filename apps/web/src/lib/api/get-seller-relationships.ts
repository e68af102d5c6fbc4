import { queryOptions, useQuery } from '@tanstack/react-query';
import { RelationshipListSchema } from '@fuel/domain/contracts/relationships';
import { apiGet } from '../api-client';
import { relationshipKeys } from './relationship-keys';

/** GET /api/relationships/seller: the buyer's relationships with its sellers, with credit for active ones. */
export const getSellerRelationships = () => apiGet('/api/relationships/seller', { schema: RelationshipListSchema });

/** staleTime 0: the credit figures move with every order and every seller decision, so they are reread on return. */
export const sellerRelationshipsQuery = () =>
  queryOptions({ queryKey: relationshipKeys.sellers, queryFn: getSellerRelationships, staleTime: 0 });

export const useSellerRelationships = () => useQuery(sellerRelationshipsQuery());
