import { useId } from 'react';
import { Button, Group, Input, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_KINDS, INVOICE_STATE_FILTERS, type InvoiceKind } from '@fuel/domain/contracts/invoices';
import type { OrderSide } from '@fuel/domain/trading/order-status';
import { useOrderHistorySummary } from '../../../lib/api/get-order-history';
import { DebouncedSearchField } from '../../../ui/form/debounced-search-field';
import {
  EMPTY_INVOICE_FILTERS,
  hasActiveInvoiceFilters,
  type InvoiceFilters,
  type InvoiceStateFilter,
} from '../invoice-filters-state';

type Props = { filters: InvoiceFilters; side: OrderSide; onChange: (patch: Partial<InvoiceFilters>) => void };

/** Invoices come from orders: the order history's buyers (sellers) or sellers (buyers) are the partners to pick. */
function usePartnerOptions(side: OrderSide) {
  const summary = useOrderHistorySummary({ productType: 'FUEL' });
  const partners = side === 'seller' ? summary.data?.filterOptions.buyers : summary.data?.filterOptions.sellers;
  return (partners ?? []).map((p) => ({ value: String(p.id), label: p.name }));
}

/** Status, document kind, partner, invoice days and a number search; every change applies at once. */
export function InvoiceFiltersBar({ filters, side, onChange }: Props) {
  const { t } = useTranslation();
  const stateLabel = useId();
  const partners = usePartnerOptions(side);
  const day = (v: string) => (v === '' ? null : v);
  return (
    <Stack gap="sm" mb="md" data-testid="invoice-filters">
      <Stack gap={4}>
        <Input.Label id={stateLabel}>{t('invoices.filters.state')}</Input.Label>
        <SegmentedControl
          aria-labelledby={stateLabel}
          data={INVOICE_STATE_FILTERS.map((s) => ({ value: s, label: t(`invoices.filters.states.${s}`) }))}
          value={filters.state}
          onChange={(v) => onChange({ state: v as InvoiceStateFilter })}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          data-testid="invoice-filter-state"
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
        <Select
          label={t('invoices.filters.kind')}
          placeholder={t('invoices.filters.all')}
          data={INVOICE_KINDS.map((k) => ({ value: k, label: t(`invoices.filters.kinds.${k}`) }))}
          value={filters.kind}
          onChange={(v) => onChange({ kind: v as InvoiceKind | null })}
          clearable
          data-testid="invoice-filter-kind"
        />
        <Select
          label={t(side === 'seller' ? 'invoices.filters.buyer' : 'invoices.filters.seller')}
          placeholder={t('invoices.filters.all')}
          data={partners}
          value={filters.partnerAccountId === null ? null : String(filters.partnerAccountId)}
          onChange={(v) => onChange({ partnerAccountId: v === null ? null : Number(v) })}
          clearable
          searchable
          data-testid="invoice-filter-partner"
        />
        <TextInput
          type="date"
          label={t('invoices.filters.from')}
          value={filters.from ?? ''}
          onChange={(e) => onChange({ from: day(e.currentTarget.value) })}
          data-testid="invoice-filter-from"
        />
        <TextInput
          type="date"
          label={t('invoices.filters.to')}
          value={filters.to ?? ''}
          onChange={(e) => onChange({ to: day(e.currentTarget.value) })}
          data-testid="invoice-filter-to"
        />
        <DebouncedSearchField
          label={t('invoices.filters.search')}
          placeholder={t('invoices.filters.searchPlaceholder')}
          value={filters.q}
          onChange={(q) => onChange({ q })}
          data-testid="invoice-filter-search"
        />
      </SimpleGrid>
      {hasActiveInvoiceFilters(filters) && (
        <Group>
          <Button variant="subtle" onClick={() => onChange(EMPTY_INVOICE_FILTERS)} data-testid="invoice-filter-reset">
            {t('invoices.filters.reset')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
