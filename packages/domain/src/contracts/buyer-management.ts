import { z } from 'zod';
import { idSchema } from '../validation/numbers';
import { CREDIT_DAYS_OPTIONS } from '../constants';
import { requiredMessage } from '../validation/fields';
import { CounterpartySchema, CreditSchema, CurrencySchema, RelationshipStatusSchema } from './relationships';

export const BUYER_TERMS_LABELS = {
  creditLimit: 'Kreditlimit',
  paymentTerm: 'Zahlungsziel',
  terminals: 'Erlaubte Terminals',
  products: 'Erlaubte Produkte',
  creditDays: 'Kredittage',
  dailyLimit: 'Tageslimit (cbm)',
} as const;

/** Largest credit limit accepted (major units): well inside the exact integer range of minor units. */
export const MAX_CREDIT_LIMIT = 1_000_000_000;
/** Largest daily limit per product in cbm. */
export const MAX_DAILY_LIMIT_CBM = 1_000_000;

const hasAtMostDecimals = (value: number, decimals: number) => Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6;

const idField = (label: string) => idSchema(requiredMessage(label));

export const BuyerProductTermsSchema = z.object({
  productId: idField('Produkt'),
  creditDays: z
    .number({ error: requiredMessage(BUYER_TERMS_LABELS.creditDays) })
    .refine((d) => (CREDIT_DAYS_OPTIONS as readonly number[]).includes(d), {
      error: `Kredittage: erlaubt sind ${CREDIT_DAYS_OPTIONS.join(', ')}.`,
    }),
  /** Optional daily purchase limit in cbm (up to 3 decimals, whole litres); null = no limit. */
  dailyLimitCbm: z
    .number()
    .positive({ error: 'Das Tageslimit muss größer als 0 sein.' })
    .max(MAX_DAILY_LIMIT_CBM, { error: 'Das Tageslimit ist zu groß.' })
    .refine((v) => hasAtMostDecimals(v, 3), { error: 'Das Tageslimit hat höchstens 3 Nachkommastellen.' })
    .nullable(),
});
export type BuyerProductTerms = z.infer<typeof BuyerProductTermsSchema>;

/** PUT /api/buyer-management/{relationshipId}: the seller's terms for one buyer (spec section 5 "Buyer management"). */
export const BuyerTermsUpdateSchema = z.strictObject({
  creditLimit: z
    .number({ error: requiredMessage(BUYER_TERMS_LABELS.creditLimit) })
    .min(0, { error: 'Das Kreditlimit darf nicht negativ sein.' })
    .max(MAX_CREDIT_LIMIT, { error: 'Das Kreditlimit ist zu groß.' })
    .refine((v) => hasAtMostDecimals(v, 2), { error: 'Das Kreditlimit hat höchstens 2 Nachkommastellen.' }),
  paymentTermId: idField(BUYER_TERMS_LABELS.paymentTerm),
  terminalIds: z
    .array(idSchema())
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Jedes Terminal darf nur einmal gewählt werden.' }),
  products: z
    .array(BuyerProductTermsSchema)
    .max(1000)
    .refine((ps) => new Set(ps.map((p) => p.productId)).size === ps.length, { error: 'Jedes Produkt darf nur einmal gewählt werden.' }),
  /** The terms version the seller edited; a different current version means someone saved meanwhile (409). */
  termsVersion: idSchema().optional(),
});
export type BuyerTermsUpdate = z.infer<typeof BuyerTermsUpdateSchema>;

/** GET /api/buyer-management/{relationshipId}: the terms with limit, used and free credit. */
export const BuyerTermsSchema = z.object({
  relationshipId: z.number().int(),
  buyer: CounterpartySchema,
  buyerStatus: RelationshipStatusSchema,
  sellerStatus: RelationshipStatusSchema,
  additivesEnabled: z.boolean(),
  currency: CurrencySchema,
  termsVersion: z.number().int(),
  creditLimit: z.number().nullable(),
  paymentTermId: z.number().int().nullable(),
  terminalIds: z.array(z.number().int()),
  products: z.array(BuyerProductTermsSchema),
  credit: CreditSchema,
});
export type BuyerTerms = z.infer<typeof BuyerTermsSchema>;
