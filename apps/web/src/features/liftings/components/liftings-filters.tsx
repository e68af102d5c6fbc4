import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiftingListQuery } from '@fuel/domain/contracts/liftings';
import { DebouncedSearchField } from '../../../ui/form/debounced-search-field';

/** The list's filters; null and '' mean "not filtered". Days are "YYYY-MM-DD", both ends inclusive. */
export type LiftingFilters = { from: string | null; to: string | null; q: string };

export const NO_LIFTING_FILTERS: LiftingFilters = { from: null, to: null, q: '' };

/** The API query of the filters and page (the server sorts a range given the wrong way round). */
export function toLiftingListQuery(f: LiftingFilters, pageNumber: number): LiftingListQuery {
  const q = f.q.trim();
  return {
    from: f.from ?? undefined,
    to: f.to ?? undefined,
    q: q === '' ? undefined : q,
    pageNumber: pageNumber > 1 ? pageNumber : undefined,
  };
}

type Props = { filters: LiftingFilters; onChange: (patch: Partial<LiftingFilters>) => void };

/** Lifted from / to (business days) and a contract or bill of lading number; every change applies at once. */
export function LiftingFiltersBar({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const day = (v: string) => (v === '' ? null : v);
  const active = filters.from !== null || filters.to !== null || filters.q !== '';
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" data-testid="liftings-filters">
      <TextInput
        type="date"
        label={t('liftings.filters.from')}
        value={filters.from ?? ''}
        onChange={(e) => onChange({ from: day(e.currentTarget.value) })}
        data-testid="liftings-filter-from"
      />
      <TextInput
        type="date"
        label={t('liftings.filters.to')}
        value={filters.to ?? ''}
        onChange={(e) => onChange({ to: day(e.currentTarget.value) })}
        data-testid="liftings-filter-to"
      />
      <DebouncedSearchField
        label={t('liftings.filters.search')}
        placeholder={t('liftings.filters.searchPlaceholder')}
        value={filters.q}
        onChange={(q) => onChange({ q })}
        data-testid="liftings-filter-search"
      />
      {active && (
        <Group>
          <Button variant="subtle" onClick={() => onChange(NO_LIFTING_FILTERS)} data-testid="liftings-filter-reset">
            {t('liftings.filters.reset')}
          </Button>
        </Group>
      )}
    </SimpleGrid>
  );
}
