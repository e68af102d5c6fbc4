import { queryOptions, useQuery } from '@tanstack/react-query';
import { RelationshipListSchema } from '@fuel/domain/contracts/relationships';
import { apiGet } from '../api-client';
import { relationshipKeys } from './relationship-keys';

/** GET /api/relationships/buyer: the seller's relationships with its buyers. */
export const getBuyerRelationships = () => apiGet('/api/relationships/buyer', { schema: RelationshipListSchema });

export const buyerRelationshipsQuery = () =>
  queryOptions({ queryKey: relationshipKeys.buyers, queryFn: getBuyerRelationships });

export const useBuyerRelationships = () => useQuery(buyerRelationshipsQuery());
