import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currencyOf } from '@fuel/domain/brands/currency';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { TRIGGER_FIELD_LABELS as L } from '@fuel/domain/contracts/trigger-contracts';
import { PREMIUM_UNITS } from '@fuel/domain/trigger-contracts/trigger-rules';
import { useFutureMonthOptions } from '../../../lib/use-future-month-options';
import { NumberField } from '../../../ui/form/number-field';
import type { ContractFormControl } from './contract-form-control';
import { ContractPricePreview } from './contract-price-preview';

/** The price basis: future month, premium with its unit, agreed freight, and the resulting price preview. */
export function ContractPriceBasisFields({ control, metadata }: { control: ContractFormControl; metadata: Metadata }) {
  const { t } = useTranslation();
  const monthOptions = useFutureMonthOptions();
  return (
    <>
      <Controller
        control={control}
        name="priceBasis.futureMonth"
        render={({ field, fieldState }) => (
          <Select
            label={L.futureMonth}
            withAsterisk
            data={monthOptions}
            value={(field.value as string) ?? null}
            onChange={field.onChange}
            error={fieldState.error?.message}
            data-testid="trigger-future-month"
          />
        )}
      />
      <NumberField
        control={control}
        name="priceBasis.premium"
        label={L.premium}
        required
        decimals={4}
        data-testid="trigger-premium"
      />
      <Controller
        control={control}
        name="priceBasis.premiumUnit"
        render={({ field }) => (
          <Select
            label={`${L.premium} (Einheit)`}
            withAsterisk
            allowDeselect={false}
            data={PREMIUM_UNITS.map((u) => ({ value: u, label: t(`triggers.premiumUnits.${u}`) }))}
            value={(field.value as string) ?? null}
            onChange={field.onChange}
            data-testid="trigger-premium-unit"
          />
        )}
      />
      <NumberField
        control={control}
        name="priceBasis.agreedFreight"
        label={L.agreedFreight}
        decimals={4}
        signed={false}
        description={t('triggers.composition.agreedFreightHint')}
        data-testid="trigger-agreed-freight"
      />
      <ContractPricePreview control={control} currency={currencyOf(metadata.features.platform ?? {})} />
    </>
  );
}
