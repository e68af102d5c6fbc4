import { queryOptions, useQuery } from '@tanstack/react-query';
import { BuyerTermsSchema } from '@fuel/domain/contracts/buyer-management';
import { apiGet } from '../../../lib/api-client';
import { relationshipKeys } from '../../../lib/api/relationship-keys';

/** GET /api/buyer-management/{relationshipId}: the terms of one buyer with its credit. */
export const getBuyerTerms = (relationshipId: number) =>
  apiGet(`/api/buyer-management/${relationshipId}`, { schema: BuyerTermsSchema });

export const buyerTermsQuery = (relationshipId: number) =>
  queryOptions({ queryKey: relationshipKeys.terms(relationshipId), queryFn: () => getBuyerTerms(relationshipId) });

export const useBuyerTerms = (relationshipId: number) => useQuery(buyerTermsQuery(relationshipId));
