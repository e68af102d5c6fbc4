import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FavouriteConfig } from '@fuel/domain/contracts/favourites';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { summariseFavourite, type FavouriteSummary } from './favourite-summary';

/** summariseFavourite with the German labels, for the list and the wizard's last step. */
export function useFavouriteSummary(
  metadata: Pick<Metadata, 'fuels' | 'regions' | 'sellers'> | undefined,
): (config: FavouriteConfig) => FavouriteSummary {
  const { t } = useTranslation();
  return useCallback(
    (config: FavouriteConfig) =>
      summariseFavourite(config, metadata ?? { fuels: [], regions: [], sellers: [] }, {
        allProducts: t('favourites.all.products'),
        allTerminals: t('favourites.all.terminals'),
        allSellers: t('favourites.all.sellers'),
        unavailable: t('favourites.unavailable'),
        wholeRegion: (region) => t('favourites.wholeRegion', { region }),
      }),
    [metadata, t],
  );
}
