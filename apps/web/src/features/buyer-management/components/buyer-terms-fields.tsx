import { useMemo } from 'react';
import { MultiSelect, Stack, Table, Text } from '@mantine/core';
import { Controller, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BuyerProductTerms } from '@fuel/domain/contracts/buyer-management';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { sellerKindRefusal } from '@fuel/domain/additives/additive-rules';
import type { Currency } from '@fuel/domain/formats/number';
import { NumberField } from '../../../ui/form/number-field';
import { CreditDaysField, OnePaymentTermField } from './credit-days-field';

/** The terms' form values as the fields edit them (payment terms undefined until chosen). */
export type BuyerTermsFieldValues = {
  creditLimit?: number | null;
  terminalIds: number[];
  products: Array<Omit<BuyerProductTerms, 'creditDays'> & { creditDays?: number }>;
  /** The accept dialog's one payment term for every granted product (decision 050). */
  paymentTermDays?: number;
};

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
  // Fuels only: the additive products a buyer may order are set in their own section (issue 17).
  // An additive-only seller grants no fuels (decision 054, the server's sellerKindRefusal): no fuel to choose.
  const grantsFuel = sellerKindRefusal(metadata.sellerKind, 'fuel') === null;
  const productOptions = useMemo(
    () => (grantsFuel ? metadata.fuels : []).map((p) => ({ value: String(p.id), label: p.name })),
    [metadata, grantsFuel],
  );
  const productName = (id: number) => productOptions.find((o) => o.value === String(id))?.label ?? String(id);
  const terminalGroups = useMemo(
    () =>
      metadata.regions.map((r) => ({
        group: r.name,
        items: r.terminals.map((x) => ({ value: String(x.id), label: `${x.name} (${x.city})` })),
      })),
    [metadata],
  );

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
            onChange={(ids) => {
              const current = field.value ?? [];
              // Keep the credit days and limits of products that stay selected.
              field.onChange(
                ids.map(Number).map(
                  (productId) =>
                    current.find((p) => p.productId === productId) ?? {
                      productId,
                      creditDays: onePaymentTerm ? oneTerm : undefined,
                      dailyLimitCbm: null,
                    },
                ),
              );
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.root?.message ?? fieldState.error?.message}
            searchable
            description={grantsFuel ? undefined : t('relationships.terms.noFuelsForAdditiveSeller')}
            data-testid="terms-products"
          />
        )}
      />
      {selected.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('relationships.terms.noProducts')}
        </Text>
      ) : (
        <Table verticalSpacing="xs" data-testid="terms-product-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('relationships.terms.product')}</Table.Th>
              {!onePaymentTerm && <Table.Th>{t('relationships.terms.creditDays')}</Table.Th>}
              <Table.Th>{t('relationships.terms.dailyLimit')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {selected.map((p, i) => (
              <Table.Tr key={p.productId} data-testid="terms-product-row">
                <Table.Td>{productName(p.productId)}</Table.Td>
                {!onePaymentTerm && (
                  <Table.Td>
                    <CreditDaysField
                      control={control}
                      name={`products.${i}.creditDays`}
                      productName={productName(p.productId)}
                      data-testid="terms-credit-days"
                    />
                  </Table.Td>
                )}
                <Table.Td>
                  <NumberField
                    control={control}
                    name={`products.${i}.dailyLimitCbm`}
                    label=""
                    aria-label={`${t('relationships.terms.dailyLimit')} ${productName(p.productId)}`}
                    decimals={3}
                    signed={false}
                    data-testid="terms-daily-limit"
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
