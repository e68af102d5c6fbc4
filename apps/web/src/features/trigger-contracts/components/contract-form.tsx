import { useMemo } from 'react';
import { Alert, Select, SimpleGrid, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { currencyOf } from '@fuel/domain/brands/currency';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import type { Relationship } from '@fuel/domain/contracts/relationships';
import {
  TRIGGER_FIELD_LABELS as L,
  TriggerContractInputSchema,
  type TriggerContract,
  type TriggerContractInput,
} from '@fuel/domain/contracts/trigger-contracts';
import {
  contractMonthOptions,
  isContractMonthAllowed,
  monthOf,
  PREMIUM_UNITS,
} from '@fuel/domain/trigger-contracts/trigger-rules';
import { formatMonth } from '@fuel/domain/calendar/months';
import { useFutureMonthOptions } from '../../../lib/use-future-month-options';
import { FormFooter } from '../../../ui/form/form-footer';
import { IdMultiSelectField } from '../../../ui/form/id-multi-select-field';
import { IdSelectField } from '../../../ui/form/id-select-field';
import { terminalOptionsByRegion } from '../../../ui/form/id-options';
import { NumberField } from '../../../ui/form/number-field';
import { TextField } from '../../../ui/form/text-field';
import { TimeField } from '../../../ui/form/time-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { ErrorAlert } from '../../../ui/error-alert';
import { ContractPricePreview } from './contract-price-preview';
import { PetrolMixFields } from './petrol-mix-fields';

type FormInput = z.input<typeof TriggerContractInputSchema>;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The form's start: an existing contract's values, or an empty contract of the given month (not before the month of `now`). */
export function contractFormValues(
  contract: TriggerContract | null,
  month: string,
  now?: Date,
): Record<string, unknown> {
  if (!contract) {
    return {
      buyerAccountId: null,
      productId: null,
      terminalId: null,
      ekkNumber: '',
      // A new contract is never for a past month (the list may show one): then the current month of `now`.
      month: !now || isContractMonthAllowed(month, now) ? month : monthOf(now),
      priceBasis: { futureMonth: 'M01', premium: null, premiumUnit: 'EUR_100L15', agreedFreight: null },
      triggerWindow: { days: [1, 2, 3, 4, 5], from: '08:00', to: '17:00' },
      volumeCbm: null,
      minOrderCbm: null,
      maxOrderCbm: null,
      dailyTriggerLimit: null,
      comment: '',
      petrolMix: null,
    };
  }
  return {
    buyerAccountId: contract.buyer.id,
    productId: contract.product.id,
    terminalId: contract.terminal.id,
    ekkNumber: contract.ekkNumber,
    month: contract.month,
    priceBasis: { ...contract.priceBasis, agreedFreight: contract.priceBasis.agreedFreight ?? null },
    triggerWindow: contract.triggerWindow,
    volumeCbm: contract.volumeCbm,
    minOrderCbm: contract.minOrderCbm,
    maxOrderCbm: contract.maxOrderCbm,
    dailyTriggerLimit: contract.dailyTriggerLimit,
    comment: contract.comment,
    petrolMix: contract.petrolMix,
  };
}

/**
 * The contract months the form offers (issue 25 part 2): the current business month and the next twelve,
 * the server's rule (trigger-rules contractMonthOptions); an edited contract keeps its own month even
 * once past, as the server keeps it.
 */
export function contractMonthChoices(now: Date, current?: string): Array<{ value: string; label: string }> {
  const months = contractMonthOptions(now);
  if (current && !months.includes(current)) months.unshift(current);
  return months.map((m) => ({ value: m, label: formatMonth(m) }));
}

type Props = {
  metadata: Metadata;
  /** The contract has triggers: buyer, product and terminal are fixed (the server answers 409 otherwise). */
  partiesLocked?: boolean;
  buyers: Relationship[];
  initial: Record<string, unknown>;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (input: TriggerContractInput) => Promise<unknown>;
};

/** Every field of spec section 3 "Trigger contract"; the server's field errors land on their fields. */
export function ContractForm({
  metadata,
  partiesLocked = false,
  buyers,
  initial,
  submitLabel,
  onCancel,
  onSubmit,
}: Props) {
  const { t } = useTranslation();
  const form = useAppForm<FormInput, TriggerContractInput>(TriggerContractInputSchema, initial as FormInput);
  const submit = useServerSubmit(form, onSubmit);
  const control = form.control;
  // Only connected buyers (relationship ENABLED on both sides) may get a contract.
  const buyerOptions = useMemo(
    () =>
      buyers
        .filter((r) => r.status === 'ENABLED' && r.other.status === 'ENABLED')
        .map((r) => ({ value: r.counterparty.id, label: r.counterparty.name })),
    [buyers],
  );
  const monthOptions = useFutureMonthOptions();
  const initialMonth = (initial as { month?: string }).month;
  const contractMonths = useMemo(() => contractMonthChoices(new Date(), initialMonth), [initialMonth]);
  const dayOptions = WEEKDAYS.map((d) => ({ value: d, label: t(`triggers.weekdays.d${d}`) }));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="trigger-contract-form">
      <Stack gap="sm">
        {form.formState.errors.root && <ErrorAlert message={form.formState.errors.root.message} />}
        {partiesLocked && (
          <Alert color="blue" data-testid="trigger-parties-locked">
            {t('triggers.partiesLocked')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <IdSelectField
            control={control}
            name="buyerAccountId"
            label={L.buyerAccountId}
            required
            options={buyerOptions}
            disabled={partiesLocked}
            data-testid="trigger-buyer"
          />
          <Controller
            control={control}
            name="month"
            render={({ field, fieldState }) => (
              <Select
                label={L.month}
                withAsterisk
                allowDeselect={false}
                data={contractMonths}
                value={(field.value as string) ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
                data-testid="trigger-month"
              />
            )}
          />
          <IdSelectField
            control={control}
            name="productId"
            label={L.productId}
            required
            options={metadata.fuels.map((p) => ({ value: p.id, label: p.name }))}
            disabled={partiesLocked}
            data-testid="trigger-product"
          />
          <IdSelectField
            control={control}
            name="terminalId"
            label={L.terminalId}
            required
            options={terminalOptionsByRegion(metadata.regions)}
            disabled={partiesLocked}
            data-testid="trigger-terminal"
          />
          <TextField control={control} name="ekkNumber" label={L.ekkNumber} required data-testid="trigger-ekk" />
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
          <IdMultiSelectField
            control={control}
            name="triggerWindow.days"
            label={L.days}
            required
            options={dayOptions}
            data-testid="trigger-days"
          />
          <SimpleGrid cols={2}>
            <TimeField control={control} name="triggerWindow.from" label={L.from} required data-testid="trigger-from" />
            <TimeField control={control} name="triggerWindow.to" label={L.to} required data-testid="trigger-to" />
          </SimpleGrid>
          <NumberField
            control={control}
            name="volumeCbm"
            label={`${L.volumeCbm} (cbm)`}
            required
            decimals={3}
            signed={false}
            data-testid="trigger-volume"
          />
          <NumberField
            control={control}
            name="dailyTriggerLimit"
            label={L.dailyTriggerLimit}
            required
            decimals={0}
            signed={false}
            data-testid="trigger-daily-limit"
          />
          <NumberField
            control={control}
            name="minOrderCbm"
            label={`${L.minOrderCbm} (cbm)`}
            required
            decimals={3}
            signed={false}
            data-testid="trigger-min"
          />
          <NumberField
            control={control}
            name="maxOrderCbm"
            label={`${L.maxOrderCbm} (cbm)`}
            required
            decimals={3}
            signed={false}
            data-testid="trigger-max"
          />
        </SimpleGrid>
        <PetrolMixFields form={form} fuels={metadata.fuels} />
        <TextField control={control} name="comment" label={L.comment} data-testid="trigger-comment" />
        <FormFooter
          onCancel={onCancel}
          submitLabel={submitLabel}
          loading={form.formState.isSubmitting}
          submitTestId="trigger-contract-submit"
        />
      </Stack>
    </form>
  );
}
