import { queryOptions, useQuery } from '@tanstack/react-query';
import { BuyerTermsSchema } from '@fuel/domain/contracts/buyer-management';
import { apiGet } from '../../../lib/api-client';
import { buyerRelationshipKeys } from './relationship-keys';

/** GET /api/buyer-management/{relationshipId}: the terms of one buyer with its credit. */
export const getBuyerTerms = (relationshipId: number) => apiGet(`/api/buyer-management/${relationshipId}`, { schema: BuyerTermsSchema });

export const buyerTermsQuery = (relationshipId: number) =>
  queryOptions({ queryKey: buyerRelationshipKeys.terms(relationshipId), queryFn: () => getBuyerTerms(relationshipId) });

export const useBuyerTerms = (relationshipId: number) => useQuery(buyerTermsQuery(relationshipId));
