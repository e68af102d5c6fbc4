import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { OfferDisplayStatus } from '@fuel/domain/offers/offer-rules';
import { OFFER_DISPLAY_STATUS_LABELS } from '@fuel/domain/offers/offer-rules';

export type StatusFilter = OfferDisplayStatus | 'ALL';
/** The status filter's choices in a seller's order of interest; "Alle" last. */
const STATUS_FILTERS: StatusFilter[] = ['ACTIVE', 'PLANNED', 'PAUSED', 'SOLD_OUT', 'EXPIRED', 'ALL'];

type Props = {
  status: StatusFilter;
  productId: string | null;
  /** Offers per status, once loaded; each choice shows its count. */
  counts: Record<OfferDisplayStatus, number> | undefined;
  fuels: Array<{ id: number; name: string }>;
  onStatus: (status: StatusFilter) => void;
  onProduct: (productId: string | null) => void;
};

/** The seller's offer filters: status (with counts) and product. */
export function OfferFilters({ status, productId, counts, fuels, onStatus, onProduct }: Props) {
  const { t } = useTranslation();
  // Six choices with counts do not fit a phone's width side by side: below `sm` they stack.
  const narrow = useMediaQuery('(max-width: 47.99em)');
  const countOf = (s: StatusFilter) =>
    counts ? (s === 'ALL' ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[s]) : undefined;
  const statusLabel = (s: StatusFilter) => {
    const label = s === 'ALL' ? t('sellerOffers.allStatuses') : OFFER_DISPLAY_STATUS_LABELS[s];
    const count = countOf(s);
    return count === undefined ? label : t('sellerOffers.statusWithCount', { label, count });
  };
  return (
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
          onChange={(value) => onStatus(value as StatusFilter)}
          data-testid="offer-status-filter"
        />
      </Stack>
      <Select
        label={t('sellerOffers.filterProduct')}
        placeholder={t('sellerOffers.allProducts')}
        data={fuels.map((p) => ({ value: String(p.id), label: p.name }))}
        value={productId}
        onChange={onProduct}
        clearable
        miw={220}
        data-testid="offer-product-filter"
      />
    </Group>
  );
}
