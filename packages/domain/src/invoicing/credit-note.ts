// Issue 28 part 3: an issued invoice is never changed (DOMAIN.md, GoBD); a correction is a credit note
// (document type 381) that references it. The credit note shows positive amounts like any document;
// on the buyer's balance it counts negative. It may credit at most what the invoice still has not
// had credited, so invoice and credit notes together never go below zero.
import type { Currency } from '../formats/number';
import { invoiceLinesOf, type InvoiceLine, type InvoiceLinesInput } from './invoice-lines';
import { parseDocumentNumber } from './invoice-numbers';
import { invoiceTotals, type InvoiceTotals } from './invoice-totals';
import { moneyText } from './money-text';

/** UNTDID 1001: 380 commercial invoice, 381 credit note. */
export const CREDIT_NOTE_TYPE_CODE = 381;

export type IssuedInvoice = {
  number: string;
  currency: Currency;
  lines: readonly InvoiceLine[];
  totals: InvoiceTotals;
};

export type CreditNote = {
  typeCode: typeof CREDIT_NOTE_TYPE_CODE;
  /** "GS-2026-000003" */
  number: string;
  /** BT-25: the invoice it corrects. */
  invoiceNumber: string;
  currency: Currency;
  /** Positive amounts, as printed. */
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  /** What it does to the amount the buyer owes: minus its gross. */
  balanceEffectMinor: number;
};

export type CreditNoteOutcome = { kind: 'refused'; message: string } | { kind: 'issued'; creditNote: CreditNote };

type CreditNoteRequest = {
  invoice: IssuedInvoice;
  /** The credit note's own number (kind credit_note). */
  number: string;
  /** The gross of the credit notes already issued for this invoice. */
  creditedBeforeMinor: number;
};

function issue(request: CreditNoteRequest, lines: InvoiceLine[]): CreditNoteOutcome {
  const { invoice, number, creditedBeforeMinor } = request;
  if (parseDocumentNumber(number)?.kind !== 'credit_note') throw new RangeError(`not a credit note number: ${number}`);
  if (lines.length === 0) return { kind: 'refused', message: 'Die Korrektur ändert den Rechnungsbetrag nicht.' };
  // The credit note's own VAT is computed on its taxable amount (BR-CO-17), not taken from the invoice.
  const totals = invoiceTotals(lines, invoice.currency);
  const remaining = invoice.totals.totalWithVatMinor - creditedBeforeMinor;
  if (totals.totalWithVatMinor > remaining) {
    const amount = moneyText(totals.totalWithVatMinor, invoice.currency);
    return {
      kind: 'refused',
      message:
        remaining <= 0
          ? `Die Rechnung ${invoice.number} ist bereits vollständig gutgeschrieben.`
          : `Die Gutschrift über ${amount} übersteigt den noch nicht gutgeschriebenen Betrag der Rechnung ${invoice.number} von ${moneyText(remaining, invoice.currency)}.`,
    };
  }
  return {
    kind: 'issued',
    creditNote: {
      typeCode: CREDIT_NOTE_TYPE_CODE,
      number,
      invoiceNumber: invoice.number,
      currency: invoice.currency,
      lines,
      totals,
      balanceEffectMinor: -totals.totalWithVatMinor,
    },
  };
}

/** The whole invoice credited: the same lines and amounts (refused once anything was credited). */
export function fullCreditNote(request: CreditNoteRequest): CreditNoteOutcome {
  return issue(
    request,
    request.invoice.lines.map((line) => ({ ...line })),
  );
}

export type Correction = {
  /** The litres actually to be billed, when the invoiced quantity was too high. */
  litres?: number;
  /** The charged price per 100 L (E4) actually agreed, when the invoiced price was too high. */
  chargedPriceE4?: number;
};

const suffixed = (line: InvoiceLine, what: string) => `${line.description} (${what})`;

/**
 * The difference of two sets of lines of the same composition, line by line: `per` says which of
 * quantity and unit price the difference is in; the net is old minus new, exactly.
 */
function differenceLines(before: InvoiceLine[], after: InvoiceLine[], per: 'quantity' | 'price'): InvoiceLine[] {
  return before
    .map((line, i) => {
      const corrected = after[i]!;
      return per === 'quantity'
        ? {
            ...line,
            description: suffixed(line, 'Mengenkorrektur'),
            quantityLitres: line.quantityLitres - corrected.quantityLitres,
            netMinor: line.netMinor - corrected.netMinor,
          }
        : {
            ...line,
            description: suffixed(line, 'Preiskorrektur'),
            unitPriceE4: line.unitPriceE4 - corrected.unitPriceE4,
            netMinor: line.netMinor - corrected.netMinor,
          };
    })
    .filter((line) => line.netMinor !== 0);
}

/**
 * A credit note for a corrected quantity or price (or both): the difference between the invoice's
 * lines and the lines it should have had, built from the same composition (`source`, what the invoice
 * lines were made from). Quantity first at the invoiced price, then the price at the corrected
 * quantity; each step is a difference of invoiceLinesOf results, so the credited net is exactly the
 * invoiced net minus the corrected net. Duties and levies keep their rate: a price correction moves
 * the product line. A correction upwards is not a credit: it is billed with a new invoice.
 */
export function partialCreditNote(
  request: CreditNoteRequest & { source: InvoiceLinesInput; corrected: Correction },
): CreditNoteOutcome {
  const { source, corrected, invoice } = request;
  const invoiced = invoiceLinesOf(source);
  const sameLines =
    invoiced.length === invoice.lines.length &&
    invoiced.every((line, i) => line.netMinor === invoice.lines[i]!.netMinor);
  if (!sameLines) throw new Error(`source does not give the lines of invoice ${invoice.number}`);
  const litres = corrected.litres ?? source.litres;
  const priceE4 = corrected.chargedPriceE4 ?? source.chargedPriceE4;
  if (!Number.isInteger(litres) || litres < 0 || priceE4 < 0) {
    return { kind: 'refused', message: 'Die korrigierte Menge und der korrigierte Preis dürfen nicht negativ sein.' };
  }
  if (litres > source.litres || priceE4 > source.chargedPriceE4) {
    return {
      kind: 'refused',
      message:
        'Eine höhere Menge oder ein höherer Preis wird mit einer neuen Rechnung berechnet, nicht gutgeschrieben.',
    };
  }
  const leviesE4 = invoiced.slice(1).reduce((sum, line) => sum + line.unitPriceE4, 0);
  if (priceE4 < leviesE4) {
    return {
      kind: 'refused',
      message:
        'Der korrigierte Preis liegt unter den enthaltenen Steuern und Abgaben und kann so nicht gutgeschrieben werden.',
    };
  }
  const quantityCorrected = invoiceLinesOf({ ...source, litres });
  const priceCorrected = invoiceLinesOf({ ...source, litres, chargedPriceE4: priceE4 });
  return issue(request, [
    ...differenceLines(invoiced, quantityCorrected, 'quantity'),
    ...differenceLines(quantityCorrected, priceCorrected, 'price'),
  ]);
}
