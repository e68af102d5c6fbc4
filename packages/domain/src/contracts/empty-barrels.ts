// Empty-barrel pickup requests (issue 17 part 6, spec sections 1, 2, 3 "Empty-barrel request" and 9
// "Empty-barrel history: last 5 requests"): a buyer asks a seller it trades additives with to collect
// empty containers; the seller sees the requests and moves their status (open, scheduled, done).
import { z } from 'zod';
import { EMPTY_BARREL_HISTORY } from '../constants';
import { EMPTY_BARREL_STATUSES, PREFERRED_DATE_INVALID_MESSAGE } from '../empty-barrels/empty-barrel-rules';
import { isIsoDate } from '../calendar/days';
import { requiredMessage, textString } from '../validation/fields';
import { JSON_SCHEMA_RULES } from '../validation/json-schema';
import { IdParamsSchema, idSchema } from '../validation/numbers';
import { AdditiveLocationAddressSchema, AdditiveLocationInputSchema } from './additive-locations';

export { EMPTY_BARREL_HISTORY };

/** German labels of the form's fields (also the field names of the server's messages). */
export const EMPTY_BARREL_LABELS = {
  sellerId: 'Verkäufer',
  productId: 'Produkt',
  purchaseUnitId: 'Gebinde',
  units: 'Anzahl der Einheiten',
  locationId: 'Abholadresse',
  preferredDate: 'Wunschtermin',
  comment: 'Bemerkung',
} as const;
const L = EMPTY_BARREL_LABELS;

export const EmptyBarrelStatusSchema = z.enum(EMPTY_BARREL_STATUSES, {
  error: 'Bitte wählen Sie einen gültigen Status.',
});

/** An empty-barrel count: whole containers, 1 to 10,000. */
export const EmptyBarrelUnitsSchema = z
  .number({ error: requiredMessage(L.units) })
  .int({ error: `${L.units} muss eine ganze Zahl sein.` })
  .min(1, { error: `${L.units} muss mindestens 1 sein.` })
  .max(10_000, { error: `${L.units} darf höchstens 10.000 sein.` });

/**
 * POST /api/empty-barrels (buyers): seller, additive product, returnable purchase unit, number of units, pickup
 * address (`locationId` of one of the buyer's additive delivery locations, or a free `address`: exactly
 * one of them) and preferred date ("YYYY-MM-DD", today or later in Europe/Berlin; the server checks the
 * day against its clock, the schema only the format).
 */
export const CreateEmptyBarrelRequestSchema = z
  .strictObject({
    sellerId: idSchema(requiredMessage(L.sellerId)),
    productId: idSchema(requiredMessage(L.productId)),
    purchaseUnitId: idSchema(requiredMessage(L.purchaseUnitId)),
    units: EmptyBarrelUnitsSchema,
    locationId: idSchema(requiredMessage(L.locationId)).optional(),
    address: AdditiveLocationInputSchema.shape.address.optional(),
    preferredDate: z
      .string({ error: requiredMessage(L.preferredDate) })
      .refine(isIsoDate, { error: PREFERRED_DATE_INVALID_MESSAGE })
      .meta(JSON_SCHEMA_RULES.isoDate),
    comment: textString(L.comment, 1000, { multiLine: true }).optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.locationId === undefined) === (b.address === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['locationId'],
        message: 'Bitte wählen Sie eine Lieferstelle oder geben Sie eine Abholadresse ein.',
      });
    }
  });
export type CreateEmptyBarrelRequest = z.infer<typeof CreateEmptyBarrelRequestSchema>;
export type CreateEmptyBarrelFormValues = z.input<typeof CreateEmptyBarrelRequestSchema>;

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

/** One request as the buyer and the seller see it. */
export const EmptyBarrelRequestSchema = z.object({
  id: z.number().int(),
  seller: RefSchema,
  buyer: RefSchema,
  product: RefSchema,
  purchaseUnit: RefSchema,
  units: z.number().int(),
  /** The buyer's additive delivery location it was picked from; null for a free address. */
  locationId: z.number().int().nullable(),
  pickupAddress: AdditiveLocationAddressSchema,
  preferredDate: z.string(),
  comment: z.string().nullable(),
  status: EmptyBarrelStatusSchema,
  /** German label of the status ("Offen", "Eingeplant", "Erledigt"). */
  statusLabel: z.string(),
  /** The statuses the seller may set next (empty for the buyer and for a done request). */
  nextStatuses: z.array(EmptyBarrelStatusSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmptyBarrelRequest = z.infer<typeof EmptyBarrelRequestSchema>;

/**
 * GET /api/empty-barrels: a buyer gets its last EMPTY_BARREL_HISTORY (5) requests, newest first; a
 * seller the requests addressed to it, newest first, optionally of one status, paged (page 1, 50).
 */
export const EmptyBarrelListQuerySchema = z.strictObject({
  status: EmptyBarrelStatusSchema.optional(),
  page: z.coerce
    .number({ error: 'Seite muss eine Zahl sein.' })
    .int()
    .min(1, { error: 'Seite muss mindestens 1 sein.' })
    .max(100_000)
    .optional(),
  pageSize: z.coerce
    .number({ error: 'Einträge pro Seite muss eine Zahl sein.' })
    .int()
    .min(1)
    .max(200, { error: 'Höchstens 200 Einträge pro Seite.' })
    .optional(),
});
export type EmptyBarrelListQuery = z.infer<typeof EmptyBarrelListQuerySchema>;

export const EmptyBarrelListSchema = z.object({
  requests: z.array(EmptyBarrelRequestSchema),
  /** All requests matching the query (the buyer: at most EMPTY_BARREL_HISTORY). */
  total: z.number().int(),
  /** Per status, over all of the caller's requests (the seller's status filter shows them). */
  counts: z.object({ OPEN: z.number().int(), SCHEDULED: z.number().int(), DONE: z.number().int() }),
});
export type EmptyBarrelList = z.infer<typeof EmptyBarrelListSchema>;

/** PUT /api/empty-barrels/{id}/status (the request's seller): the next status. */
export const EmptyBarrelStatusRequestSchema = z.strictObject({ status: EmptyBarrelStatusSchema });
export type EmptyBarrelStatusRequest = z.infer<typeof EmptyBarrelStatusRequestSchema>;

export const EmptyBarrelIdParamsSchema = IdParamsSchema;

/**
 * GET /api/empty-barrels/options (buyers): what the form offers: the sellers the buyer trades
 * additives with (relationship ENABLED on both sides and additivesEnabled), each with the additive
 * products the seller allows it and each product's returnable purchase units (bulk cannot be given back). Locations come from
 * GET /api/metadata/locations.
 */
export const EmptyBarrelOptionsSchema = z.object({
  sellers: z.array(
    RefSchema.extend({
      products: z.array(RefSchema.extend({ purchaseUnits: z.array(RefSchema) })),
    }),
  ),
});
export type EmptyBarrelOptions = z.infer<typeof EmptyBarrelOptionsSchema>;
