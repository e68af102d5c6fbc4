import { useState } from 'react';
import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { useFormState, type UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import {
  TARGET_ORDER_FIELD_LABELS as L,
  TARGET_ORDER_MESSAGES as M,
  type TargetOrderFormValues,
  type TargetOrderInput,
} from '@fuel/domain/contracts/target-orders';
import type { TargetFormControl, TargetFormSetValue, TargetWhere } from './target-order-values';
import { terminalOptionsByRegion } from '../../../ui/form/id-options';
import { IdMultiSelectField } from '../../../ui/form/id-multi-select-field';
import { IdSelectField } from '../../../ui/form/id-select-field';

type Addresses = Metadata['deliveryAddresses'];

/** Where the buyer's delivery addresses are managed (route 'account'). */
const ADDRESSES_HREF = '/unternehmen';

type WhereForm = { setValue: TargetFormSetValue; setError: UseFormSetError<TargetOrderFormValues> };

/**
 * The terminals / region / delivery choice. Switching empties what the contract refuses together:
 * terminals with a region, an address with terminals or without a region. The region stays between
 * "Region" and "Lieferung"; choosing "Lieferung" takes the buyer's only address.
 */
export function useTargetWhere(form: WhereForm, initial: TargetWhere, addresses: Addresses) {
  const [where, setWhere] = useState<TargetWhere>(initial);
  const choose = (next: TargetWhere) => {
    setWhere(next);
    if (next !== 'terminals') form.setValue('terminalIds', []);
    if (next === 'terminals') form.setValue('regionId', null);
    if (next !== 'delivery') form.setValue('deliveryAddressId', null);
    else if (addresses.length === 1) form.setValue('deliveryAddressId', addresses[0]!.id);
  };
  /**
   * A delivered choice needs its address: without one the contract reads region-only as a pickup at
   * the region's terminals, which the buyer did not ask for.
   */
  const checked =
    (save: (input: TargetOrderInput) => Promise<void>) =>
    async (input: TargetOrderInput): Promise<void> => {
      if (where === 'delivery' && input.deliveryAddressId === null)
        form.setError('deliveryAddressId', { type: 'required', message: M.deliveryAddressUnknown });
      else await save(input);
    };
  return { where, choose, checked };
}

/** "Company, street, post code city", as the basket offers the addresses. */
const addressLabel = (a: Addresses[number]) => `${a.company}, ${a.street}, ${a.postCode} ${a.city}`;

/** One of the buyer's delivery addresses; none yet: where to add one, instead of an empty select. */
function DeliveryAddressField({ control, addresses }: { control: TargetFormControl; addresses: Addresses }) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control, name: 'deliveryAddressId' });
  if (addresses.length > 0)
    return (
      <IdSelectField
        control={control}
        name="deliveryAddressId"
        label={L.deliveryAddressId}
        required
        options={addresses.map((a) => ({ value: a.id, label: addressLabel(a) }))}
        data-testid="target-delivery-address"
      />
    );
  return (
    <Stack gap={2} data-testid="target-no-address">
      <Text size="sm" c={errors.deliveryAddressId ? 'red' : 'dimmed'}>
        {t('targetOrders.form.noAddress')}{' '}
        <Anchor component={Link} to={ADDRESSES_HREF} size="sm">
          {t('targetOrders.form.addAddress')}
        </Anchor>
      </Text>
    </Stack>
  );
}

type Props = {
  control: TargetFormControl;
  where: TargetWhere;
  onChoose: (next: TargetWhere) => void;
  regions: Metadata['regions'];
  /** The buyer's delivery addresses; null: the brand trades no delivered products (no "Lieferung"). */
  addresses: Addresses | null;
};

/** Where the order may be filled: terminals, every terminal of a region, or delivered (region and address). */
export function TargetWhereField({ control, where, onChoose, regions, addresses }: Props) {
  const { t } = useTranslation();
  const choices: Array<{ value: TargetWhere; label: string }> = [
    { value: 'terminals', label: t('targetOrders.form.terminals') },
    { value: 'region', label: t('targetOrders.form.region') },
  ];
  if (addresses) choices.push({ value: 'delivery', label: t('targetOrders.form.delivery') });
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('targetOrders.form.whereChoice')}
        value={where}
        onChange={(next) => onChoose(next as TargetWhere)}
        data={choices}
        data-testid="target-where"
      />
      {where === 'terminals' ? (
        <IdMultiSelectField
          control={control}
          name="terminalIds"
          label={L.terminalIds}
          required
          options={terminalOptionsByRegion(regions)}
          data-testid="target-terminals"
        />
      ) : (
        <IdSelectField
          control={control}
          name="regionId"
          label={L.regionId}
          required
          options={regions.map((r) => ({ value: r.id, label: r.name }))}
          description={where === 'delivery' ? t('targetOrders.form.deliveryRegion') : undefined}
          data-testid="target-region"
        />
      )}
      {where === 'delivery' && <DeliveryAddressField control={control} addresses={addresses ?? []} />}
    </Stack>
  );
}
