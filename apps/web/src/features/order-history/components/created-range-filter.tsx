import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { HistoryFilters } from '../history-state';

/** The order date range; it applies once both days are chosen, or when it is cleared. */
export function CreatedRangeFilter({
  value,
  onChange,
}: {
  value: HistoryFilters['created'];
  onChange: (patch: Partial<HistoryFilters>) => void;
}) {
  const { t } = useTranslation();
  return (
    <DatePickerInput
      type="range"
      label={t('orderHistory.filters.created')}
      placeholder={t('orderHistory.filters.createdPlaceholder')}
      valueFormat="DD.MM.YYYY"
      value={value}
      onChange={(v) => {
        const [from, to] = v as [string | null, string | null];
        // A range applies once both days are chosen, or when it is cleared.
        if ((from && to) || (!from && !to)) onChange({ created: [from, to] });
      }}
      clearable
      allowSingleDateInRange
      data-testid="order-history-created"
    />
  );
}
