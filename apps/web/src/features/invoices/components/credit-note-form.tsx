import { SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CreditNoteRequestSchema, type CreditNoteRequest, type InvoiceDetail } from '@fuel/domain/contracts/invoices';
import { PRICE_E4 } from '@fuel/domain/pricing/money';
import { useConfirm } from '../../../ui/confirm-dialog';
import { FormFooter } from '../../../ui/form/form-footer';
import { NumberField } from '../../../ui/form/number-field';
import { SegmentedField } from '../../../ui/form/segmented-field';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useCreateCreditNote } from '../api/create-credit-note';
import { optionalTypedNumber } from './typed-number';

const request = CreditNoteRequestSchema.shape;
/** The corrected price is typed per 100 L in the currency (whole cents, decision 049) and sent in E4. */
const CreditNoteFormSchema = z.object({
  mode: request.mode,
  reason: request.reason,
  litres: optionalTypedNumber((v) => v, request.litres.unwrap()),
  // Per 100 L as typed, to E4 (pricePer100lE4FromInput's rule for a price per 100 L, without its unit switch).
  price: optionalTypedNumber((v) => Math.round(v * PRICE_E4), request.chargedPriceE4.unwrap()),
});

type FormValues = z.output<typeof CreditNoteFormSchema>;

/** The request of the form: a Storno carries only its reason; empty correction fields are left out. */
function creditNoteRequest(v: FormValues): CreditNoteRequest {
  const reason = v.reason ? { reason: v.reason } : {};
  if (v.mode === 'full') return { mode: 'full', ...reason };
  return {
    mode: 'partial',
    ...reason,
    ...(v.litres !== null ? { litres: v.litres } : {}),
    ...(v.price !== null ? { chargedPriceE4: v.price } : {}),
  };
}

type Props = { invoice: InvoiceDetail; onDone: () => void; onCancel: () => void };

/** Storno (a full credit note) or Korrektur (the litres and/or price actually owed), after a confirmation. */
export function CreditNoteForm({ invoice, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const create = useCreateCreditNote(invoice.id);
  const confirm = useConfirm();
  const form = useAppForm(CreditNoteFormSchema, { mode: 'full', reason: '', litres: null, price: null });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const submit = form.handleSubmit((v) => {
    const body = creditNoteRequest(v);
    confirm.ask({
      title: t(v.mode === 'full' ? 'invoices.creditNote.confirmTitle' : 'invoices.creditNote.title'),
      message: t(v.mode === 'full' ? 'invoices.creditNote.confirmFull' : 'invoices.creditNote.confirmPartial', {
        number: invoice.number,
      }),
      confirmLabel: t('invoices.creditNote.submit'),
      cancelLabel: t('invoices.cancel'),
      danger: true,
      run: async () => {
        await create.mutateAsync(body);
        notifications.show({ color: 'green', message: t('invoices.creditNote.created') });
        onDone();
      },
    });
  });
  return (
    <>
      <form onSubmit={submit} noValidate data-testid="credit-note-form">
        <Stack gap="sm">
          <SegmentedField
            control={form.control}
            name="mode"
            label={t('invoices.creditNote.mode')}
            data={[
              { value: 'full', label: t('invoices.creditNote.full') },
              { value: 'partial', label: t('invoices.creditNote.partial') },
            ]}
            testId="credit-note-mode"
          />
          <Text size="sm" c="dimmed">
            {t(mode === 'full' ? 'invoices.creditNote.fullHint' : 'invoices.creditNote.partialHint')}
          </Text>
          {mode === 'partial' && (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <NumberField
                control={form.control}
                name="litres"
                label={t('invoices.creditNote.litres')}
                decimals={0}
                signed={false}
                unit="L"
                data-testid="credit-note-litres"
              />
              <NumberField
                control={form.control}
                name="price"
                label={t('invoices.creditNote.price')}
                decimals={2}
                signed={false}
                unit={invoice.currency}
                data-testid="credit-note-price"
              />
            </SimpleGrid>
          )}
          <TextField control={form.control} name="reason" label={t('invoices.creditNote.reason')} />
          <FormFooter
            onCancel={onCancel}
            submitLabel={t('invoices.creditNote.submit')}
            loading={create.isPending}
            submitTestId="credit-note-submit"
          />
        </Stack>
      </form>
      {confirm.dialog}
    </>
  );
}
