import { Button, Group, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatsOptions, StatsRef } from '@fuel/domain/contracts/statistics';
import type { DayRange, QuickRangeDays } from '@fuel/domain/statistics/periods';
import { activeQuickRange, hasChoices, withDateRange, withQuickRange } from '../report-query';
import { ReportPeriodPicker } from './report-period-picker';

/** One dropdown of ids (terminals, products, delivery addresses, accounts). */
type IdFilter = {
  key: string;
  label: string;
  options: readonly StatsRef[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
};

/** What both reports' saved options have (spec section 3): the period, terminals and delivery addresses. */
type ReportOptions = {
  dateRange: DayRange | null;
  days: QuickRangeDays | null;
  terminals: number[];
  deliveryAddresses: number[];
};

/** The report's own list: products (ranking) or the counterparty accounts (product volumes). */
export type OwnFilter<K extends string> = { key: K; label: string; options: readonly StatsRef[] };

type Props<T extends ReportOptions, K extends string> = {
  options: T;
  onChange: (next: T) => void;
  /** "Filter zurücksetzen" goes back to these. */
  defaults: T;
  own: OwnFilter<K>;
  /** The answer's filter options (terminals, delivery addresses). */
  choices: OrderStatsOptions | undefined;
  /** The delivery address dropdown shows only with DELIVERED_PRODUCTS (spec section 2). */
  deliveredProducts: boolean;
  /** The period the server answered for a quick range (shown in the picker). */
  resolved: DayRange | null;
  /** Today in business time: the picker offers no future day (spec section 2). */
  today: string;
  testId: string;
};

/**
 * Spec section 2, report mode: a date range picker (range, no future days), the quick ranges Tag,
 * Woche, Monat and Alle, and the dropdowns; every change applies at once.
 */
export function ReportFilters<T extends ReportOptions & Record<K, number[]>, K extends string>(props: Props<T, K>) {
  const { options, onChange, defaults, own, choices, deliveredProducts, resolved, today, testId } = props;
  const { t } = useTranslation();
  const active = activeQuickRange(options);
  const shown = options.dateRange ?? (options.days !== null ? resolved : null);
  const list = (
    key: string,
    label: string,
    refs: readonly StatsRef[] | undefined,
    field: 'terminals' | 'deliveryAddresses' | K,
  ): IdFilter => ({
    key,
    label,
    options: refs ?? [],
    value: options[field],
    onChange: (ids) => onChange({ ...options, [field]: ids }),
  });
  const filters = [
    list(own.key, own.label, own.options, own.key),
    list('terminals', t('statistics.filters.terminal'), choices?.terminals, 'terminals'),
  ];
  if (deliveredProducts)
    filters.push(
      list(
        'deliveryAddresses',
        t('statistics.filters.deliveryAddress'),
        choices?.deliveryAddresses,
        'deliveryAddresses',
      ),
    );
  return (
    <Stack gap="sm" data-testid={testId}>
      <ReportPeriodPicker
        active={active}
        shown={shown}
        today={today}
        testId={testId}
        onQuickRange={(days) => onChange(withQuickRange(options, days))}
        onDateRange={(range) => onChange(withDateRange(options, range))}
      />
      <SimpleGrid cols={{ base: 1, sm: Math.min(filters.length, 3) }} spacing="sm">
        {filters.map((f) => (
          <MultiSelect
            key={f.key}
            label={f.label}
            placeholder={f.value.length === 0 ? t('statistics.filters.all') : undefined}
            data={f.options.map((o) => ({ value: String(o.id), label: o.name }))}
            value={f.value.map(String)}
            onChange={(ids) => f.onChange(ids.map(Number))}
            clearable
            searchable
            nothingFoundMessage={t('statistics.filters.nothingFound')}
            data-testid={`${testId}-${f.key}`}
          />
        ))}
      </SimpleGrid>
      {hasChoices(options) && (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => onChange(defaults)} data-testid={`${testId}-reset`}>
            {t('statistics.filters.reset')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
