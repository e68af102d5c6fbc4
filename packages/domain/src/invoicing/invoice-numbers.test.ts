import { describe, expect, it } from 'vitest';
import { documentNumber, invoiceNumbersIn, nextSequence, parseDocumentNumber } from './invoice-numbers';

describe('documentNumber', () => {
  it('writes RE for invoices and GS for credit notes, the year and six digits', () => {
    expect(documentNumber('invoice', 2026, 42)).toBe('RE-2026-000042');
    expect(documentNumber('credit_note', 2026, 3)).toBe('GS-2026-000003');
    expect(documentNumber('invoice', 2027, 1_234_567)).toBe('RE-2027-1234567');
  });

  it('refuses a sequence below 1 or not whole, and a year without four digits', () => {
    expect(() => documentNumber('invoice', 2026, 0)).toThrow(RangeError);
    expect(() => documentNumber('invoice', 2026, 1.5)).toThrow(RangeError);
    expect(() => documentNumber('invoice', 26, 1)).toThrow(RangeError);
  });
});

describe('parseDocumentNumber', () => {
  it('reads back what documentNumber writes', () => {
    expect(parseDocumentNumber('RE-2026-000042')).toEqual({ kind: 'invoice', year: 2026, sequence: 42 });
    expect(parseDocumentNumber('GS-2026-000003')).toEqual({ kind: 'credit_note', year: 2026, sequence: 3 });
    expect(parseDocumentNumber('RE-2027-1234567')).toEqual({ kind: 'invoice', year: 2027, sequence: 1_234_567 });
  });

  it('knows only the one spelling', () => {
    for (const text of [
      'RE-2026-42',
      're-2026-000042',
      'RE-2026-0000042',
      'RE-2026-000000',
      'XX-2026-000042',
      ' RE-2026-000042',
    ])
      expect(parseDocumentNumber(text), text).toBeNull();
  });
});

describe('nextSequence', () => {
  it('starts each year at 1 and counts on without gaps', () => {
    expect(nextSequence(null)).toBe(1);
    expect(nextSequence(41)).toBe(42);
  });
});

describe('invoiceNumbersIn', () => {
  it('finds invoice numbers however a bank reference spells them', () => {
    expect(invoiceNumbersIn('Rechnung RE-2026-000042 Kd 17')).toEqual(['RE-2026-000042']);
    expect(invoiceNumbersIn('re 2026 000042')).toEqual(['RE-2026-000042']);
    expect(invoiceNumbersIn('SVWZ+RE2026000042 EREF+NOTPROVIDED')).toEqual(['RE-2026-000042']);
    expect(invoiceNumbersIn('RE-2026-000042, RE-2026-000043 und RE2026000042')).toEqual([
      'RE-2026-000042',
      'RE-2026-000043',
    ]);
  });

  it('finds no credit note numbers, no numbers inside words and no sequence 0', () => {
    expect(invoiceNumbersIn('GS-2026-000003')).toEqual([]);
    expect(invoiceNumbersIn('PRE-2026-000042')).toEqual([]);
    expect(invoiceNumbersIn('RE-2026-000000')).toEqual([]);
    expect(invoiceNumbersIn('Miete März')).toEqual([]);
  });
});
