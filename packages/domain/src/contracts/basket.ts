import { z } from 'zod';
import { IdParamsSchema, idSchema } from '../validation/numbers';
import { PriceBasisSchema, PriceStepSchema } from '../pricing/live-pricing';

const id = idSchema();

/** Volumes cross the API as cbm with up to three decimals (whole litres). */
export const QuantityCbmSchema = z
  .number({ error: 'Bitte geben Sie eine Menge in cbm an.' })
  .positive('Die Menge muss größer als 0 sein.')
  .max(1_000_000, 'Die Menge ist zu groß.')
  .refine(
    (v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6,
    'Die Menge darf höchstens drei Nachkommastellen haben.',
  );

/** POST /api/basket: reserves the offer's current price for the buyer for a few seconds. */
export const CreateReservationRequestSchema = z
  .object({
    offerId: id,
    quantityCbm: QuantityCbmSchema,
    deliveryAddressId: id.optional(),
    /** A parent account ordering for one of its child accounts. */
    childAccountId: id.optional(),
  })
  .strict();
export type CreateReservationRequest = z.infer<typeof CreateReservationRequestSchema>;

export const ReservationIdParamsSchema = IdParamsSchema;

export const MoneyLinesSchema = z.object({
  net: z.number(),
  vat: z.number(),
  gross: z.number(),
  /** Percent for display (19, 8.1). */
  vatRate: z.number(),
  currency: z.enum(['EUR', 'CHF']),
});
export type MoneyLines = z.infer<typeof MoneyLinesSchema>;

export const ReservationSchema = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  product: z.object({ id: z.number().int(), name: z.string() }),
  terminal: z.object({ id: z.number().int(), name: z.string(), city: z.string() }).nullable(),
  /** Delivered offers need a delivery address before ordering. */
  delivered: z.boolean(),
  deliveryAddressId: z.number().int().nullable(),
  buyerAccount: z.object({ id: z.number().int(), name: z.string() }),
  quantityCbm: z.number(),
  minOrderCbm: z.number(),
  maxOrderCbm: z.number(),
  /** Reserved price per 100 L at 15 °C. */
  pricePer100l: z.number(),
  /** A reserved live price: the market data it was computed from; null for a fixed price. */
  priceBasis: PriceBasisSchema.nullable().optional(),
  /** The explained steps of the reserved price (issue 24, ui/price-breakdown); null for reservations from before. */
  priceSteps: z.array(PriceStepSchema).nullable().optional(),
  /** Net, VAT and gross of this line at the reserved price. */
  amounts: MoneyLinesSchema,
  collectionStartDate: z.string(),
  collectionEndDate: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/** The answer of POST /api/basket and POST /api/basket/{id}/refresh. */
export const ReservationResponseSchema = z.object({
  reservation: ReservationSchema,
  /** The server's clock, so the browser can correct its own for the countdown. */
  serverTime: z.string(),
});
export type ReservationResponse = z.infer<typeof ReservationResponseSchema>;

const Ref = z.object({ id: z.number().int(), name: z.string() });

/** The credit one buyer account has at one seller before and after this basket (trading/basket-credit.ts). Major units. */
export const BasketCreditSchema = z.object({
  buyerAccount: Ref,
  seller: Ref,
  /** null: no limit agreed, no ordering on credit. */
  limit: z.number().nullable(),
  free: z.number(),
  basketGross: z.number(),
  /** Free credit after this basket's orders; negative when the basket exceeds it. */
  leftAfter: z.number(),
  enough: z.boolean(),
  /** The figures are the shareholder group's shared limit at this seller (decision 051). */
  shared: z.boolean(),
});
export type BasketCredit = z.infer<typeof BasketCreditSchema>;

/** GET /api/basket: the user's reservations with their totals (gross may mix nothing: one currency). */
export const BasketSchema = z.object({
  items: z.array(ReservationSchema),
  totals: MoneyLinesSchema.omit({ vatRate: true }),
  /** Per buyer account and seller of the items: credit before and after ordering the basket. */
  credit: z.array(BasketCreditSchema),
  serverTime: z.string(),
});
export type Basket = z.infer<typeof BasketSchema>;

export const DeleteReservationResponseSchema = z.object({ deleted: z.literal(true) });
