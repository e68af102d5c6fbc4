import { useState } from 'react';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { currencyOf } from '@fuel/domain/brands/currency';
import { useMetadata } from '../../lib/api/get-metadata';
import type { FormTarget } from '../../ui/form-modal';
import { LoadFailedAlert } from '../../ui/load-failed-alert';
import { RouteMarketSelection } from '../../ui/market-selection';
import { PageHeader } from '../../ui/page-header';
import { hasAdditiveFilters, shownAdditiveList, toAdditiveOfferQuery } from './additive-list-state';
import { useSellerAdditiveOffers } from './api/get-additive-offers';
import { useAdditiveProducts } from './api/get-additive-products';
import { AdditiveFilters } from './components/additive-filters';
import { AdditiveListFooter } from './components/additive-list-footer';
import { AdditiveOfferFormModal } from './components/additive-offer-form-modal';
import { AdditiveOfferTable } from './components/additive-offer-table';
import { useAdditiveOfferActions } from './components/use-additive-offer-actions';
import { useAdditiveListState } from './use-additive-list';

/**
 * /meine-angebote/additive (sellers of additives): the additive offers, the second choice of the offers
 * screen's market selection. Create, edit, enable or pause, clone (paused) and delete (REMOVED).
 */
export default function AdditiveOffersPage() {
  const { t } = useTranslation();
  const metadata = useMetadata();
  const products = useAdditiveProducts();
  const { state, sorting, onFilters, onPage } = useAdditiveListState();
  const query = useSellerAdditiveOffers(toAdditiveOfferQuery(state, 'seller'));
  const list = shownAdditiveList(query);
  const actions = useAdditiveOfferActions();
  const [formTarget, setFormTarget] = useState<FormTarget<AdditiveOffer>>(null);
  const currency = currencyOf(metadata.data?.features.platform ?? {});

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.additiveOffers.title')}
        description={t('pages.additiveOffers.description')}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setFormTarget('new')}
            disabled={!products.data}
            data-testid="new-additive-offer"
          >
            {t('additives.offers.newOffer')}
          </Button>
        }
      />
      <RouteMarketSelection value="ADDITIVE" routes={{ FUEL: 'offers', ADDITIVE: 'additiveOffers' }} />
      <AdditiveFilters filters={state.filters} options={list?.filterOptions} side="seller" onChange={onFilters} />
      {query.isPending && <Skeleton h={240} radius="md" />}
      {query.isError && <LoadFailedAlert title={t('additives.offers.loadFailed')} error={query.error} />}
      {query.isSuccess && list && list.offers.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="additive-offers-empty">
          {hasAdditiveFilters(state.filters) ? t('additives.emptyFiltered') : t('additives.offers.empty')}
        </Text>
      )}
      {list && list.offers.length > 0 && (
        <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <AdditiveOfferTable
            offers={list.offers}
            sorting={sorting}
            pendingId={actions.pendingId}
            onToggle={actions.toggle}
            onEdit={setFormTarget}
            onClone={actions.cloneOffer}
            onDelete={actions.askDelete}
          />
          <AdditiveListFooter metadata={list.metadata} onPage={onPage} />
        </Stack>
      )}
      {products.data && (
        <AdditiveOfferFormModal
          target={formTarget}
          products={products.data.products}
          currency={currency}
          onClose={() => setFormTarget(null)}
        />
      )}
      {actions.confirmDialog}
    </Stack>
  );
}
