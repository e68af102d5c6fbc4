// Issue 28 part 2: the numbers of invoices and credit notes. Unique and sequential per seller and year
// (DOMAIN.md): the gap-free sequence itself is kept by the database; here only the format, its parser
// and the next value after the last one issued.

export type DocumentKind = 'invoice' | 'credit_note';

/** RE = Rechnung, GS = Gutschrift. */
export const DOCUMENT_PREFIXES = { invoice: 'RE', credit_note: 'GS' } as const satisfies Record<DocumentKind, string>;

export type DocumentNumber = { kind: DocumentKind; year: number; sequence: number };

const SEQUENCE_DIGITS = 6;

/** "RE-2026-000042": prefix, year, sequence with at least six digits. */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`year must have 4 digits: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`sequence must be >= 1: ${sequence}`);
  return `${DOCUMENT_PREFIXES[kind]}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

const KIND_OF_PREFIX: Record<string, DocumentKind> = { RE: 'invoice', GS: 'credit_note' };
const NUMBER = /^(RE|GS)-(\d{4})-(\d{6,})$/;

/** The parts of a number exactly as documentNumber writes it; anything else is null. */
export function parseDocumentNumber(text: string): DocumentNumber | null {
  const m = NUMBER.exec(text);
  if (!m) return null;
  const parsed = { kind: KIND_OF_PREFIX[m[1]!]!, year: Number(m[2]), sequence: Number(m[3]) };
  // One number, one spelling: no sequence 0 and no "RE-2026-0000042" beside "RE-2026-000042".
  if (parsed.sequence < 1 || documentNumber(parsed.kind, parsed.year, parsed.sequence) !== text) return null;
  return parsed;
}

/** The sequence value after the last one issued this year (null: none yet). */
export function nextSequence(last: number | null): number {
  return last === null ? 1 : last + 1;
}

/**
 * Invoice numbers as people and banks write them in a payment reference: any case, with hyphens,
 * spaces or nothing between the parts ("RE-2026-000042", "re 2026 000042", "RE2026000042").
 */
const INVOICE_NUMBER_IN_TEXT = /(?<![A-Z0-9])RE[-\s]?(\d{4})[-\s]?(\d{6,})(?!\d)/gi;

/** The invoice numbers a text names, in the canonical spelling, first mention first, each once. */
export function invoiceNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(INVOICE_NUMBER_IN_TEXT)) {
    const sequence = Number(m[2]);
    if (sequence < 1) continue;
    const number = documentNumber('invoice', Number(m[1]), sequence);
    if (!found.includes(number)) found.push(number);
  }
  return found;
}
