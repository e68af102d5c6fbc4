import { queryOptions, useQuery } from '@tanstack/react-query';
import { AvailableSellerListSchema } from '@fuel/domain/contracts/relationships';
import { apiGet } from '../../../lib/api-client';
import { relationshipKeys } from '../../../lib/api/relationship-keys';

/** GET /api/relationships/seller/available: sellers the buyer can send a request to. */
export const getAvailableSellers = () =>
  apiGet('/api/relationships/seller/available', { schema: AvailableSellerListSchema });

export const availableSellersQuery = () =>
  queryOptions({ queryKey: relationshipKeys.available, queryFn: getAvailableSellers });

export const useAvailableSellers = (enabled: boolean) => useQuery({ ...availableSellersQuery(), enabled });
