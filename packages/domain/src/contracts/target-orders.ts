import { z } from 'zod';
import { IdParamsSchema, idSchema } from '../validation/numbers';
import { maxDecimals } from '../validation/json-schema';
import { hasAtMostDecimals } from '../offers/offer-rules';
import { requiredMessage } from '../validation/fields';
import { isoDateString } from '../validation/query-params';
import { QuantityCbmSchema } from './basket';
import {
  TARGET_ORDER_MAX_VALID_DAYS,
  TARGET_ORDER_STATES,
  TARGET_ORDER_STATUSES,
  type TargetOrderState,
} from '../target-orders/target-order-rules';

// Target-price orders (issue 29): GET/POST /api/target-orders, PUT /api/target-orders/{id},
// POST /api/target-orders/{id}/pause|resume|cancel. Rules: target-orders/target-order-rules.ts.

export const TARGET_ORDER_FIELD_LABELS = {
  buyerAccountId: 'Käuferkonto',
  productId: 'Produkt',
  terminalIds: 'Terminals',
  regionId: 'Region',
  deliveryAddressId: 'Lieferadresse',
  quantityCbm: 'Menge (cbm)',
  targetPrice: 'Zielpreis (pro 100 L)',
  liftingFrom: 'Abholung ab',
  liftingTo: 'Abholung bis',
  validUntil: 'Gültig bis',
} as const;
const L = TARGET_ORDER_FIELD_LABELS;

export const TARGET_ORDER_STATE_LABELS: Record<TargetOrderState, string> = {
  ACTIVE: 'Aktiv',
  PARTLY_FILLED: 'Teilweise ausgeführt',
  PAUSED: 'Pausiert',
  REFUSED: 'Abgelehnt',
  FILLED: 'Ausgeführt',
  EXPIRED: 'Abgelaufen',
  CANCELLED: 'Storniert',
};

export const TARGET_ORDER_MESSAGES = {
  priceTooLarge: 'Der Zielpreis ist zu groß.',
  pricePositive: 'Der Zielpreis muss größer als 0 sein.',
  priceDecimals: 'Der Zielpreis darf höchstens 4 Nachkommastellen haben.',
  whereRequired: 'Bitte wählen Sie mindestens ein Terminal oder eine Region.',
  whereBoth: 'Bitte wählen Sie entweder Terminals oder eine Region.',
  deliveryNeedsRegion: 'Für eine Lieferung wählen Sie bitte die Region der Lieferangebote, keine Terminals.',
  deliveryAddressUnknown: 'Bitte wählen Sie eine Lieferadresse Ihres Unternehmens.',
  deliveryOff: 'Lieferprodukte werden auf diesem Handelsplatz nicht gehandelt.',
  liftingOrder: '„Abholung bis“ darf nicht vor „Abholung ab“ liegen.',
  validUntilFormat: 'Bitte geben Sie Datum und Uhrzeit für „Gültig bis“ an.',
  validUntilPast: '„Gültig bis“ muss in der Zukunft liegen.',
  validUntilTooFar: `„Gültig bis“ darf höchstens ${TARGET_ORDER_MAX_VALID_DAYS} Tage in der Zukunft liegen.`,
} as const;

const id = (field: string) => idSchema(requiredMessage(field));

/** Create and edit. The price is the all-in price per 100 L as the buyer's market shows it. */
export const TargetOrderInputSchema = z
  .object({
    /** A parent's order for one of its child accounts; absent: the caller's own account. */
    buyerAccountId: id(L.buyerAccountId).optional(),
    productId: id(L.productId),
    terminalIds: z.array(id(L.terminalIds)).max(50).default([]),
    regionId: id(L.regionId).nullable().default(null),
    /**
     * A delivered product (brands with delivered products): the region's delivered offers, brought to
     * this delivery address of the buyer; absent or null: picked up at the terminals or the region's terminals.
     */
    deliveryAddressId: id(L.deliveryAddressId).nullable().default(null),
    quantityCbm: QuantityCbmSchema,
    targetPrice: z
      .number({ error: requiredMessage(L.targetPrice) })
      .gt(0, { error: TARGET_ORDER_MESSAGES.pricePositive, abort: true })
      .max(100_000, { error: TARGET_ORDER_MESSAGES.priceTooLarge, abort: true })
      .refine((v) => hasAtMostDecimals(v, 4), { error: TARGET_ORDER_MESSAGES.priceDecimals })
      .meta(maxDecimals(4)),
    liftingFrom: isoDateString(L.liftingFrom).nullable().default(null),
    liftingTo: isoDateString(L.liftingTo).nullable().default(null),
    validUntil: z.iso.datetime({ offset: true, error: TARGET_ORDER_MESSAGES.validUntilFormat }),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.terminalIds.length === 0 && v.regionId === null)
      ctx.addIssue({ code: 'custom', path: ['terminalIds'], message: TARGET_ORDER_MESSAGES.whereRequired });
    if (v.terminalIds.length > 0 && v.regionId !== null)
      ctx.addIssue({ code: 'custom', path: ['regionId'], message: TARGET_ORDER_MESSAGES.whereBoth });
    if (v.deliveryAddressId !== null && (v.regionId === null || v.terminalIds.length > 0))
      ctx.addIssue({ code: 'custom', path: ['regionId'], message: TARGET_ORDER_MESSAGES.deliveryNeedsRegion });
    if (v.liftingFrom && v.liftingTo && v.liftingTo < v.liftingFrom)
      ctx.addIssue({ code: 'custom', path: ['liftingTo'], message: TARGET_ORDER_MESSAGES.liftingOrder });
  });
export type TargetOrderInput = z.output<typeof TargetOrderInputSchema>;
export type TargetOrderFormValues = z.input<typeof TargetOrderInputSchema>;

export const TargetOrderIdParamsSchema = IdParamsSchema;

const Named = z.object({ id: z.number().int(), name: z.string() });

export const TargetOrderFillSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  sellerName: z.string(),
  terminalName: z.string().nullable(),
  quantityCbm: z.number(),
  /** Per 100 L, as ordered. */
  price: z.number(),
  at: z.string(),
});

export const TargetOrderSchema = z.object({
  id: z.number().int(),
  buyer: Named,
  product: Named,
  terminals: z.array(Named),
  region: Named.nullable(),
  /** A delivered product's address (company, city); null: picked up. */
  deliveryAddress: Named.nullable(),
  quantityCbm: z.number(),
  filledCbm: z.number(),
  targetPrice: z.number(),
  liftingFrom: z.string().nullable(),
  liftingTo: z.string().nullable(),
  validUntil: z.string(),
  status: z.enum(TARGET_ORDER_STATUSES),
  state: z.enum(TARGET_ORDER_STATES),
  /** Why the marketplace paused it (a refused automatic order), in German. */
  refusal: z.string().nullable(),
  /** The best price of the buyer's market for it now (null: no offer it may take), and that minus the target. */
  bestPrice: z.number().nullable(),
  distance: z.number().nullable(),
  fills: z.array(TargetOrderFillSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TargetOrder = z.infer<typeof TargetOrderSchema>;
export type TargetOrderFill = z.infer<typeof TargetOrderFillSchema>;
export const TargetOrderListSchema = z.object({ items: z.array(TargetOrderSchema) });

/**
 * GET /api/target-orders/demand (sellers, issue 29 part 3): the active target orders of the seller's
 * connected buyers per product and terminal, anonymised: what is still wanted, the best (highest)
 * target price and how many buyers want it.
 */
export const TargetDemandSchema = z.object({
  items: z.array(
    z.object({
      product: Named,
      terminal: Named,
      quantityCbm: z.number(),
      bestTargetPrice: z.number(),
      buyers: z.number().int(),
    }),
  ),
});
export type TargetDemand = z.infer<typeof TargetDemandSchema>;
