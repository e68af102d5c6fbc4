// Offer rules of spec section 5 ("Offer") and the "is this offer active now" rule of the market, as
// pure functions: the contract (server and form) and the market query agree through them.
import { addDays, daysBetween } from '../calendar/days';
import { businessDate, businessTime } from './business-time';

/** German field names for messages ("{field} ist ein Pflichtfeld.") and form labels. */
export const OFFER_FIELD_LABELS = {
  productId: 'Produkt',
  deliveryType: 'Lieferart',
  terminalId: 'Terminal',
  deliveryRegionId: 'Lieferregion',
  totalCbm: 'Gesamtmenge (cbm)',
  minOrderCbm: 'Mindestmenge pro Bestellung (cbm)',
  maxOrderCbm: 'Höchstmenge pro Bestellung (cbm)',
  pricingType: 'Preisart',
  priceInputUnit: 'Preiseinheit',
  price: 'Preis',
  startDate: 'Angebotsbeginn',
  endDate: 'Angebotsende',
  dailyStartTime: 'Tägliche Startzeit',
  dailyEndTime: 'Tägliche Endzeit',
  collectionType: 'Abholzeitraum',
  liftingPeriodId: 'Abholzeitraum',
  collectionStartDate: 'Abholbeginn',
  collectionEndDate: 'Abholende',
  futureMonth: 'Terminmonat (ICE LS Gasoil)',
  fxMode: 'Wechselkurs',
  fxRate: 'Wechselkurs (USD je EUR)',
  surcharge: 'Aufschlag',
  surchargeUnit: 'Einheit des Aufschlags',
  density: 'Dichte (kg/l)',
  minPriceEnabled: 'Mindestpreis',
  maxPriceFall: 'Maximaler Preisrückgang (EUR/100L15)',
} as const;
export type OfferField = keyof typeof OFFER_FIELD_LABELS;

export const OFFER_MESSAGES = {
  minAboveMax: 'Die Mindestmenge darf nicht größer als die Höchstmenge sein.',
  maxAboveTotal: 'Die Höchstmenge darf nicht größer als die Gesamtmenge sein.',
  endBeforeStart: 'Das Angebotsende darf nicht vor dem Angebotsbeginn liegen.',
  endInPast: 'Das Angebotsende darf nicht in der Vergangenheit liegen.',
  dailyEndNotAfterStart: 'Die tägliche Endzeit muss nach der Startzeit liegen.',
  collectionEndBeforeStart: 'Das Abholende darf nicht vor dem Abholbeginn liegen.',
  collectionStartBeforeOffer: 'Der Abholbeginn darf nicht vor dem Angebotsbeginn liegen.',
  priceNegative: 'Ein negativer Preis ist nicht zulässig.',
  priceNotPositive: 'Der Preis muss größer als 0 sein.',
  positive: (field: string) => `${field} muss größer als 0 sein.`,
  decimals: (field: string, n: number) => `${field} darf höchstens ${n} Nachkommastellen haben.`,
  tooLarge: (field: string) => `${field} ist zu groß.`,
  invalidDate: (field: string) => `${field} ist kein gültiges Datum.`,
  invalidTime: (field: string) => `${field} muss im Format HH:mm angegeben werden.`,
  fxRateInvalid: 'Der Wechselkurs muss größer als 0 sein und darf höchstens 4 Nachkommastellen haben.',
  surchargeInvalid: 'Der Aufschlag ist ungültig (USD/mt oder EUR/cbm, höchstens 2 Nachkommastellen).',
  densityInvalid: 'Die Dichte muss zwischen 0,5 und 1,2 kg/l liegen und darf höchstens 4 Nachkommastellen haben.',
  maxPriceFallInvalid: 'Der maximale Preisrückgang darf nicht negativ sein und höchstens 4 Nachkommastellen haben.',
  finalPriceNegative: 'Ein negativer Endpreis ist nicht zulässig.',
  totalBelowSold: (soldCbm: string) =>
    `Die Gesamtmenge darf nicht unter der bereits verkauften Menge (${soldCbm} cbm) liegen.`,
} as const;

/** The largest offer volume: 1,000,000 cbm (litres stay well inside a 32-bit integer). */
export const MAX_OFFER_CBM = 1_000_000;
/** Decimals a price may carry per unit: per 100 L up to 4, per litre up to 6 (the same precision). */
export const PRICE_DECIMALS_BY_UNIT = { EUR_100L15: 4, EUR_L: 6 } as const;

/** True when value has no more than n decimals (tolerant of binary float noise). */
export function hasAtMostDecimals(value: number, n: number): boolean {
  const scaled = value * 10 ** n;
  return Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, Math.abs(scaled));
}

/** The fields the cross-field rules read (dates "YYYY-MM-DD", times "HH:mm"). */
export type OfferWindowInput = {
  totalCbm: number;
  minOrderCbm: number;
  maxOrderCbm: number;
  startDate: string;
  endDate: string;
  dailyStartTime: string;
  dailyEndTime: string;
  collectionType: 'LIFTING_PERIOD' | 'CUSTOM';
  collectionStartDate?: string | null;
  collectionEndDate?: string | null;
};

export type OfferFieldErrors = Partial<Record<OfferField, string>>;

/** Rules between fields that hold at any time: min <= max <= total, end >= start, daily end after start, custom collection window. */
export function offerCrossFieldErrors(o: OfferWindowInput): OfferFieldErrors {
  const errors: OfferFieldErrors = {};
  if (o.minOrderCbm > o.maxOrderCbm) errors.minOrderCbm = OFFER_MESSAGES.minAboveMax;
  if (o.maxOrderCbm > o.totalCbm) errors.maxOrderCbm = OFFER_MESSAGES.maxAboveTotal;
  if (o.endDate < o.startDate) errors.endDate = OFFER_MESSAGES.endBeforeStart;
  if (o.dailyEndTime <= o.dailyStartTime) errors.dailyEndTime = OFFER_MESSAGES.dailyEndNotAfterStart;
  if (o.collectionType === 'CUSTOM' && o.collectionStartDate && o.collectionEndDate) {
    if (o.collectionStartDate < o.startDate) errors.collectionStartDate = OFFER_MESSAGES.collectionStartBeforeOffer;
    if (o.collectionEndDate < o.collectionStartDate) errors.collectionEndDate = OFFER_MESSAGES.collectionEndBeforeStart;
  }
  return errors;
}

/** The rule that depends on the day: the offer may not end in the past (today = business date). */
export function offerDateErrors(o: Pick<OfferWindowInput, 'endDate'>, today: string): OfferFieldErrors {
  return o.endDate < today ? { endDate: OFFER_MESSAGES.endInPast } : {};
}

/** What the "active now" and status rules read from a stored offer. */
export type OfferState = {
  status: 'ACTIVE' | 'PAUSED' | 'REMOVED';
  startDate: string;
  endDate: string;
  dailyStartTime: string;
  dailyEndTime: string;
  totalLitres: number;
  soldLitres: number;
  minOrderLitres: number;
};

export const remainingLitres = (o: Pick<OfferState, 'totalLitres' | 'soldLitres'>) =>
  Math.max(0, o.totalLitres - o.soldLitres);

/** Some volume is left, at least one minimum order. */
export const hasOrderableVolume = (o: Pick<OfferState, 'totalLitres' | 'soldLitres' | 'minOrderLitres'>) =>
  remainingLitres(o) > 0 && remainingLitres(o) >= o.minOrderLitres;

/**
 * Buyers can order now: status ACTIVE, today within start and end date, the time within the daily
 * window (start inclusive, end exclusive, to the minute; Europe/Berlin), and volume for one minimum order.
 */
export function isOfferActiveNow(o: OfferState, now: Date): boolean {
  const today = businessDate(now);
  const time = businessTime(now);
  return (
    o.status === 'ACTIVE' &&
    o.startDate <= today &&
    today <= o.endDate &&
    o.dailyStartTime <= time &&
    time < o.dailyEndTime &&
    hasOrderableVolume(o)
  );
}

/** The status a seller sees in the offer list (derived). */
export const OFFER_DISPLAY_STATUSES = ['ACTIVE', 'PAUSED', 'EXPIRED', 'PLANNED', 'SOLD_OUT'] as const;
export type OfferDisplayStatus = (typeof OFFER_DISPLAY_STATUSES)[number];
export const OFFER_DISPLAY_STATUS_LABELS: Record<OfferDisplayStatus, string> = {
  ACTIVE: 'Aktiv',
  PAUSED: 'Pausiert',
  EXPIRED: 'Abgelaufen',
  PLANNED: 'Geplant',
  SOLD_OUT: 'Ausverkauft',
};

/** Ended offers read "Abgelaufen" whatever else holds; then paused, sold out, not yet started, active. */
export function offerDisplayStatus(
  o: Omit<OfferState, 'dailyStartTime' | 'dailyEndTime'>,
  today: string,
): OfferDisplayStatus | 'REMOVED' {
  if (o.status === 'REMOVED') return 'REMOVED';
  if (o.endDate < today) return 'EXPIRED';
  if (o.status === 'PAUSED') return 'PAUSED';
  if (!hasOrderableVolume(o)) return 'SOLD_OUT';
  if (o.startDate > today) return 'PLANNED';
  return 'ACTIVE';
}

export type CollectionWindow = { collectionTime: number; collectionStartDate: string; collectionEndDate: string };

/**
 * The collection (lifting) window of an offer ordered today: its custom dates, or from today for the
 * standard lifting period's days (0 = prompt, today only). collectionTime is the window's length in days.
 */
export function collectionWindow(
  o: { collectionStartDate: string | null; collectionEndDate: string | null; liftingPeriodDays: number | null },
  today: string,
): CollectionWindow {
  if (o.collectionStartDate && o.collectionEndDate) {
    return {
      collectionTime: daysBetween(o.collectionStartDate, o.collectionEndDate),
      collectionStartDate: o.collectionStartDate,
      collectionEndDate: o.collectionEndDate,
    };
  }
  const days = o.liftingPeriodDays ?? 0;
  return { collectionTime: days, collectionStartDate: today, collectionEndDate: addDays(today, days) };
}
