import { z } from 'zod';
import { IdParamsSchema, idSchema } from '../validation/numbers';
import { maxDecimals } from '../validation/json-schema';
import { hasAtMostDecimals } from '../offers/offer-rules';
import { requiredMessage, textString } from '../validation/fields';

// Price alerts (issue 4, spec section 3 "Price alert", feature PRICE_ALERT, brand A only):
// GET/POST /api/price-alerts, PUT/DELETE /api/price-alerts/{id}. The condition is price-alerts/alert-rules.ts.

export const PRICE_ALERT_OPERATORS = ['GTE', 'LTE'] as const;
export type PriceAlertOperator = (typeof PRICE_ALERT_OPERATORS)[number];
export const PRICE_ALERT_OPERATOR_LABELS: Record<PriceAlertOperator, string> = {
  GTE: '≥ größer oder gleich',
  LTE: '≤ kleiner oder gleich',
};

export const LIFTING_PERIOD_TYPES = ['ALL', 'PROMPT'] as const;
export type LiftingPeriodType = (typeof LIFTING_PERIOD_TYPES)[number];
export const LIFTING_PERIOD_TYPE_LABELS: Record<LiftingPeriodType, string> = {
  ALL: 'Alle Abholzeiträume',
  PROMPT: 'Prompt (heute)',
};

export const PRICE_ALERT_STATUSES = ['ACTIVE', 'TRIGGERED'] as const;
export type PriceAlertStatus = (typeof PRICE_ALERT_STATUSES)[number];
export const PRICE_ALERT_STATUS_LABELS: Record<PriceAlertStatus, string> = { ACTIVE: 'Aktiv', TRIGGERED: 'Ausgelöst' };

export const PRICE_ALERT_FIELD_LABELS = {
  comment: 'Kommentar',
  value: 'Preis (EUR/100L15)',
  operator: 'Bedingung',
  productId: 'Produkt',
  terminalId: 'Terminal',
  liftingPeriodType: 'Abholzeitraum',
} as const;
const L = PRICE_ALERT_FIELD_LABELS;

export const PRICE_ALERT_COMMENT_MAX = 200;
export const PRICE_ALERT_MAX_VALUE = 100_000;
export const PRICE_ALERT_MESSAGES = {
  valuePositive: 'Der Preis muss größer als 0 sein.',
  valueTooLarge: 'Der Preis ist zu groß.',
  valueDecimals: 'Der Preis darf höchstens 4 Nachkommastellen haben.',
} as const;

const id = (field: string) => idSchema(requiredMessage(field));

/** Create and edit: value in EUR/100L15 (> 0, <= 100,000, up to 4 decimals; the list shows 2), comment may be empty. */
export const PriceAlertInputSchema = z.object({
  comment: textString(L.comment, PRICE_ALERT_COMMENT_MAX, { multiLine: true })
    .nullable()
    .default('')
    .transform((v) => v ?? ''),
  value: z
    .number({ error: requiredMessage(L.value) })
    .gt(0, { error: PRICE_ALERT_MESSAGES.valuePositive, abort: true })
    .max(PRICE_ALERT_MAX_VALUE, { error: PRICE_ALERT_MESSAGES.valueTooLarge, abort: true })
    .refine((v) => hasAtMostDecimals(v, 4), { error: PRICE_ALERT_MESSAGES.valueDecimals })
    .meta(maxDecimals(4)),
  operator: z.enum(PRICE_ALERT_OPERATORS, { error: requiredMessage(L.operator) }),
  productId: id(L.productId),
  terminalId: id(L.terminalId),
  liftingPeriodType: z.enum(LIFTING_PERIOD_TYPES, { error: requiredMessage(L.liftingPeriodType) }),
});
export type PriceAlertInput = z.output<typeof PriceAlertInputSchema>;
export type PriceAlertFormValues = z.input<typeof PriceAlertInputSchema>;

export const PriceAlertIdParamsSchema = IdParamsSchema;

/**
 * One alert. Active -> triggered once (with an e-mail); an edit that changes the condition (value,
 * operator, product, terminal or lifting period type) makes it active again (triggeredAt and
 * triggeredPrice back to null), so it can fire anew; editing only the comment keeps the state.
 */
export const PriceAlertSchema = z.object({
  id: z.number().int(),
  comment: z.string(),
  /** EUR/100L15, up to 4 decimals. */
  value: z.number(),
  operator: z.enum(PRICE_ALERT_OPERATORS),
  productId: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string() }),
  terminalId: z.number().int(),
  terminal: z.object({ id: z.number().int(), name: z.string(), city: z.string() }),
  liftingPeriodType: z.enum(LIFTING_PERIOD_TYPES),
  status: z.enum(PRICE_ALERT_STATUSES),
  triggeredAt: z.string().nullable(),
  /** The price (EUR/100L15) that triggered it. */
  triggeredPrice: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PriceAlert = z.infer<typeof PriceAlertSchema>;

export const PriceAlertsResponseSchema = z.object({ alerts: z.array(PriceAlertSchema) });
export type PriceAlertsResponse = z.infer<typeof PriceAlertsResponseSchema>;
