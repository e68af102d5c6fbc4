import { SimpleGrid } from '@mantine/core';
import { TRIGGER_FIELD_LABELS as L } from '@fuel/domain/contracts/trigger-contracts';
import { DateField } from '../../../ui/form/date-field';
import { NumberField } from '../../../ui/form/number-field';
import type { ContractFormControl } from './contract-form-control';

/** The petrol mix's terms beside its split: the flexibility and the lifting start. */
export function PetrolMixTermsFields({ control }: { control: ContractFormControl }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NumberField
        control={control}
        name="petrolMix.flexibilityPercent"
        label={L.flexibilityPercent}
        required
        decimals={2}
        signed={false}
        data-testid="petrol-mix-flexibility"
      />
      <DateField
        control={control}
        name="petrolMix.liftingStart"
        label={L.liftingStart}
        required
        data-testid="petrol-mix-lifting-start"
      />
    </SimpleGrid>
  );
}
