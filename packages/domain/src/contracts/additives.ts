import { z } from 'zod';
import { ADDITIVE_OFFER_PAGE_SIZE } from '../constants';
import { hasAtMostDecimals } from '../offers/offer-rules';
import { requiredMessage, textString } from '../validation/fields';
import { maxDecimals } from '../validation/json-schema';
import { IdParamsSchema, idSchema } from '../validation/numbers';
import { enumParam, idListParam, intParam, toQueryString } from '../validation/query-params';
import {
  ADDITIVE_CONTAINERS,
  ADDITIVE_MEASURES,
  ADDITIVE_OFFER_LABELS as L,
  ADDITIVE_OFFER_MESSAGES as M,
  ADDITIVE_OFFER_STATUSES,
  additiveOfferUnitErrors,
  MAX_ADDITIVE_UNITS,
  MAX_DELIVERY_DAYS,
  MAX_UNIT_PRICE,
  SELLER_KINDS,
  UNIT_PRICE_DECIMALS,
} from '../additives/additive-rules';
import { CurrencySchema } from './relationships';

// The additive market (issue 17, spec sections 3, 4, 7 and 9; decision 042): additive products with
// their purchase units, the seller's additive offers, the list GET /api/v2/offers/additives for sellers
// (own offers) and buyers (the additive market), PUT /api/offer/additive/edit {offerId, status_type_id}
// and POST api/offer/additive (clone, PAUSED). Ordering them is trading's (features/trading).

const Ref = z.object({ id: z.number().int(), name: z.string() });

export const SellerKindSchema = z.enum(SELLER_KINDS);
export const AdditiveOfferStatusSchema = z.enum(ADDITIVE_OFFER_STATUSES, {
  error: `${L.status}: erlaubt sind ${ADDITIVE_OFFER_STATUSES.join(', ')}.`,
});

// ---------------------------------------------------------------------------------------------
// Products and purchase units: GET /api/additives/products
// ---------------------------------------------------------------------------------------------

/** A container size (20 L canister, 200 L drum, 1 cbm IBC) or bulk by the litre; `litres` is one unit. */
export const PurchaseUnitSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** German label, e.g. "Kanister 20 L". */
  name: z.string(),
  container: z.enum(ADDITIVE_CONTAINERS),
  /** Size in `unit` (spec section 3: cbm or lt). */
  size: z.number(),
  unit: z.enum(ADDITIVE_MEASURES),
  litres: z.number().int(),
  /** An empty one can be given back (empty-barrel pickup request); bulk cannot. */
  returnable: z.boolean(),
});
export type PurchaseUnit = z.infer<typeof PurchaseUnitSchema>;

/** An additive product (a catalogue product of type additive) with the purchase units it is sold in. */
export const AdditiveProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  unit: z.enum(ADDITIVE_MEASURES),
  purchaseUnits: z.array(PurchaseUnitSchema),
});
export type AdditiveProduct = z.infer<typeof AdditiveProductSchema>;

export const AdditiveProductsResponseSchema = z.object({ products: z.array(AdditiveProductSchema) });
export type AdditiveProductsResponse = z.infer<typeof AdditiveProductsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The seller's offer: create POST /api/v2/offers/additives, update PUT /api/v2/offers/additives/{id},
// delete DELETE /api/v2/offers/additives/{id} (REMOVED), clone POST /api/offer/additive.
// ---------------------------------------------------------------------------------------------

const wholeUnits = (field: string) =>
  z
    .number({ error: requiredMessage(field) })
    .refine(Number.isInteger, { error: M.wholeNumber(field), abort: true })
    .min(1, { error: `${field} muss mindestens 1 sein.`, abort: true })
    .max(MAX_ADDITIVE_UNITS, { error: `${field} ist zu groß.` })
    // A refinement cannot say "whole number" to the document; the type can (decision 058).
    .meta({ type: 'integer' });

const offerShape = {
  productId: idSchema(requiredMessage(L.productId)),
  purchaseUnitId: idSchema(requiredMessage(L.purchaseUnitId)),
  /** Price per purchase unit in the platform currency, up to 4 decimals. */
  pricePerUnit: z
    .number({ error: requiredMessage(L.pricePerUnit) })
    .gt(0, { error: 'Der Preis muss größer als 0 sein.', abort: true })
    .max(MAX_UNIT_PRICE, { error: `${L.pricePerUnit} ist zu hoch.`, abort: true })
    .refine((v) => hasAtMostDecimals(v, UNIT_PRICE_DECIMALS), {
      error: `${L.pricePerUnit} darf höchstens ${UNIT_PRICE_DECIMALS} Nachkommastellen haben.`,
    })
    .meta(maxDecimals(UNIT_PRICE_DECIMALS)),
  minUnits: wholeUnits(L.minUnits),
  maxUnits: wholeUnits(L.maxUnits),
  /** Units for sale in total (the offer's availability is this minus what was sold). */
  totalUnits: wholeUnits(L.totalUnits),
  deliveryDays: z
    .number({ error: requiredMessage(L.deliveryDays) })
    .int({ error: M.wholeNumber(L.deliveryDays) })
    .min(0, { error: `${L.deliveryDays} darf nicht negativ sein.` })
    .max(MAX_DELIVERY_DAYS, { error: `${L.deliveryDays} darf höchstens ${MAX_DELIVERY_DAYS} sein.` }),
  comment: textString(L.comment, 500, { multiLine: true })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
};

/** min <= max <= total, reported on the field to correct. */
function checkUnits(o: { minUnits: number; maxUnits: number; totalUnits: number }, ctx: z.RefinementCtx): void {
  for (const [field, message] of Object.entries(additiveOfferUnitErrors(o)))
    ctx.addIssue({ code: 'custom', path: [field], message });
}

/** Create: ACTIVE unless the seller saves it paused. */
export const AdditiveOfferInputSchema = z
  .strictObject({
    ...offerShape,
    status: z.enum(['ACTIVE', 'PAUSED'], { error: `${L.status}: erlaubt sind ACTIVE, PAUSED.` }).default('ACTIVE'),
  })
  .superRefine(checkUnits);
export type AdditiveOfferInput = z.infer<typeof AdditiveOfferInputSchema>;
export type AdditiveOfferFormValues = z.input<typeof AdditiveOfferInputSchema>;

/** Update: the fields; `version` (optional) is the one the seller edited, a newer one answers 409 ADDITIVE_OFFER_CHANGED. */
export const AdditiveOfferUpdateSchema = z
  .strictObject({ ...offerShape, version: idSchema().optional() })
  .superRefine(checkUnits);
export type AdditiveOfferUpdate = z.infer<typeof AdditiveOfferUpdateSchema>;

/** POST api/offer/additive (spec section 7): "the offer, for cloning": the source's id and the copy's fields; the copy is PAUSED. */
export const AdditiveOfferCloneSchema = z.strictObject({ _id: idSchema(), ...offerShape }).superRefine(checkUnits);
export type AdditiveOfferClone = z.infer<typeof AdditiveOfferCloneSchema>;

/** PUT /api/offer/additive/edit (spec sections 3 and 7): ACTIVE or PAUSED toggles, REMOVED deletes (final). */
export const AdditiveOfferEditSchema = z.strictObject({
  offerId: idSchema(requiredMessage('Angebot')),
  status_type_id: AdditiveOfferStatusSchema,
});
export type AdditiveOfferEdit = z.infer<typeof AdditiveOfferEditSchema>;

export const AdditiveOfferIdParamsSchema = IdParamsSchema;

/** One offer of the list; the seller sees its sold units, a buyer its credit days for the product. */
export const AdditiveOfferSchema = z.object({
  _id: z.number().int(),
  status: AdditiveOfferStatusSchema,
  /** Bumped on every edit; an order records the version it bought. */
  version: z.number().int(),
  seller: Ref,
  product: Ref.extend({ code: z.string() }),
  purchaseUnit: PurchaseUnitSchema,
  currency: CurrencySchema,
  pricePerUnit: z.number(),
  /** For comparing containers: pricePerUnit / litres of a unit, 4 decimals. */
  pricePerLitre: z.number(),
  minUnits: z.number().int(),
  maxUnits: z.number().int(),
  /** Units still for sale (spec: offer availability). */
  availableUnits: z.number().int(),
  /** The seller's own offers only; null in a buyer's list. */
  totalUnits: z.number().int().nullable(),
  soldUnits: z.number().int().nullable(),
  deliveryDays: z.number().int(),
  comment: z.string().nullable(),
  /** A buyer's credit days for the product at this seller; null in the seller's list. */
  creditDays: z.number().int().nullable(),
  /** The offer this one was cloned from, if any. */
  clonedFromId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdditiveOffer = z.infer<typeof AdditiveOfferSchema>;

// ---------------------------------------------------------------------------------------------
// The list: GET /api/v2/offers/additives (spec section 3 "Additive offer list request/response").
// ---------------------------------------------------------------------------------------------

export const ADDITIVE_OFFER_SORT_FIELDS = [
  'created',
  'updated',
  'product',
  'purchaseUnit',
  'price',
  'pricePerLitre',
  'availability',
  'minUnits',
  'maxUnits',
  'deliveryDays',
  'seller',
  'status',
] as const;
export type AdditiveOfferSortField = (typeof ADDITIVE_OFFER_SORT_FIELDS)[number];

/** Every field is optional; lists come comma-separated ("productIds=1,2") or repeated. */
export const AdditiveOfferListQuerySchema = z
  .object({
    pageNumber: intParam('Seite', 1),
    pageLimit: intParam('Einträge pro Seite', 1, ADDITIVE_OFFER_PAGE_SIZE),
    sortBy: enumParam(ADDITIVE_OFFER_SORT_FIELDS, 'Sortierung'),
    sortType: enumParam(['asc', 'desc'] as const, 'Sortierreihenfolge'),
    productIds: idListParam('Additive'),
    /**
     * A seller: offers the given buyers may order (relationship with additives and the product allowed).
     * A buyer: its own account or its child accounts, whose markets are shown together.
     */
    buyerIds: idListParam('Käufer'),
    /** Not in the spec: a buyer's seller filter. */
    sellerIds: idListParam('Verkäufer'),
    /** Purchase unit ids (canister, drum, IBC, bulk). */
    purchaseUnitList: idListParam('Gebinde'),
    /** Available units from / to (inclusive). */
    minOfferAvailability: intParam('Mindestverfügbarkeit', 0, MAX_ADDITIVE_UNITS),
    maxOfferAvailability: intParam('Höchstverfügbarkeit', 0, MAX_ADDITIVE_UNITS),
  })
  .superRefine((q, ctx) => {
    if (
      q.minOfferAvailability !== undefined &&
      q.maxOfferAvailability !== undefined &&
      q.minOfferAvailability > q.maxOfferAvailability
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['minOfferAvailability'],
        message: 'Die Mindestverfügbarkeit darf nicht größer als die Höchstverfügbarkeit sein.',
      });
    }
  });
export type AdditiveOfferListQuery = z.output<typeof AdditiveOfferListQuerySchema>;

/** The query with the defaults of spec section 9 (page 1 of 1000) and newest first. */
export type ResolvedAdditiveOfferListQuery = AdditiveOfferListQuery & {
  pageNumber: number;
  pageLimit: number;
  sortBy: AdditiveOfferSortField;
  sortType: 'asc' | 'desc';
};

export function withAdditiveOfferListDefaults(q: AdditiveOfferListQuery): ResolvedAdditiveOfferListQuery {
  return {
    ...q,
    pageNumber: q.pageNumber ?? 1,
    pageLimit: q.pageLimit ?? ADDITIVE_OFFER_PAGE_SIZE,
    sortBy: q.sortBy ?? 'created',
    sortType: q.sortType ?? 'desc',
  };
}

export const additiveOfferListQueryString = (q: AdditiveOfferListQuery): string => toQueryString(q);

const Option = z.object({ label: z.string(), value: z.number().int() });

/** What the filters can choose from: taken from every offer of the caller's list before the filters. */
export const AdditiveOfferFilterOptionsSchema = z.object({
  products: z.array(Ref),
  purchaseUnits: z.array(Option),
  /** A seller: its buyers with additives enabled; a buyer: itself and its child accounts. */
  buyers: z.array(Ref),
  /** A buyer: the sellers in its list; a seller: itself. */
  sellers: z.array(Ref),
  availability: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
  prices: z.object({ minPrice: z.number().nullable(), maxPrice: z.number().nullable() }),
});
export type AdditiveOfferFilterOptions = z.infer<typeof AdditiveOfferFilterOptionsSchema>;

export const AdditiveOfferListMetadataSchema = z.object({
  pageCount: z.number().int(),
  pageLimit: z.number().int(),
  pageNumber: z.number().int(),
  total: z.number().int(),
});

export const AdditiveOfferListResponseSchema = z.object({
  offers: z.array(AdditiveOfferSchema),
  filterOptions: AdditiveOfferFilterOptionsSchema,
  metadata: AdditiveOfferListMetadataSchema,
});
export type AdditiveOfferListResponse = z.infer<typeof AdditiveOfferListResponseSchema>;

/** The answer the web keeps after a failed load (spec section 8: the state is cleared). */
export const EMPTY_ADDITIVE_OFFER_LIST: AdditiveOfferListResponse = {
  offers: [],
  filterOptions: {
    products: [],
    purchaseUnits: [],
    buyers: [],
    sellers: [],
    availability: { min: null, max: null },
    prices: { minPrice: null, maxPrice: null },
  },
  metadata: { pageCount: 0, pageLimit: ADDITIVE_OFFER_PAGE_SIZE, pageNumber: 1, total: 0 },
};
