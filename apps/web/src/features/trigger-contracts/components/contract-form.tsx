import { useMemo } from 'react';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import type { Relationship } from '@fuel/domain/contracts/relationships';
import {
  TRIGGER_FIELD_LABELS as L,
  TriggerContractInputSchema,
  type TriggerContract,
  type TriggerContractInput,
} from '@fuel/domain/contracts/trigger-contracts';
import { contractMonthOptions, isContractMonthAllowed, monthOf } from '@fuel/domain/trigger-contracts/trigger-rules';
import { formatMonth } from '@fuel/domain/calendar/months';
import { FormFooter } from '../../../ui/form/form-footer';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { ErrorAlert } from '../../../ui/error-alert';
import { ContractPartyFields } from './contract-party-fields';
import { ContractPriceBasisFields } from './contract-price-basis-fields';
import { ContractVolumeFields } from './contract-volume-fields';
import { ContractWindowFields } from './contract-window-fields';
import { PetrolMixFields } from './petrol-mix-fields';

type FormInput = z.input<typeof TriggerContractInputSchema>;

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
  const initialMonth = (initial as { month?: string }).month;
  const contractMonths = useMemo(() => contractMonthChoices(new Date(), initialMonth), [initialMonth]);
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
          <ContractPartyFields
            control={control}
            metadata={metadata}
            buyers={buyers}
            partiesLocked={partiesLocked}
            contractMonths={contractMonths}
          />
          <ContractPriceBasisFields control={control} metadata={metadata} />
          <ContractWindowFields control={control} />
          <ContractVolumeFields control={control} />
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
