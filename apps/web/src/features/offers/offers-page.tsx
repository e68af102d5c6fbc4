import { useState } from 'react';
import { Button, Group, MultiSelect, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OfferDisplayStatus } from '@fuel/domain/offers/offer-rules';
import { OFFER_DISPLAY_STATUSES, OFFER_DISPLAY_STATUS_LABELS } from '@fuel/domain/offers/offer-rules';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { currencyOf } from '@fuel/domain/brands/currency';
import { isApiError } from '../../lib/api-client';
import { useMetadata } from '../../lib/api/get-metadata';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { useMyOffers } from '../../lib/api/get-my-offers';
import { DeleteOfferDialog } from './components/delete-offer-dialog';
import { OfferFormModal, type OfferFormTarget } from './components/offer-form-modal';
import { OfferTable } from './components/offer-table';

/** /meine-angebote (sellers): the seller's fuel offers with status and volumes; create, edit, clone, pause, delete. */
export default function OffersPage() {
  const { t } = useTranslation();
  const metadata = useMetadata();
  const [status, setStatus] = useState<OfferDisplayStatus[]>([]);
  const [productId, setProductId] = useState<string | null>(null);
  const filters = { status: status.length ? status : undefined, productId: productId ? [Number(productId)] : undefined };
  const offers = useMyOffers(filters);
  const [formTarget, setFormTarget] = useState<OfferFormTarget>(null);
  const [deleting, setDeleting] = useState<SellerOffer | null>(null);
  const filtered = status.length > 0 || productId !== null;
  const currency = currencyOf(metadata.data?.features.platform ?? {});

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.offers.title')}
        description={t('sellerOffers.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setFormTarget('new')} disabled={!metadata.data} data-testid="new-offer">
            {t('sellerOffers.newOffer')}
          </Button>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <MultiSelect
          label={t('sellerOffers.filterStatus')}
          placeholder={t('sellerOffers.allStatuses')}
          data={OFFER_DISPLAY_STATUSES.map((s) => ({ value: s, label: OFFER_DISPLAY_STATUS_LABELS[s] }))}
          value={status}
          onChange={(value) => setStatus(value as OfferDisplayStatus[])}
          clearable
          miw={240}
          data-testid="offer-status-filter"
        />
        <Select
          label={t('sellerOffers.filterProduct')}
          placeholder={t('sellerOffers.allProducts')}
          data={(metadata.data?.fuels ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={productId}
          onChange={setProductId}
          clearable
          miw={220}
          data-testid="offer-product-filter"
        />
      </Group>
      {offers.isPending && <Skeleton h={240} radius="md" />}
      {offers.isError && (
        <ErrorAlert title={t('sellerOffers.loadFailed')} message={isApiError(offers.error) ? offers.error.message : t('app.unexpectedError')} />
      )}
      {offers.isSuccess && offers.data.offers.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="offers-empty">
          {filtered ? t('sellerOffers.emptyFiltered') : t('sellerOffers.empty')}
        </Text>
      )}
      {offers.isSuccess && offers.data.offers.length > 0 && (
        <OfferTable offers={offers.data.offers} currency={currency} onEdit={setFormTarget} onDelete={setDeleting} />
      )}
      {metadata.data && <OfferFormModal target={formTarget} metadata={metadata.data} onClose={() => setFormTarget(null)} />}
      <DeleteOfferDialog offer={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
