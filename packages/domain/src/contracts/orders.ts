import { z } from 'zod';
import { textString } from '../validation/fields';
import { IdParamsSchema, idSchema } from '../validation/numbers';
import { ORDER_STATUSES } from '../trading/order-status';
import { PriceBasisSchema } from '../pricing/live-pricing';
import { MoneyLinesSchema, QuantityCbmSchema } from './basket';

const id = idSchema();

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

/**
 * POST /api/orders: places the basket's reservations (or items given directly) as orders, all or
 * none. Both confirmations of spec section 5 "Ordering" must be true. The idempotency key (a UUID
 * the client creates once per submit and reuses on retry) may also come as header Idempotency-Key.
 */
export const PlaceOrderRequestSchema = z
  .object({
    reservationIds: z.array(id).min(1).max(50).optional(),
    items: z
      .array(z.object({ offerId: id, quantityCbm: QuantityCbmSchema, childAccountId: id.optional() }).strict())
      .min(1)
      .max(50)
      .optional(),
    confirmTerms: z.boolean({ error: 'Bitte bestätigen Sie die AGB.' }),
    confirmBookingChecked: z.boolean({ error: 'Bitte bestätigen Sie, dass Sie die Buchung geprüft haben.' }),
    deliveryAddressId: id.optional(),
    idempotencyKey: z.uuid('Der Idempotenzschlüssel muss eine UUID sein.').optional(),
  })
  .strict()
  .refine((b) => (b.reservationIds ? 1 : 0) + (b.items ? 1 : 0) === 1, {
    message: 'Bitte geben Sie entweder Reservierungen oder Positionen an.',
    path: ['reservationIds'],
  });
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequestSchema>;

export const IdempotencyHeaderSchema = z.object({
  'idempotency-key': z.uuid('Der Idempotenzschlüssel muss eine UUID sein.').optional(),
});

export const OrderIdParamsSchema = IdParamsSchema;

const party = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/orders/{id}: the order confirmation, as the buyer or the seller sees it. */
export const OrderDetailSchema = z.object({
  id: z.number().int(),
  contractNumber: z.string(),
  liftingMasterNumber: z.string(),
  pickupNumber: z.string(),
  market: z.enum(['SPOT', 'TRIGGER']),
  status: OrderStatusSchema,
  /** The label for the caller's side (spec section 4: the buyer sees INCOMPLETE as "Offen"). */
  statusLabel: z.string(),
  side: z.enum(['buyer', 'seller']),
  seller: party,
  buyer: party,
  product: party,
  terminal: z.object({ id: z.number().int(), name: z.string(), city: z.string() }).nullable(),
  deliveryAddress: z
    .object({ id: z.number().int(), company: z.string(), street: z.string(), postCode: z.string(), city: z.string() })
    .nullable(),
  quantityCbm: z.number(),
  pricePer100l: z.number(),
  /** A live price: the market data it was computed from (exchange price, FX, density, time); null for a fixed price. */
  priceBasis: PriceBasisSchema.nullable().optional(),
  amounts: MoneyLinesSchema,
  paymentPeriod: z.object({ creditDays: z.number().int(), dueDate: z.string() }),
  collectionPeriod: z.object({ startDate: z.string(), endDate: z.string() }),
  createdAt: z.string(),
  sellerComment: z.string().nullable(),
  /** True for the seller while the order is OPEN or IN_REVIEW. */
  canDecide: z.boolean(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** GET /api/orders/{id}/submission: all orders of the submit the order belongs to that the caller may read. */
export const OrderSubmissionSchema = z.object({ orders: z.array(OrderDetailSchema) });
export type OrderSubmission = z.infer<typeof OrderSubmissionSchema>;

/** 201 for new orders, 200 with the same orders when the idempotency key was used before. */
export const PlaceOrderResponseSchema = z.object({ orders: z.array(OrderDetailSchema), replayed: z.boolean() });
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/** POST /api/orders/{id}/confirm and /decline (sellers). */
export const OrderDecisionRequestSchema = z
  .object({ comment: textString('Kommentar', 1000, { multiLine: true }).optional() })
  .strict();
export type OrderDecisionRequest = z.infer<typeof OrderDecisionRequestSchema>;
