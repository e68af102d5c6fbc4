import { MultiSelect, Stack } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import type { Currency } from '@fuel/domain/formats/number';
import { NumberField } from '../../../ui/form/number-field';
import type { BuyerTermsFieldValues } from './buyer-terms-field-values';
import { BuyerTermsProductRows } from './buyer-terms-product-rows';
import { OnePaymentTermField } from './credit-days-field';
import { useBuyerTermsOptions } from './use-buyer-terms-options';

/** The products chosen in the select; a new one takes `creditDays` (the one term chosen so far, if any). */
function chosenProducts(
  ids: string[],
  current: BuyerTermsFieldValues['products'],
  creditDays: number | undefined,
): BuyerTermsFieldValues['products'] {
  // Keep the credit days and limits of products that stay selected.
  return ids
    .map(Number)
    .map(
      (productId) => current.find((p) => p.productId === productId) ?? { productId, creditDays, dailyLimitCbm: null },
    );
}

/**
 * The seller's terms for one buyer as form fields: credit limit, terminals, products with their
 * payment term ("Zahlungsziel", decision 050) and daily limit. Used by the terms drawer (a term per
 * product) and by the accept dialog (`onePaymentTerm`: one term that fills every granted product),
 * whose forms both carry these fields at the top level (and more of their own).
 */
export function BuyerTermsFields<T extends FieldValues>({
  control: anyControl,
  metadata,
  currency,
  onePaymentTerm = false,
}: {
  control: Control<T>;
  metadata: Metadata;
  currency: Currency;
  onePaymentTerm?: boolean;
}) {
  const { t } = useTranslation();
  // Both forms hold the terms' fields under the same names; their other fields are not touched here.
  const control = anyControl as unknown as Control<BuyerTermsFieldValues>;
  const selected = useWatch({ control, name: 'products' }) ?? [];
  // In the accept dialog a newly chosen product takes the one term chosen so far.
  const oneTerm = useWatch({ control, name: 'paymentTermDays' });
  const { grantsFuel, productOptions, productName, terminalGroups } = useBuyerTermsOptions(metadata);

  return (
    <Stack gap="md">
      <NumberField
        control={control}
        name="creditLimit"
        label={t('relationships.terms.creditLimit', { currency: currency })}
        required
        decimals={2}
        signed={false}
        data-testid="terms-credit-limit"
      />
      {onePaymentTerm && <OnePaymentTermField control={control} />}
      <Controller
        control={control}
        name="terminalIds"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={t('relationships.terms.terminals')}
            data={terminalGroups}
            value={(field.value ?? []).map(String)}
            onChange={(v) => field.onChange(v.map(Number))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            searchable
            clearable
            data-testid="terms-terminals"
          />
        )}
      />
      <Controller
        control={control}
        name="products"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={t('relationships.terms.products')}
            data={productOptions}
            value={(field.value ?? []).map((p) => String(p.productId))}
            onChange={(ids) =>
              field.onChange(chosenProducts(ids, field.value ?? [], onePaymentTerm ? oneTerm : undefined))
            }
            onBlur={field.onBlur}
            error={fieldState.error?.root?.message ?? fieldState.error?.message}
            searchable
            description={grantsFuel ? undefined : t('relationships.terms.noFuelsForAdditiveSeller')}
            data-testid="terms-products"
          />
        )}
      />
      <BuyerTermsProductRows
        control={control}
        selected={selected}
        productName={productName}
        onePaymentTerm={onePaymentTerm}
      />
    </Stack>
  );
}
