import { useEffect } from 'react';
import { Button, Group, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OrderHistoryFilterOptions } from '@fuel/domain/contracts/order-history';
import type { OrderSide, OrderStatus } from '@fuel/domain/trading/order-status';
import type { OrderProductType } from '@fuel/domain/contracts/orders';
import { NumberField } from '../../../ui/form/number-field';
import { EMPTY_FILTERS, hasActiveFilters, type HistoryFilters } from '../history-state';

type Ranges = Pick<HistoryFilters, 'priceMin' | 'priceMax' | 'volumeMin' | 'volumeMax'>;
const RANGE_KEYS = ['priceMin', 'priceMax', 'volumeMin', 'volumeMax'] as const;
/** Typing a number applies it after a short pause, not on every key stroke. */
const TYPING_PAUSE_MS = 400;

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
  const { control, reset } = useForm<Ranges>({ defaultValues: pickRanges(filters) });
  const ranges = useWatch({ control });

  useEffect(() => {
    const timer = setTimeout(() => {
      const patch: Partial<Ranges> = {};
      for (const key of RANGE_KEYS) {
        const v = ranges[key] ?? null;
        // A refused text (NaN) changes no filter; the field says why.
        if (v !== filters[key] && (v === null || Number.isFinite(v))) patch[key] = v;
      }
      if (Object.keys(patch).length > 0) onChange(patch);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [ranges, filters, onChange]);

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
      <DatePickerInput
        type="range"
        label={t('orderHistory.filters.created')}
        placeholder={t('orderHistory.filters.createdPlaceholder')}
        valueFormat="DD.MM.YYYY"
        value={filters.created}
        onChange={(v) => {
          const [from, to] = v as [string | null, string | null];
          // A range applies once both days are chosen, or when it is cleared.
          if ((from && to) || (!from && !to)) onChange({ created: [from, to] });
        }}
        clearable
        allowSingleDateInRange
        data-testid="order-history-created"
      />
      {fuel && (
        <>
          <NumberField
            control={control}
            name="priceMin"
            label={t('orderHistory.filters.priceMin')}
            decimals={2}
            signed={false}
          />
          <NumberField
            control={control}
            name="priceMax"
            label={t('orderHistory.filters.priceMax')}
            decimals={2}
            signed={false}
          />
          <Group gap="sm" grow align="flex-end" wrap="nowrap">
            <NumberField
              control={control}
              name="volumeMin"
              label={t('orderHistory.filters.volumeMin')}
              decimals={3}
              signed={false}
            />
            <NumberField
              control={control}
              name="volumeMax"
              label={t('orderHistory.filters.volumeMax')}
              decimals={3}
              signed={false}
            />
          </Group>
        </>
      )}
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

function pickRanges(f: HistoryFilters): Ranges {
  return { priceMin: f.priceMin, priceMax: f.priceMax, volumeMin: f.volumeMin, volumeMax: f.volumeMax };
}
