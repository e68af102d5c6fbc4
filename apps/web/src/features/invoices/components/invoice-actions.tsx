import { useState } from 'react';
import { Button, Card, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@fuel/domain/contracts/invoices';
import { brandTimeZone } from '@fuel/domain/calendar/zones';
import { businessDate } from '@fuel/domain/offers/business-time';
import { useBrand } from '../../../brands/brand-context';
import { CreditNoteForm } from './credit-note-form';
import { PaymentForm } from './payment-form';

/** Whether the seller may act on this document: its own invoice (credit notes are corrections already). */
export const showsInvoiceActions = (i: InvoiceDetail): boolean => i.canManage && i.kind === 'invoice';

/** The seller's actions in the detail: record a payment (while something is open) or create a credit note. */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [form, setForm] = useState<'payment' | 'creditNote' | null>(null);
  const close = () => setForm(null);
  if (form !== null) {
    return (
      <Card withBorder padding="md" data-testid={`invoice-${form}`}>
        <Title order={3} size="h5" mb="sm">
          {t(form === 'payment' ? 'invoices.payment.title' : 'invoices.creditNote.title')}
        </Title>
        {form === 'payment' ? (
          <PaymentForm
            invoice={invoice}
            today={businessDate(new Date(), brandTimeZone(brand.id))}
            onDone={close}
            onCancel={close}
          />
        ) : (
          <CreditNoteForm invoice={invoice} onDone={close} onCancel={close} />
        )}
      </Card>
    );
  }
  return (
    <Group gap="xs">
      {invoice.openMinor > 0 && (
        <Button size="sm" onClick={() => setForm('payment')} data-testid="invoice-record-payment">
          {t('invoices.payment.open')}
        </Button>
      )}
      <Button size="sm" variant="default" onClick={() => setForm('creditNote')} data-testid="invoice-credit-note">
        {t('invoices.creditNote.open')}
      </Button>
    </Group>
  );
}
