import { z } from 'zod';
import { IdParamsSchema, idParamSchema, idSchema } from '../validation/numbers';
import { JSON_SCHEMA_RULES, maxDecimals } from '../validation/json-schema';
import { FUTURE_MONTHS } from '../constants';
import { isValidTime } from '../formats/date';
import { FX_SYMBOLS } from '../market-data/symbols';
import { isIsoDate } from '../calendar/days';
import { hasAtMostDecimals } from '../offers/offer-rules';
import { LiveRecipeSchema, PriceBasisSchema, PriceStepSchema } from '../pricing/live-pricing';
import { requiredMessage, textString } from '../validation/fields';

// The seller's pricing engine (issue 4, spec sections 3 "Enumerations" and 5 "Pricing engine"):
// GET/POST /api/pricing/rules, PUT/DELETE /api/pricing/rules/{id}, GET /api/pricing/breakdown.
// Which rule wins is pricing/rules.ts; how a price is computed is pricing/engine.ts.

export const PRICING_RULE_KINDS = [
  'DUTY',
  'DENSITY',
  'BIO_BLEND',
  'FX',
  'FX_LIVE_SYMBOL',
  'FX_LIVE_PREMIUM',
  'ICE_EXPIRY',
  'ICE_LIVE',
  'ICE_LIVE_PREMIUM',
  'ICE_SETTLE',
  'PRODUCT_SETTLE',
  'PRICE',
  'MIN_PRICE_TRACKING',
  'MIN_PRICE_FIXED',
] as const;
export type PricingRuleKind = (typeof PRICING_RULE_KINDS)[number];

export const PRICING_RULE_SCOPES = ['GLOBAL', 'TERMINAL', 'NETWORK', 'PRODUCT', 'OFFER', 'ACCOUNT'] as const;
export type PricingRuleScope = (typeof PRICING_RULE_SCOPES)[number];

/** Kinds whose winners add up: one winner per (kind, groupName), so different groups stack. */
export const ADDITIVE_RULE_KINDS = [
  'DUTY',
  'BIO_BLEND',
  'PRICE',
  'ICE_LIVE_PREMIUM',
] as const satisfies readonly PricingRuleKind[];
export const isAdditiveRuleKind = (kind: PricingRuleKind) => (ADDITIVE_RULE_KINDS as readonly string[]).includes(kind);

export const PRICING_RULE_KIND_LABELS: Record<PricingRuleKind, string> = {
  DUTY: 'Steuern und Abgaben',
  DENSITY: 'Dichte',
  BIO_BLEND: 'Bio-Beimischung',
  FX: 'Fester Wechselkurs',
  FX_LIVE_SYMBOL: 'Live-Wechselkurs',
  FX_LIVE_PREMIUM: 'Aufschlag auf den Live-Wechselkurs',
  ICE_EXPIRY: 'Verfallsregel',
  ICE_LIVE: 'Terminmonat',
  ICE_LIVE_PREMIUM: 'Aufschlag auf den Börsenpreis',
  ICE_SETTLE: 'Abrechnungspreis (Börse)',
  PRODUCT_SETTLE: 'Abrechnungspreis (Produkt)',
  PRICE: 'Preisregel',
  MIN_PRICE_TRACKING: 'Mindestpreis-Optimierung',
  MIN_PRICE_FIXED: 'Fester Mindestpreis',
};

export const PRICING_RULE_SCOPE_LABELS: Record<PricingRuleScope, string> = {
  GLOBAL: 'Global',
  TERMINAL: 'Terminal',
  NETWORK: 'Terminalnetz',
  PRODUCT: 'Produkt',
  OFFER: 'Angebot',
  ACCOUNT: 'Kunde',
};

export const AMOUNT_UNITS = ['EUR/100L15', 'EUR/cbm'] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];
export const PRICE_RULE_UNITS = ['EUR/100L15', 'EUR/cbm', 'USD/mt'] as const;
export type PriceRuleUnit = (typeof PRICE_RULE_UNITS)[number];
export const EXPIRY_DIRECTIONS = ['FORWARD', 'BACK'] as const;
export type ExpiryDirection = (typeof EXPIRY_DIRECTIONS)[number];
export const EXPIRY_DIRECTION_LABELS: Record<ExpiryDirection, string> = {
  FORWARD: 'Vorwärts rollen',
  BACK: 'Zurück rollen',
};

export const PRICING_RULE_FIELD_LABELS = {
  kind: 'Regelart',
  scope: 'Geltungsbereich',
  groupName: 'Gruppe',
  value: 'Wert',
  unit: 'Währung/Einheit',
  density: 'Dichte (kg/l)',
  rate: 'Wechselkurs (USD je EUR)',
  symbol: 'Wechselkurs-Symbol',
  premium: 'Aufschlag',
  date: 'Datum',
  time: 'Uhrzeit',
  direction: 'Richtung',
  futureMonth: 'Terminmonat',
  priceUsdMt: 'Abrechnungspreis (USD/mt)',
  price: 'Mindestpreis (EUR/100L15)',
  maxPriceFall: 'Maximaler Preisrückgang (EUR/100L15)',
  accountIds: 'Kunden',
  productIds: 'Produkte',
  terminalIds: 'Terminals',
  offerId: 'Angebot',
} as const;
const F = PRICING_RULE_FIELD_LABELS;

export const PRICING_RULE_MESSAGES = {
  decimals: (field: string, n: number) => `${field} darf höchstens ${n} Nachkommastellen haben.`,
  positive: (field: string) => `${field} muss größer als 0 sein.`,
  notNegative: (field: string) => `${field} darf nicht negativ sein.`,
  tooLarge: (field: string) => `${field} ist zu groß.`,
  densityRange: 'Die Dichte muss zwischen 0,5 und 1,2 kg/l liegen.',
  invalidDate: 'Datum ist kein gültiges Datum.',
  invalidTime: 'Uhrzeit muss im Format HH:mm angegeben werden.',
  globalWithoutTargets:
    'Eine globale Regel gilt für alles und darf keine Kunden, Produkte, Terminals oder Angebote nennen.',
  terminalRequired: 'Bitte wählen Sie mindestens ein Terminal.',
  networkNeedsTwo: 'Ein Terminalnetz braucht mindestens zwei Terminals.',
  productRequired: 'Bitte wählen Sie mindestens ein Produkt.',
  offerRequired: 'Bitte wählen Sie ein Angebot.',
  offerOnlyForOfferScope: 'Ein Angebot kann nur bei einer Angebotsregel gewählt werden.',
  customerRequired: 'Bitte wählen Sie mindestens einen Kunden.',
  productSettleNeedsProduct: 'Ein Produkt-Abrechnungspreis braucht mindestens ein Produkt.',
} as const;
const M = PRICING_RULE_MESSAGES;

type NumberLimits = { decimals: number; positive?: boolean; min?: number; max?: number };

/** A required number with German messages: > 0 or >= min, <= max (default 100,000), at most n decimals. */
function amount(field: string, limits: NumberLimits) {
  const max = limits.max ?? 100_000;
  return (
    z
      .number({ error: requiredMessage(field) })
      .refine((v) => !limits.positive || v > 0, { error: M.positive(field), abort: true })
      .refine((v) => limits.min === undefined || v >= limits.min, { error: M.notNegative(field), abort: true })
      .refine((v) => Math.abs(v) <= max, { error: M.tooLarge(field), abort: true })
      .refine((v) => hasAtMostDecimals(v, limits.decimals), { error: M.decimals(field, limits.decimals) })
      // The same limits for the OpenAPI document (decision 058).
      .meta({
        minimum: limits.positive ? 0 : (limits.min ?? -max),
        ...(limits.positive ? { exclusiveMinimum: true } : {}),
        maximum: max,
        ...maxDecimals(limits.decimals),
      })
  );
}

const amountUnit = z.enum(AMOUNT_UNITS, { error: requiredMessage(F.unit) });

/** Params per kind (spec section 3 enumeration; DOMAIN.md for duties, densities and the gasoil contract). */
export const RULE_PARAMS = {
  /** Energy duty, CO2 levy and other levies: added (one group each, e.g. "CO2-Abgabe"). */
  DUTY: z.object({ value: amount(F.value, { decimals: 4 }), unit: amountUnit }),
  DENSITY: z.object({
    density: z
      .number({ error: requiredMessage(F.density) })
      .refine((v) => v >= 0.5 && v <= 1.2, { error: M.densityRange, abort: true })
      .refine((v) => hasAtMostDecimals(v, 4), { error: M.decimals(F.density, 4) })
      .meta({ minimum: 0.5, maximum: 1.2, ...maxDecimals(4) }),
  }),
  /** Bio blending surcharge: added. */
  BIO_BLEND: z.object({ value: amount(F.value, { decimals: 4 }), unit: amountUnit }),
  /** A fixed USD per EUR rate; overrides any live FX (also the offer's own fixed rate). */
  FX: z.object({ rate: amount(F.rate, { decimals: 4, positive: true, max: 100 }) }),
  FX_LIVE_SYMBOL: z.object({ symbol: z.enum(FX_SYMBOLS, { error: requiredMessage(F.symbol) }) }),
  /** Added to the live rate (signed). */
  FX_LIVE_PREMIUM: z.object({ premium: amount(F.premium, { decimals: 4, max: 10 }) }),
  /** Spec "Expiry rule": from date+time (Europe/Berlin) on, roll to the following month or back to the original. */
  ICE_EXPIRY: z.object({
    date: z
      .string({ error: requiredMessage(F.date) })
      .trim()
      .min(1, { error: requiredMessage(F.date), abort: true })
      .refine(isIsoDate, { error: M.invalidDate })
      .meta(JSON_SCHEMA_RULES.isoDate),
    time: z
      .string({ error: requiredMessage(F.time) })
      .trim()
      .min(1, { error: requiredMessage(F.time), abort: true })
      .refine(isValidTime, { error: M.invalidTime })
      .meta(JSON_SCHEMA_RULES.time),
    direction: z.enum(EXPIRY_DIRECTIONS, { error: requiredMessage(F.direction) }),
  }),
  /** The contract month the scope prices from (overrides the offer's month). */
  ICE_LIVE: z.object({ futureMonth: z.enum(FUTURE_MONTHS, { error: requiredMessage(F.futureMonth) }) }),
  /** USD/mt added to the exchange price (signed). */
  ICE_LIVE_PREMIUM: z.object({ value: amount(F.value, { decimals: 2, max: 10_000 }) }),
  /** A settlement price replaces the live exchange price (no quote needed). */
  ICE_SETTLE: z.object({ priceUsdMt: amount(F.priceUsdMt, { decimals: 2, positive: true }) }),
  PRODUCT_SETTLE: z.object({ priceUsdMt: amount(F.priceUsdMt, { decimals: 2, positive: true }) }),
  /** Product, terminal and customer price rules (signed; groups stack). */
  PRICE: z.object({
    value: amount(F.value, { decimals: 4 }),
    unit: z.enum(PRICE_RULE_UNITS, { error: requiredMessage(F.unit) }),
  }),
  /** Minimum-price optimisation: the default maximum fall for live offers with the toggle but no own value. */
  MIN_PRICE_TRACKING: z.object({ maxPriceFall: amount(F.maxPriceFall, { decimals: 4, min: 0 }) }),
  /** A floor in EUR/100L15. */
  MIN_PRICE_FIXED: z.object({ price: amount(F.price, { decimals: 4, positive: true }) }),
} as const satisfies Record<PricingRuleKind, z.ZodType>;

export type RuleParams<K extends PricingRuleKind> = z.output<(typeof RULE_PARAMS)[K]>;

/** Target ids: deduplicated and sorted, so equal target sets compare equal (duplicate check). */
const idList = z
  .array(idSchema())
  .default([])
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

const targetShape = {
  scope: z.enum(PRICING_RULE_SCOPES, { error: requiredMessage(F.scope) }),
  /** Named group: rules of different groups stack (additive kinds); empty = the default group. */
  groupName: textString(F.groupName, 80)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
  accountIds: idList,
  productIds: idList,
  terminalIds: idList,
  offerId: idSchema().nullable().default(null),
};

const inputMember = <K extends PricingRuleKind>(kind: K) =>
  z.object({ kind: z.literal(kind), params: RULE_PARAMS[kind], ...targetShape });

type Targets = {
  scope: PricingRuleScope;
  accountIds: number[];
  productIds: number[];
  terminalIds: number[];
  offerId: number | null;
};
type RuleIssue = { path: string; message: string };

/** Scope and target rules (spec section 5 "Pricing rules need at least one customer, terminal, product and currency/unit"). */
export function ruleTargetIssues(r: Targets & { kind: PricingRuleKind }): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const hasAny = r.accountIds.length + r.productIds.length + r.terminalIds.length > 0 || r.offerId !== null;
  if (r.scope === 'GLOBAL' && hasAny) issues.push({ path: 'scope', message: M.globalWithoutTargets });
  if (r.scope === 'TERMINAL' && r.terminalIds.length < 1)
    issues.push({ path: 'terminalIds', message: M.terminalRequired });
  if (r.scope === 'NETWORK' && r.terminalIds.length < 2)
    issues.push({ path: 'terminalIds', message: M.networkNeedsTwo });
  if (r.scope === 'PRODUCT' && r.productIds.length < 1) issues.push({ path: 'productIds', message: M.productRequired });
  if (r.scope === 'OFFER' && r.offerId === null) issues.push({ path: 'offerId', message: M.offerRequired });
  if (r.scope !== 'OFFER' && r.scope !== 'GLOBAL' && r.offerId !== null)
    issues.push({ path: 'offerId', message: M.offerOnlyForOfferScope });
  if (r.scope === 'ACCOUNT') {
    if (r.accountIds.length < 1) issues.push({ path: 'accountIds', message: M.customerRequired });
    // A customer price rule names customer, products and terminals (spec section 3 "Customer rule").
    if (r.kind === 'PRICE') {
      if (r.productIds.length < 1) issues.push({ path: 'productIds', message: M.productRequired });
      if (r.terminalIds.length < 1) issues.push({ path: 'terminalIds', message: M.terminalRequired });
    }
  }
  if (r.kind === 'PRODUCT_SETTLE' && r.productIds.length < 1 && r.scope !== 'PRODUCT') {
    issues.push({ path: 'productIds', message: M.productSettleNeedsProduct });
  }
  return issues;
}

/** POST /api/pricing/rules and PUT /api/pricing/rules/{id}: one rule, typed params per kind. */
export const PricingRuleInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      inputMember('DUTY'),
      inputMember('DENSITY'),
      inputMember('BIO_BLEND'),
      inputMember('FX'),
      inputMember('FX_LIVE_SYMBOL'),
      inputMember('FX_LIVE_PREMIUM'),
      inputMember('ICE_EXPIRY'),
      inputMember('ICE_LIVE'),
      inputMember('ICE_LIVE_PREMIUM'),
      inputMember('ICE_SETTLE'),
      inputMember('PRODUCT_SETTLE'),
      inputMember('PRICE'),
      inputMember('MIN_PRICE_TRACKING'),
      inputMember('MIN_PRICE_FIXED'),
    ],
    { error: (issue) => (issue.code === 'invalid_union' ? requiredMessage(F.kind) : undefined) },
  )
  .superRefine((r, ctx) => {
    for (const issue of ruleTargetIssues(r))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type PricingRuleInput = z.output<typeof PricingRuleInputSchema>;
export type PricingRuleFormValues = z.input<typeof PricingRuleInputSchema>;

const storedShape = {
  id: z.number().int(),
  scope: z.enum(PRICING_RULE_SCOPES),
  groupName: z.string().nullable(),
  accountIds: z.array(z.number().int()),
  productIds: z.array(z.number().int()),
  terminalIds: z.array(z.number().int()),
  offerId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
const storedMember = <K extends PricingRuleKind>(kind: K) =>
  z.object({ kind: z.literal(kind), params: RULE_PARAMS[kind], ...storedShape });

/** A stored rule as the API returns it and the engine reads it. */
export const PricingRuleSchema = z.discriminatedUnion('kind', [
  storedMember('DUTY'),
  storedMember('DENSITY'),
  storedMember('BIO_BLEND'),
  storedMember('FX'),
  storedMember('FX_LIVE_SYMBOL'),
  storedMember('FX_LIVE_PREMIUM'),
  storedMember('ICE_EXPIRY'),
  storedMember('ICE_LIVE'),
  storedMember('ICE_LIVE_PREMIUM'),
  storedMember('ICE_SETTLE'),
  storedMember('PRODUCT_SETTLE'),
  storedMember('PRICE'),
  storedMember('MIN_PRICE_TRACKING'),
  storedMember('MIN_PRICE_FIXED'),
]);
export type PricingRule = z.infer<typeof PricingRuleSchema>;
export type PricingRuleOf<K extends PricingRuleKind> = Extract<PricingRule, { kind: K }>;

export const PricingRulesResponseSchema = z.object({ rules: z.array(PricingRuleSchema) });
export type PricingRulesResponse = z.infer<typeof PricingRulesResponseSchema>;
export const PricingRuleIdParamsSchema = IdParamsSchema;

const Ref = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/pricing/breakdown?offerId&buyerAccountId: the seller's explanation of one live price for one buyer. */
export const PriceBreakdownQuerySchema = z.object({
  offerId: idParamSchema(requiredMessage(F.offerId)),
  buyerAccountId: idParamSchema(requiredMessage('Kunde')),
});
export type PriceBreakdownQuery = z.infer<typeof PriceBreakdownQuerySchema>;

export const AppliedRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRICING_RULE_KINDS),
  scope: z.enum(PRICING_RULE_SCOPES),
  groupName: z.string().nullable(),
  /** Why it applies (German): what it does and why it beat the others. */
  reason: z.string(),
});
export type AppliedRule = z.infer<typeof AppliedRuleSchema>;

export const PriceBreakdownResultSchema = z.object({
  ok: z.boolean(),
  /** EUR (or CHF) per 100 L at 15 °C, 4 decimals; null without market data. */
  pricePer100l: z.number().nullable(),
  steps: z.array(PriceStepSchema),
  basis: PriceBasisSchema.nullable(),
  /** Symbols without a fresh quote. */
  missing: z.array(z.string()),
});
export type PriceBreakdownResult = z.infer<typeof PriceBreakdownResultSchema>;

export const PriceBreakdownSchema = z.object({
  offer: z.object({ id: z.number().int(), product: Ref, terminal: Ref.extend({ city: z.string() }).nullable() }),
  buyer: Ref,
  recipe: LiveRecipeSchema,
  result: PriceBreakdownResultSchema,
  appliedRules: z.array(AppliedRuleSchema),
});
export type PriceBreakdown = z.infer<typeof PriceBreakdownSchema>;
