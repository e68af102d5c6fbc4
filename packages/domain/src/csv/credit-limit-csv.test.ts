import { describe, expect, test } from 'vitest';
import { ERROR_MESSAGES } from '../errors/messages';
import { CREDIT_LIMIT_CSV_MESSAGES, creditLimitCsvTemplate, readCreditLimitCsv, type CreditLimitCsvContext } from './credit-limit-csv';

const ctx = (over: Partial<CreditLimitCsvContext> = {}): CreditLimitCsvContext => ({
  brand: 'A',
  currency: 'EUR',
  paymentTerms: [
    { id: 1, code: 'NETTO_14', label: '14 Tage netto' },
    { id: 2, code: 'NETTO_30', label: '30 Tage netto' },
  ],
  products: [
    { id: 1, code: 'HEL-SCHWEFELARM', name: 'Heizöl EL schwefelarm' },
    { id: 2, code: 'DIESEL-B7', name: 'Diesel B7' },
  ],
  buyers: [
    { relationshipId: 11, buyerAccountId: 101, name: 'Heizöl Schmidt GmbH', open: true, creditLimit: 50_000, paymentTermId: 1, terminalIds: [10], products: [{ productId: 1, creditDays: 14, dailyLimitCbm: 30 }] },
    { relationshipId: 12, buyerAccountId: 102, name: 'Agrar Nord eG', open: true, creditLimit: null, paymentTermId: null, terminalIds: [], products: [] },
    { relationshipId: 13, buyerAccountId: 103, name: 'Spedition Ost', open: false, creditLimit: 1000, paymentTermId: 1, terminalIds: [], products: [] },
  ],
  ...over,
});

const HEADER = 'Kundennummer;Käufer;Kreditlimit;Zahlungsziel;Kredittage Heizöl EL schwefelarm;Kredittage Diesel B7';

describe('readCreditLimitCsv', () => {
  test('by customer number or by name; first terms create, changed terms update, equal terms are unchanged', () => {
    const reading = readCreditLimitCsv(
      [HEADER, '101;;75.000,50;30 Tage netto;21;7', ';agrar nord eg;10000;NETTO_14;;14', '101;;50.000;14 Tage netto;14;'].join('\n'),
      ctx({ buyers: ctx().buyers.slice(0, 2) }),
    );
    expect(reading.rows.map((r) => [r.action, r.relationshipId, r.reference])).toEqual([
      ['update', 11, '101'],
      ['create', 12, '102'],
      ['unchanged', 11, '101'],
    ]);
    // The daily limit of a product stays; terminals stay as they are.
    expect(reading.rows[0]!.terms).toEqual({
      creditLimit: 75000.5,
      paymentTermId: 2,
      terminalIds: [10],
      products: [
        { productId: 1, creditDays: 21, dailyLimitCbm: 30 },
        { productId: 2, creditDays: 7, dailyLimitCbm: null },
      ],
    });
    expect(reading.rows[0]!.summary).toBe('Heizöl Schmidt GmbH · 75.000,50 EUR · 30 Tage netto');
    expect(reading.rows[2]!.problems).toEqual([{ row: 4, column: null, message: CREDIT_LIMIT_CSV_MESSAGES.duplicateBuyer('Heizöl Schmidt GmbH') }]);
  });

  test('a file without a product column leaves that product as it is', () => {
    const reading = readCreditLimitCsv('Kundennummer;Kreditlimit;Zahlungsziel;Kredittage Diesel B7\n101;50000;14 Tage netto;30', ctx());
    expect(reading.rows[0]!.terms!.products).toEqual([
      { productId: 1, creditDays: 14, dailyLimitCbm: 30 },
      { productId: 2, creditDays: 30, dailyLimitCbm: null },
    ]);
  });

  test('the terms form rules and the buyer rules give row problems', () => {
    const reading = readCreditLimitCsv(
      [HEADER, '101;;-5;14 Tage netto;10;', '999;;100;14 Tage netto;;', ';Unbekannt AG;100;14 Tage netto;;', '103;;100;14 Tage netto;;', '102;Heizöl Schmidt GmbH;100;;;', ';;100;14 Tage netto;;'].join('\n'),
      ctx(),
    );
    expect(reading.rows.map((r) => r.problems.map((p) => [p.column, p.message]))).toEqual([
      [
        ['Kreditlimit', 'Kreditlimit darf nicht negativ sein.'],
        ['Kredittage Heizöl EL schwefelarm', 'Kredittage: erlaubt sind 7, 14, 21, 30, 45.'],
      ],
      [['Kundennummer', CREDIT_LIMIT_CSV_MESSAGES.unknownCustomer('999')]],
      [['Käufer', CREDIT_LIMIT_CSV_MESSAGES.unknownBuyer('Unbekannt AG')]],
      [[null, ERROR_MESSAGES.BUYER_TERMS_CLOSED]],
      [
        ['Käufer', CREDIT_LIMIT_CSV_MESSAGES.numberAndNameDiffer('102', 'Heizöl Schmidt GmbH')],
        ['Zahlungsziel', 'Zahlungsziel ist ein Pflichtfeld.'],
      ],
      [[null, CREDIT_LIMIT_CSV_MESSAGES.buyerRequired]],
    ]);
    expect(reading.rows.every((r) => r.terms === null)).toBe(true);
  });

  test('the template lists the open buyers with their terms and reads back unchanged (brand B numbers)', () => {
    const text = creditLimitCsvTemplate(ctx({ brand: 'B', currency: 'CHF' }));
    expect(text).toBe(`\uFEFF${HEADER}\r\n101;Heizöl Schmidt GmbH;50'000;14 Tage netto;14;\r\n102;Agrar Nord eG;;;;\r\n`);
    const reading = readCreditLimitCsv(text, ctx({ brand: 'B', currency: 'CHF' }));
    expect(reading.rows[0]).toMatchObject({ action: 'unchanged', problems: [] });
    // Agrar Nord has no terms yet: the row must be filled in before it can be applied.
    expect(reading.rows[1]!.problems.map((p) => p.column)).toEqual(['Kreditlimit', 'Zahlungsziel']);
  });
});
