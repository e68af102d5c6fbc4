// Additive rules (issue 17, decision 042; spec sections 3 to 5): who sells additives, purchase units
// and their litres, a price per unit in integers, the number of units between min and max, and the
// offer status transitions. Pure functions: the contracts, the server and the forms agree through them.
import type { ErrorCode } from '../contracts/errors';
import { ERROR_MESSAGES } from '../errors/messages';
import { PRICE_E4, vatMinor, type Invoice } from '../pricing/money';

/** An account of type seller sells fuel, additives, or both (decision 042); null for buyers and admins. */
export const SELLER_KINDS = ['FUEL', 'ADDITIVES', 'FUEL_AND_ADDITIVES'] as const;
export type SellerKind = (typeof SELLER_KINDS)[number];
export const SELLER_KIND_LABELS: Record<SellerKind, string> = {
  FUEL: 'Kraftstoffe',
  ADDITIVES: 'Additive',
  FUEL_AND_ADDITIVES: 'Kraftstoffe und Additive',
};

/** An additive seller, or a fuel seller that also sells additives. */
export const sellsAdditives = (kind: SellerKind | null | undefined): boolean =>
  kind === 'ADDITIVES' || kind === 'FUEL_AND_ADDITIVES';
/** Every seller but an additive-only one; a seller without a recorded kind sells fuel (migration 0017). */
export const sellsFuel = (kind: SellerKind | null | undefined): boolean => kind !== 'ADDITIVES';

/**
 * Whether a seller of `kind` may offer or grant terms for a product of `productType` (issue 25 part 2,
 * decision 054): the refusal code (403) when not, null when it may. Every path that writes a seller's
 * offer or buyer terms asks this one rule: form, clone, CSV upload, accept dialog.
 */
export function sellerKindRefusal(
  kind: SellerKind | null | undefined,
  productType: 'fuel' | 'additive',
): 'FUEL_NOT_AVAILABLE' | 'ADDITIVES_NOT_AVAILABLE' | null {
  if (productType === 'fuel') return sellsFuel(kind) ? null : 'FUEL_NOT_AVAILABLE';
  return sellsAdditives(kind) ? null : 'ADDITIVES_NOT_AVAILABLE';
}

/**
 * The additive market exists for an account when the platform flag ENABLE_MARKETPLACE_ADDITIVES and the
 * account feature productAdditives are both on (spec section 6); the metadata answer carries both.
 */
export function additivesAvailable(features: {
  platform: Partial<Record<string, boolean>>;
  account: { productAdditives: boolean };
}): boolean {
  return features.platform.ENABLE_MARKETPLACE_ADDITIVES === true && features.account.productAdditives;
}

// ---------------------------------------------------------------------------------------------
// Units (spec section 3: cubic metre and litre). A purchase unit is a container of a fixed size
// (20 L canister, 200 L drum, 1 cbm IBC) or bulk by the litre; its size in whole litres is what
// order volumes and prices per litre are computed from.
// ---------------------------------------------------------------------------------------------

export const ADDITIVE_MEASURES = ['lt', 'cbm'] as const;
export type AdditiveMeasure = (typeof ADDITIVE_MEASURES)[number];
export const ADDITIVE_MEASURE_LABELS: Record<AdditiveMeasure, string> = { lt: 'L', cbm: 'cbm' };

export const ADDITIVE_CONTAINERS = ['CANISTER', 'DRUM', 'IBC', 'BULK'] as const;
export type AdditiveContainer = (typeof ADDITIVE_CONTAINERS)[number];
export const ADDITIVE_CONTAINER_LABELS: Record<AdditiveContainer, string> = {
  CANISTER: 'Kanister',
  DRUM: 'Fass',
  IBC: 'IBC-Container',
  BULK: 'Lose Ware',
};

/** Litres of a purchase unit of `size` in its measure: 20 lt -> 20, 1 cbm -> 1000. */
export function litresOfSize(size: number, measure: AdditiveMeasure): number {
  return Math.round(measure === 'cbm' ? size * 1000 : size);
}

/** Litres of a number of units. */
export const litresOfUnits = (units: number, unitLitres: number): number => units * unitLitres;

// ---------------------------------------------------------------------------------------------
// Prices: per unit in 1/10,000 of the currency unit (e4), as fuel prices per 100 L are stored.
// ---------------------------------------------------------------------------------------------

/** Decimals a price per unit may carry. */
export const UNIT_PRICE_DECIMALS = 4;
/** The highest price per unit (EUR or CHF): units x price stays an exact integer of minor units. */
export const MAX_UNIT_PRICE = 100_000;
/** The most units one offer may hold (one million litres in bulk). */
export const MAX_ADDITIVE_UNITS = 1_000_000;
/** The longest delivery time in days. */
export const MAX_DELIVERY_DAYS = 90;

export const unitPriceE4FromInput = (price: number): number => Math.round(price * PRICE_E4);
export const unitPriceFromE4 = (e4: number): number => e4 / PRICE_E4;

/** Price per litre in e4, for comparing containers of different sizes (half up). */
export function pricePerLitreE4(pricePerUnitE4: number, unitLitres: number): number {
  return Math.floor(pricePerUnitE4 / unitLitres + 0.5);
}

/** Net amount in minor units of `units` at a price per unit in e4, rounded half up to the cent. */
export function netMinorOfUnits(units: number, pricePerUnitE4: number): number {
  // units * e4 / 10,000 currency units = units * e4 / 100 cents.
  return Math.floor((units * pricePerUnitE4) / 100 + 0.5 + 1e-9);
}

/** Net, VAT and gross of an additive order line; gross is always net + VAT. */
export function invoiceForUnits(units: number, pricePerUnitE4: number, vatRateBp: number): Invoice {
  const net = netMinorOfUnits(units, pricePerUnitE4);
  const vat = vatMinor(net, vatRateBp);
  return { netMinor: net, vatMinor: vat, grossMinor: net + vat };
}

// ---------------------------------------------------------------------------------------------
// Unit limits (spec section 5: "For additives, the number of units must be between min and max").
// ---------------------------------------------------------------------------------------------

export type AdditiveUnitLimits = { minUnits: number; maxUnits: number; totalUnits: number; soldUnits: number };

/** Units still for sale (the offer's availability); never negative. */
export const availableUnits = (o: Pick<AdditiveUnitLimits, 'totalUnits' | 'soldUnits'>): number =>
  Math.max(0, o.totalUnits - o.soldUnits);

/** A buyer can order it: ACTIVE, and at least the minimum number of units is left. */
export function isAdditiveOfferOrderable(o: AdditiveUnitLimits & { status: AdditiveOfferStatus }): boolean {
  return o.status === 'ACTIVE' && availableUnits(o) >= o.minUnits;
}

export type UnitsRefusal = {
  code: Extract<ErrorCode, 'ADDITIVE_UNITS_OUT_OF_RANGE' | 'NOT_ENOUGH_VOLUME'>;
  message: string;
};

export const unitsRangeMessage = (min: number, max: number) =>
  `Die Anzahl der Einheiten muss zwischen ${min} und ${max} liegen.`;
export const unitsLeftMessage = (left: number) =>
  `Es ${left === 1 ? 'ist' : 'sind'} nur noch ${left} ${left === 1 ? 'Einheit' : 'Einheiten'} verfügbar.`;

/**
 * Why `units` cannot be ordered from the offer, or null: a whole number between min and max
 * (ADDITIVE_UNITS_OUT_OF_RANGE naming both), and no more than is left (NOT_ENOUGH_VOLUME naming what is left).
 */
export function additiveUnitsRefusal(units: number, o: AdditiveUnitLimits): UnitsRefusal | null {
  if (!Number.isInteger(units) || units < o.minUnits || units > o.maxUnits) {
    return { code: 'ADDITIVE_UNITS_OUT_OF_RANGE', message: unitsRangeMessage(o.minUnits, o.maxUnits) };
  }
  const left = availableUnits(o);
  if (units > left)
    return { code: 'NOT_ENOUGH_VOLUME', message: left > 0 ? unitsLeftMessage(left) : ERROR_MESSAGES.NOT_ENOUGH_VOLUME };
  return null;
}

export const ADDITIVE_OFFER_LABELS = {
  productId: 'Additiv',
  purchaseUnitId: 'Gebinde',
  pricePerUnit: 'Preis pro Einheit',
  minUnits: 'Mindestanzahl pro Bestellung',
  maxUnits: 'Höchstanzahl pro Bestellung',
  totalUnits: 'Verfügbare Einheiten',
  deliveryDays: 'Lieferzeit (Tage)',
  comment: 'Bemerkung',
  status: 'Status',
} as const;
export type AdditiveOfferField = keyof typeof ADDITIVE_OFFER_LABELS;

export const ADDITIVE_OFFER_MESSAGES = {
  minAboveMax: 'Die Mindestanzahl darf nicht größer als die Höchstanzahl sein.',
  maxAboveTotal: 'Die Höchstanzahl darf nicht größer als die verfügbaren Einheiten sein.',
  unitNotForProduct: 'Dieses Gebinde gibt es für das gewählte Additiv nicht.',
  wholeNumber: (field: string) => `${field} muss eine ganze Zahl sein.`,
} as const;

/** Cross-field rules of an offer's unit limits (form and contract): min <= max <= total. */
export function additiveOfferUnitErrors(
  o: Pick<AdditiveUnitLimits, 'minUnits' | 'maxUnits' | 'totalUnits'>,
): Partial<Record<AdditiveOfferField, string>> {
  if (o.minUnits > o.maxUnits) return { minUnits: ADDITIVE_OFFER_MESSAGES.minAboveMax };
  if (o.maxUnits > o.totalUnits) return { maxUnits: ADDITIVE_OFFER_MESSAGES.maxAboveTotal };
  return {};
}

// ---------------------------------------------------------------------------------------------
// Status (spec section 4): toggling sets ACTIVE or PAUSED, delete sets REMOVED (final), clone
// creates a copy with status PAUSED.
// ---------------------------------------------------------------------------------------------

export const ADDITIVE_OFFER_STATUSES = ['ACTIVE', 'PAUSED', 'REMOVED'] as const;
export type AdditiveOfferStatus = (typeof ADDITIVE_OFFER_STATUSES)[number];
export const ADDITIVE_OFFER_STATUS_LABELS: Record<AdditiveOfferStatus, string> = {
  ACTIVE: 'Aktiv',
  PAUSED: 'Pausiert',
  REMOVED: 'Gelöscht',
};
/** A clone starts paused, so the seller checks it before buyers see it. */
export const CLONED_ADDITIVE_OFFER_STATUS: AdditiveOfferStatus = 'PAUSED';

/** Whether `from` may become `to`: anything but REMOVED may change; the same status again is no change. */
export function additiveStatusChange(from: AdditiveOfferStatus, to: AdditiveOfferStatus): 'change' | 'same' | 'final' {
  if (from === 'REMOVED') return to === 'REMOVED' ? 'same' : 'final';
  return from === to ? 'same' : 'change';
}
