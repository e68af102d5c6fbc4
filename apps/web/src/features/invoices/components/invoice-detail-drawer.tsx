import { Divider, Drawer, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@fuel/domain/contracts/invoices';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { useIsPhone } from '../../../ui/use-is-phone';
import { useInvoice } from '../api/get-invoice';
import { InvoiceActions, showsInvoiceActions } from './invoice-actions';
import { InvoiceFacts, InvoiceLines, InvoiceSums } from './invoice-detail-body';
import { InvoiceDownloads } from './invoice-downloads';
import { InvoicePayments } from './invoice-payments';
import { InvoiceStateBadge } from './invoice-state-badge';

function InvoiceDetailContent({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useInvoice(id);
  if (detail.isPending) return <Skeleton h={320} radius="md" />;
  if (detail.isError) return <LoadFailedAlert title={t('invoices.detail.loadFailed')} error={detail.error} />;
  const invoice = detail.data;
  return (
    <Stack gap="lg" data-testid="invoice-detail">
      <InvoiceStateBadge invoice={invoice} />
      <InvoiceFacts invoice={invoice} />
      <InvoiceDownloads id={invoice.id} />
      {showsInvoiceActions(invoice) && <InvoiceActions invoice={invoice} />}
      <Divider />
      <InvoiceLines invoice={invoice} />
      <InvoiceSums invoice={invoice} />
      {invoice.kind === 'invoice' && <InvoicePayments invoice={invoice} />}
    </Stack>
  );
}

/** One invoice or credit note in a drawer (full width on phones), opened from its row. */
export function InvoiceDetailDrawer({ invoice, onClose }: { invoice: InvoiceSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  return (
    <Drawer
      opened={invoice !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={
        invoice &&
        t('invoices.detail.title', { kind: t(`invoices.filters.kinds.${invoice.kind}`), number: invoice.number })
      }
      data-testid="invoice-drawer"
    >
      {invoice && <InvoiceDetailContent key={invoice.id} id={invoice.id} />}
    </Drawer>
  );
}
