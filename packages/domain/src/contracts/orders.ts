import { SERVER_MESSAGES } from '../errors/server-messages';
import { z } from 'zod';
import { textString } from '../validation/fields';
import { IdParamsSchema, idSchema } from '../validation/numbers';
import { ORDER_STATUSES } from '../trading/order-status';
import { PriceBasisSchema, PriceStepSchema } from '../pricing/live-pricing';
import { MoneyLinesSchema, QuantityCbmSchema } from './basket';
import { AdditiveLocationSchema } from './additive-locations';

const id = idSchema();

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

/** Where an order was placed: the spot market, a trigger contract, or the additive market (issue 17). */
export const ORDER_MARKETS = ['SPOT', 'TRIGGER', 'ADDITIVE'] as const;
export const OrderMarketSchema = z.enum(ORDER_MARKETS);
export type OrderMarket = z.infer<typeof OrderMarketSchema>;

/** Spec section 4 "Orders market selection": fuel (spot and trigger) or additive. */
export const ORDER_PRODUCT_TYPES = ['FUEL', 'ADDITIVE'] as const;
export const OrderProductTypeSchema = z.enum(ORDER_PRODUCT_TYPES);
export type OrderProductType = z.infer<typeof OrderProductTypeSchema>;

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
    confirmTerms: z.boolean({ error: SERVER_MESSAGES.trading.termsNotAccepted }),
    confirmBookingChecked: z.boolean({ error: 'Bitte bestätigen Sie, dass Sie die Buchung geprüft haben.' }),
    deliveryAddressId: id.optional(),
    idempotencyKey: z.uuid('Der Idempotenzschlüssel muss eine UUID sein.').optional(),
    /**
     * Decision 056: the buyer confirmed a quantity more than three times its usual one (the median of
     * its orders of the product over 90 days). Without it such a submit answers 409
     * LARGE_ORDER_CONFIRMATION_REQUIRED and nothing is ordered.
     */
    confirmLargeOrder: z.boolean().optional(),
  })
  .strict()
  .refine((b) => (b.reservationIds ? 1 : 0) + (b.items ? 1 : 0) === 1, {
    message: 'Bitte geben Sie entweder Reservierungen oder Positionen an.',
    path: ['reservationIds'],
  })
  // The order API's call as an ERP makes it (docs/integration.md; the key goes in the Idempotency-Key header).
  .meta({ examples: [{ items: [{ offerId: 42, quantityCbm: 10 }], confirmTerms: true, confirmBookingChecked: true }] });
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequestSchema>;

export const IdempotencyHeaderSchema = z.object({
  'idempotency-key': z.uuid('Der Idempotenzschlüssel muss eine UUID sein.').optional(),
});

export const OrderIdParamsSchema = IdParamsSchema;

/** A number of additive units as typed (spec section 5: between the offer's min and max, checked at placement). */
export const AdditiveUnitsSchema = z
  .number({ error: 'Die Anzahl der Einheiten muss eine Zahl sein.' })
  .int({ error: 'Die Anzahl der Einheiten muss eine ganze Zahl sein.' })
  .min(1, { error: 'Die Anzahl der Einheiten muss mindestens 1 sein.' })
  .max(1_000_000, { error: 'Die Anzahl der Einheiten ist zu hoch.' });

/**
 * POST /api/orders/additives: a buyer orders units of additive offers to one of its additive delivery
 * locations (`/api/metadata/locations`), all lines or none, through the same placement as fuel orders:
 * credit, payment term and idempotency key as for POST /api/orders. Without a location (or with one
 * that is not the buyer's) the answer is 422 DELIVERY_ADDRESS_REQUIRED.
 */
export const PlaceAdditiveOrderRequestSchema = z
  .object({
    items: z
      .array(z.object({ offerId: id, units: AdditiveUnitsSchema }).strict())
      .min(1, { error: 'Bitte wählen Sie mindestens ein Angebot.' })
      .max(50, { error: 'Höchstens 50 Positionen je Bestellung.' }),
    locationId: id.optional(),
    confirmTerms: z.boolean({ error: SERVER_MESSAGES.trading.termsNotAccepted }),
    confirmBookingChecked: z.boolean({ error: 'Bitte bestätigen Sie, dass Sie die Buchung geprüft haben.' }),
    idempotencyKey: z.uuid('Der Idempotenzschlüssel muss eine UUID sein.'),
  })
  .strict();
export type PlaceAdditiveOrderRequest = z.infer<typeof PlaceAdditiveOrderRequestSchema>;

/** What an additive order bought: units of a purchase unit at a price per unit, delivered to a location. */
export const AdditiveOrderFactsSchema = z.object({
  units: z.number().int(),
  /** The purchase unit (canister, drum, IBC, bulk) with its size in litres. */
  purchaseUnit: z.object({ id: z.number().int(), name: z.string(), litres: z.number().int() }),
  /** Price per unit (net, currency of the order), up to 4 decimals. */
  pricePerUnit: z.number(),
  /** The buyer's additive delivery location, as GET /api/metadata/locations shows it. */
  location: AdditiveLocationSchema.nullable(),
});
export type AdditiveOrderFacts = z.infer<typeof AdditiveOrderFactsSchema>;

const party = z.object({ id: z.number().int(), name: z.string() });

/**
 * The order's one payment term (decision 050): days granted for the product and the due date
 * (end of collection + days), as stored at placement; the same on every screen, mail and CSV.
 */
export const PaymentPeriodSchema = z.object({ creditDays: z.number().int(), dueDate: z.string() });
export type PaymentPeriod = z.infer<typeof PaymentPeriodSchema>;

/** GET /api/orders/{id}: the order confirmation, as the buyer or the seller sees it. */
export const OrderDetailSchema = z.object({
  id: z.number().int(),
  contractNumber: z.string(),
  liftingMasterNumber: z.string(),
  pickupNumber: z.string(),
  market: OrderMarketSchema,
  /** FUEL for spot and trigger orders, ADDITIVE for additive orders. */
  productType: OrderProductTypeSchema,
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
  /** The explained steps of the charged price, stored at placement (issue 24); null for orders from before and additives. */
  priceSteps: z.array(PriceStepSchema).nullable().optional(),
  amounts: MoneyLinesSchema,
  paymentPeriod: PaymentPeriodSchema,
  collectionPeriod: z.object({ startDate: z.string(), endDate: z.string() }),
  createdAt: z.string(),
  sellerComment: z.string().nullable(),
  /** True for the seller while the order is OPEN or IN_REVIEW. */
  canDecide: z.boolean(),
  /** An additive order's units, unit, price per unit and location; null for fuel orders. */
  additive: AdditiveOrderFactsSchema.nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** GET /api/orders/{id}/submission: all orders of the submit the order belongs to that the caller may read. */
export const OrderSubmissionSchema = z.object({ orders: z.array(OrderDetailSchema) });
export type OrderSubmission = z.infer<typeof OrderSubmissionSchema>;

/** 201 for new orders, 200 with the same orders when the idempotency key was used before. */
export const PlaceOrderResponseSchema = z.object({
  orders: z.array(OrderDetailSchema),
  replayed: z.boolean(),
  /** A dry run (decision 067): validated and priced exactly as placed, nothing placed; ids and numbers are not kept. */
  dryRun: z.boolean().optional(),
});
/** `?dryRun=true` on POST /api/orders and trigger call-offs: validate and price, place nothing. */
export const DryRunQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun ist true oder false.' })
    .optional()
    .transform((v) => v === 'true'),
});
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponseSchema>;

/** POST /api/orders/{id}/confirm and /decline (sellers). */
export const OrderDecisionRequestSchema = z
  .object({ comment: textString('Kommentar', 1000, { multiLine: true }).optional() })
  .strict();
export type OrderDecisionRequest = z.infer<typeof OrderDecisionRequestSchema>;
