// Issue 28 part 3: where an invoice stands with its payments, which payments may be recorded, and which
// invoice an incoming bank line pays. Pure: the server records payments and imports bank statements
// with it, the screens show the same state.
import { daysBetween } from '../calendar/days';
import type { Currency } from '../formats/number';
import { invoiceNumbersIn } from './invoice-numbers';
import { moneyText } from './money-text';

export type PaymentState = 'open' | 'partly_paid' | 'paid' | 'overdue';

export type InvoicePaymentStatus = {
  state: PaymentState;
  paidMinor: number;
  /** Gross minus credit notes minus payments; 0 once settled. */
  openMinor: number;
  /** Whole days after the due date; 0 unless overdue. */
  daysOverdue: number;
};

/**
 * An invoice's state on `today` (YYYY-MM-DD). Overdue means not settled and today after the due date
 * (the due date itself is still in time); it wins over partly paid, which only says that something
 * came in. Settled by payments and credit notes together is paid.
 */
export function invoicePaymentStatus(input: {
  grossMinor: number;
  payments: readonly { amountMinor: number }[];
  /** The gross of credit notes issued for the invoice. */
  creditedMinor?: number;
  dueDate: string;
  today: string;
}): InvoicePaymentStatus {
  const paidMinor = input.payments.reduce((sum, p) => sum + p.amountMinor, 0);
  const openMinor = input.grossMinor - (input.creditedMinor ?? 0) - paidMinor;
  if (openMinor <= 0) return { state: 'paid', paidMinor, openMinor: 0, daysOverdue: 0 };
  const late = daysBetween(input.dueDate, input.today);
  if (late > 0) return { state: 'overdue', paidMinor, openMinor, daysOverdue: late };
  return { state: paidMinor > 0 ? 'partly_paid' : 'open', paidMinor, openMinor, daysOverdue: 0 };
}

export type PaymentCheck = { kind: 'refused'; message: string } | { kind: 'accepted'; openAfterMinor: number };

/** Whether a payment of `amountMinor` may be recorded against an invoice with `openMinor` open. */
export function checkPayment(amountMinor: number, openMinor: number, currency: Currency): PaymentCheck {
  if (!Number.isInteger(amountMinor) || amountMinor <= 0) {
    return { kind: 'refused', message: 'Der Zahlungsbetrag muss größer als 0 sein.' };
  }
  if (openMinor <= 0) return { kind: 'refused', message: 'Die Rechnung ist bereits vollständig bezahlt.' };
  if (amountMinor > openMinor) {
    return {
      kind: 'refused',
      message: `Der Zahlungsbetrag von ${moneyText(amountMinor, currency)} übersteigt den offenen Betrag von ${moneyText(openMinor, currency)}.`,
    };
  }
  return { kind: 'accepted', openAfterMinor: openMinor - amountMinor };
}

/** An incoming line of a bank statement (a credit: amountMinor > 0). */
export type BankLine = { date: string; amountMinor: number; reference: string };
export type OpenInvoice = { number: string; openMinor: number; currency: Currency };

export type BankLineStatus = 'matched' | 'unknown_invoice' | 'no_number' | 'over_payment';
export type BankLineMatch = {
  line: BankLine;
  status: BankLineStatus;
  /** The invoice the line names (the open one it pays, when there is one); null without a number. */
  invoiceNumber: string | null;
  /** German, for the person who reviews the statement. */
  reason: string;
};

/**
 * Each bank line matched to an open invoice by an invoice number in its reference. The first number
 * that names an open invoice decides; a line pays it only up to its open amount, and lines are matched
 * in order, so two lines paying one invoice see what the first left open. Anything else is left for a
 * person, with the reason.
 */
export function matchBankLines(lines: readonly BankLine[], openInvoices: readonly OpenInvoice[]): BankLineMatch[] {
  const open = new Map(openInvoices.map((invoice) => [invoice.number, { ...invoice }]));
  return lines.map((line): BankLineMatch => {
    if (!Number.isInteger(line.amountMinor) || line.amountMinor <= 0) {
      throw new RangeError(`a bank line to match is a credit with a positive amount: ${line.amountMinor}`);
    }
    const numbers = invoiceNumbersIn(line.reference);
    if (numbers.length === 0) {
      return { line, status: 'no_number', invoiceNumber: null, reason: 'Keine Rechnungsnummer im Verwendungszweck.' };
    }
    const number = numbers.find((n) => (open.get(n)?.openMinor ?? 0) > 0);
    if (number === undefined) {
      return {
        line,
        status: 'unknown_invoice',
        invoiceNumber: numbers[0]!,
        reason: `Die Rechnung ${numbers[0]} ist unbekannt oder nicht mehr offen.`,
      };
    }
    const invoice = open.get(number)!;
    if (line.amountMinor > invoice.openMinor) {
      return {
        line,
        status: 'over_payment',
        invoiceNumber: number,
        reason: `Der Betrag von ${moneyText(line.amountMinor, invoice.currency)} übersteigt den offenen Betrag der Rechnung ${number} von ${moneyText(invoice.openMinor, invoice.currency)}.`,
      };
    }
    invoice.openMinor -= line.amountMinor;
    return {
      line,
      status: 'matched',
      invoiceNumber: number,
      reason:
        invoice.openMinor === 0
          ? `Rechnung ${number} vollständig bezahlt.`
          : `Rechnung ${number} teilweise bezahlt, offen bleiben ${moneyText(invoice.openMinor, invoice.currency)}.`,
    };
  });
}
