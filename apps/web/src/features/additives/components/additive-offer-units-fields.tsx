import { SimpleGrid } from '@mantine/core';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import type { AdditiveOfferInput, AdditiveOfferInputSchema } from '@fuel/domain/contracts/additives';
import { ADDITIVE_OFFER_LABELS as L } from '@fuel/domain/additives/additive-rules';
import { NumberField } from '../../../ui/form/number-field';

type Props = { control: Control<z.input<typeof AdditiveOfferInputSchema>, unknown, AdditiveOfferInput> };

const whole = { decimals: 0, signed: false } as const;

/** Min and max units per order and the units for sale, whole numbers side by side. */
export function AdditiveOfferUnitsFields({ control }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NumberField
        control={control}
        name="minUnits"
        label={L.minUnits}
        required
        {...whole}
        data-testid="additive-offer-min"
      />
      <NumberField
        control={control}
        name="maxUnits"
        label={L.maxUnits}
        required
        {...whole}
        data-testid="additive-offer-max"
      />
      <NumberField
        control={control}
        name="totalUnits"
        label={L.totalUnits}
        required
        {...whole}
        data-testid="additive-offer-total"
      />
    </SimpleGrid>
  );
}
