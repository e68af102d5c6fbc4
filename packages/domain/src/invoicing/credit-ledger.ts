// Issue 28 part 3: how an order, its invoices and their payments use the buyer's credit with the
// seller, as entries that are only ever added (never updated), so every change of the credit in use
// can be traced to what caused it. An order reserves its gross; an invoice replaces the reservation
// share of its litres by its own gross; a payment or credit note releases; an order closed short
// releases the reservation of the litres never lifted. Once everything is settled the sum is 0.
import { invoiceFor } from '../pricing/money';

export type CreditEntryKind = 'reservation' | 'posting' | 'release';

export type CreditEntry = {
  kind: CreditEntryKind;
  /** Signed: what the entry adds to the credit in use. */
  amountMinor: number;
  orderId: number | null;
  invoiceNumber: string | null;
};

/** What the ledger needs of an order: its litres and price decide its reservation. */
export type LedgerOrder = { orderId: number; litres: number; chargedPriceE4: number; vatRateBp: number };

/** The credit in use: the sum of all entries. */
export const creditInUseMinor = (entries: readonly CreditEntry[]): number =>
  entries.reduce((sum, entry) => sum + entry.amountMinor, 0);

/** The gross of the order's first `litres` (at most all of it): invoiceFor, the order's own figures. */
const reservedGross = (order: LedgerOrder, litres: number): number =>
  invoiceFor(Math.min(Math.max(litres, 0), order.litres), order.chargedPriceE4, order.vatRateBp).grossMinor;

/**
 * The share of the order's reservation that `litres` more invoiced litres take over. A difference of
 * cumulative grosses, so the shares of all invoices add up to the reservation exactly (each share
 * rounded on its own could leave a cent reserved forever); litres beyond the order (a lifting within
 * the tolerance above it) take over nothing more.
 */
export function reservationShareMinor(order: LedgerOrder, invoicedLitresBefore: number, litres: number): number {
  return reservedGross(order, invoicedLitresBefore + litres) - reservedGross(order, invoicedLitresBefore);
}

export function entriesForOrderPlaced(order: LedgerOrder): CreditEntry[] {
  return [
    {
      kind: 'reservation',
      amountMinor: reservedGross(order, order.litres),
      orderId: order.orderId,
      invoiceNumber: null,
    },
  ];
}

/** An invoice for `litres` of the order: its reservation share out, the invoice's gross in. */
export function entriesForInvoice(
  order: LedgerOrder,
  invoice: { number: string; litres: number; grossMinor: number; invoicedLitresBefore: number },
): CreditEntry[] {
  const share = reservationShareMinor(order, invoice.invoicedLitresBefore, invoice.litres);
  return [
    { kind: 'posting', amountMinor: -share, orderId: order.orderId, invoiceNumber: invoice.number },
    { kind: 'posting', amountMinor: invoice.grossMinor, orderId: order.orderId, invoiceNumber: invoice.number },
  ];
}

/** A payment of an invoice releases what it pays. */
export function entriesForPayment(payment: {
  invoiceNumber: string;
  orderId: number | null;
  amountMinor: number;
}): CreditEntry[] {
  if (!Number.isInteger(payment.amountMinor) || payment.amountMinor <= 0) {
    throw new RangeError(`a payment releases a positive amount: ${payment.amountMinor}`);
  }
  return [
    {
      kind: 'release',
      amountMinor: -payment.amountMinor,
      orderId: payment.orderId,
      invoiceNumber: payment.invoiceNumber,
    },
  ];
}

/** A credit note releases its gross from the invoice it corrects. */
export function entriesForCreditNote(creditNote: {
  invoiceNumber: string;
  orderId: number | null;
  grossMinor: number;
}): CreditEntry[] {
  if (!Number.isInteger(creditNote.grossMinor) || creditNote.grossMinor <= 0) {
    throw new RangeError(`a credit note releases a positive amount: ${creditNote.grossMinor}`);
  }
  return [
    {
      kind: 'release',
      amountMinor: -creditNote.grossMinor,
      orderId: creditNote.orderId,
      invoiceNumber: creditNote.invoiceNumber,
    },
  ];
}

/**
 * An order closed short at the end of its collection period: the reservation of the litres never
 * lifted (all litres' gross minus the lifted litres' gross, the same cumulative figures as the
 * invoices' shares) is released. Nothing when it was lifted in full.
 */
export function entriesForOrderClosedShort(order: LedgerOrder, liftedLitres: number): CreditEntry[] {
  const rest = reservedGross(order, order.litres) - reservedGross(order, liftedLitres);
  return rest === 0 ? [] : [{ kind: 'release', amountMinor: -rest, orderId: order.orderId, invoiceNumber: null }];
}
