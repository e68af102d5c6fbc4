import { describe, expect, test } from 'vitest';
import { OfferInputSchema, offerInputSchemaFor } from '../contracts/offers';
import { businessDate, businessTime } from './business-time';
import { daysBetween, isIsoDate } from '../calendar/days';
import {
  collectionWindow,
  isOfferActiveNow,
  offerCrossFieldErrors,
  offerDisplayStatus,
  type OfferState,
} from './offer-rules';

const valid = {
  pricingType: 'FIXED',
  productId: 1,
  deliveryType: 'PICKUP',
  terminalId: 3,
  totalCbm: 500,
  minOrderCbm: 10,
  maxOrderCbm: 40.5,
  priceInputUnit: 'EUR_100L15',
  price: 98.45,
  startDate: '2026-11-20',
  endDate: '2026-11-30',
  dailyStartTime: '06:00',
  dailyEndTime: '18:00',
  collectionType: 'LIFTING_PERIOD',
  liftingPeriodId: 2,
};

/** Field -> message of a failed parse. */
function fieldErrors(input: unknown, schema = OfferInputSchema): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

describe('offer input contract', () => {
  test('a complete fixed-price offer passes with defaults filled in', () => {
    const parsed = OfferInputSchema.parse(valid);
    expect(parsed).toMatchObject({ deliveryRegionId: null, collectionStartDate: null, collectionEndDate: null });
  });

  test.each([
    ['productId', 'Produkt ist ein Pflichtfeld.'],
    ['totalCbm', 'Gesamtmenge (cbm) ist ein Pflichtfeld.'],
    ['minOrderCbm', 'Mindestmenge pro Bestellung (cbm) ist ein Pflichtfeld.'],
    ['maxOrderCbm', 'Höchstmenge pro Bestellung (cbm) ist ein Pflichtfeld.'],
    ['price', 'Preis ist ein Pflichtfeld.'],
    ['startDate', 'Angebotsbeginn ist ein Pflichtfeld.'],
    ['endDate', 'Angebotsende ist ein Pflichtfeld.'],
    ['dailyStartTime', 'Tägliche Startzeit ist ein Pflichtfeld.'],
    ['dailyEndTime', 'Tägliche Endzeit ist ein Pflichtfeld.'],
    ['collectionType', 'Abholzeitraum ist ein Pflichtfeld.'],
    ['priceInputUnit', 'Preiseinheit ist ein Pflichtfeld.'],
  ])('missing %s -> "%s"', (field, message) => {
    expect(fieldErrors({ ...valid, [field]: null })[field]).toBe(message);
    const { [field]: _omitted, ...without } = valid as Record<string, unknown>;
    expect(fieldErrors(without)[field]).toBe(message);
  });

  test('blank dates and times count as missing', () => {
    expect(fieldErrors({ ...valid, startDate: '  ', dailyEndTime: '' })).toMatchObject({
      startDate: 'Angebotsbeginn ist ein Pflichtfeld.',
      dailyEndTime: 'Tägliche Endzeit ist ein Pflichtfeld.',
    });
  });

  test('terminal required for pickup, region for delivery, lifting period or both custom dates', () => {
    expect(fieldErrors({ ...valid, terminalId: null })).toEqual({ terminalId: 'Terminal ist ein Pflichtfeld.' });
    expect(fieldErrors({ ...valid, deliveryType: 'DELIVERED', terminalId: null })).toEqual({
      deliveryRegionId: 'Lieferregion ist ein Pflichtfeld.',
    });
    expect(fieldErrors({ ...valid, liftingPeriodId: null })).toEqual({
      liftingPeriodId: 'Abholzeitraum ist ein Pflichtfeld.',
    });
    expect(fieldErrors({ ...valid, collectionType: 'CUSTOM', liftingPeriodId: null })).toEqual({
      collectionStartDate: 'Abholbeginn ist ein Pflichtfeld.',
      collectionEndDate: 'Abholende ist ein Pflichtfeld.',
    });
  });

  test('invalid values', () => {
    expect(fieldErrors({ ...valid, startDate: '2026-02-30' }).startDate).toBe(
      'Angebotsbeginn ist kein gültiges Datum.',
    );
    expect(fieldErrors({ ...valid, dailyStartTime: '25:00' }).dailyStartTime).toBe(
      'Tägliche Startzeit muss im Format HH:mm angegeben werden.',
    );
    expect(fieldErrors({ ...valid, totalCbm: 0 }).totalCbm).toBe('Gesamtmenge (cbm) muss größer als 0 sein.');
    expect(fieldErrors({ ...valid, minOrderCbm: 1.2345 }).minOrderCbm).toBe(
      'Mindestmenge pro Bestellung (cbm) darf höchstens 3 Nachkommastellen haben.',
    );
    expect(fieldErrors({ ...valid, productId: 'x' }).productId).toBe('Produkt ist ein Pflichtfeld.');
  });

  test('price: negative invalid, zero invalid, decimals per unit', () => {
    expect(fieldErrors({ ...valid, price: -1 }).price).toBe('Ein negativer Preis ist nicht zulässig.');
    expect(fieldErrors({ ...valid, price: 0 }).price).toBe('Der Preis muss größer als 0 sein.');
    expect(fieldErrors({ ...valid, price: 98.12345 }).price).toBe('Preis darf höchstens 4 Nachkommastellen haben.');
    expect(fieldErrors({ ...valid, priceInputUnit: 'EUR_L', price: 0.984512 })).toEqual({});
    expect(fieldErrors({ ...valid, priceInputUnit: 'EUR_L', price: 0.9845123 }).price).toBe(
      'Preis darf höchstens 6 Nachkommastellen haben.',
    );
  });

  test('min <= max <= total, end >= start, daily end after start, custom collection window', () => {
    expect(fieldErrors({ ...valid, minOrderCbm: 50 }).minOrderCbm).toBe(
      'Die Mindestmenge darf nicht größer als die Höchstmenge sein.',
    );
    expect(fieldErrors({ ...valid, maxOrderCbm: 600 }).maxOrderCbm).toBe(
      'Die Höchstmenge darf nicht größer als die Gesamtmenge sein.',
    );
    expect(fieldErrors({ ...valid, endDate: '2026-11-19' }).endDate).toBe(
      'Das Angebotsende darf nicht vor dem Angebotsbeginn liegen.',
    );
    expect(fieldErrors({ ...valid, dailyEndTime: '06:00' }).dailyEndTime).toBe(
      'Die tägliche Endzeit muss nach der Startzeit liegen.',
    );
    const custom = { ...valid, collectionType: 'CUSTOM', liftingPeriodId: null };
    expect(fieldErrors({ ...custom, collectionStartDate: '2026-11-19', collectionEndDate: '2026-11-25' })).toEqual({
      collectionStartDate: 'Der Abholbeginn darf nicht vor dem Angebotsbeginn liegen.',
    });
    expect(fieldErrors({ ...custom, collectionStartDate: '2026-11-22', collectionEndDate: '2026-11-21' })).toEqual({
      collectionEndDate: 'Das Abholende darf nicht vor dem Abholbeginn liegen.',
    });
    expect(fieldErrors({ ...custom, collectionStartDate: '2026-11-20', collectionEndDate: '2026-11-20' })).toEqual({});
  });

  test('equal min, max and total are allowed', () => {
    expect(offerCrossFieldErrors({ ...valid, totalCbm: 10, minOrderCbm: 10, maxOrderCbm: 10 } as never)).toEqual({});
  });

  test('a live offer needs its live fields (issue 4)', () => {
    expect(fieldErrors({ ...valid, pricingType: 'LIVE' })).toMatchObject({
      futureMonth: 'Terminmonat (ICE LS Gasoil) ist ein Pflichtfeld.',
      fxMode: 'Wechselkurs ist ein Pflichtfeld.',
      density: 'Dichte (kg/l) ist ein Pflichtfeld.',
    });
  });

  test('the end may not be in the past (for a given business day)', () => {
    expect(fieldErrors(valid, offerInputSchemaFor('2026-11-30'))).toEqual({});
    expect(fieldErrors(valid, offerInputSchemaFor('2026-12-01'))).toEqual({
      endDate: 'Das Angebotsende darf nicht in der Vergangenheit liegen.',
    });
  });
});

describe('business day and time (Europe/Berlin)', () => {
  test('late evening UTC is already the next day in Berlin', () => {
    expect(businessDate(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
    expect(businessTime(new Date('2026-11-20T23:30:00Z'))).toBe('00:30');
    expect(businessTime(new Date('2026-07-01T04:05:00Z'))).toBe('06:05');
  });
  test('dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(daysBetween('2026-11-20', '2026-12-01')).toBe(11);
  });
});

const offer: OfferState = {
  status: 'ACTIVE',
  startDate: '2026-11-20',
  endDate: '2026-11-25',
  dailyStartTime: '06:00',
  dailyEndTime: '18:00',
  totalLitres: 100_000,
  soldLitres: 0,
  minOrderLitres: 10_000,
};
const at = (berlin: string) => new Date(`${berlin}+01:00`);

describe('isOfferActiveNow', () => {
  test('active inside dates and daily hours with volume left', () => {
    expect(isOfferActiveNow(offer, at('2026-11-20T06:00:00'))).toBe(true);
    expect(isOfferActiveNow(offer, at('2026-11-25T17:59:59'))).toBe(true);
  });
  test('not when paused or removed', () => {
    expect(isOfferActiveNow({ ...offer, status: 'PAUSED' }, at('2026-11-21T10:00:00'))).toBe(false);
    expect(isOfferActiveNow({ ...offer, status: 'REMOVED' }, at('2026-11-21T10:00:00'))).toBe(false);
  });
  test('not before the start, after the end date or outside the daily window', () => {
    expect(isOfferActiveNow(offer, at('2026-11-19T10:00:00'))).toBe(false);
    expect(isOfferActiveNow(offer, at('2026-11-26T10:00:00'))).toBe(false);
    expect(isOfferActiveNow(offer, at('2026-11-21T05:59:00'))).toBe(false);
    expect(isOfferActiveNow(offer, at('2026-11-21T18:00:00'))).toBe(false);
  });
  test('not when less than one minimum order is left', () => {
    expect(isOfferActiveNow({ ...offer, soldLitres: 90_000 }, at('2026-11-21T10:00:00'))).toBe(true);
    expect(isOfferActiveNow({ ...offer, soldLitres: 90_001 }, at('2026-11-21T10:00:00'))).toBe(false);
  });
});

describe('offerDisplayStatus', () => {
  test.each([
    [{}, '2026-11-21', 'ACTIVE'],
    [{}, '2026-11-19', 'PLANNED'],
    [{}, '2026-11-26', 'EXPIRED'],
    [{ status: 'PAUSED' }, '2026-11-21', 'PAUSED'],
    [{ status: 'PAUSED' }, '2026-11-26', 'EXPIRED'],
    [{ soldLitres: 95_000 }, '2026-11-21', 'SOLD_OUT'],
    [{ status: 'REMOVED' }, '2026-11-21', 'REMOVED'],
  ] as const)('%o on %s -> %s', (change, today, expected) => {
    expect(offerDisplayStatus({ ...offer, ...change }, today)).toBe(expected);
  });
});

describe('collectionWindow', () => {
  test('custom dates as given, with their length', () => {
    expect(
      collectionWindow(
        { collectionStartDate: '2026-11-22', collectionEndDate: '2026-11-29', liftingPeriodDays: null },
        '2026-11-20',
      ),
    ).toEqual({
      collectionTime: 7,
      collectionStartDate: '2026-11-22',
      collectionEndDate: '2026-11-29',
    });
  });
  test('a lifting period runs from today', () => {
    expect(
      collectionWindow({ collectionStartDate: null, collectionEndDate: null, liftingPeriodDays: 14 }, '2026-11-20'),
    ).toEqual({
      collectionTime: 14,
      collectionStartDate: '2026-11-20',
      collectionEndDate: '2026-12-04',
    });
    expect(
      collectionWindow({ collectionStartDate: null, collectionEndDate: null, liftingPeriodDays: 0 }, '2026-11-20')
        .collectionEndDate,
    ).toBe('2026-11-20');
  });
});
