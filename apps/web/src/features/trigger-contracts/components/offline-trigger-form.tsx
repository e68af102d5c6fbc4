import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  OfflineTriggerInputSchema,
  TRIGGER_FIELD_LABELS,
  type OfflineTriggerInput,
  type TriggerContract,
} from '@fuel/domain/contracts/trigger-contracts';
import type { z } from 'zod';
import { useSpelling } from '../../../i18n/use-spelling';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormFooter } from '../../../ui/form/form-footer';
import { NumberField } from '../../../ui/form/number-field';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { useRecordOfflineTrigger } from '../api/change-trigger-contract';

/** A trigger made by phone: volume and the agreed price, counted against the remaining volume at once. */
export function OfflineTriggerForm({ contract, onDone }: { contract: TriggerContract; onDone: () => void }) {
  const { t } = useTranslation();
  const record = useRecordOfflineTrigger();
  const spell = useSpelling();
  // Prefilled with the contract's current composed price (decision 048), which the seller may change to the agreed one.
  const form = useAppForm<z.input<typeof OfflineTriggerInputSchema>, OfflineTriggerInput>(OfflineTriggerInputSchema, {
    quantityCbm: undefined,
    price: contract.price ?? undefined,
    comment: '',
  });
  const submit = useServerSubmit(form, async (input) => {
    await record.mutateAsync({ id: contract.id, input });
    notifications.show({ color: 'green', message: t('triggers.offline.saved') });
    onDone();
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="offline-trigger-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('triggers.offline.hint')}
        </Text>
        {form.formState.errors.root && <ErrorAlert message={form.formState.errors.root.message} />}
        <NumberField
          control={form.control}
          name="quantityCbm"
          label={t('triggers.offline.quantity')}
          required
          decimals={3}
          signed={false}
          data-testid="offline-quantity"
        />
        <NumberField
          control={form.control}
          name="price"
          label={TRIGGER_FIELD_LABELS.price}
          required
          decimals={4}
          signed={false}
          data-testid="offline-price"
        />
        <Text size="xs" c="dimmed" data-testid="offline-price-included">
          {t('triggers.composition.offlineDefault', { included: spell(contract.included) })}
        </Text>
        <TextField
          control={form.control}
          name="comment"
          label={TRIGGER_FIELD_LABELS.comment}
          data-testid="offline-comment"
        />
        <FormFooter
          onCancel={onDone}
          submitLabel={t('triggers.offline.save')}
          loading={form.formState.isSubmitting}
          submitTestId="offline-trigger-submit"
        />
      </Stack>
    </form>
  );
}
