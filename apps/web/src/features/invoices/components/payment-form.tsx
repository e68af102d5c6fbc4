import { SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RecordPaymentRequestSchema, type InvoiceDetail } from '@fuel/domain/contracts/invoices';
import { majorFromMinor, minorFromMajor } from '@fuel/domain/pricing/money';
import { useConfirm } from '../../../ui/confirm-dialog';
import { DateField } from '../../../ui/form/date-field';
import { FormFooter } from '../../../ui/form/form-footer';
import { NumberField } from '../../../ui/form/number-field';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useRecordPayment } from '../api/record-payment';
import { typedNumber } from './typed-number';
import { useInvoiceFormats } from './use-invoice-formats';

const request = RecordPaymentRequestSchema.shape;
/** The amount is typed in the currency (2 decimals) and checked as the request's amountMinor. */
const PaymentFormSchema = z.object({
  amount: typedNumber(minorFromMajor, request.amountMinor),
  paidOn: request.paidOn,
  reference: request.reference,
});

type Props = { invoice: InvoiceDetail; today: string; onDone: () => void; onCancel: () => void };

/** The seller records a payment: amount (the open amount offered), day (today) and reference (the number). */
export function PaymentForm({ invoice, today, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const f = useInvoiceFormats();
  const record = useRecordPayment(invoice.id);
  const confirm = useConfirm();
  const form = useAppForm(PaymentFormSchema, {
    amount: majorFromMinor(invoice.openMinor),
    paidOn: today,
    reference: invoice.number,
  });
  const submit = form.handleSubmit(({ amount, paidOn, reference }) =>
    confirm.ask({
      title: t('invoices.payment.confirmTitle'),
      message: t('invoices.payment.confirm', {
        amount: f.money(amount, invoice.currency),
        date: f.day(paidOn),
        number: invoice.number,
      }),
      confirmLabel: t('invoices.payment.submit'),
      cancelLabel: t('invoices.cancel'),
      run: async () => {
        await record.mutateAsync({ amountMinor: amount, paidOn, ...(reference ? { reference } : {}) });
        notifications.show({ color: 'green', message: t('invoices.payment.recorded') });
        onDone();
      },
    }),
  );
  return (
    <>
      <form onSubmit={submit} noValidate data-testid="payment-form">
        <Stack gap="sm">
          <Text size="sm" data-testid="payment-open-amount">
            {t('invoices.payment.openAmount', { amount: f.money(invoice.openMinor, invoice.currency) })}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberField
              control={form.control}
              name="amount"
              label={t('invoices.payment.amount')}
              required
              decimals={2}
              signed={false}
              unit={invoice.currency}
              data-testid="payment-amount"
            />
            <DateField
              control={form.control}
              name="paidOn"
              label={t('invoices.payment.paidOn')}
              required
              data-testid="payment-date"
            />
          </SimpleGrid>
          <TextField control={form.control} name="reference" label={t('invoices.payment.reference')} />
          <FormFooter
            onCancel={onCancel}
            submitLabel={t('invoices.payment.submit')}
            loading={record.isPending}
            submitTestId="payment-submit"
          />
        </Stack>
      </form>
      {confirm.dialog}
    </>
  );
}
