import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { AccountRankingOptions, ProductVolumeOptions } from '@fuel/domain/contracts/statistics';
import { useSaveStatisticsSettings } from './api/statistics-settings';

type Options = { ACCOUNT_RANKING_OPTIONS: AccountRankingOptions; PRODUCT_VOLUME_OPTIONS: ProductVolumeOptions };

/**
 * A report's chosen filters: they apply at once and are saved for the user (spec section 3), so the
 * next visit starts with them. A failed save keeps the filters on screen and says so.
 */
export function useReportOptions<K extends keyof Options>(key: K, initial: Options[K]) {
  const { t } = useTranslation();
  const save = useSaveStatisticsSettings();
  const [options, setOptions] = useState(initial);
  const change = (next: Options[K]) => {
    setOptions(next);
    save.mutate({ key, options: next } as Parameters<typeof save.mutate>[0], {
      onError: () => notifications.show({ color: 'red', message: t('statistics.saveFailed') }),
    });
  };
  return [options, change] as const;
}
