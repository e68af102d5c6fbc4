import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdditiveLocationListSchema } from '@fuel/domain/contracts/additive-locations';
import { apiGet } from '../api-client';

/**
 * A buyer's additive delivery locations: managed on their own screen, picked when ordering additives
 * and when asking for an empty-barrel pickup; every change invalidates `all`.
 */
export const additiveLocationKeys = {
  all: ['additive-locations'] as const,
};

/** GET /api/metadata/locations: sorted by county, then postCode (the server's order is kept). */
export const getAdditiveLocations = () => apiGet('/api/metadata/locations', { schema: AdditiveLocationListSchema });

export const additiveLocationsQuery = () =>
  queryOptions({ queryKey: additiveLocationKeys.all, queryFn: getAdditiveLocations });

export const useAdditiveLocations = () => useQuery(additiveLocationsQuery());
