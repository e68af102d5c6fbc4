import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import type { Relationship } from '@fuel/domain/contracts/relationships';
import { TRIGGER_FIELD_LABELS as L } from '@fuel/domain/contracts/trigger-contracts';
import { IdSelectField } from '../../../ui/form/id-select-field';
import { terminalOptionsByRegion } from '../../../ui/form/id-options';
import { TextField } from '../../../ui/form/text-field';
import type { ContractFormControl } from './contract-form-control';

type Props = {
  control: ContractFormControl;
  metadata: Metadata;
  buyers: Relationship[];
  partiesLocked: boolean;
  contractMonths: Array<{ value: string; label: string }>;
};

/** Who and what the contract is for: buyer, month, product, terminal and EKK number. */
export function ContractPartyFields({ control, metadata, buyers, partiesLocked, contractMonths }: Props) {
  // Only connected buyers (relationship ENABLED on both sides) may get a contract.
  const buyerOptions = useMemo(
    () =>
      buyers
        .filter((r) => r.status === 'ENABLED' && r.other.status === 'ENABLED')
        .map((r) => ({ value: r.counterparty.id, label: r.counterparty.name })),
    [buyers],
  );
  return (
    <>
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
    </>
  );
}
