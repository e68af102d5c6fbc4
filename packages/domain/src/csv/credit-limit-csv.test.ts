import { describe, expect, test } from 'vitest';
import { ERROR_MESSAGES } from '../errors/messages';
import {
  CREDIT_LIMIT_CSV_MESSAGES,
  creditLimitCsvTemplate,
  readCreditLimitCsv,
  type CreditLimitCsvContext,
} from './credit-limit-csv';

const ctx = (over: Partial<CreditLimitCsvContext> = {}): CreditLimitCsvContext => ({
  brand: 'A',
  currency: 'EUR',
  products: [
    { id: 1, code: 'HEL-SCHWEFELARM', name: 'Heizöl EL schwefelarm' },
    { id: 2, code: 'DIESEL-B7', name: 'Diesel B7' },
  ],
  additives: [],
  buyers: [
    {
      relationshipId: 11,
      buyerAccountId: 101,
      name: 'Heizöl Schmidt GmbH',
      open: true,
      creditLimit: 50_000,
      terminalIds: [10],
      products: [{ productId: 1, creditDays: 14, dailyLimitCbm: 30 }],
      additiveProducts: [{ productId: 7, creditDays: 30 }],
    },
    {
      relationshipId: 12,
      buyerAccountId: 102,
      name: 'Agrar Nord eG',
      open: true,
      creditLimit: null,
      terminalIds: [],
      products: [],
      additiveProducts: [],
    },
    {
      relationshipId: 13,
      buyerAccountId: 103,
      name: 'Spedition Ost',
      open: false,
      creditLimit: 1000,
      terminalIds: [],
      products: [],
      additiveProducts: [],
    },
  ],
  ...over,
});

/** A seller of fuel and additives: AdBlue (7) and a flow improver (8) have their own columns. */
const withAdditives = (over: Partial<CreditLimitCsvContext> = {}) =>
  ctx({
    additives: [
      { id: 7, code: 'ADBLUE', name: 'AdBlue' },
      { id: 8, code: 'DIESEL-FLIESS-WINTER', name: 'Fließverbesserer Winter' },
    ],
    ...over,
  });

const HEADER = 'Kundennummer;Käufer;Kreditlimit;Zahlungsziel Heizöl EL schwefelarm;Zahlungsziel Diesel B7';
const ADDITIVE_HEADER = `${HEADER};Zahlungsziel Additiv AdBlue;Zahlungsziel Additiv Fließverbesserer Winter`;

describe('readCreditLimitCsv', () => {
  test('by customer number or by name; first terms create, changed terms update, equal terms are unchanged', () => {
    const reading = readCreditLimitCsv(
      [HEADER, '101;;75.000,50;21;7', ';agrar nord eg;10000;;14', '101;;50.000;14;'].join('\n'),
      ctx({ buyers: ctx().buyers.slice(0, 2) }),
    );
    expect(reading.rows.map((r) => [r.action, r.relationshipId, r.reference])).toEqual([
      ['update', 11, '101'],
      ['create', 12, '102'],
      ['unchanged', 11, '101'],
    ]);
    // The daily limit of a product stays; terminals stay as they are; no additive column, additives stay.
    expect(reading.rows[0]!.terms).toEqual({
      creditLimit: 75000.5,
      terminalIds: [10],
      products: [
        { productId: 1, creditDays: 21, dailyLimitCbm: 30 },
        { productId: 2, creditDays: 7, dailyLimitCbm: null },
      ],
      additiveProducts: null,
    });
    expect(reading.rows[0]!.changes).toEqual({ fuel: true, additives: false });
    expect(reading.rows[0]!.summary).toBe('Heizöl Schmidt GmbH · 75.000,50 EUR');
    expect(reading.rows[2]!.problems).toEqual([
      { row: 4, column: null, message: CREDIT_LIMIT_CSV_MESSAGES.duplicateBuyer('Heizöl Schmidt GmbH') },
    ]);
  });

  test('a file without a product column leaves that product as it is; "Kredittage <Produkt>" of older files still reads', () => {
    const reading = readCreditLimitCsv('Kundennummer;Kreditlimit;Kredittage Diesel B7\n101;50000;30', ctx());
    expect(reading.rows[0]!.terms!.products).toEqual([
      { productId: 1, creditDays: 14, dailyLimitCbm: 30 },
      { productId: 2, creditDays: 30, dailyLimitCbm: null },
    ]);
  });

  test('the relationship-level "Zahlungsziel" column of before decision 050 is refused, not silently dropped', () => {
    const reading = readCreditLimitCsv('Kundennummer;Kreditlimit;Zahlungsziel\n101;50000;30 Tage netto', ctx());
    expect(reading.rows).toEqual([]);
    expect(reading.problems.map((p) => p.message).join(' ')).toContain('„Zahlungsziel“');
  });

  test('the terms form rules and the buyer rules give row problems', () => {
    const reading = readCreditLimitCsv(
      [
        HEADER,
        '101;;-5;10;',
        '999;;100;;',
        ';Unbekannt AG;100;;',
        '103;;100;;',
        '102;Heizöl Schmidt GmbH;;;',
        ';;100;;',
      ].join('\n'),
      ctx(),
    );
    expect(reading.rows.map((r) => r.problems.map((p) => [p.column, p.message]))).toEqual([
      [
        ['Kreditlimit', 'Kreditlimit darf nicht negativ sein.'],
        ['Zahlungsziel Heizöl EL schwefelarm', 'Zahlungsziel: erlaubt sind 7, 14, 21, 30, 45 Tage.'],
      ],
      [['Kundennummer', CREDIT_LIMIT_CSV_MESSAGES.unknownCustomer('999')]],
      [['Käufer', CREDIT_LIMIT_CSV_MESSAGES.unknownBuyer('Unbekannt AG')]],
      [[null, ERROR_MESSAGES.BUYER_TERMS_CLOSED]],
      [
        ['Käufer', CREDIT_LIMIT_CSV_MESSAGES.numberAndNameDiffer('102', 'Heizöl Schmidt GmbH')],
        ['Kreditlimit', 'Kreditlimit ist ein Pflichtfeld.'],
      ],
      [[null, CREDIT_LIMIT_CSV_MESSAGES.buyerRequired]],
    ]);
    expect(reading.rows.every((r) => r.terms === null)).toBe(true);
  });

  test('the template lists the open buyers with their terms and reads back unchanged (brand B numbers)', () => {
    const text = creditLimitCsvTemplate(ctx({ brand: 'B', currency: 'CHF' }));
    expect(text).toBe(`\uFEFF${HEADER}\r\n101;Heizöl Schmidt GmbH;50'000;14;\r\n102;Agrar Nord eG;;;\r\n`);
    const reading = readCreditLimitCsv(text, ctx({ brand: 'B', currency: 'CHF' }));
    expect(reading.rows[0]).toMatchObject({ action: 'unchanged', problems: [] });
    // Agrar Nord has no terms yet: the row must be filled in before it can be applied.
    expect(reading.rows[1]!.problems.map((p) => p.column)).toEqual(['Kreditlimit']);
  });
});

describe('additive terms in their own columns (issue 24 part 7)', () => {
  test('the template fills the additive columns with the current terms of every buyer', () => {
    const text = creditLimitCsvTemplate(withAdditives());
    expect(text).toBe(
      `\uFEFF${ADDITIVE_HEADER}\r\n101;Heizöl Schmidt GmbH;50.000;14;;30;\r\n102;Agrar Nord eG;;;;;\r\n`,
    );
    // Round trip: the filled template changes nothing, fuel or additive.
    const reading = readCreditLimitCsv(text, withAdditives());
    expect(reading.rows[0]).toMatchObject({
      action: 'unchanged',
      changes: { fuel: false, additives: false },
      problems: [],
    });
    expect(reading.rows[0]!.terms!.additiveProducts).toEqual([{ productId: 7, creditDays: 30 }]);
  });

  test('additive terms are read into the additive list, never into the fuel products', () => {
    const reading = readCreditLimitCsv(`${ADDITIVE_HEADER}\n101;;50000;14;;14;21`, withAdditives());
    const row = reading.rows[0]!;
    expect(row).toMatchObject({ action: 'update', changes: { fuel: false, additives: true }, problems: [] });
    expect(row.terms!.products).toEqual([{ productId: 1, creditDays: 14, dailyLimitCbm: 30 }]);
    expect(row.terms!.additiveProducts).toEqual([
      { productId: 7, creditDays: 14 },
      { productId: 8, creditDays: 21 },
    ]);
  });

  test('an empty additive cell takes the additive away; an additive without a column stays', () => {
    const emptied = readCreditLimitCsv(`${ADDITIVE_HEADER}\n101;;50000;14;;;`, withAdditives());
    expect(emptied.rows[0]!.terms!.additiveProducts).toEqual([]);
    expect(emptied.rows[0]!.changes).toEqual({ fuel: false, additives: true });
    const onlyOther = readCreditLimitCsv(
      `${HEADER};Zahlungsziel Additiv DIESEL-FLIESS-WINTER\n101;;50000;14;;45`,
      withAdditives(),
    );
    expect(onlyOther.rows[0]!.terms!.additiveProducts).toEqual([
      { productId: 7, creditDays: 30 },
      { productId: 8, creditDays: 45 },
    ]);
  });

  test('an additive term outside the options is a problem of its column', () => {
    const reading = readCreditLimitCsv(`${ADDITIVE_HEADER}\n101;;50000;14;;10;`, withAdditives());
    expect(reading.rows[0]!.problems).toEqual([
      { row: 2, column: 'Zahlungsziel Additiv AdBlue', message: 'Zahlungsziel: erlaubt sind 7, 14, 21, 30, 45 Tage.' },
    ]);
    expect(reading.rows[0]!.terms).toBeNull();
  });

  test('without additives for the seller an additive column is unknown', () => {
    const reading = readCreditLimitCsv(`${HEADER};Zahlungsziel Additiv AdBlue\n101;;50000;14;;30`, ctx());
    expect(reading.rows).toEqual([]);
    expect(reading.problems[0]!.message).toContain('Zahlungsziel Additiv AdBlue');
  });
});
