import { Group } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../ui/form/number-field';
import type { Ranges } from './use-range-filters';

/** Price from/to and volume from/to, the latter two side by side. */
export function RangeFilterFields({ control }: { control: Control<Ranges> }) {
  const { t } = useTranslation();
  return (
    <>
      <NumberField
        control={control}
        name="priceMin"
        label={t('orderHistory.filters.priceMin')}
        decimals={2}
        signed={false}
      />
      <NumberField
        control={control}
        name="priceMax"
        label={t('orderHistory.filters.priceMax')}
        decimals={2}
        signed={false}
      />
      <Group gap="sm" grow align="flex-end" wrap="nowrap">
        <NumberField
          control={control}
          name="volumeMin"
          label={t('orderHistory.filters.volumeMin')}
          decimals={3}
          signed={false}
        />
        <NumberField
          control={control}
          name="volumeMax"
          label={t('orderHistory.filters.volumeMax')}
          decimals={3}
          signed={false}
        />
      </Group>
    </>
  );
}
