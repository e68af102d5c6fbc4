import { describe, expect, it } from 'vitest';
import type { PriceStep } from '../pricing/live-pricing';
import {
  CREDIT_NOTE_TYPE_CODE,
  fullCreditNote,
  partialCreditNote,
  type CreditNoteOutcome,
  type IssuedInvoice,
} from './credit-note';
import { invoiceLinesOf, type InvoiceLinesInput } from './invoice-lines';
import { invoiceTotals } from './invoice-totals';

const steps: PriceStep[] = [
  { label: 'Festpreis', value: 92.325, unit: 'EUR/100L15', ruleId: null, detail: null, kind: 'START' },
  { label: 'Energiesteuer', value: 98.46, unit: 'EUR/100L15', ruleId: 1, detail: null, kind: 'ADDITION' },
];
/** 30,000 L heating oil at 98.46 EUR/100 L incl. 6.135 energy duty, 19 %: gross 35,150.22. */
const source: InvoiceLinesInput = {
  productName: 'Heizöl EL schwefelarm',
  litres: 30_000,
  chargedPriceE4: 984_600,
  steps,
  vatRateBp: 1900,
};
const lines = invoiceLinesOf(source);
const invoice: IssuedInvoice = {
  number: 'RE-2026-000042',
  currency: 'EUR',
  lines,
  totals: invoiceTotals(lines, 'EUR'),
};

const issued = (outcome: CreditNoteOutcome) => {
  if (outcome.kind !== 'issued') throw new Error(outcome.message);
  return outcome.creditNote;
};
const refusal = (outcome: CreditNoteOutcome) => (outcome.kind === 'refused' ? outcome.message : null);

describe('fullCreditNote', () => {
  it('credits the whole invoice: type 381, its number referenced, the same lines and amounts, minus its gross on the balance', () => {
    const note = issued(fullCreditNote({ invoice, number: 'GS-2026-000003', creditedBeforeMinor: 0 }));
    expect(note).toMatchObject({
      typeCode: 381,
      number: 'GS-2026-000003',
      invoiceNumber: 'RE-2026-000042',
      currency: 'EUR',
    });
    expect(CREDIT_NOTE_TYPE_CODE).toBe(381);
    expect(note.lines).toEqual(invoice.lines);
    expect(note.totals).toEqual(invoice.totals);
    expect(note.totals.totalWithVatMinor).toBe(3_515_022);
    expect(note.balanceEffectMinor).toBe(-3_515_022);
  });

  it('is refused once part of the invoice was credited, and after a full credit says so', () => {
    expect(refusal(fullCreditNote({ invoice, number: 'GS-2026-000004', creditedBeforeMinor: 58_584 }))).toBe(
      'Die Gutschrift über 35.150,22 EUR übersteigt den noch nicht gutgeschriebenen Betrag der Rechnung RE-2026-000042 von 34.564,38 EUR.',
    );
    expect(refusal(fullCreditNote({ invoice, number: 'GS-2026-000004', creditedBeforeMinor: 3_515_022 }))).toBe(
      'Die Rechnung RE-2026-000042 ist bereits vollständig gutgeschrieben.',
    );
  });

  it('takes only a credit note number', () => {
    expect(() => fullCreditNote({ invoice, number: 'RE-2026-000043', creditedBeforeMinor: 0 })).toThrow(RangeError);
  });
});

describe('partialCreditNote', () => {
  const partial = (corrected: { litres?: number; chargedPriceE4?: number }, creditedBeforeMinor = 0) =>
    partialCreditNote({ invoice, source, corrected, number: 'GS-2026-000003', creditedBeforeMinor });

  it('29,500 L instead of 30,000: 500 L credited per line, 492.30 net, 93.54 VAT, 585.84 gross', () => {
    // product 2,769,750 - 29,500 x 92.325 (2,723,587.5 -> 2,723,588) = 46,162; duty 184,050 - 180,982 = 3,068
    const note = issued(partial({ litres: 29_500 }));
    expect(note.lines).toEqual([
      {
        description: 'Heizöl EL schwefelarm (Mengenkorrektur)',
        quantityLitres: 500,
        unitPriceE4: 923_250,
        netMinor: 46_162,
        vatRateBp: 1900,
      },
      {
        description: 'Energiesteuer (Mengenkorrektur)',
        quantityLitres: 500,
        unitPriceE4: 61_350,
        netMinor: 3_068,
        vatRateBp: 1900,
      },
    ]);
    expect(note.totals).toMatchObject({
      totalWithoutVatMinor: 49_230,
      vatTotalMinor: 9_354,
      totalWithVatMinor: 58_584,
    });
    expect(note.balanceEffectMinor).toBe(-58_584);
    // what remains billed is the invoice the corrected quantity would have had
    const corrected = invoiceTotals(invoiceLinesOf({ ...source, litres: 29_500 }), 'EUR');
    expect(invoice.totals.totalWithVatMinor - note.totals.totalWithVatMinor).toBe(corrected.totalWithVatMinor);
  });

  it('97.46 instead of 98.46: 1.00 per 100 L on the product line only (the duty is unchanged), 300.00 net', () => {
    const note = issued(partial({ chargedPriceE4: 974_600 }));
    expect(note.lines).toEqual([
      {
        description: 'Heizöl EL schwefelarm (Preiskorrektur)',
        quantityLitres: 30_000,
        unitPriceE4: 10_000,
        netMinor: 30_000,
        vatRateBp: 1900,
      },
    ]);
    expect(note.totals).toMatchObject({ vatTotalMinor: 5_700, totalWithVatMinor: 35_700 });
  });

  it('quantity and price at once: the quantity at the old price, then the price at the new quantity, exactly the difference', () => {
    const note = issued(partial({ litres: 29_999, chargedPriceE4: 984_500 }));
    expect(note.lines.map((l) => l.description)).toEqual([
      'Heizöl EL schwefelarm (Mengenkorrektur)',
      'Energiesteuer (Mengenkorrektur)',
      'Heizöl EL schwefelarm (Preiskorrektur)',
    ]);
    // 30,000 x 98.46 = 29,538.00; 29,999 x 98.45 = 29,534.0155 -> 29,534.02; difference 3.98
    expect(note.totals.totalWithoutVatMinor).toBe(398);
  });

  it('refuses a correction that changes nothing, goes upwards, is negative or falls below the duty', () => {
    expect(refusal(partial({ litres: 30_000 }))).toBe('Die Korrektur ändert den Rechnungsbetrag nicht.');
    expect(refusal(partial({ litres: 30_001 }))).toMatch(/neuen Rechnung/);
    expect(refusal(partial({ chargedPriceE4: 984_700 }))).toMatch(/neuen Rechnung/);
    expect(refusal(partial({ litres: -1 }))).toMatch(/nicht negativ/);
    expect(refusal(partial({ chargedPriceE4: 60_000 }))).toMatch(/Steuern und Abgaben/);
  });

  it('refuses to credit more than is left after earlier credit notes', () => {
    expect(refusal(partial({ litres: 29_500 }, 3_515_022 - 58_583))).toBe(
      'Die Gutschrift über 585,84 EUR übersteigt den noch nicht gutgeschriebenen Betrag der Rechnung RE-2026-000042 von 585,83 EUR.',
    );
    expect(partial({ litres: 29_500 }, 3_515_022 - 58_584).kind).toBe('issued');
  });

  it('a whole quantity credited equals the full credit note', () => {
    const note = issued(partial({ litres: 0 }));
    expect(note.totals.totalWithVatMinor).toBe(invoice.totals.totalWithVatMinor);
  });

  it('refuses a source that is not the invoice’s', () => {
    expect(() =>
      partialCreditNote({
        invoice,
        source: { ...source, litres: 29_000 },
        corrected: { litres: 28_000 },
        number: 'GS-2026-000003',
        creditedBeforeMinor: 0,
      }),
    ).toThrow(/source/);
  });

  it('in CHF the amounts read as Swiss francs', () => {
    const chfLines = invoiceLinesOf({ ...source, vatRateBp: 810 });
    const chf: IssuedInvoice = {
      number: 'RE-2026-000050',
      currency: 'CHF',
      lines: chfLines,
      totals: invoiceTotals(chfLines, 'CHF'),
    };
    const outcome = fullCreditNote({ invoice: chf, number: 'GS-2026-000009', creditedBeforeMinor: 1 });
    expect(refusal(outcome)).toBe(
      "Die Gutschrift über 31'930.58 CHF übersteigt den noch nicht gutgeschriebenen Betrag der Rechnung RE-2026-000050 von 31'930.57 CHF.",
    );
  });
});
