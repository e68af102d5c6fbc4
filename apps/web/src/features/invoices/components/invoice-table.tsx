import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@fuel/domain/contracts/invoices';
import type { OrderSide } from '@fuel/domain/trading/order-status';
import { DataTable } from '../../../ui/data-table/data-table';
import { invoiceColumns } from './invoice-columns';
import { useInvoiceFormats } from './use-invoice-formats';

type Props = { rows: InvoiceSummary[]; side: OrderSide; loading: boolean; onOpen: (invoice: InvoiceSummary) => void };

/** One page of invoices and credit notes; a row (a card on phones) opens its detail. */
export function InvoiceTable({ rows, side, loading, onOpen }: Props) {
  const { t } = useTranslation();
  const formats = useInvoiceFormats();
  const columns = useMemo(() => invoiceColumns(t, formats, side), [t, formats, side]);
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={(row) => String(row.id)}
      onRowClick={onOpen}
      rowProps={(row) => ({ 'data-testid': 'invoice-row', 'data-invoice-id': row.id })}
      emptyText={t('invoices.empty')}
      loading={loading}
      minWidth={1100}
      testId="invoice-table"
      ariaLabel={t('pages.invoices.title')}
    />
  );
}
