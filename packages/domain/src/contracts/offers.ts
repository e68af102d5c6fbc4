import { z } from 'zod';
import { QuantityCbmSchema } from './basket';
import { IdParamsSchema, idParamSchema, idSchema } from '../validation/numbers';
import { isValidTime } from '../formats/date';
import { isIsoDate } from '../calendar/days';
import {
  hasAtMostDecimals,
  MAX_OFFER_CBM,
  OFFER_DISPLAY_STATUSES,
  OFFER_FIELD_LABELS as L,
  OFFER_MESSAGES as M,
  offerCrossFieldErrors,
  offerDateErrors,
  PRICE_DECIMALS_BY_UNIT,
} from '../offers/offer-rules';
import { requiredMessage } from '../validation/fields';
import { JSON_SCHEMA_RULES, maxDecimals } from '../validation/json-schema';
import { FUTURE_MONTHS } from '../constants';
import { FX_MODES, LiveOfferParamsSchema, SURCHARGE_UNITS } from '../pricing/live-pricing';

// Seller offers (issue 3 part 1): /api/offers/mine, POST/PUT /api/offers, clone, status, delete.
// The request is a discriminated union on pricingType: FIXED (a price per 100 L or per litre) and LIVE
// (issue 4: priced from the exchange by pricing/engine.ts from the fields below).

const id = (field: string) => idSchema(requiredMessage(field));
const optionalId = idSchema().nullable().default(null);

const cbm = (field: string) =>
  z
    .number({ error: requiredMessage(field) })
    // Built-in checks, so the OpenAPI document shows the bounds (decision 058).
    .gt(0, { error: M.positive(field), abort: true })
    .max(MAX_OFFER_CBM, { error: M.tooLarge(field), abort: true })
    .refine((v) => hasAtMostDecimals(v, 3), { error: M.decimals(field, 3) })
    .meta(maxDecimals(3));

const isoDate = (field: string) =>
  z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field), abort: true })
    .refine(isIsoDate, { error: M.invalidDate(field) })
    .meta(JSON_SCHEMA_RULES.isoDate);
const optionalIsoDate = (field: string) =>
  z
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || isIsoDate(v), { error: M.invalidDate(field) })
    // Empty text counts as no date, so the documented pattern allows it.
    .meta({ pattern: `^(|${JSON_SCHEMA_RULES.isoDate.pattern.slice(1, -1)})$` });
const time = (field: string) =>
  z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field), abort: true })
    .refine(isValidTime, { error: M.invalidTime(field) })
    .meta(JSON_SCHEMA_RULES.time);

export const PRICE_INPUT_UNITS = ['EUR_100L15', 'EUR_L'] as const;
export const PriceInputUnitSchema = z.enum(PRICE_INPUT_UNITS, { error: requiredMessage(L.priceInputUnit) });
export const PRICE_INPUT_UNIT_LABELS: Record<(typeof PRICE_INPUT_UNITS)[number], string> = {
  EUR_100L15: 'pro 100 L (15 °C)',
  EUR_L: 'pro Liter',
};

export const DELIVERY_TYPES = ['PICKUP', 'DELIVERED'] as const;
export const COLLECTION_TYPES = ['LIFTING_PERIOD', 'CUSTOM'] as const;

const offerBaseShape = {
  productId: id(L.productId),
  /** Pickup at a terminal, or delivered into a region (only with DELIVERED_PRODUCTS). */
  deliveryType: z.enum(DELIVERY_TYPES).default('PICKUP'),
  terminalId: optionalId,
  deliveryRegionId: optionalId,
  totalCbm: cbm(L.totalCbm),
  minOrderCbm: cbm(L.minOrderCbm),
  maxOrderCbm: cbm(L.maxOrderCbm),
  startDate: isoDate(L.startDate),
  endDate: isoDate(L.endDate),
  dailyStartTime: time(L.dailyStartTime),
  dailyEndTime: time(L.dailyEndTime),
  /** A standard lifting period (liftingPeriodId) or custom collection dates. */
  collectionType: z.enum(COLLECTION_TYPES, { error: requiredMessage(L.collectionType) }),
  liftingPeriodId: optionalId,
  collectionStartDate: optionalIsoDate(L.collectionStartDate),
  collectionEndDate: optionalIsoDate(L.collectionEndDate),
};

/** A fixed price in the unit the seller chose: > 0, never negative, 4 decimals per 100 L or 6 per litre. */
export const FixedOfferInputSchema = z.object({
  ...offerBaseShape,
  pricingType: z.literal('FIXED'),
  priceInputUnit: PriceInputUnitSchema,
  price: z
    .number({ error: requiredMessage(L.price) })
    .min(0, { error: M.priceNegative, abort: true })
    .gt(0, { error: M.priceNotPositive, abort: true })
    .max(100_000, { error: M.tooLarge(L.price), abort: true })
    .meta(maxDecimals(6)),
});

/** Live limits: density in kg/l at 15 °C; surcharge and max fall bounded so no sum overflows a price. */
export const LIVE_DENSITY_RANGE = { min: 0.5, max: 1.2 } as const;
const MAX_SURCHARGE = 10_000;

const optionalNumber = z.number().nullable().default(null);

/**
 * A live price (spec section 3 "Offer (seller-created)"): ICE LS gasoil future month, FX live or fixed
 * (USD per EUR), surcharge in EUR/cbm or USD/mt (signed; empty = 0), density, and the min-price toggle
 * with the maximum price fall. Required-when rules (fxRate, maxPriceFall) are in liveIssues below.
 */
export const LiveOfferInputSchema = z.object({
  ...offerBaseShape,
  pricingType: z.literal('LIVE'),
  futureMonth: z.enum(FUTURE_MONTHS, { error: requiredMessage(L.futureMonth) }),
  fxMode: z.enum(FX_MODES, { error: requiredMessage(L.fxMode) }),
  fxRate: optionalNumber
    .refine((v) => v === null || (v > 0 && v <= 100 && hasAtMostDecimals(v, 4)), { error: M.fxRateInvalid })
    .meta({ minimum: 0, exclusiveMinimum: true, maximum: 100, ...maxDecimals(4) }),
  surcharge: z
    .number({ error: M.surchargeInvalid })
    .nullable()
    .default(null)
    .refine((v) => v === null || (Math.abs(v) <= MAX_SURCHARGE && hasAtMostDecimals(v, 2)), {
      error: M.surchargeInvalid,
    })
    .meta({ minimum: -MAX_SURCHARGE, maximum: MAX_SURCHARGE, ...maxDecimals(2) })
    .transform((v) => v ?? 0),
  surchargeUnit: z.enum(SURCHARGE_UNITS, { error: requiredMessage(L.surchargeUnit) }),
  density: z
    .number({ error: requiredMessage(L.density) })
    .refine((v) => v >= LIVE_DENSITY_RANGE.min && v <= LIVE_DENSITY_RANGE.max && hasAtMostDecimals(v, 4), {
      error: M.densityInvalid,
    })
    .meta({ minimum: LIVE_DENSITY_RANGE.min, maximum: LIVE_DENSITY_RANGE.max, ...maxDecimals(4) }),
  minPriceEnabled: z.boolean().default(false),
  maxPriceFall: optionalNumber
    .refine((v) => v === null || (v >= 0 && v <= 100_000 && hasAtMostDecimals(v, 4)), { error: M.maxPriceFallInvalid })
    .meta({ minimum: 0, maximum: 100_000, ...maxDecimals(4) }),
});
export type LiveOfferInput = z.output<typeof LiveOfferInputSchema>;

type FieldIssue = { path: string; message: string };
type AnyOfferInput = z.output<typeof FixedOfferInputSchema> | LiveOfferInput;

/** The switches and the fields they make required; on an empty form some of the rest are still missing. */
type RequiredWhenFields = Partial<
  Pick<
    LiveOfferInput,
    | 'deliveryType'
    | 'terminalId'
    | 'deliveryRegionId'
    | 'collectionType'
    | 'liftingPeriodId'
    | 'collectionStartDate'
    | 'collectionEndDate'
    | 'fxMode'
    | 'fxRate'
    | 'minPriceEnabled'
    | 'maxPriceFall'
  > & { pricingType: 'FIXED' | 'LIVE' }
>;

const isMissing = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Required-when rules (terminal or region, lifting period or custom dates, a fixed FX rate, the
 * maximum fall of the min price). They read only their switch and their field, so they run even when
 * other fields are still missing: an empty submit shows every missing field at once, not a few now
 * and the rest after the next try.
 */
function requiredWhenIssues(value: unknown): FieldIssue[] {
  if (typeof value !== 'object' || value === null) return [];
  const o = value as RequiredWhenFields;
  const issues: FieldIssue[] = [];
  const need = (when: boolean, path: keyof RequiredWhenFields & keyof typeof L) => {
    if (when && isMissing(o[path])) issues.push({ path, message: requiredMessage(L[path]) });
  };
  need((o.deliveryType ?? 'PICKUP') === 'PICKUP', 'terminalId');
  need(o.deliveryType === 'DELIVERED', 'deliveryRegionId');
  need(o.collectionType === 'LIFTING_PERIOD', 'liftingPeriodId');
  need(o.collectionType === 'CUSTOM', 'collectionStartDate');
  need(o.collectionType === 'CUSTOM', 'collectionEndDate');
  need(o.pricingType === 'LIVE' && o.fxMode === 'FIXED', 'fxRate');
  need(o.pricingType === 'LIVE' && o.minPriceEnabled === true, 'maxPriceFall');
  return issues;
}

/** The rules that need every field valid: price decimals per unit and the cross-field rules of the domain. */
function offerIssues(o: AnyOfferInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (o.pricingType === 'FIXED' && !hasAtMostDecimals(o.price, PRICE_DECIMALS_BY_UNIT[o.priceInputUnit])) {
    issues.push({ path: 'price', message: M.decimals(L.price, PRICE_DECIMALS_BY_UNIT[o.priceInputUnit]) });
  }
  for (const [path, message] of Object.entries(offerCrossFieldErrors(o))) issues.push({ path, message });
  return issues;
}

function addIssues(issues: FieldIssue[], ctx: z.RefinementCtx) {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/** POST /api/offers and PUT /api/offers/{id}: the time-independent rules of spec section 5. */
export const OfferInputSchema = z
  .discriminatedUnion('pricingType', [FixedOfferInputSchema, LiveOfferInputSchema], {
    error: (issue) => (issue.code === 'invalid_union' ? requiredMessage(L.pricingType) : undefined),
  })
  // Runs on a partly invalid offer too (`when`), so all missing fields are named together.
  .superRefine((o, ctx) => addIssues(requiredWhenIssues(o), ctx), { when: () => true })
  .superRefine((o, ctx) => addIssues(offerIssues(o), ctx));
export type OfferInput = z.output<typeof OfferInputSchema>;
export type OfferFormValues = z.input<typeof OfferInputSchema>;

/** The same rules plus "the end may not be in the past" for a given business day (the form passes today). */
export const offerInputSchemaFor = (today: string) =>
  OfferInputSchema.superRefine((o, ctx) => {
    for (const [path, message] of Object.entries(offerDateErrors(o, today)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

export const OfferStatusSchema = z.enum(['ACTIVE', 'PAUSED', 'REMOVED']);
export const OfferDisplayStatusSchema = z.enum(OFFER_DISPLAY_STATUSES);

/** PUT /api/offers/{id}/status: pause or resume. */
export const OfferStatusChangeSchema = z.object({
  status: z.enum(['ACTIVE', 'PAUSED'], { error: requiredMessage('Status') }),
});
export type OfferStatusChange = z.infer<typeof OfferStatusChangeSchema>;

/**
 * Issue 29 part 3: the seller's consent to automatic execution of buyers' target-price orders on this
 * offer, and the most cbm one automatic order may take (null: the offer's maximum order).
 */
export const OfferAutoExecutionSchema = z
  .object({
    autoExecution: z.boolean({ error: requiredMessage('Automatische Ausführung') }),
    autoMaxCbm: QuantityCbmSchema.nullable().default(null),
  })
  .strict();
export type OfferAutoExecution = z.output<typeof OfferAutoExecutionSchema>;

export const OfferIdParamsSchema = IdParamsSchema;

const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(item)).optional();

/** The most offers one page of /meine-angebote may ask for; the screen asks for 20. */
export const MY_OFFERS_MAX_PAGE_SIZE = 100;
export const MY_OFFERS_PAGE_SIZE = 20;
/** The query parameters /api/offers/mine accepts; any other is refused (400), not ignored. */
export const MY_OFFERS_QUERY_PARAMS = ['page', 'pageSize', 'status', 'productId'] as const;

const pageParam = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} muss eine Zahl sein.` })
    .int({ error: `${label} muss eine ganze Zahl sein.` })
    .min(1, { error: `${label} muss mindestens 1 sein.` })
    .max(max, { error: `${label} darf höchstens ${max} sein.` })
    .optional();

/**
 * GET /api/offers/mine: derived status(es) and product(s), comma-separated or repeated, and a page.
 * Without page and pageSize the whole list comes back (the pricing engine picks its targets from it).
 */
export const MyOffersQuerySchema = z.strictObject(
  {
    status: listOf(
      z.enum(OFFER_DISPLAY_STATUSES, { error: `Status ist ungültig (erlaubt: ${OFFER_DISPLAY_STATUSES.join(', ')}).` }),
    ),
    productId: listOf(idParamSchema('Produkt enthält eine ungültige Kennung.')),
    page: pageParam('Seite', 100_000),
    pageSize: pageParam('Einträge pro Seite', MY_OFFERS_MAX_PAGE_SIZE),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unbekannter Parameter: ${issue.keys.join(', ')} (erlaubt: ${MY_OFFERS_QUERY_PARAMS.join(', ')}).`
        : undefined,
  },
);
export type MyOffersQuery = z.infer<typeof MyOffersQuerySchema>;

const Ref = z.object({ id: z.number().int(), name: z.string() });

/** One offer as its seller sees it (volumes in cbm, prices per 100 L and per litre). */
export const SellerOfferSchema = z.object({
  id: z.number().int(),
  product: Ref.extend({ categorySort: z.number().int() }),
  deliveryType: z.enum(DELIVERY_TYPES),
  terminal: Ref.extend({ city: z.string() }).nullable(),
  deliveryRegion: Ref.nullable(),
  status: OfferStatusSchema,
  displayStatus: OfferDisplayStatusSchema,
  pricingType: z.enum(['FIXED', 'LIVE']),
  priceInputUnit: z.enum(PRICE_INPUT_UNITS),
  /** Per 100 L at 15 °C (4 decimals) and per litre; null for a live price (issue 4). */
  pricePer100l: z.number().nullable(),
  pricePerLitre: z.number().nullable(),
  /** The live price fields (with the min-price floor); null for a fixed price. */
  live: LiveOfferParamsSchema.nullable(),
  totalCbm: z.number(),
  soldCbm: z.number(),
  remainingCbm: z.number(),
  minOrderCbm: z.number(),
  maxOrderCbm: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  dailyStartTime: z.string(),
  dailyEndTime: z.string(),
  collectionType: z.enum(COLLECTION_TYPES),
  liftingPeriod: Ref.extend({ days: z.number().int() }).nullable(),
  collectionStartDate: z.string().nullable(),
  collectionEndDate: z.string().nullable(),
  version: z.number().int(),
  /** Issue 29: whether buyers' target-price orders may buy it automatically (default: fixed yes, live no). */
  autoExecution: z.boolean(),
  autoMaxCbm: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SellerOffer = z.infer<typeof SellerOfferSchema>;

/** One page of the seller's offers, how many match the filter, and how many there are per status (all products). */
export const MyOffersResponseSchema = z.object({
  offers: z.array(SellerOfferSchema),
  total: z.number().int(),
  pageCount: z.number().int(),
  counts: z.record(OfferDisplayStatusSchema, z.number().int()),
});
export type MyOffersResponse = z.infer<typeof MyOffersResponseSchema>;

/** The editable fields of a stored offer, as the form starts from them (edit and clone). */
export function offerFormValuesOf(o: SellerOffer): OfferFormValues {
  const base = {
    productId: o.product.id,
    deliveryType: o.deliveryType,
    terminalId: o.terminal?.id ?? null,
    deliveryRegionId: o.deliveryRegion?.id ?? null,
    totalCbm: o.totalCbm,
    minOrderCbm: o.minOrderCbm,
    maxOrderCbm: o.maxOrderCbm,
    startDate: o.startDate,
    endDate: o.endDate,
    dailyStartTime: o.dailyStartTime,
    dailyEndTime: o.dailyEndTime,
    collectionType: o.collectionType,
    liftingPeriodId: o.liftingPeriod?.id ?? null,
    collectionStartDate: o.collectionStartDate,
    collectionEndDate: o.collectionEndDate,
  };
  if (o.pricingType === 'LIVE' && o.live) {
    const { futureMonth, fxMode, fxRate, surcharge, surchargeUnit, density, minPriceEnabled, maxPriceFall } = o.live;
    return {
      ...base,
      pricingType: 'LIVE',
      futureMonth,
      fxMode,
      fxRate,
      surcharge,
      surchargeUnit,
      density: density ?? 0,
      minPriceEnabled,
      maxPriceFall,
    };
  }
  return {
    ...base,
    pricingType: 'FIXED',
    priceInputUnit: o.priceInputUnit,
    price: (o.priceInputUnit === 'EUR_L' ? o.pricePerLitre : o.pricePer100l) ?? 0,
  };
}

/** POST /api/offers/{id}/min-price (no body): floor = the offer's current price - its maximum price fall. */
export const MinPriceUpdateResponseSchema = z.object({
  offerId: z.number().int(),
  /** EUR/100L15 with 4 decimals (the floor in E4 / 10,000). */
  minPriceFloorPer100l: z.number(),
  minPriceUpdatedAt: z.string(),
});
export type MinPriceUpdateResponse = z.infer<typeof MinPriceUpdateResponseSchema>;
