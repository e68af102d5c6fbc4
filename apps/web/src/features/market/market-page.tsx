import { formatClockTime } from '@fuel/domain/formats/date';
import { useState } from 'react';
import { Alert, Box, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { useMetadata } from '../../lib/api/get-metadata';
import { ErrorAlert } from '../../ui/error-alert';
import { RouteMarketSelection } from '../../ui/market-selection';
import { PageHeader } from '../../ui/page-header';
import { useMarketOffers } from './api/get-market-offers';
import { useBasket } from './basket/api/get-basket';
import { ChildAccountSelect } from './components/child-account-select';
import { FavouritesBar } from './components/favourites-bar';
import { MarketEmpty } from './components/market-empty';
import { MarketFilterBar } from './components/market-filters';
import { MarketTable } from './components/market-table';
import type { MarketRowAction } from './components/market-row';
import { useMarketRefresh } from './live/use-market-refresh';
import { useMarketFilters } from './use-market-filters';

/**
 * /handelsplatz (buyers): the active offers of the connected sellers, refreshed every 30 seconds.
 * rowAction: what another feature adds to each row (app/market-page.tsx).
 */
export default function MarketPage({ rowAction }: { rowAction?: MarketRowAction } = {}) {
  const { t } = useTranslation();
  const metadata = useMetadata();
  const { filters, changeFilters, favourites, favouriteId, selectFavourite, clearDeliveryAddress } = useMarketFilters();
  // Spec section 2: a parent account can look at the market of a selected child account.
  const [childAccountId, setChildAccountId] = useState<number | null>(null);
  const market = useMarketOffers(childAccountId, filters);
  // Room below the last offer for the floating basket button, so it never covers an order button.
  const basketItems = useBasket().data?.items.length ?? 0;
  useMarketRefresh();
  const marketDataMessage = market.data?.marketData.message ?? null;
  const children = metadata.data?.shareholderChildAccount ?? [];
  const filtered = Object.values(filters).some((v) => (Array.isArray(v) ? v.length > 0 : v !== null));
  const updated = market.dataUpdatedAt ? formatClockTime(new Date(market.dataUpdatedAt)) : null;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.market.title')}
        description={
          updated
            ? `${t('marketplace.autoRefresh')} ${t('marketplace.updatedAt', { time: updated })}`
            : t('marketplace.autoRefresh')
        }
        actions={
          <Group gap="sm" align="flex-end">
            {children.length > 0 && (
              <ChildAccountSelect
                accounts={children}
                value={childAccountId}
                onChange={(id) => {
                  setChildAccountId(id);
                  clearDeliveryAddress();
                }}
              />
            )}
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={market.isFetching}
              onClick={() => market.refetch()}
              data-testid="market-refresh"
            >
              {t('marketplace.refresh')}
            </Button>
          </Group>
        }
      />
      {/* Spec section 4: spot (index 0, this page) or additive (its own route, issue 17). */}
      <RouteMarketSelection value="FUEL" routes={{ FUEL: 'market', ADDITIVE: 'additiveMarket' }} />
      {favourites && <FavouritesBar favourites={favourites} activeId={favouriteId} onSelect={selectFavourite} />}
      {metadata.data && (
        <MarketFilterBar
          metadata={metadata.data}
          options={market.data?.filterOptions}
          filters={filters}
          onChange={changeFilters}
        />
      )}
      {marketDataMessage && (
        <Alert color="yellow" title={t('marketplace.live.dataUnavailableTitle')} data-testid="market-data-message">
          {marketDataMessage}
        </Alert>
      )}
      {market.isPending && <Skeleton h={240} radius="md" />}
      {market.isError && (
        <ErrorAlert
          title={t('marketplace.loadFailed')}
          message={isApiError(market.error) ? market.error.message : t('app.unexpectedError')}
        />
      )}
      {/* A failed refresh keeps the last offers (and the basket they host) on screen under the error. */}
      {market.data && market.data.offers.length === 0 && <MarketEmpty filtered={filtered} />}
      {market.data && market.data.offers.length > 0 && (
        <MarketTable offers={market.data.offers} childAccountId={childAccountId} rowAction={rowAction} />
      )}
      {basketItems > 0 && <Box h={72} aria-hidden data-testid="market-basket-spacer" />}
    </Stack>
  );
}
