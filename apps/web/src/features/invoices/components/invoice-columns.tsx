import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { InvoiceSummary } from '@fuel/domain/contracts/invoices';
import type { OrderSide } from '@fuel/domain/trading/order-status';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { InvoiceStateBadge } from './invoice-state-badge';
import type { useInvoiceFormats } from './use-invoice-formats';

type Formats = ReturnType<typeof useInvoiceFormats>;

/** The number, and under a credit note the invoice it corrects. */
function NumberCell({ invoice, t }: { invoice: InvoiceSummary; t: TFunction }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {invoice.number}
      </Text>
      {invoice.correctsNumber && (
        <Text size="xs" c="dimmed">
          {t('invoices.corrects', { number: invoice.correctsNumber })}
        </Text>
      )}
    </Stack>
  );
}

/** Nummer, Datum, Fällig, Partner, Produkt, Menge, Netto, Brutto, Offen, Status (the server sorts: newest first). */
export function invoiceColumns(t: TFunction, f: Formats, side: OrderSide): DataColumn<InvoiceSummary>[] {
  const money = (minor: number, i: InvoiceSummary) => f.money(minor, i.currency);
  return [
    {
      id: 'number',
      header: t('invoices.columns.number'),
      card: 'title',
      cell: (i) => <NumberCell invoice={i} t={t} />,
    },
    { id: 'issuedOn', header: t('invoices.columns.issuedOn'), cell: (i) => f.day(i.issuedOn) },
    { id: 'dueDate', header: t('invoices.columns.dueDate'), cell: (i) => f.day(i.dueDate) },
    {
      id: 'partner',
      header: t('invoices.columns.partner'),
      cell: (i) => (side === 'seller' ? i.buyerName : i.sellerName),
    },
    { id: 'product', header: t('invoices.columns.product'), cell: (i) => i.productName },
    { id: 'litres', header: t('invoices.columns.litres'), align: 'right', cell: (i) => f.litres(i.litres) },
    { id: 'net', header: t('invoices.columns.net'), align: 'right', cell: (i) => money(i.netMinor, i) },
    { id: 'gross', header: t('invoices.columns.gross'), align: 'right', cell: (i) => money(i.grossMinor, i) },
    { id: 'open', header: t('invoices.columns.open'), align: 'right', cell: (i) => money(i.openMinor, i) },
    { id: 'state', header: t('invoices.columns.state'), cell: (i) => <InvoiceStateBadge invoice={i} /> },
  ];
}
