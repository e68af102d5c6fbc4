import { describe, expect, it } from 'vitest';
import { checkPayment, invoicePaymentStatus, matchBankLines, type BankLine, type OpenInvoice } from './payments';

/** The heating-oil invoice: 35,150.22 EUR gross, due 2026-03-10. */
const invoice = { grossMinor: 3_515_022, dueDate: '2026-03-10' };

describe('invoicePaymentStatus', () => {
  it('is open before anything is paid and the due date has not passed, the due date itself included', () => {
    expect(invoicePaymentStatus({ ...invoice, payments: [], today: '2026-03-10' })).toEqual({
      state: 'open',
      paidMinor: 0,
      openMinor: 3_515_022,
      daysOverdue: 0,
    });
  });

  it('a payment in two parts: partly paid after the first, paid after the second', () => {
    const first = { amountMinor: 2_000_000 };
    expect(invoicePaymentStatus({ ...invoice, payments: [first], today: '2026-03-05' })).toEqual({
      state: 'partly_paid',
      paidMinor: 2_000_000,
      openMinor: 1_515_022,
      daysOverdue: 0,
    });
    expect(
      invoicePaymentStatus({ ...invoice, payments: [first, { amountMinor: 1_515_022 }], today: '2026-03-20' }),
    ).toEqual({
      state: 'paid',
      paidMinor: 3_515_022,
      openMinor: 0,
      daysOverdue: 0,
    });
  });

  it('overdue by 3 days when not fully paid on 13 March, partly paid or not', () => {
    expect(invoicePaymentStatus({ ...invoice, payments: [], today: '2026-03-13' })).toMatchObject({
      state: 'overdue',
      daysOverdue: 3,
    });
    expect(invoicePaymentStatus({ ...invoice, payments: [{ amountMinor: 1 }], today: '2026-03-13' })).toMatchObject({
      state: 'overdue',
      openMinor: 3_515_021,
      daysOverdue: 3,
    });
  });

  it('counts credit notes against the gross: a 585.84 credit and the rest paid settle it', () => {
    expect(
      invoicePaymentStatus({
        ...invoice,
        creditedMinor: 58_584,
        payments: [{ amountMinor: 3_456_438 }],
        today: '2026-04-01',
      }),
    ).toMatchObject({ state: 'paid', openMinor: 0 });
  });
});

describe('checkPayment', () => {
  it('accepts a payment up to the open amount', () => {
    expect(checkPayment(2_000_000, 3_515_022, 'EUR')).toEqual({ kind: 'accepted', openAfterMinor: 1_515_022 });
    expect(checkPayment(3_515_022, 3_515_022, 'EUR')).toEqual({ kind: 'accepted', openAfterMinor: 0 });
  });

  it('refuses 0, negative, fractional cents and more than is open, in German', () => {
    for (const amount of [0, -100, 10.5]) {
      expect(checkPayment(amount, 3_515_022, 'EUR')).toEqual({
        kind: 'refused',
        message: 'Der Zahlungsbetrag muss größer als 0 sein.',
      });
    }
    expect(checkPayment(3_515_023, 3_515_022, 'EUR')).toEqual({
      kind: 'refused',
      message: 'Der Zahlungsbetrag von 35.150,23 EUR übersteigt den offenen Betrag von 35.150,22 EUR.',
    });
    expect(checkPayment(100, 0, 'CHF')).toEqual({
      kind: 'refused',
      message: 'Die Rechnung ist bereits vollständig bezahlt.',
    });
  });
});

describe('matchBankLines', () => {
  const open: OpenInvoice[] = [
    { number: 'RE-2026-000042', openMinor: 3_515_022, currency: 'EUR' },
    { number: 'RE-2026-000043', openMinor: 50_000, currency: 'EUR' },
  ];
  const line = (amountMinor: number, reference: string): BankLine => ({ date: '2026-03-09', amountMinor, reference });

  it('matches a line to the open invoice its reference names, however the bank writes the number', () => {
    const [match] = matchBankLines([line(3_515_022, 'SVWZ+re2026000042 Heizoel')], open);
    expect(match).toMatchObject({
      status: 'matched',
      invoiceNumber: 'RE-2026-000042',
      reason: 'Rechnung RE-2026-000042 vollständig bezahlt.',
    });
  });

  it('two lines paying one invoice in parts: the second sees what the first left open', () => {
    const results = matchBankLines(
      [line(2_000_000, 'RE-2026-000042 Teil 1'), line(1_515_022, 'RE-2026-000042 Rest')],
      open,
    );
    expect(results.map((r) => [r.status, r.reason])).toEqual([
      ['matched', 'Rechnung RE-2026-000042 teilweise bezahlt, offen bleiben 15.150,22 EUR.'],
      ['matched', 'Rechnung RE-2026-000042 vollständig bezahlt.'],
    ]);
    // the caller's list is not changed
    expect(open[0]!.openMinor).toBe(3_515_022);
  });

  it('more than is open is an over payment, left for a person', () => {
    const results = matchBankLines([line(40_000, 'RE-2026-000043'), line(10_001, 'RE-2026-000043')], open);
    expect(results.map((r) => r.status)).toEqual(['matched', 'over_payment']);
    expect(results[1]!.reason).toBe(
      'Der Betrag von 100,01 EUR übersteigt den offenen Betrag der Rechnung RE-2026-000043 von 100,00 EUR.',
    );
  });

  it('a number that is not open is unknown; a reference without an invoice number has none', () => {
    const results = matchBankLines(
      [line(100, 'RE-2025-000999'), line(100, 'Gutschrift GS-2026-000003'), line(100, 'Danke')],
      open,
    );
    expect(results.map((r) => [r.status, r.invoiceNumber, r.reason])).toEqual([
      ['unknown_invoice', 'RE-2025-000999', 'Die Rechnung RE-2025-000999 ist unbekannt oder nicht mehr offen.'],
      ['no_number', null, 'Keine Rechnungsnummer im Verwendungszweck.'],
      ['no_number', null, 'Keine Rechnungsnummer im Verwendungszweck.'],
    ]);
  });

  it('takes the first open invoice a reference names, after ones already paid', () => {
    const [match] = matchBankLines([line(50_000, 'RE-2025-000999 RE-2026-000043')], open);
    expect(match).toMatchObject({ status: 'matched', invoiceNumber: 'RE-2026-000043' });
  });

  it('refuses debit lines: only credits are matched', () => {
    expect(() => matchBankLines([line(-100, 'RE-2026-000042')], open)).toThrow(RangeError);
  });
});
