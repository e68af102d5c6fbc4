import { TRIGGER_FIELD_LABELS as L } from '@fuel/domain/contracts/trigger-contracts';
import { NumberField } from '../../../ui/form/number-field';
import type { ContractFormControl } from './contract-form-control';

/** How much may be triggered: contract volume, daily trigger limit, minimum and maximum order. */
export function ContractVolumeFields({ control }: { control: ContractFormControl }) {
  return (
    <>
      <NumberField
        control={control}
        name="volumeCbm"
        label={`${L.volumeCbm} (cbm)`}
        required
        decimals={3}
        signed={false}
        data-testid="trigger-volume"
      />
      <NumberField
        control={control}
        name="dailyTriggerLimit"
        label={L.dailyTriggerLimit}
        required
        decimals={0}
        signed={false}
        data-testid="trigger-daily-limit"
      />
      <NumberField
        control={control}
        name="minOrderCbm"
        label={`${L.minOrderCbm} (cbm)`}
        required
        decimals={3}
        signed={false}
        data-testid="trigger-min"
      />
      <NumberField
        control={control}
        name="maxOrderCbm"
        label={`${L.maxOrderCbm} (cbm)`}
        required
        decimals={3}
        signed={false}
        data-testid="trigger-max"
      />
    </>
  );
}
