import { useState } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { TARGET_ORDER_FIELD_LABELS as L } from '@fuel/domain/contracts/target-orders';
import type { TargetFormControl, TargetFormSetValue } from './target-order-values';
import { terminalOptionsByRegion } from '../../../ui/form/id-options';
import { IdMultiSelectField } from '../../../ui/form/id-multi-select-field';
import { IdSelectField } from '../../../ui/form/id-select-field';

type Where = 'terminals' | 'region';

type Props = {
  control: TargetFormControl;
  setValue: TargetFormSetValue;
  regions: Metadata['regions'];
  initial: Where;
};

/** Where the order may be filled: one or more terminals, or every terminal of a region (never both). */
export function TargetWhereField({ control, setValue, regions, initial }: Props) {
  const { t } = useTranslation();
  const [where, setWhere] = useState<Where>(initial);
  const choose = (next: string) => {
    const chosen = next as Where;
    setWhere(chosen);
    // The contract refuses both at once: switching empties the other choice.
    if (chosen === 'region') setValue('terminalIds', []);
    else setValue('regionId', null);
  };
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('targetOrders.form.whereChoice')}
        value={where}
        onChange={choose}
        data={[
          { value: 'terminals', label: t('targetOrders.form.terminals') },
          { value: 'region', label: t('targetOrders.form.region') },
        ]}
        data-testid="target-where"
      />
      {where === 'terminals' ? (
        <IdMultiSelectField
          control={control}
          name="terminalIds"
          label={L.terminalIds}
          required
          options={terminalOptionsByRegion(regions)}
          data-testid="target-terminals"
        />
      ) : (
        <IdSelectField
          control={control}
          name="regionId"
          label={L.regionId}
          required
          options={regions.map((r) => ({ value: r.id, label: r.name }))}
          data-testid="target-region"
        />
      )}
    </Stack>
  );
}
