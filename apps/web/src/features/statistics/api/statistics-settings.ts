import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StatisticsSettingsSchema,
  type AccountRankingOptions,
  type ProductVolumeOptions,
  type StatisticsSettings,
} from '@fuel/domain/contracts/statistics';
import { apiGet, apiPut } from '../../../lib/api-client';

/** Query keys of the user's saved report filters. */
export const statisticsSettingsKeys = { all: ['statistics-settings'] as const };

/** GET /api/statistics/settings: ACCOUNT_RANKING_OPTIONS and PRODUCT_VOLUME_OPTIONS (defaults where nothing is saved). */
export const getStatisticsSettings = () => apiGet('/api/statistics/settings', { schema: StatisticsSettingsSchema });

export const statisticsSettingsQuery = () =>
  queryOptions({ queryKey: statisticsSettingsKeys.all, queryFn: getStatisticsSettings, staleTime: Infinity });

export const useStatisticsSettings = () => useQuery(statisticsSettingsQuery());

export type SaveSettings =
  | { key: 'ACCOUNT_RANKING_OPTIONS'; options: AccountRankingOptions }
  | { key: 'PRODUCT_VOLUME_OPTIONS'; options: ProductVolumeOptions };

/** PUT /api/statistics/settings/{key}: the chosen filters of one report, answered as saved. */
export const saveStatisticsSettings = (save: SaveSettings) =>
  apiPut<AccountRankingOptions | ProductVolumeOptions>(`/api/statistics/settings/${save.key}`, save.options, {
    schema: StatisticsSettingsSchema.shape[save.key],
  });

/** Saves one report's filters; the cached settings take the saved value, so the next visit starts there. */
export function useSaveStatisticsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStatisticsSettings,
    onSuccess: (saved, { key }) =>
      queryClient.setQueryData<StatisticsSettings>(statisticsSettingsKeys.all, (current) =>
        current ? { ...current, [key]: saved } : current,
      ),
  });
}
