import { queryOptions, useQuery } from '@tanstack/react-query';
import { GtcAcceptedSchema } from '@fuel/domain/contracts/identity';
import { apiGet } from '../../../lib/api-client';

export const GTC_PATH = '/api/metadata/user/store/gtc-accepted';

/** GET the terms status; spec section 8: a failed check counts as not accepted. */
export async function getGtcAccepted(): Promise<{ accepted: boolean }> {
  try {
    return await apiGet(GTC_PATH, { schema: GtcAcceptedSchema });
  } catch {
    return { accepted: false };
  }
}

export const gtcAcceptedQuery = () =>
  queryOptions({ queryKey: ['terms', 'gtc-accepted'], queryFn: getGtcAccepted, staleTime: 0 });

export const useGtcAccepted = () => useQuery(gtcAcceptedQuery());
