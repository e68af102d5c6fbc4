import { describe, expect, test } from 'vitest';
import type { SellerOffer } from '../contracts/offers';
import { OFFER_MESSAGES } from '../offers/offer-rules';
import { requiredMessage } from '../validation/fields';
import { decodeCsvBytes } from './csv-file';
import {
  OFFER_CSV_COLUMNS,
  OFFER_CSV_MESSAGES,
  offerCsvTemplate,
  readOfferCsv,
  type OfferCsvContext,
} from './offer-csv';

const catalogue: OfferCsvContext['catalogue'] = {
  fuels: [
    { id: 1, code: 'HEL-SCHWEFELARM', name: 'Heizöl EL schwefelarm' },
    { id: 2, code: 'DIESEL-B7', name: 'Diesel B7' },
  ],
  terminals: [{ id: 10, code: 'HH-HAR', name: 'Tanklager Hamburg-Harburg' }],
  regions: [{ id: 5, name: 'Nord' }],
  liftingPeriods: [
    { id: 1, code: 'PROMPT', label: 'Prompt (heute)' },
    { id: 3, code: 'TAGE_14', label: '14 Tage' },
  ],
};

const stored: SellerOffer = {
  id: 7,
  product: { id: 2, name: 'Diesel B7', categorySort: 20 },
  deliveryType: 'PICKUP',
  terminal: { id: 10, name: 'Tanklager Hamburg-Harburg', city: 'Hamburg' },
  deliveryRegion: null,
  status: 'ACTIVE',
  displayStatus: 'ACTIVE',
  pricingType: 'FIXED',
  priceInputUnit: 'EUR_100L15',
  pricePer100l: 98.45,
  pricePerLitre: 0.9845,
  live: null,
  totalCbm: 500,
  soldCbm: 100,
  remainingCbm: 400,
  minOrderCbm: 10,
  maxOrderCbm: 40,
  startDate: '2026-11-20',
  endDate: '2026-12-20',
  dailyStartTime: '06:00',
  dailyEndTime: '18:00',
  collectionType: 'LIFTING_PERIOD',
  liftingPeriod: { id: 3, name: '14 Tage', days: 14 },
  collectionStartDate: null,
  collectionEndDate: null,
  version: 1,
  autoExecution: true,
  autoMaxCbm: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const ctx = (over: Partial<OfferCsvContext> = {}): OfferCsvContext => ({
  brand: 'A',
  today: '2026-11-20',
  deliveredProducts: false,
  catalogue,
  offers: [stored],
  ...over,
});

const HEADER = OFFER_CSV_COLUMNS.map((c) => c.header).join(';');
/** A row in column order from a partial record of header -> cell. */
const line = (cells: Record<string, string>) => OFFER_CSV_COLUMNS.map((c) => cells[c.header] ?? '').join(';');
const fixedRow = (over: Record<string, string> = {}) =>
  line({
    Produkt: 'Diesel B7',
    Terminal: 'Tanklager Hamburg-Harburg',
    'Gesamtmenge (cbm)': '1.500',
    'Mindestmenge (cbm)': '10',
    'Höchstmenge (cbm)': '120,5',
    Preisart: 'Fest',
    Preis: '98,45',
    Preiseinheit: '100L15',
    Angebotsbeginn: '20.11.2026',
    Angebotsende: '20.12.2026',
    Startzeit: '06:00',
    Endzeit: '18:00',
    Abholzeitraum: '14 Tage',
    ...over,
  });
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

describe('readOfferCsv: what each row does', () => {
  test('a row without number creates, with an own number updates, with "Löschen" deletes', () => {
    const reading = readOfferCsv(
      file(
        fixedRow(),
        fixedRow({ Angebotsnummer: '7', Preis: '99' }),
        line({ Angebotsnummer: '7', Aktion: 'löschen' }),
      ),
      ctx(),
    );
    // The same offer twice: the delete row names 7 again.
    expect(reading.rows.map((r) => [r.row, r.action, r.offerId])).toEqual([
      [2, 'create', null],
      [3, 'update', 7],
      [4, 'delete', 7],
    ]);
    expect(reading.rows[2]!.problems).toEqual([
      { row: 4, column: 'Angebotsnummer', message: OFFER_CSV_MESSAGES.duplicateId('7') },
    ]);
    expect(reading.rows[0]!.input).toMatchObject({
      pricingType: 'FIXED',
      productId: 2,
      terminalId: 10,
      totalCbm: 1500,
      maxOrderCbm: 120.5,
      price: 98.45,
      liftingPeriodId: 3,
    });
    expect(reading.rows[0]!.summary).toBe('Diesel B7 · Tanklager Hamburg-Harburg · 1.500 cbm · 98,45 pro 100 L');
  });

  test('a row equal to the stored offer is unchanged', () => {
    const reading = readOfferCsv(
      file(fixedRow({ Angebotsnummer: '7', 'Gesamtmenge (cbm)': '500', 'Höchstmenge (cbm)': '40' })),
      ctx(),
    );
    expect(reading.rows[0]).toMatchObject({ action: 'unchanged', problems: [] });
  });

  test('brand B reads apostrophes and decimal points', () => {
    const reading = readOfferCsv(
      file(fixedRow({ 'Gesamtmenge (cbm)': "1'500", 'Höchstmenge (cbm)': '120.5', Preis: '98.45' })),
      ctx({ brand: 'B' }),
    );
    expect(reading.problems).toEqual([]);
    expect(reading.rows[0]!.input).toMatchObject({ totalCbm: 1500, maxOrderCbm: 120.5, price: 98.45 });
  });

  test('a live row: future month, FX live or fixed, surcharge, density, min price', () => {
    const reading = readOfferCsv(
      file(
        fixedRow({
          Preisart: 'Live',
          Preis: '',
          Preiseinheit: '',
          Terminmonat: 'm01',
          Wechselkurs: '1,08',
          Aufschlag: '-2,5',
          'Einheit Aufschlag': 'USD/mt',
          'Dichte (kg/l)': '0,845',
          Mindestpreis: 'ja',
          'Max. Preisrückgang': '3',
        }),
      ),
      ctx(),
    );
    expect(reading.problems).toEqual([]);
    expect(reading.rows[0]!.input).toMatchObject({
      pricingType: 'LIVE',
      futureMonth: 'M01',
      fxMode: 'FIXED',
      fxRate: 1.08,
      surcharge: -2.5,
      surchargeUnit: 'USD_MT',
      density: 0.845,
      minPriceEnabled: true,
      maxPriceFall: 3,
    });
  });
});

describe('readOfferCsv: every problem with its row, column and the form rule', () => {
  test('the offer form rules give the messages, in the column of the field', () => {
    const reading = readOfferCsv(
      file(
        fixedRow({ 'Mindestmenge (cbm)': '200', 'Höchstmenge (cbm)': '100' }),
        fixedRow({ Angebotsende: '19.11.2026' }),
        fixedRow({ Produkt: '', Preis: '-1' }),
        fixedRow({ Abholzeitraum: '' }),
      ),
      ctx(),
    );
    expect(reading.rows.map((r) => r.problems)).toEqual([
      [{ row: 2, column: 'Mindestmenge (cbm)', message: OFFER_MESSAGES.minAboveMax }],
      [{ row: 3, column: 'Angebotsende', message: OFFER_MESSAGES.endBeforeStart }],
      [
        { row: 4, column: 'Preis', message: 'Preis darf nicht negativ sein.' },
        { row: 4, column: 'Produkt', message: requiredMessage('Produkt') },
      ],
      [{ row: 5, column: 'Abholzeitraum', message: requiredMessage('Abholzeitraum') }],
    ]);
    expect(reading.rows.every((r) => r.input === null)).toBe(true);
    expect(reading.problems).toHaveLength(5);
  });

  test('an end in the past (business day) is refused as in the form', () => {
    const reading = readOfferCsv(file(fixedRow({ Angebotsbeginn: '01.11.2026', Angebotsende: '19.11.2026' })), ctx());
    expect(reading.rows[0]!.problems).toEqual([{ row: 2, column: 'Angebotsende', message: OFFER_MESSAGES.endInPast }]);
  });

  test('unknown names, foreign offer numbers, a total below what is sold, a bad action', () => {
    const reading = readOfferCsv(
      file(
        fixedRow({ Produkt: 'Kerosin', Terminal: 'Mond' }),
        fixedRow({ Angebotsnummer: '99' }),
        fixedRow({ Angebotsnummer: '7', 'Gesamtmenge (cbm)': '90', 'Höchstmenge (cbm)': '40' }),
        fixedRow({ Aktion: 'Pausieren' }),
        line({ Aktion: 'Löschen' }),
      ),
      ctx(),
    );
    expect(reading.rows.map((r) => r.problems.map((p) => [p.column, p.message]))).toEqual([
      [
        ['Produkt', 'Produkt: „Kerosin“ ist unbekannt.'],
        ['Terminal', 'Terminal: „Mond“ ist unbekannt.'],
      ],
      [['Angebotsnummer', OFFER_CSV_MESSAGES.notOwnOffer('99')]],
      [['Gesamtmenge (cbm)', OFFER_MESSAGES.totalBelowSold('100,000')]],
      [['Aktion', OFFER_CSV_MESSAGES.unknownAction]],
      [['Angebotsnummer', OFFER_CSV_MESSAGES.deleteNeedsId]],
    ]);
  });

  test('a delivery region only with DELIVERED_PRODUCTS', () => {
    const row = fixedRow({ Terminal: '', Lieferregion: 'Nord' });
    expect(readOfferCsv(file(row), ctx()).rows[0]!.problems.map((p) => p.message)).toEqual([
      OFFER_CSV_MESSAGES.regionNotAvailable,
    ]);
    expect(readOfferCsv(file(row), ctx({ deliveredProducts: true })).rows[0]!.input).toMatchObject({
      deliveryType: 'DELIVERED',
      deliveryRegionId: 5,
    });
  });

  test('a wrong header is a file problem and no row is read', () => {
    const reading = readOfferCsv('Produkt;Menge\nDiesel;1', ctx());
    expect(reading.rows).toEqual([]);
    expect(reading.problems.map((p) => p.row)).toEqual([1, 1]);
  });
});

describe('offerCsvTemplate', () => {
  test('German headers, the brand number format, one example row that reads back without problems', () => {
    for (const brand of ['A', 'B'] as const) {
      const text = offerCsvTemplate({ brand, today: '2026-11-20', catalogue });
      expect(text.startsWith('\uFEFFAngebotsnummer;Aktion;Produkt;Terminal;')).toBe(true);
      expect(text).toContain(
        brand === 'A'
          ? ';1.500;10;120,5;Fest;98,45;100L15;20.11.2026;20.12.2026;06:00;18:00;14 Tage;'
          : ";1'500;10;120.5;Fest;98.45;100L15;",
      );
      const reading = readOfferCsv(decodeCsvBytes(new TextEncoder().encode(text))!.text, ctx({ brand }));
      expect(reading.problems).toEqual([]);
      expect(reading.rows.map((r) => r.action)).toEqual(['create']);
    }
  });

  test("with the seller's offers: one row each, read back as unchanged", () => {
    const text = offerCsvTemplate({ brand: 'A', today: '2026-11-20', catalogue }, [stored]);
    const reading = readOfferCsv(text, ctx());
    expect(reading.problems).toEqual([]);
    expect(reading.rows.map((r) => [r.action, r.offerId])).toEqual([['unchanged', 7]]);
  });
});
