import { useState } from 'react';
import { Button, Group, Pagination, SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileUpload, IconPlus } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfferDisplayStatus } from '@fuel/domain/offers/offer-rules';
import { OFFER_DISPLAY_STATUS_LABELS } from '@fuel/domain/offers/offer-rules';
import { MY_OFFERS_PAGE_SIZE, type SellerOffer } from '@fuel/domain/contracts/offers';
import { currencyOf } from '@fuel/domain/brands/currency';
import { isApiError } from '../../lib/api-client';
import { useMetadata } from '../../lib/api/get-metadata';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { useMyOffers } from '../../lib/api/get-my-offers';
import { findRoute } from '../../lib/navigation/route-table';
import { RouteMarketSelection } from '../../ui/market-selection';
import { DeleteOfferDialog } from './components/delete-offer-dialog';
import { OfferFormModal, type OfferFormTarget } from './components/offer-form-modal';
import { OfferTable } from './components/offer-table';

type StatusFilter = OfferDisplayStatus | 'ALL';
/** The status filter's choices in a seller's order of interest; "Alle" last. */
const STATUS_FILTERS: StatusFilter[] = ['ACTIVE', 'PLANNED', 'PAUSED', 'SOLD_OUT', 'EXPIRED', 'ALL'];

/** /meine-angebote (sellers): the seller's fuel offers with status and volumes; create, edit, clone, pause, delete. */
export default function OffersPage() {
  const { t } = useTranslation();
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
  // Six choices with counts do not fit a phone's width side by side: below `sm` they stack.
  const narrow = useMediaQuery('(max-width: 47.99em)');
  const counts = offers.data?.counts;
  const countOf = (s: StatusFilter) =>
    counts ? (s === 'ALL' ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[s]) : undefined;
  const statusLabel = (s: StatusFilter) => {
    const label = s === 'ALL' ? t('sellerOffers.allStatuses') : OFFER_DISPLAY_STATUS_LABELS[s];
    const count = countOf(s);
    return count === undefined ? label : t('sellerOffers.statusWithCount', { label, count });
  };
  const [formTarget, setFormTarget] = useState<OfferFormTarget>(null);
  const [deleting, setDeleting] = useState<SellerOffer | null>(null);
  const filtered = status !== 'ALL' || productId !== null;
  const currency = currencyOf(metadata.data?.features.platform ?? {});
  // An additive-only seller (decision 042) has no fuel offers: "Meine Angebote" are its additive ones.
  if (metadata.data?.sellerKind === 'ADDITIVES') return <Navigate to={findRoute('additiveOffers').href} replace />;

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.offers.title')}
        description={t('sellerOffers.description')}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to="/meine-angebote/csv-upload"
              variant="default"
              leftSection={<IconFileUpload size={16} />}
              data-testid="offers-csv-upload"
            >
              {t('csvUploads.open')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setFormTarget('new')}
              disabled={!metadata.data}
              data-testid="new-offer"
            >
              {t('sellerOffers.newOffer')}
            </Button>
          </Group>
        }
      />
      <RouteMarketSelection value="FUEL" routes={{ FUEL: 'offers', ADDITIVE: 'additiveOffers' }} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="offer-status-filter-label">
            {t('sellerOffers.filterStatus')}
          </Text>
          <SegmentedControl
            aria-labelledby="offer-status-filter-label"
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth={narrow}
            data={STATUS_FILTERS.map((s) => ({ value: s, label: statusLabel(s) }))}
            value={status}
            onChange={(value) => {
              setStatus(value as StatusFilter);
              setPage(1);
            }}
            data-testid="offer-status-filter"
          />
        </Stack>
        <Select
          label={t('sellerOffers.filterProduct')}
          placeholder={t('sellerOffers.allProducts')}
          data={(metadata.data?.fuels ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={productId}
          onChange={(value) => {
            setProductId(value);
            setPage(1);
          }}
          clearable
          miw={220}
          data-testid="offer-product-filter"
        />
      </Group>
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
          <OfferTable offers={offers.data.offers} currency={currency} onEdit={setFormTarget} onDelete={setDeleting} />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" data-testid="offers-total">
              {t('sellerOffers.count', { count: offers.data.total })}
            </Text>
            {offers.data.pageCount > 1 && (
              <Pagination
                total={offers.data.pageCount}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`sellerOffers.pagination.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('sellerOffers.pagination.page', { page: item }) })}
                data-testid="offers-pagination"
              />
            )}
          </Group>
        </>
      )}
      {metadata.data && (
        <OfferFormModal target={formTarget} metadata={metadata.data} onClose={() => setFormTarget(null)} />
      )}
      <DeleteOfferDialog offer={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
