import { SERVER_MESSAGES } from '../errors/server-messages';
import { z } from 'zod';
import { FUTURE_MONTHS } from '../constants';
import { hasAtMostDecimals } from '../offers/offer-rules';
import { isIsoDate } from '../calendar/days';
import { LiveRecipeSchema, PriceBasisSchema, PriceStepSchema } from '../pricing/live-pricing';
import {
  isMonth,
  isWindowTime,
  PETROL_MIX_PRODUCTS,
  PREMIUM_UNITS,
  TRIGGER_DISABLED_REASONS,
  type TriggerDisabledReason,
} from '../trigger-contracts/trigger-rules';
import { requiredMessage, textString } from '../validation/fields';
import { amountSchema, idSchema } from '../validation/numbers';
import { JSON_SCHEMA_RULES, maxDecimals } from '../validation/json-schema';
import { QuantityCbmSchema } from './basket';

// Trigger contracts (issue 13, spec section 3 "Trigger contract", feature TRIGGERS + account feature
// triggers): GET/POST /api/trigger-contracts, PUT /api/trigger-contracts/{id},
// POST /api/trigger-contracts/{id}/status, POST /api/trigger-contracts/{id}/offline-triggers,
// POST /api/trigger-contracts/{id}/triggers, GET /api/trigger-history(.csv)?month=YYYY-MM.
// Rules: trigger-contracts/trigger-rules.ts.

export const TRIGGER_FIELD_LABELS = {
  buyerAccountId: 'Käufer',
  productId: 'Produkt',
  terminalId: 'Terminal',
  ekkNumber: 'EKK-Nummer',
  month: 'Monat',
  futureMonth: 'Börsenmonat',
  premium: 'Prämie',
  days: 'Triggertage',
  from: 'Triggerzeit von',
  to: 'Triggerzeit bis',
  volumeCbm: 'Monatsmenge',
  minOrderCbm: 'Mindestmenge je Trigger',
  maxOrderCbm: 'Höchstmenge je Trigger',
  dailyTriggerLimit: 'Trigger pro Tag',
  comment: 'Kommentar',
  petrolMix: 'Benzin-Mix',
  mixProduct: 'Mix-Produkt',
  percent: 'Anteil (%)',
  flexibilityPercent: 'Flexibilität (± %)',
  liftingStart: 'Abholbeginn',
  price: 'Preis (EUR/100L15)',
  agreedFreight: 'Vereinbarte Fracht (EUR/100L15)',
  mixSplit: 'Aufteilung',
} as const;
const L = TRIGGER_FIELD_LABELS;

export const TRIGGER_CONTRACT_STATUSES = ['ACTIVE', 'PAUSED', 'ENDED'] as const;
export type TriggerContractStatus = (typeof TRIGGER_CONTRACT_STATUSES)[number];
export const TRIGGER_CONTRACT_STATUS_LABELS: Record<TriggerContractStatus, string> = {
  ACTIVE: 'Aktiv',
  PAUSED: 'Pausiert',
  ENDED: 'Beendet',
};

const id = (field: string) => idSchema(requiredMessage(field));
const month = (field: string) =>
  z
    .string({ error: requiredMessage(field) })
    .refine(isMonth, { error: `${field} muss im Format JJJJ-MM angegeben werden.` })
    .meta(JSON_SCHEMA_RULES.month);
const isoDate = (field: string) =>
  z
    .string({ error: requiredMessage(field) })
    .refine(isIsoDate, { error: `${field} ist kein gültiges Datum.` })
    .meta(JSON_SCHEMA_RULES.isoDate);
const positiveCbm = (field: string) =>
  amountSchema(field)
    .gt(0, { error: `${field} muss größer als 0 sein.`, abort: true })
    .refine((v) => hasAtMostDecimals(v, 3), { error: `${field} darf höchstens drei Nachkommastellen haben.` })
    .meta(maxDecimals(3));
const time = (field: string, endOfDay: boolean) =>
  z
    .string({ error: requiredMessage(field) })
    .refine((v) => isWindowTime(v, endOfDay), { error: `${field} muss als HH:mm angegeben werden.` })
    .meta(endOfDay ? JSON_SCHEMA_RULES.windowEnd : JSON_SCHEMA_RULES.time);

export const TriggerPriceBasisSchema = z
  .object({
    futureMonth: z.enum(FUTURE_MONTHS, { error: requiredMessage(L.futureMonth) }),
    premium: amountSchema(L.premium)
      .refine((v) => hasAtMostDecimals(v, 4), { error: `${L.premium} darf höchstens 4 Nachkommastellen haben.` })
      .meta(maxDecimals(4)),
    premiumUnit: z.enum(PREMIUM_UNITS),
    /** Decision 048: a freight agreed for this contract (EUR/100L15) replaces the seller's PRICE-group rules; null: the rules apply. */
    agreedFreight: amountSchema(L.agreedFreight)
      .min(0, { error: `${L.agreedFreight} darf nicht negativ sein.`, abort: true })
      .refine((v) => hasAtMostDecimals(v, 4), { error: `${L.agreedFreight} darf höchstens 4 Nachkommastellen haben.` })
      .meta(maxDecimals(4))
      .nullable()
      .optional(),
  })
  .strict();

export const TriggerWindowSchema = z
  .object({
    days: z
      .array(z.number().int().min(1).max(7), { error: requiredMessage(L.days) })
      .min(1, { error: requiredMessage(L.days) })
      .max(7)
      .refine((d) => new Set(d).size === d.length, { error: `${L.days} dürfen sich nicht wiederholen.` }),
    from: time(L.from, false),
    to: time(L.to, true),
  })
  .strict()
  .refine((w) => w.from < w.to, { error: 'Die Triggerzeit muss vor ihrem Ende beginnen.', path: ['to'] });

// Every message German: the contract form shows them on its fields as they are.
export const PetrolMixSchema = z
  .object({
    split: z
      .array(
        z
          .object({
            productId: id(L.mixProduct),
            percent: z
              .number({ error: requiredMessage(L.percent) })
              .gt(0, { error: 'Der Anteil muss über 0 % liegen.' })
              .lte(100, { error: 'Der Anteil darf höchstens 100 % betragen.' }),
          })
          .strict(),
        { error: requiredMessage(L.petrolMix) },
      )
      .min(PETROL_MIX_PRODUCTS.min, { error: `Ein Benzin-Mix braucht mindestens ${PETROL_MIX_PRODUCTS.min} Produkte.` })
      .max(PETROL_MIX_PRODUCTS.max, { error: `Ein Benzin-Mix hat höchstens ${PETROL_MIX_PRODUCTS.max} Produkte.` }),
    flexibilityPercent: z
      .number({ error: requiredMessage(L.flexibilityPercent) })
      .min(0, { error: 'Die Flexibilität darf nicht negativ sein.' })
      .max(100, { error: 'Die Flexibilität darf höchstens 100 % betragen.' }),
    liftingStart: isoDate(L.liftingStart),
  })
  .strict()
  .refine((m) => Math.abs(m.split.reduce((s, p) => s + p.percent, 0) - 100) < 1e-9, {
    error: 'Die Anteile müssen zusammen 100 % ergeben.',
    path: ['split'],
  })
  // One share per product: a product named twice would make the split (and its flexibility) ambiguous.
  .refine((m) => new Set(m.split.map((p) => p.productId)).size === m.split.length, {
    error: 'Jedes Produkt darf im Benzin-Mix nur einmal vorkommen.',
    path: ['split'],
  });

/** Create and edit (every field of spec section 3 "Trigger contract"); quantities in cbm. */
export const TriggerContractInputSchema = z
  .object({
    buyerAccountId: id(L.buyerAccountId),
    productId: id(L.productId),
    terminalId: id(L.terminalId),
    ekkNumber: textString(L.ekkNumber, 40),
    month: month(L.month),
    priceBasis: TriggerPriceBasisSchema,
    triggerWindow: TriggerWindowSchema,
    volumeCbm: positiveCbm(L.volumeCbm),
    minOrderCbm: positiveCbm(L.minOrderCbm),
    maxOrderCbm: positiveCbm(L.maxOrderCbm),
    dailyTriggerLimit: z
      .number({ error: requiredMessage(L.dailyTriggerLimit) })
      .int()
      .min(1)
      .max(100),
    comment: textString(L.comment, 500, { multiLine: true }).default(''),
    petrolMix: PetrolMixSchema.nullable().default(null),
  })
  .strict()
  .refine((c) => c.minOrderCbm <= c.maxOrderCbm, {
    error: 'Die Mindestmenge darf die Höchstmenge nicht übersteigen.',
    path: ['minOrderCbm'],
  })
  .refine((c) => c.maxOrderCbm <= c.volumeCbm, {
    error: 'Die Höchstmenge darf die Monatsmenge nicht übersteigen.',
    path: ['maxOrderCbm'],
  });
export type TriggerContractInput = z.infer<typeof TriggerContractInputSchema>;

/** Edits carry the version the seller saw; ENDED is final. */
export const TriggerContractUpdateSchema = z.intersection(
  TriggerContractInputSchema,
  z.object({ version: z.number().int().min(1).max(2_147_483_647) }),
);
export type TriggerContractUpdate = z.infer<typeof TriggerContractUpdateSchema>;

export const TriggerContractStatusRequestSchema = z.object({ status: z.enum(TRIGGER_CONTRACT_STATUSES) }).strict();

/** An offline trigger (by phone) the seller records: volume and the agreed price. */
export const OfflineTriggerInputSchema = z
  .object({
    quantityCbm: QuantityCbmSchema,
    price: amountSchema(L.price)
      .refine((v) => v > 0, { error: 'Der Preis muss größer als 0 sein.', abort: true })
      .refine((v) => hasAtMostDecimals(v, 4), { error: 'Der Preis darf höchstens 4 Nachkommastellen haben.' }),
    comment: textString(L.comment, 200).default(''),
  })
  .strict();
export type OfflineTriggerInput = z.infer<typeof OfflineTriggerInputSchema>;

/** "Neue Trigger-Order": the buyer fixes part of the volume at the live price now. */
export const PlaceTriggerRequestSchema = z
  .object({
    quantityCbm: QuantityCbmSchema,
    liftingFrom: z.string().max(10).meta(JSON_SCHEMA_RULES.isoDate),
    liftingTo: z.string().max(10).meta(JSON_SCHEMA_RULES.isoDate),
    confirmTerms: z.boolean({ error: SERVER_MESSAGES.trading.termsNotAccepted }),
    /** Or the Idempotency-Key header (the API's way, decision 067); one of them is required. */
    idempotencyKey: z.uuid('Der Idempotenzschlüssel muss eine UUID sein.').optional(),
    /** The price hold of the checkout; without it the trigger is priced live at placement. */
    holdId: z.uuid('Die Preisreservierung ist ungültig.').optional(),
    /** A petrol-mix contract: the buyer's cbm per product inside the agreed flexibility; without it the agreed shares. */
    mixSplit: z
      .array(z.object({ productId: id(L.mixProduct), quantityCbm: QuantityCbmSchema }).strict())
      .max(PETROL_MIX_PRODUCTS.max)
      .optional(),
  })
  .strict()
  // A call-off as an ERP sends it with an API key (docs/integration.md).
  .meta({
    examples: [{ quantityCbm: 25, liftingFrom: '2026-12-01', liftingTo: '2026-12-05', confirmTerms: true }],
  });
export type PlaceTriggerRequest = z.infer<typeof PlaceTriggerRequestSchema>;

/** POST /api/trigger-contracts/{id}/price-hold: the trigger price reserved for the checkout's countdown. */
export const TriggerPriceHoldSchema = z.object({
  holdId: z.uuid(),
  /** EUR or CHF per 100 L at 15 °C. */
  price: z.number(),
  priceBasis: PriceBasisSchema,
  /** The explained steps of the held price (issue 24, ui/price-breakdown). */
  priceSteps: z.array(PriceStepSchema),
  /** The buyer's VAT rate in basis points (19 % = 1900): the checkout's net, VAT and gross (pricing/money invoiceFor). */
  vatRateBp: z.number().int(),
  /** The buyer's credit with the contract's seller now, major units; limit null = none agreed (no ordering on credit). */
  credit: z.object({ limit: z.number().nullable(), used: z.number(), free: z.number() }),
  expiresAt: z.string(),
  /** A petrol mix: each product's held price (its own composition); null without a mix. */
  mixPrices: z.array(z.object({ productId: z.number().int(), price: z.number() })).nullable(),
});
export type TriggerPriceHold = z.infer<typeof TriggerPriceHoldSchema>;

/** POST /api/trigger-contracts/price-preview: the contract form's current price for what is typed so far (decision 048). */
export const TriggerPricePreviewRequestSchema = z
  .object({
    buyerAccountId: id(L.buyerAccountId),
    productId: id(L.productId),
    terminalId: id(L.terminalId),
    priceBasis: TriggerPriceBasisSchema,
  })
  .strict();
export type TriggerPricePreviewRequest = z.infer<typeof TriggerPricePreviewRequestSchema>;
export const TriggerPricePreviewSchema = z.object({
  /** EUR or CHF per 100 L at 15 °C now, null without fresh market data. */
  price: z.number().nullable(),
  /** "inkl. Energiesteuer und CO2-Abgabe, zzgl. MwSt." */
  included: z.string(),
});
export type TriggerPricePreview = z.infer<typeof TriggerPricePreviewSchema>;

export const TriggerMonthQuerySchema = z.object({ month: month(L.month).optional() }).strict();

const party = z.object({ id: z.number().int(), name: z.string() });

export const TriggerContractSchema = z.object({
  id: z.number().int(),
  seller: party,
  buyer: party,
  product: party,
  terminal: party,
  ekkNumber: z.string(),
  month: z.string(),
  priceBasis: TriggerPriceBasisSchema,
  triggerWindow: z.object({ days: z.array(z.number().int()), from: z.string(), to: z.string() }),
  volumeCbm: z.number(),
  triggeredCbm: z.number(),
  offlineCbm: z.number(),
  remainingCbm: z.number(),
  minOrderCbm: z.number(),
  maxOrderCbm: z.number(),
  dailyTriggerLimit: z.number().int(),
  triggersToday: z.number().int(),
  comment: z.string(),
  petrolMix: PetrolMixSchema.nullable(),
  status: z.enum(TRIGGER_CONTRACT_STATUSES),
  version: z.number().int(),
  /** Any online or offline trigger exists: buyer, product and terminal are fixed (issue 25 part 2; a new contract instead). */
  hasTriggers: z.boolean(),
  /** The live trigger price now (EUR or CHF per 100 L at 15 °C), null without fresh market data. */
  price: z.number().nullable(),
  basis: PriceBasisSchema.nullable(),
  /** The browser re-prices the contract from this on every tick (pricing/engine.ts priceFromMarket). */
  recipe: LiveRecipeSchema,
  /** What the price includes beyond the basis, e.g. "inkl. Energiesteuer und CO2-Abgabe, zzgl. MwSt." (trigger-rules includedInPrice). */
  included: z.string(),
  /** A petrol mix's products with their names and live prices (each priced with its own composition); null without a mix. */
  mixProducts: z
    .array(z.object({ id: z.number().int(), name: z.string(), percent: z.number(), price: z.number().nullable() }))
    .nullable(),
  /** Why the buyer's "Trigger" action is disabled now (German), null when enabled. */
  disabledReason: z.string().nullable(),
});
export type TriggerContract = z.infer<typeof TriggerContractSchema>;
export const TriggerContractsResponseSchema = z.object({
  month: z.string(),
  contracts: z.array(TriggerContractSchema),
});

export const TriggerHistoryEntrySchema = z.object({
  kind: z.enum(['ONLINE', 'OFFLINE']),
  /** The order of an online trigger, null for offline ones. */
  orderId: z.number().int().nullable(),
  contractNumber: z.string().nullable(),
  /** The order's status code (OPEN, CONFIRMED, ...) or OFFLINE; `statusLabel` is what a person reads. */
  status: z.string(),
  statusLabel: z.string(),
  at: z.string(),
  quantityCbm: z.number(),
  price: z.number(),
  comment: z.string(),
  /** The product of the order (a petrol mix orders each product on its own); the contract's for offline triggers. */
  product: z.string(),
});
export const TriggerHistoryResponseSchema = z.object({
  month: z.string(),
  refreshedAt: z.string(),
  contracts: z.array(
    z.object({
      contract: TriggerContractSchema.pick({
        id: true,
        seller: true,
        buyer: true,
        product: true,
        terminal: true,
        ekkNumber: true,
        month: true,
        volumeCbm: true,
        remainingCbm: true,
        status: true,
      }),
      offlineSumCbm: z.number(),
      triggers: z.array(TriggerHistoryEntrySchema),
    }),
  ),
});
export type TriggerHistoryResponse = z.infer<typeof TriggerHistoryResponseSchema>;

export const disabledReasonText = (reason: TriggerDisabledReason | null): string | null =>
  reason ? TRIGGER_DISABLED_REASONS[reason] : null;
