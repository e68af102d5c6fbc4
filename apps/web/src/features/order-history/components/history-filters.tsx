import { Button, Group, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderHistoryFilterOptions } from '@fuel/domain/contracts/order-history';
import type { OrderSide, OrderStatus } from '@fuel/domain/trading/order-status';
import type { OrderProductType } from '@fuel/domain/contracts/orders';
import { EMPTY_FILTERS, hasActiveFilters, type HistoryFilters } from '../history-state';
import { CreatedRangeFilter } from './created-range-filter';
import { RangeFilterFields } from './range-filter-fields';
import { pickRanges, useRangeFilters } from './use-range-filters';

const toData = (list: Array<{ id: number; name: string }>) => list.map((x) => ({ value: String(x.id), label: x.name }));
const toId = (v: string | null) => (v === null ? null : Number(v));

type Props = {
  filters: HistoryFilters;
  /** Additive orders have no terminal, and their prices and quantities are per unit: those filters are fuel's. */
  productType?: OrderProductType;
  options: OrderHistoryFilterOptions | undefined;
  side: OrderSide;
  onChange: (patch: Partial<HistoryFilters>) => void;
};

/** Status, product, terminal, counterparty, order date and price/volume ranges; every change applies at once. */
export function HistoryFiltersBar({ filters, options, side, productType = 'FUEL', onChange }: Props) {
  const { t } = useTranslation();
  const { control, reset } = useRangeFilters(filters, onChange);

  const counterparties = side === 'buyer' ? options?.sellers : options?.buyers;
  const fuel = productType === 'FUEL';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" mb="md" data-testid="order-history-filters">
      <MultiSelect
        label={t('orderHistory.filters.status')}
        placeholder={filters.statuses.length === 0 ? t('orderHistory.filters.all') : undefined}
        data={(options?.status ?? []).map((s) => ({ value: s.code, label: s.label }))}
        value={filters.statuses}
        onChange={(v) => onChange({ statuses: v as OrderStatus[] })}
        clearable
      />
      <Select
        label={t('orderHistory.filters.product')}
        placeholder={t('orderHistory.filters.all')}
        data={toData(options?.products ?? [])}
        value={filters.productId === null ? null : String(filters.productId)}
        onChange={(v) => onChange({ productId: toId(v) })}
        clearable
        searchable
      />
      {fuel && (
        <Select
          label={t('orderHistory.filters.terminal')}
          placeholder={t('orderHistory.filters.all')}
          data={toData(options?.terminals ?? [])}
          value={filters.terminalId === null ? null : String(filters.terminalId)}
          onChange={(v) => onChange({ terminalId: toId(v) })}
          clearable
          searchable
        />
      )}
      {options?.shareholders && (
        <MultiSelect
          label={t('shareholderFilter.label')}
          placeholder={filters.shareholderIds.length === 0 ? t('orderHistory.filters.all') : undefined}
          data={options.shareholders.map((x) => ({ value: String(x.value), label: x.label }))}
          value={filters.shareholderIds.map(String)}
          onChange={(v) => onChange({ shareholderIds: v.map(Number) })}
          clearable
          searchable
          data-testid="order-history-shareholders"
        />
      )}
      <Select
        label={t(side === 'buyer' ? 'orderHistory.filters.seller' : 'orderHistory.filters.buyer')}
        placeholder={t('orderHistory.filters.all')}
        data={toData(counterparties ?? [])}
        value={filters.counterpartyId === null ? null : String(filters.counterpartyId)}
        onChange={(v) => onChange({ counterpartyId: toId(v) })}
        clearable
        searchable
      />
      <CreatedRangeFilter value={filters.created} onChange={onChange} />
      {fuel && <RangeFilterFields control={control} />}
      {hasActiveFilters(filters) && (
        <Group align="flex-end">
          <Button
            variant="subtle"
            onClick={() => {
              reset(pickRanges(EMPTY_FILTERS));
              onChange(EMPTY_FILTERS);
            }}
          >
            {t('orderHistory.resetFilters')}
          </Button>
        </Group>
      )}
    </SimpleGrid>
  );
}
