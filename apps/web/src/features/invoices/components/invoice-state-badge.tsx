import { Badge } from '@mantine/core';
import type { InvoiceState, InvoiceSummary } from '@fuel/domain/contracts/invoices';
import { useInvoiceFormats } from './use-invoice-formats';

const COLORS: Record<InvoiceState, string> = {
  open: 'blue',
  partly_paid: 'yellow',
  paid: 'green',
  overdue: 'red',
  credit_note: 'grape',
};

/** Offen / Teilweise bezahlt / Bezahlt / Überfällig (N Tage) / Gutschrift, each in its colour. */
export function InvoiceStateBadge({ invoice }: { invoice: Pick<InvoiceSummary, 'state' | 'daysOverdue'> }) {
  const formats = useInvoiceFormats();
  return (
    <Badge
      color={COLORS[invoice.state]}
      variant="light"
      radius="sm"
      data-testid="invoice-state"
      data-state={invoice.state}
    >
      {formats.state(invoice)}
    </Badge>
  );
}
