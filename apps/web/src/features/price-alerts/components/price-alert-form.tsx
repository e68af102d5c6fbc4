import { Alert, SimpleGrid, Stack } from '@mantine/core';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import {
  LIFTING_PERIOD_TYPE_LABELS,
  LIFTING_PERIOD_TYPES,
  PRICE_ALERT_FIELD_LABELS as L,
  PRICE_ALERT_OPERATOR_LABELS,
  PRICE_ALERT_OPERATORS,
  PriceAlertInputSchema,
  type PriceAlert,
  type PriceAlertFormValues,
  type PriceAlertInput,
} from '@fuel/domain/contracts/price-alerts';
import { FormFooter } from '../../../ui/form/form-footer';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { ErrorAlert } from '../../../ui/error-alert';
import { terminalOptionsByRegion } from '../../../ui/form/id-options';
import { IdSelectField } from '../../../ui/form/id-select-field';
import { NumberField } from '../../../ui/form/number-field';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { AlertChoiceField } from './alert-choice-field';

type Props = {
  metadata: Pick<Metadata, 'fuels' | 'regions'>;
  /** The alert being edited, or null for a new one. */
  alert: PriceAlert | null;
  onSubmit: (input: PriceAlertInput) => Promise<void>;
  onCancel: () => void;
};

/** A new alert: "≤" (buy when it gets cheap), all lifting periods. */
export function newAlertValues(): PriceAlertFormValues {
  return {
    comment: '',
    value: null,
    operator: 'LTE',
    productId: null,
    terminalId: null,
    liftingPeriodType: 'ALL',
  } as unknown as PriceAlertFormValues;
}

export function alertFormValuesOf(alert: PriceAlert): PriceAlertFormValues {
  const { comment, value, operator, productId, terminalId, liftingPeriodType } = alert;
  return { comment, value, operator, productId, terminalId, liftingPeriodType };
}

/** Spec section 3 "Price alert": comment, value in EUR/100L15, operator, product, terminal, lifting period type. */
export function PriceAlertForm({ metadata, alert, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useAppForm(
    PriceAlertInputSchema,
    (alert ? alertFormValuesOf(alert) : newAlertValues()) as DefaultValues<PriceAlertFormValues>,
  );
  const { control } = form;
  const terminals = terminalOptionsByRegion(metadata.regions);

  const submit = useServerSubmit(form, onSubmit, L);

  return (
    <form onSubmit={submit} noValidate data-testid="price-alert-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && (
          <ErrorAlert title={t('priceAlerts.saveFailed')} message={form.formState.errors.root.message} />
        )}
        {alert?.status === 'TRIGGERED' && (
          <Alert color="blue" variant="light">
            {t('priceAlerts.reactivateHint')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <IdSelectField
            control={control}
            name="productId"
            label={L.productId}
            required
            options={metadata.fuels.map((p) => ({ value: p.id, label: p.name }))}
            data-testid="alert-product"
          />
          <IdSelectField
            control={control}
            name="terminalId"
            label={L.terminalId}
            required
            options={terminals}
            data-testid="alert-terminal"
          />
        </SimpleGrid>
        <AlertChoiceField
          control={control}
          name="operator"
          label={L.operator}
          labelId="alert-operator-label"
          fallback="LTE"
          data={PRICE_ALERT_OPERATORS.map((o) => ({ value: o, label: PRICE_ALERT_OPERATOR_LABELS[o] }))}
          data-testid="alert-operator"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField
            control={control}
            name="value"
            label={L.value}
            required
            decimals={4}
            signed={false}
            data-testid="alert-value"
          />
        </SimpleGrid>
        <AlertChoiceField
          control={control}
          name="liftingPeriodType"
          label={L.liftingPeriodType}
          labelId="alert-period-label"
          fallback="ALL"
          data={LIFTING_PERIOD_TYPES.map((p) => ({ value: p, label: LIFTING_PERIOD_TYPE_LABELS[p] }))}
          data-testid="alert-period"
        />
        <TextField control={control} name="comment" label={L.comment} data-testid="alert-comment" />
        <FormFooter onCancel={onCancel} loading={form.formState.isSubmitting} submitTestId="alert-submit" />
      </Stack>
    </form>
  );
}
