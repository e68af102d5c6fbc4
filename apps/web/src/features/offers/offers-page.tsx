import { useState } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MY_OFFERS_PAGE_SIZE, type SellerOffer } from '@fuel/domain/contracts/offers';
import { currencyOf } from '@fuel/domain/brands/currency';
import { addPageTexts, offerTargetsTexts } from '../../i18n/page-texts';
import { isApiError } from '../../lib/api-client';
import { useMetadata } from '../../lib/api/get-metadata';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { useMyOffers } from '../../lib/api/get-my-offers';
import { findRoute } from '../../lib/navigation/route-table';
import { RouteMarketSelection } from '../../ui/market-selection';
import { AutoExecutionDialog } from './components/auto-execution-dialog';
import { DeleteOfferDialog } from './components/delete-offer-dialog';
import { OfferFormModal, type OfferFormTarget } from './components/offer-form-modal';
import { OfferFilters, type StatusFilter } from './components/offer-filters';
import { OfferTable } from './components/offer-table';
import { OffersFooter } from './components/offers-footer';
import { OffersHeaderActions } from './components/offers-header-actions';
import { TargetDemandPanel } from './components/target-demand-panel';

/**
 * /meine-angebote (sellers): the seller's fuel offers with status and volumes; create, edit, clone, pause,
 * delete, the consent to automatic target-price orders, and the buyers' target-price demand (issue 29).
 */
export default function OffersPage() {
  const { t, i18n } = useTranslation();
  addPageTexts(i18n, offerTargetsTexts);
  const metadata = useMetadata();
  // Active offers first: the expired ones pile up over the months and are one click away.
  const [status, setStatus] = useState<StatusFilter>('ACTIVE');
  const [productId, setProductId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const filters = {
    status: status === 'ALL' ? undefined : [status],
    productId: productId ? [Number(productId)] : undefined,
    page,
    pageSize: MY_OFFERS_PAGE_SIZE,
  };
  const offers = useMyOffers(filters);
  const [formTarget, setFormTarget] = useState<OfferFormTarget>(null);
  const [deleting, setDeleting] = useState<SellerOffer | null>(null);
  const [consenting, setConsenting] = useState<SellerOffer | null>(null);
  const filtered = status !== 'ALL' || productId !== null;
  const currency = currencyOf(metadata.data?.features.platform ?? {});
  // An additive-only seller (decision 042) has no fuel offers: "Meine Angebote" are its additive ones.
  if (metadata.data?.sellerKind === 'ADDITIVES') return <Navigate to={findRoute('additiveOffers').href} replace />;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.offers.title')}
        description={t('sellerOffers.description')}
        actions={<OffersHeaderActions onNew={() => setFormTarget('new')} newDisabled={!metadata.data} />}
      />
      <RouteMarketSelection value="FUEL" routes={{ FUEL: 'offers', ADDITIVE: 'additiveOffers' }} />
      <OfferFilters
        status={status}
        productId={productId}
        counts={offers.data?.counts}
        fuels={metadata.data?.fuels ?? []}
        onStatus={(value) => {
          setStatus(value);
          setPage(1);
        }}
        onProduct={(value) => {
          setProductId(value);
          setPage(1);
        }}
      />
      {offers.isPending && <Skeleton h={240} radius="md" />}
      {offers.isError && (
        <ErrorAlert
          title={t('sellerOffers.loadFailed')}
          message={isApiError(offers.error) ? offers.error.message : t('app.unexpectedError')}
        />
      )}
      {offers.isSuccess && offers.data.offers.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="offers-empty">
          {filtered ? t('sellerOffers.emptyFiltered') : t('sellerOffers.empty')}
        </Text>
      )}
      {offers.isSuccess && offers.data.offers.length > 0 && (
        <>
          <OfferTable
            offers={offers.data.offers}
            currency={currency}
            onEdit={setFormTarget}
            onDelete={setDeleting}
            onAutoExecution={setConsenting}
          />
          <OffersFooter total={offers.data.total} pageCount={offers.data.pageCount} page={page} onPage={setPage} />
        </>
      )}
      <TargetDemandPanel currency={currency} />
      {metadata.data && (
        <OfferFormModal target={formTarget} metadata={metadata.data} onClose={() => setFormTarget(null)} />
      )}
      <DeleteOfferDialog offer={deleting} onClose={() => setDeleting(null)} />
      <AutoExecutionDialog offer={consenting} onClose={() => setConsenting(null)} />
    </Stack>
  );
}
