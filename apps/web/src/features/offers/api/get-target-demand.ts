import { queryOptions, useQuery } from '@tanstack/react-query';
import { TargetDemandSchema } from '@fuel/domain/contracts/target-orders';
import { apiGet } from '../../../lib/api-client';

/** Buyers create, fill and cancel target orders without the seller: the demand is asked again every 30 s. */
export const TARGET_DEMAND_REFRESH_MS = 30_000;

/** Query keys of the seller's view of its buyers' target orders. */
export const targetDemandKeys = { all: ['target-demand'] as const };

/** GET /api/target-orders/demand: the connected buyers' active target orders per product and terminal, anonymised. */
export const getTargetDemand = () => apiGet('/api/target-orders/demand', { schema: TargetDemandSchema });

export const targetDemandQuery = () =>
  queryOptions({
    queryKey: targetDemandKeys.all,
    queryFn: getTargetDemand,
    select: (data) => data.items,
    refetchInterval: TARGET_DEMAND_REFRESH_MS,
  });

export const useTargetDemand = (enabled: boolean) => useQuery({ ...targetDemandQuery(), enabled });
