import { Group, SegmentedControl, Select, Stack, Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarketFilterOptions } from '@fuel/domain/contracts/market';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import type { MarketFilters } from '../api/market-keys';
import { useIsPhone } from '../../../ui/use-is-phone';

type Props = {
  metadata: Metadata;
  options: MarketFilterOptions | undefined;
  filters: MarketFilters;
  onChange: (filters: MarketFilters) => void;
};

const ALL = 'all';
const idOf = (value: string | null) => (value === null || value === ALL ? null : Number(value));

/** Product (segmented), region and terminal, and the delivery address when products are delivered. */
export function MarketFilterBar({ metadata, options, filters, onChange }: Props) {
  const { t } = useTranslation();
  const terminals = (options?.terminals ?? []).filter(
    (x) => filters.regionId === null || x.region.id === filters.regionId,
  );
  const delivered = Boolean(metadata.features.platform.DELIVERED_PRODUCTS);
  // On a phone the products stack and every filter takes the full width (no sideways scrolling).
  const phone = useIsPhone();
  const width = (miw: number) => (phone ? { w: '100%' } : { miw });
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Stack gap={4} w={phone ? '100%' : undefined}>
        <Input.Label>{t('marketplace.product')}</Input.Label>
        <SegmentedControl
          orientation={phone ? 'vertical' : 'horizontal'}
          fullWidth={phone}
          data-testid="market-product-filter"
          value={filters.productId === null ? ALL : String(filters.productId)}
          onChange={(value) => onChange({ ...filters, productId: idOf(value) })}
          data={[
            { value: ALL, label: t('marketplace.allProducts') },
            ...metadata.fuels.map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
      </Stack>
      <Select
        label={t('marketplace.region')}
        placeholder={t('marketplace.allRegions')}
        data={metadata.regions.map((r) => ({ value: String(r.id), label: r.name }))}
        value={filters.regionId === null ? null : String(filters.regionId)}
        onChange={(value) => onChange({ ...filters, regionId: idOf(value), terminalId: null })}
        clearable
        {...width(180)}
        data-testid="market-region-filter"
      />
      <Select
        label={t('marketplace.terminal')}
        placeholder={t('marketplace.allTerminals')}
        data={terminals.map((x) => ({ value: String(x.id), label: `${x.name} (${x.city})` }))}
        value={filters.terminalId === null ? null : String(filters.terminalId)}
        onChange={(value) => onChange({ ...filters, terminalId: idOf(value) })}
        clearable
        searchable
        {...width(240)}
        data-testid="market-terminal-filter"
      />
      {delivered && (options?.deliveryAddress.length ?? 0) > 0 && (
        <Select
          label={t('marketplace.deliveryAddress')}
          data={(options?.deliveryAddress ?? []).map((a) => ({
            value: String(a.id),
            label: `${a.street}, ${a.zipCode} ${a.city}`,
          }))}
          value={filters.deliveryAddressId === null ? null : String(filters.deliveryAddressId)}
          placeholder={t('marketplace.firstAddress')}
          onChange={(value) => onChange({ ...filters, deliveryAddressId: idOf(value) })}
          clearable
          {...width(260)}
          data-testid="market-address-filter"
        />
      )}
    </Group>
  );
}
