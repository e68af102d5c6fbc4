import { useState } from 'react';
import { Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { useMetadata } from '../../lib/api/get-metadata';
import { findRoute } from '../../lib/navigation/route-table';
import { LoadFailedAlert } from '../../ui/load-failed-alert';
import { RouteMarketSelection } from '../../ui/market-selection';
import { PageHeader } from '../../ui/page-header';
import { hasAdditiveFilters, shownAdditiveList, toAdditiveOfferQuery } from './additive-list-state';
import { useAdditiveMarket } from './api/get-additive-offers';
import { AdditiveFilters } from './components/additive-filters';
import { AdditiveListFooter } from './components/additive-list-footer';
import { AdditiveMarketTable } from './components/additive-market-table';
import { AdditiveOrderDialog } from './components/additive-order-dialog';
import { useAdditiveListState } from './use-additive-list';

/**
 * /handelsplatz/additive (buyers): the additive market, the second choice of the market selection.
 * Offers of sellers whose relationship allows additives (both ENABLED and additivesEnabled, allowed
 * products only: the server decides); an order is a number of units to an additive delivery location.
 */
export default function AdditiveMarketPage() {
  const { t } = useTranslation();
  const metadata = useMetadata();
  const { state, sorting, onFilters, onPage } = useAdditiveListState();
  const query = useAdditiveMarket(toAdditiveOfferQuery(state, 'buyer'));
  const list = shownAdditiveList(query);
  const [ordering, setOrdering] = useState<AdditiveOffer | null>(null);
  const purchasingDisabled = metadata.data?.platformStatus === 'PURCHASING_DISABLED';

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.additiveMarket.title')}
        description={t('pages.additiveMarket.description')}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
            data-testid="additive-market-refresh"
          >
            {t('marketplace.refresh')}
          </Button>
        }
      />
      <RouteMarketSelection value="ADDITIVE" routes={{ FUEL: 'market', ADDITIVE: 'additiveMarket' }} />
      <AdditiveFilters filters={state.filters} options={list?.filterOptions} side="buyer" onChange={onFilters} />
      {query.isPending && <Skeleton h={240} radius="md" />}
      {query.isError && <LoadFailedAlert title={t('additives.market.loadFailed')} error={query.error} />}
      {query.isSuccess && list && list.offers.length === 0 && (
        <Stack align="center" gap="xs" py="xl" data-testid="additive-market-empty">
          <Text c="dimmed" ta="center">
            {hasAdditiveFilters(state.filters) ? t('additives.emptyFiltered') : t('additives.market.empty')}
          </Text>
          {!hasAdditiveFilters(state.filters) && (
            <Anchor component={Link} to={findRoute('sellerManagement').href}>
              {t('marketplace.emptyLink')}
            </Anchor>
          )}
        </Stack>
      )}
      {list && list.offers.length > 0 && (
        <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <AdditiveMarketTable
            offers={list.offers}
            sorting={sorting}
            purchasingDisabled={purchasingDisabled}
            onOrder={setOrdering}
          />
          <AdditiveListFooter metadata={list.metadata} onPage={onPage} />
        </Stack>
      )}
      <AdditiveOrderDialog offer={ordering} vatRate={metadata.data?.vat.rate ?? 0} onClose={() => setOrdering(null)} />
    </Stack>
  );
}
