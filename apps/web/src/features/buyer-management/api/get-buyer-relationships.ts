import { queryOptions, useQuery } from '@tanstack/react-query';
import { RelationshipListSchema } from '@fuel/domain/contracts/relationships';
import { apiGet } from '../../../lib/api-client';
import { buyerRelationshipKeys } from './relationship-keys';

/** GET /api/relationships/buyer: the seller's relationships with its buyers. */
export const getBuyerRelationships = () => apiGet('/api/relationships/buyer', { schema: RelationshipListSchema });

export const buyerRelationshipsQuery = () => queryOptions({ queryKey: buyerRelationshipKeys.buyers, queryFn: getBuyerRelationships });

export const useBuyerRelationships = () => useQuery(buyerRelationshipsQuery());
