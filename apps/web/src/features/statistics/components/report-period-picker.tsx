import { Button, Group, Input } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { QUICK_RANGE_DAYS, type DayRange, type QuickRangeDays } from '@fuel/domain/statistics/periods';
import type { activeQuickRange } from '../report-query';

const QUICK_BUTTONS = [
  ...QUICK_RANGE_DAYS.map((days) => ({ days, key: String(days) as '1' | '7' | '30' })),
  { days: null, key: 'all' as const },
];

type Props = {
  /** The quick range in force, if any. */
  active: ReturnType<typeof activeQuickRange>;
  /** The period shown in the picker: the chosen range, or the one the server answered for a quick range. */
  shown: DayRange | null;
  /** Today in business time: the picker offers no future day (spec section 2). */
  today: string;
  testId: string;
  onQuickRange: (days: QuickRangeDays | null) => void;
  onDateRange: (range: DayRange | null) => void;
};

/** The report's period: quick ranges Tag, Woche, Monat and Alle, and a date range picker. */
export function ReportPeriodPicker({ active, shown, today, testId, onQuickRange, onDateRange }: Props) {
  const { t } = useTranslation();
  const quickLabelId = `${testId}-quick-label`;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Input.Wrapper label={t('statistics.filters.quickRange')} labelProps={{ id: quickLabelId, component: 'span' }}>
        <Group gap={4} role="group" aria-labelledby={quickLabelId} wrap="nowrap">
          {QUICK_BUTTONS.map(({ days, key }) => (
            <Button
              key={key}
              size="sm"
              variant={active === (days ?? 'all') ? 'filled' : 'default'}
              aria-pressed={active === (days ?? 'all')}
              onClick={() => onQuickRange(days)}
              data-testid={`${testId}-quick-${key}`}
            >
              {t(`statistics.filters.quick.${key}`)}
            </Button>
          ))}
        </Group>
      </Input.Wrapper>
      <DatePickerInput
        type="range"
        label={t('statistics.filters.dateRange')}
        placeholder={t('statistics.filters.dateRangePlaceholder')}
        valueFormat="DD.MM.YYYY"
        value={shown ? [shown.from, shown.to] : [null, null]}
        maxDate={today}
        onChange={(v) => {
          const [from, to] = v as [string | null, string | null];
          // A range applies once both days are chosen, or when it is cleared.
          if (from && to) onDateRange({ from, to });
          else if (!from && !to) onDateRange(null);
        }}
        clearable
        allowSingleDateInRange
        miw={230}
        style={{ flex: '1 1 230px' }}
        data-testid={`${testId}-range`}
      />
    </Group>
  );
}
