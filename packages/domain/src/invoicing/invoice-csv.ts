// Issue 28 part 4: the CSV export of the invoice list, amounts in the brand's number format.
import type { BrandId } from '../contracts/identity';
import { INVOICE_STATE_LABELS, type InvoiceSummary } from '../contracts/invoices';
import { csvFile } from '../formats/csv';
import { formatNumber } from '../formats/number';
import { majorFromMinor } from '../pricing/money';
import { formatDate } from '../formats/date';
import { calendarDayInstant } from '../calendar/days';

const HEADER = [
  'Belegnummer',
  'Belegart',
  'Korrigiert Rechnung',
  'Rechnungsdatum',
  'Fällig am',
  'Vertragsnummer',
  'Lieferschein',
  'Verkäufer',
  'Käufer',
  'Produkt',
  'Menge (L)',
  'Netto',
  'USt',
  'Brutto',
  'Bezahlt',
  'Gutgeschrieben',
  'Offen',
  'Währung',
  'Status',
  'Tage überfällig',
] as const;

const day = (d: string | null) => (d ? formatDate(calendarDayInstant(d), 'UTC') : '');

export function invoiceCsv(rows: readonly InvoiceSummary[], brand: BrandId): string {
  const money = (minor: number) => formatNumber(majorFromMinor(minor), { brand, decimals: 2 });
  return csvFile([
    {
      header: HEADER,
      rows: rows.map((r) => [
        r.number,
        r.kind === 'invoice' ? 'Rechnung' : 'Gutschrift',
        r.correctsNumber,
        day(r.issuedOn),
        day(r.dueDate),
        r.contractNumber,
        r.bolNumber,
        r.sellerName,
        r.buyerName,
        r.productName,
        r.litres,
        money(r.netMinor),
        money(r.vatMinor),
        money(r.grossMinor),
        money(r.paidMinor),
        money(r.creditedMinor),
        money(r.openMinor),
        r.currency,
        INVOICE_STATE_LABELS[r.state],
        r.daysOverdue,
      ]),
    },
  ]);
}
