import { Input, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { FUTURE_MONTHS } from '@fuel/domain/constants';
import {
  AMOUNT_UNITS,
  EXPIRY_DIRECTION_LABELS,
  EXPIRY_DIRECTIONS,
  PRICE_RULE_UNITS,
  PRICING_RULE_FIELD_LABELS as F,
  type PricingRuleKind,
} from '@fuel/domain/contracts/pricing-engine';
import { FX_SYMBOLS } from '@fuel/domain/market-data/symbols';
import { DateField } from '../../../ui/form/date-field';
import { NumberField } from '../../../ui/form/number-field';
import { TimeField } from '../../../ui/form/time-field';
import type { RuleFormValues } from '../rules/rule-form-logic';

type Props = { control: Control<RuleFormValues>; kind: PricingRuleKind };
type ParamName = `params.${string}`;

/** A choice among a few fixed values (units, symbols, months, directions) bound to a param. */
function ChoiceField({
  control,
  name,
  label,
  data,
}: {
  control: Control<RuleFormValues>;
  name: ParamName;
  label: string;
  data: readonly { value: string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk
          data={data as { value: string; label: string }[]}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          allowDeselect={false}
          data-testid={`rule-${name.replace('params.', '')}`}
        />
      )}
    />
  );
}

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The parameters of one rule kind (contracts/pricing-engine.ts RULE_PARAMS), with the contract's labels. */
export function RuleParamsFields({ control, kind }: Props) {
  const number = (name: ParamName, label: string, decimals: number, signed: boolean) => (
    <NumberField
      control={control}
      name={name}
      label={label}
      required
      decimals={decimals}
      signed={signed}
      data-testid={`rule-${name.replace('params.', '')}`}
    />
  );
  switch (kind) {
    case 'DUTY':
    case 'BIO_BLEND':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {number('params.value', F.value, 4, true)}
          <ChoiceField control={control} name="params.unit" label={F.unit} data={options(AMOUNT_UNITS)} />
        </SimpleGrid>
      );
    case 'PRICE':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {number('params.value', F.value, 4, true)}
          <ChoiceField control={control} name="params.unit" label={F.unit} data={options(PRICE_RULE_UNITS)} />
        </SimpleGrid>
      );
    case 'DENSITY':
      return number('params.density', F.density, 4, false);
    case 'FX':
      return number('params.rate', F.rate, 4, false);
    case 'FX_LIVE_SYMBOL':
      return <ChoiceField control={control} name="params.symbol" label={F.symbol} data={options(FX_SYMBOLS)} />;
    case 'FX_LIVE_PREMIUM':
      return number('params.premium', `${F.premium} (USD je EUR)`, 4, true);
    case 'ICE_EXPIRY':
      return (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField control={control} name="params.date" label={F.date} required data-testid="rule-date" />
            <TimeField control={control} name="params.time" label={F.time} required data-testid="rule-time" />
          </SimpleGrid>
          <Stack gap={4}>
            <Input.Label id="rule-direction-label" required>
              {F.direction}
            </Input.Label>
            <Controller
              control={control}
              name="params.direction"
              render={({ field }) => (
                <SegmentedControl
                  aria-labelledby="rule-direction-label"
                  value={typeof field.value === 'string' ? field.value : 'FORWARD'}
                  onChange={field.onChange}
                  data={EXPIRY_DIRECTIONS.map((d) => ({ value: d, label: EXPIRY_DIRECTION_LABELS[d] }))}
                  data-testid="rule-direction"
                />
              )}
            />
          </Stack>
        </Stack>
      );
    case 'ICE_LIVE':
      return (
        <ChoiceField control={control} name="params.futureMonth" label={F.futureMonth} data={options(FUTURE_MONTHS)} />
      );
    case 'ICE_LIVE_PREMIUM':
      return number('params.value', `${F.value} (USD/mt)`, 2, true);
    case 'ICE_SETTLE':
    case 'PRODUCT_SETTLE':
      return number('params.priceUsdMt', F.priceUsdMt, 2, false);
    case 'MIN_PRICE_TRACKING':
      return number('params.maxPriceFall', F.maxPriceFall, 4, false);
    case 'MIN_PRICE_FIXED':
      return number('params.price', F.price, 4, false);
  }
}
