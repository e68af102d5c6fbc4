import { z } from 'zod';
import { isIsoDate } from '../calendar/days';
import { isValidTime, zonedInstant } from '../formats/date';
import { requiredString, textString } from '../validation/fields';
import { blankToUndefined, dateParam, intParam } from '../validation/query-params';
import { ORDER_STATUSES } from '../trading/order-status';

// Issue 28 part 1: liftings (Verladungen). A seller records what left the terminal against a confirmed
// order: the bill of lading (BOL), when, litres at 15 °C and optionally ambient litres with temperature,
// density and the truck. Routes: GET/POST /api/orders/{id}/liftings.

const MAX_LITRES = 10_000_000;
const litresField = (field: string) =>
  z
    .number({ error: `${field}: bitte geben Sie eine Menge in Litern an.` })
    .int(`${field}: bitte geben Sie ganze Liter an.`)
    .positive(`${field} muss größer als 0 L sein.`)
    .max(MAX_LITRES, `${field} ist zu groß.`);

export const RecordLiftingRequestSchema = z
  .object({
    bolNumber: requiredString('Lieferscheinnummer', 40),
    liftedAt: z.iso.datetime({ offset: true, error: 'Bitte geben Sie Datum und Uhrzeit der Verladung an.' }),
    litres15: litresField('Menge bei 15 °C'),
    ambientLitres: litresField('Menge bei Umgebungstemperatur').optional(),
    temperatureC: z
      .number({ error: 'Die Temperatur muss eine Zahl sein.' })
      .min(-40, 'Die Temperatur muss zwischen -40 und 80 °C liegen.')
      .max(80, 'Die Temperatur muss zwischen -40 und 80 °C liegen.')
      .optional(),
    densityKgL: z
      .number({ error: 'Die Dichte muss eine Zahl sein.' })
      .min(0.5, 'Die Dichte muss zwischen 0,5 und 1,2 kg/L liegen.')
      .max(1.2, 'Die Dichte muss zwischen 0,5 und 1,2 kg/L liegen.')
      .optional(),
    vehicleRef: textString('Fahrzeug / Fahrer', 80).optional(),
  })
  .strict()
  .meta({
    examples: [{ bolNumber: 'BOL-4711', liftedAt: '2026-11-27T07:30:00+01:00', litres15: 30_000, densityKgL: 0.845 }],
  });
export type RecordLiftingRequest = z.infer<typeof RecordLiftingRequestSchema>;

export const LiftingSchema = z.object({
  id: z.number().int(),
  bolNumber: z.string(),
  liftedAt: z.string(),
  litres15: z.number().int(),
  ambientLitres: z.number().int().nullable(),
  temperatureC: z.number().nullable(),
  densityKgL: z.number().nullable(),
  vehicleRef: z.string().nullable(),
  recordedAt: z.string(),
});
export type Lifting = z.infer<typeof LiftingSchema>;

/** An order's liftings with the figures that decide its completion (domain liftings/lifting-rules). */
export const OrderLiftingsSchema = z.object({
  orderId: z.number().int(),
  orderedLitres: z.number().int(),
  liftedLitres: z.number().int(),
  remainingLitres: z.number().int(),
  tolerancePercent: z.number(),
  /** From here on the order is complete; all liftings together may reach at most maxLitres. */
  completeFromLitres: z.number().int(),
  maxLitres: z.number().int(),
  /** Whether the caller may record a lifting now (the order's seller, order confirmed or partly lifted). */
  canRecord: z.boolean(),
  liftings: z.array(LiftingSchema),
});
export type OrderLiftings = z.infer<typeof OrderLiftingsSchema>;

/** Field labels of the lifting form (web) and of its server errors. */
export const LIFTING_FIELD_LABELS = {
  bolNumber: 'Lieferscheinnummer',
  day: 'Verladedatum',
  time: 'Uhrzeit',
  litres15: 'Menge bei 15 °C (L)',
  ambientLitres: 'Menge bei Umgebungstemperatur (L)',
  temperatureC: 'Temperatur (°C)',
  densityKgL: 'Dichte (kg/L)',
  vehicleRef: 'Fahrzeug / Fahrer',
} as const;

const optionalNumber = (schema: z.ZodNumber) => schema.nullable().optional();

/**
 * The seller's form: the day and time are entered as the terminal's wall clock (the brand's business
 * time zone) and become `liftedAt` with liftingRequestFromForm. Empty optional numbers are null.
 */
export const LiftingFormSchema = z.object({
  bolNumber: requiredString(LIFTING_FIELD_LABELS.bolNumber, 40),
  day: z
    .string({ error: `${LIFTING_FIELD_LABELS.day} ist ein Pflichtfeld.` })
    .refine(isIsoDate, `${LIFTING_FIELD_LABELS.day} ist ein Pflichtfeld.`),
  time: z
    .string({ error: `${LIFTING_FIELD_LABELS.time} ist ein Pflichtfeld.` })
    .refine(isValidTime, 'Bitte geben Sie die Uhrzeit als HH:MM an.'),
  litres15: RecordLiftingRequestSchema.shape.litres15,
  ambientLitres: optionalNumber(litresField('Menge bei Umgebungstemperatur')),
  temperatureC: optionalNumber(RecordLiftingRequestSchema.shape.temperatureC.unwrap()),
  densityKgL: optionalNumber(RecordLiftingRequestSchema.shape.densityKgL.unwrap()),
  vehicleRef: textString(LIFTING_FIELD_LABELS.vehicleRef, 80).optional(),
});
export type LiftingForm = z.input<typeof LiftingFormSchema>;
export type LiftingFormValues = z.output<typeof LiftingFormSchema>;

/** The form's values as the request: the wall-clock time read in the business time zone. */
export function liftingRequestFromForm(v: LiftingFormValues, timeZone: string): RecordLiftingRequest {
  return {
    bolNumber: v.bolNumber,
    liftedAt: zonedInstant(v.day, v.time, timeZone).toISOString(),
    litres15: v.litres15,
    ...(v.ambientLitres != null ? { ambientLitres: v.ambientLitres } : {}),
    ...(v.temperatureC != null ? { temperatureC: v.temperatureC } : {}),
    ...(v.densityKgL != null ? { densityKgL: v.densityKgL } : {}),
    ...(v.vehicleRef ? { vehicleRef: v.vehicleRef } : {}),
  };
}

/** GET/PUT /api/liftings/settings (sellers; company admins change it): the seller's tolerance in percent. */
export const LiftingSettingsSchema = z
  .object({
    tolerancePercent: z
      .number({ error: 'Bitte geben Sie die Toleranz in Prozent an.' })
      .min(0, 'Die Toleranz muss zwischen 0 und 10 % liegen.')
      .max(10, 'Die Toleranz muss zwischen 0 und 10 % liegen.')
      .refine(
        (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
        'Die Toleranz hat höchstens zwei Nachkommastellen.',
      ),
  })
  .strict();
export type LiftingSettings = z.infer<typeof LiftingSettingsSchema>;

/** Percent (2 or 1.5) to the stored basis points (200, 150) and back. */
export const toleranceBpFromPercent = (percent: number): number => Math.round(percent * 100);
export const tolerancePercentFromBp = (bp: number): number => bp / 100;

// Issue 28 part 4, the "Verladungen" screen:
//   GET /api/liftings?from=&to=&q=&pageNumber=  the caller's liftings across orders, newest first
//   GET /api/liftings/liftable-orders           sellers: their orders that take a lifting now

export const LIFTING_PAGE_LIMIT = 50;

export const LiftingListQuerySchema = z
  .object({
    /** Lifted on or after this business day (the brand's time zone). */
    from: dateParam('Verladen von'),
    /** Lifted on or before this business day. */
    to: dateParam('Verladen bis'),
    /** Contract number or bill of lading number (contains). */
    q: z.preprocess(blankToUndefined, textString('Suchbegriff', 40).optional()),
    pageNumber: intParam('Seite', 1),
  })
  .strict();
export type LiftingListQuery = z.infer<typeof LiftingListQuerySchema>;

const OrderStatusSchema = z.enum(ORDER_STATUSES);

export const LiftingListItemSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  contractNumber: z.string(),
  orderStatus: OrderStatusSchema,
  /** The other party: the buyer for a seller, the seller for a buyer. */
  partnerName: z.string(),
  productName: z.string(),
  terminalName: z.string().nullable(),
  bolNumber: z.string(),
  liftedAt: z.string(),
  litres15: z.number().int(),
  vehicleRef: z.string().nullable(),
});
export type LiftingListItem = z.infer<typeof LiftingListItemSchema>;

export const LiftingListSchema = z.object({
  items: z.array(LiftingListItemSchema),
  /** Every lifting the filters select, not only this page. */
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageLimit: z.number().int(),
});
export type LiftingList = z.infer<typeof LiftingListSchema>;

export const LiftableOrderSchema = z.object({
  orderId: z.number().int(),
  contractNumber: z.string(),
  status: OrderStatusSchema,
  buyerName: z.string(),
  productName: z.string(),
  terminalName: z.string().nullable(),
  orderedLitres: z.number().int(),
  liftedLitres: z.number().int(),
  /** YYYY-MM-DD: the last day of the collection period. */
  collectionEndDate: z.string(),
});
export type LiftableOrder = z.infer<typeof LiftableOrderSchema>;

export const LiftableOrdersSchema = z.object({ orders: z.array(LiftableOrderSchema) });
export type LiftableOrders = z.infer<typeof LiftableOrdersSchema>;
