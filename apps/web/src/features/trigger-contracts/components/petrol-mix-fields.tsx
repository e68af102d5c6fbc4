import { useEffect } from 'react';
import { ActionIcon, Button, Group, Input, Stack, Switch, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Product } from '@fuel/domain/contracts/metadata';
import {
  TRIGGER_FIELD_LABELS as L,
  type TriggerContractInput,
  type TriggerContractInputSchema,
} from '@fuel/domain/contracts/trigger-contracts';
import { PETROL_MIX_PRODUCTS } from '@fuel/domain/trigger-contracts/trigger-rules';
import { useBrand } from '../../../brands/brand-context';
import { IdSelectField } from '../../../ui/form/id-select-field';
import { NumberField } from '../../../ui/form/number-field';
import { emptyPetrolMix, emptySplitRow, percentText, petrolProducts, splitTotalPercent } from '../petrol-mix-form';
import { PetrolMixTermsFields } from './petrol-mix-terms-fields';

type FormInput = z.input<typeof TriggerContractInputSchema>;
type Props = { form: UseFormReturn<FormInput, unknown, TriggerContractInput>; fuels: Product[] };
type MixInput = NonNullable<FormInput['petrolMix']>;
// Empty fields hold null until typed (as the form's other number fields do); the schema refuses them on submit.
const newMix = (month: string) => emptyPetrolMix(month) as MixInput;
const newRow = () => emptySplitRow() as MixInput['split'][number];

/** "Benzin-Mix": off sends no mix (null); on, the product split with shares, the flexibility and the lifting start. */
export function PetrolMixFields({ form, fuels }: Props) {
  const { t } = useTranslation();
  const enabled = form.watch('petrolMix') != null;
  return (
    <Stack gap="xs" data-testid="petrol-mix">
      <Switch
        label={L.petrolMix}
        checked={enabled}
        onChange={(event) =>
          form.setValue('petrolMix', event.currentTarget.checked ? newMix(form.getValues('month')) : null, {
            shouldDirty: true,
          })
        }
        data-testid="petrol-mix-enabled"
      />
      {enabled && <MixRows form={form} fuels={fuels} />}
      {enabled && (
        <Text size="xs" c="dimmed">
          {t('triggers.petrolMix.hint')}
        </Text>
      )}
    </Stack>
  );
}

function MixRows({ form, fuels }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const control = form.control;
  const rows = useFieldArray({ control, name: 'petrolMix.split' });
  const total = splitTotalPercent(form.watch('petrolMix.split'));
  const splitError = form.formState.errors.petrolMix?.split;
  const splitMessage = splitError?.message ?? splitError?.root?.message;
  // The sum rule sits on the split, not on the share typed: re-check it when the total changes, or its
  // message would stay after the shares were fixed.
  const { trigger } = form;
  useEffect(() => {
    if (splitMessage) void trigger('petrolMix.split');
  }, [total, splitMessage, trigger]);
  const options = petrolProducts(fuels).map((p) => ({ value: p.id, label: p.name }));
  return (
    <>
      {rows.fields.map((row, index) => (
        <Group key={row.id} align="flex-start" wrap="nowrap" data-testid="petrol-mix-row">
          <IdSelectField
            control={control}
            name={`petrolMix.split.${index}.productId`}
            label={`${L.mixProduct} ${index + 1}`}
            required
            options={options}
            style={{ flex: 2 }}
            data-testid={`petrol-mix-product-${index}`}
          />
          <NumberField
            control={control}
            name={`petrolMix.split.${index}.percent`}
            label={L.percent}
            required
            decimals={2}
            signed={false}
            style={{ flex: 1 }}
            data-testid={`petrol-mix-percent-${index}`}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('triggers.petrolMix.remove')}
            disabled={rows.fields.length <= PETROL_MIX_PRODUCTS.min}
            onClick={() => rows.remove(index)}
            data-testid={`petrol-mix-remove-${index}`}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={rows.fields.length >= PETROL_MIX_PRODUCTS.max}
          onClick={() => rows.append(newRow())}
          data-testid="petrol-mix-add"
        >
          {t('triggers.petrolMix.add')}
        </Button>
        <Text size="sm" c={total === 100 ? 'dimmed' : 'red'} data-testid="petrol-mix-total">
          {t('triggers.petrolMix.total', { total: percentText(total, brand.id) })}
        </Text>
      </Group>
      {splitMessage && <Input.Error data-testid="petrol-mix-split-error">{splitMessage}</Input.Error>}
      <PetrolMixTermsFields control={control} />
    </>
  );
}
