import { queryOptions, useQuery } from '@tanstack/react-query';
import { EmptyBarrelOptionsSchema } from '@fuel/domain/contracts/empty-barrels';
import { apiGet } from '../../../lib/api-client';
import { emptyBarrelKeys } from './empty-barrel-keys';

/** GET /api/empty-barrels/options (buyers): the sellers it trades additives with, their products and units. */
export const getEmptyBarrelOptions = () => apiGet('/api/empty-barrels/options', { schema: EmptyBarrelOptionsSchema });

export const emptyBarrelOptionsQuery = () =>
  queryOptions({ queryKey: emptyBarrelKeys.options, queryFn: getEmptyBarrelOptions });

export const useEmptyBarrelOptions = (enabled: boolean) => useQuery({ ...emptyBarrelOptionsQuery(), enabled });
