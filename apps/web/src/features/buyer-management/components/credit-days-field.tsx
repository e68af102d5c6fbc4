import { Select } from '@mantine/core';
import { Controller, useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CREDIT_DAYS_OPTIONS } from '@fuel/domain/constants';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  productName: string;
  disabled?: boolean;
  'data-testid'?: string;
};

/** The payment term of one allowed product in days (spec section 5: 7, 14, 21, 30 or 45; decision 050), in a row of the products table. */
export function CreditDaysField<T extends FieldValues>({
  control,
  name,
  productName,
  disabled,
  'data-testid': testId,
}: Props<T>) {
  const { t } = useTranslation();
  const options = CREDIT_DAYS_OPTIONS.map((d) => ({
    value: String(d),
    label: t('relationships.terms.creditDaysOption', { days: d }),
  }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          aria-label={`${t('relationships.terms.creditDays')} ${productName}`}
          required
          data={options}
          value={typeof field.value === 'number' ? String(field.value) : null}
          onChange={(v) => field.onChange(v ? Number(v) : undefined)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          disabled={disabled}
          data-testid={testId}
        />
      )}
    />
  );
}

/** What OnePaymentTermField edits: the one term and the granted products it fills. */
type OneTermValues = {
  paymentTermDays?: number;
  products: Array<{ productId: number; creditDays?: number; dailyLimitCbm: number | null }>;
};

/**
 * The accept dialog's one "Zahlungsziel" (decision 050): the term is per product, and choosing it here
 * fills every granted product (changeable per product later, in the conditions drawer).
 */
export function OnePaymentTermField<T extends FieldValues>({ control: anyControl }: { control: Control<T> }) {
  const { t } = useTranslation();
  const control = anyControl as unknown as Control<OneTermValues>;
  const term = useController({ control, name: 'paymentTermDays' });
  const products = useController({ control, name: 'products' });
  const options = CREDIT_DAYS_OPTIONS.map((d) => ({
    value: String(d),
    label: t('relationships.terms.creditDaysOption', { days: d }),
  }));
  return (
    <Select
      label={t('relationships.terms.paymentTerm')}
      description={t('relationships.terms.paymentTermForAll')}
      required
      data={options}
      value={typeof term.field.value === 'number' ? String(term.field.value) : null}
      onChange={(v) => {
        const days = v ? Number(v) : undefined;
        term.field.onChange(days);
        products.field.onChange((products.field.value ?? []).map((p) => ({ ...p, creditDays: days })));
      }}
      onBlur={term.field.onBlur}
      error={term.fieldState.error?.message}
      data-testid="terms-payment-term"
    />
  );
}
