import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TRIGGER_FIELD_LABELS as L } from '@fuel/domain/contracts/trigger-contracts';
import { IdMultiSelectField } from '../../../ui/form/id-multi-select-field';
import { TimeField } from '../../../ui/form/time-field';
import type { ContractFormControl } from './contract-form-control';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** When the buyer may trigger: weekdays and the time window. */
export function ContractWindowFields({ control }: { control: ContractFormControl }) {
  const { t } = useTranslation();
  const dayOptions = WEEKDAYS.map((d) => ({ value: d, label: t(`triggers.weekdays.d${d}`) }));
  return (
    <>
      <IdMultiSelectField
        control={control}
        name="triggerWindow.days"
        label={L.days}
        required
        options={dayOptions}
        data-testid="trigger-days"
      />
      <SimpleGrid cols={2}>
        <TimeField control={control} name="triggerWindow.from" label={L.from} required data-testid="trigger-from" />
        <TimeField control={control} name="triggerWindow.to" label={L.to} required data-testid="trigger-to" />
      </SimpleGrid>
    </>
  );
}
