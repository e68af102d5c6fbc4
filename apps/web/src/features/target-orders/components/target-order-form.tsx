import { SimpleGrid, Stack } from '@mantine/core';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import {
  TARGET_ORDER_FIELD_LABELS as L,
  TargetOrderInputSchema,
  type TargetOrderFormValues,
  type TargetOrderInput,
} from '@fuel/domain/contracts/target-orders';
import { ErrorAlert } from '../../../ui/error-alert';
import { DateField } from '../../../ui/form/date-field';
import { FormFooter } from '../../../ui/form/form-footer';
import { IdSelectField } from '../../../ui/form/id-select-field';
import { NumberField } from '../../../ui/form/number-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { TargetWhereField } from './target-where-field';
import { useTargetFormats } from './use-target-formats';
import { ValidUntilField } from './valid-until-field';

export type AccountChoice = { ownAccountId: number; children: Array<{ id: number; name: string }> };

type Props = {
  metadata: Pick<Metadata, 'fuels' | 'regions'>;
  values: TargetOrderFormValues;
  /** A parent's choice of the account it buys for; null: no choice (no child accounts, or an edit). */
  accounts: AccountChoice | null;
  /** The market row's current price, shown beside the target (from "Zielpreis setzen"). */
  currentPrice: number | null;
  onSubmit: (input: TargetOrderInput) => Promise<void>;
  onCancel: () => void;
};

/** Issue 29 part 1: product, terminals or region, quantity, target price, lifting window, validity. */
export function TargetOrderForm({ metadata, values, accounts, currentPrice, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const { money, currency } = useTargetFormats();
  const form = useAppForm(TargetOrderInputSchema, values as DefaultValues<TargetOrderFormValues>);
  const { control } = form;
  const submit = useServerSubmit(form, onSubmit, L);
  return (
    <form onSubmit={submit} noValidate data-testid="target-order-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && (
          <ErrorAlert title={t('targetOrders.saveFailed')} message={form.formState.errors.root.message} />
        )}
        {accounts && (
          <IdSelectField
            control={control}
            name="buyerAccountId"
            label={L.buyerAccountId}
            required
            options={[
              { value: accounts.ownAccountId, label: t('targetOrders.form.ownAccount') },
              ...accounts.children.map((c) => ({ value: c.id, label: c.name })),
            ]}
            data-testid="target-account"
          />
        )}
        <IdSelectField
          control={control}
          name="productId"
          label={L.productId}
          required
          options={metadata.fuels.map((p) => ({ value: p.id, label: p.name }))}
          data-testid="target-product"
        />
        <TargetWhereField
          control={control}
          setValue={form.setValue}
          regions={metadata.regions}
          initial={values.regionId ? 'region' : 'terminals'}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberField
            control={control}
            name="quantityCbm"
            label={L.quantityCbm}
            required
            decimals={3}
            signed={false}
            data-testid="target-quantity"
          />
          <NumberField
            control={control}
            name="targetPrice"
            label={`${L.targetPrice} (${currency})`}
            required
            decimals={4}
            signed={false}
            description={
              currentPrice === null
                ? t('targetOrders.form.priceHint', { currency })
                : t('targetOrders.form.currentPrice', { price: money(currentPrice) })
            }
            data-testid="target-price"
          />
          <DateField control={control} name="liftingFrom" label={L.liftingFrom} data-testid="target-lifting-from" />
          <DateField control={control} name="liftingTo" label={L.liftingTo} data-testid="target-lifting-to" />
        </SimpleGrid>
        <ValidUntilField control={control} />
        <FormFooter
          onCancel={onCancel}
          loading={form.formState.isSubmitting}
          submitLabel={t('targetOrders.form.submit')}
          submitTestId="target-submit"
        />
      </Stack>
    </form>
  );
}
