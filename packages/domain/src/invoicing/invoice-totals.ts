// Issue 28 part 2: the document totals of an invoice or credit note by the EN 16931 arithmetic
// (DOMAIN.md, BR-CO-10..17): the line nets add up, VAT is computed per rate on that rate's taxable
// amount and rounded once, and the totals follow by addition, so they agree to the cent.
import type { Currency } from '../formats/number';
import { vatMinor } from '../pricing/money';
import type { InvoiceLine } from './invoice-lines';

export type VatBreakdown = {
  /** BT-119 */
  vatRateBp: number;
  /** BT-116: the sum of the line nets at this rate. */
  taxableMinor: number;
  /** BT-117: taxable amount x rate, rounded once (never the sum of rounded line VAT). */
  vatMinor: number;
};

export type InvoiceTotals = {
  currency: Currency;
  /** BT-106: sum of line net amounts. */
  lineTotalMinor: number;
  /** BG-23, highest rate first. */
  vatBreakdown: VatBreakdown[];
  /** BT-109: without document-level allowances or charges it equals BT-106. */
  totalWithoutVatMinor: number;
  /** BT-110: sum of the breakdown's VAT. */
  vatTotalMinor: number;
  /** BT-112 = BT-109 + BT-110. */
  totalWithVatMinor: number;
  /** BT-113 */
  paidMinor: number;
  /** BT-115 = BT-112 - BT-113 (no rounding amount BT-114: payment is by transfer). */
  amountDueMinor: number;
};

export function invoiceTotals(
  lines: readonly Pick<InvoiceLine, 'netMinor' | 'vatRateBp'>[],
  currency: Currency,
  paidMinor = 0,
): InvoiceTotals {
  const taxable = new Map<number, number>();
  for (const line of lines) taxable.set(line.vatRateBp, (taxable.get(line.vatRateBp) ?? 0) + line.netMinor);
  const vatBreakdown = [...taxable.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatRateBp, taxableMinor]) => ({ vatRateBp, taxableMinor, vatMinor: vatMinor(taxableMinor, vatRateBp) }));
  const lineTotalMinor = lines.reduce((sum, line) => sum + line.netMinor, 0);
  const vatTotalMinor = vatBreakdown.reduce((sum, rate) => sum + rate.vatMinor, 0);
  const totalWithVatMinor = lineTotalMinor + vatTotalMinor;
  return {
    currency,
    lineTotalMinor,
    vatBreakdown,
    totalWithoutVatMinor: lineTotalMinor,
    vatTotalMinor,
    totalWithVatMinor,
    paidMinor,
    amountDueMinor: totalWithVatMinor - paidMinor,
  };
}
