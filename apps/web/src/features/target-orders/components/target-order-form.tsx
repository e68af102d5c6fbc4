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
import type { TargetFormControl, TargetWhere } from './target-order-values';
import { TargetWhereField, useTargetWhere } from './target-where-field';
import { useTargetFormats } from './use-target-formats';
import { ValidUntilField } from './valid-until-field';

export type AccountChoice = { ownAccountId: number; children: Array<{ id: number; name: string }> };

type Props = {
  metadata: Pick<Metadata, 'fuels' | 'regions' | 'deliveryAddresses' | 'features'>;
  values: TargetOrderFormValues;
  /** The choice the form opens on (target-order-values.ts initialWhere). */
  initialWhere: TargetWhere;
  /** A parent's choice of the account it buys for; null: no choice (no child accounts, or an edit). */
  accounts: AccountChoice | null;
  /** The market row's current price, shown beside the target (from "Zielpreis setzen"). */
  currentPrice: number | null;
  onSubmit: (input: TargetOrderInput) => Promise<void>;
  onCancel: () => void;
};

/** Quantity, target price (beside the market row's current price) and the lifting window. */
function TargetAmountFields({ control, currentPrice }: { control: TargetFormControl; currentPrice: number | null }) {
  const { t } = useTranslation();
  const { money, currency } = useTargetFormats();
  return (
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
  );
}

/**
 * The buyer's delivery addresses where the brand trades delivered products (and for an order that
 * already is delivered); null: no "Lieferung" choice.
 */
const deliveryAddressesOf = (metadata: Props['metadata'], where: TargetWhere) =>
  metadata.features.platform.DELIVERED_PRODUCTS === true || where === 'delivery' ? metadata.deliveryAddresses : null;

/** Issue 29 part 1: product, terminals, region or delivery, quantity, target price, lifting window, validity. */
export function TargetOrderForm({ metadata, values, initialWhere, accounts, currentPrice, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useAppForm(TargetOrderInputSchema, values as DefaultValues<TargetOrderFormValues>);
  const { control } = form;
  const addresses = deliveryAddressesOf(metadata, initialWhere);
  const place = useTargetWhere(form, initialWhere, addresses ?? []);
  const submit = useServerSubmit(form, place.checked(onSubmit), L);
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
          where={place.where}
          onChoose={place.choose}
          regions={metadata.regions}
          addresses={addresses}
        />
        <TargetAmountFields control={control} currentPrice={currentPrice} />
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
