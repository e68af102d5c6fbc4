import { useState } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { AdditiveOfferFilterOptions } from '@fuel/domain/contracts/additives';
import { NumberInput } from '../../../ui/form/number-input';
import type { AdditiveListFilters } from '../additive-list-state';

type Props = {
  filters: AdditiveListFilters;
  options: AdditiveOfferFilterOptions | undefined;
  /** Whose list: a seller filters by buyer, a buyer by seller. */
  side: 'buyer' | 'seller';
  onChange: (patch: Partial<AdditiveListFilters>) => void;
};

const idData = (list: Array<{ id: number; name: string }>) => list.map((x) => ({ value: String(x.id), label: x.name }));
const toId = (v: string | null) => (v === null ? null : Number(v));
const asText = (id: number | null) => (id === null ? null : String(id));
/** Typing a number applies it after a short pause, not on every key stroke. */
const TYPING_PAUSE_MS = 400;

/** Additive, purchase unit, buyer or seller and the least availability; every change applies at once. */
export function AdditiveFilters({ filters, options, side, onChange }: Props) {
  const { t } = useTranslation();
  const counterparties = side === 'seller' ? options?.buyers : options?.sellers;
  const [minAvailability, setMinAvailability] = useState(filters.minAvailability);
  const applyMinAvailability = useDebouncedCallback(
    (v: number | null) => onChange({ minAvailability: v }),
    TYPING_PAUSE_MS,
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" data-testid="additive-filters">
      <Select
        label={t('additives.filters.product')}
        placeholder={t('additives.filters.all')}
        data={idData(options?.products ?? [])}
        value={asText(filters.productId)}
        onChange={(v) => onChange({ productId: toId(v) })}
        clearable
        data-testid="additive-filter-product"
      />
      <Select
        label={t('additives.filters.purchaseUnit')}
        placeholder={t('additives.filters.all')}
        data={(options?.purchaseUnits ?? []).map((u) => ({ value: String(u.value), label: u.label }))}
        value={asText(filters.purchaseUnitId)}
        onChange={(v) => onChange({ purchaseUnitId: toId(v) })}
        clearable
        data-testid="additive-filter-unit"
      />
      <Select
        label={t(side === 'seller' ? 'additives.filters.buyer' : 'additives.filters.seller')}
        placeholder={t('additives.filters.all')}
        data={idData(counterparties ?? [])}
        value={asText(filters.counterpartyId)}
        onChange={(v) => onChange({ counterpartyId: toId(v) })}
        clearable
        searchable
        data-testid="additive-filter-counterparty"
      />
      <NumberInput
        label={t('additives.filters.minAvailability')}
        value={minAvailability}
        onChange={(v) => {
          setMinAvailability(v);
          // A refused text (NaN) changes no filter; the field says why.
          if (v === null || Number.isFinite(v)) applyMinAvailability(v);
        }}
        decimals={0}
        signed={false}
        data-testid="additive-filter-availability"
      />
    </SimpleGrid>
  );
}
