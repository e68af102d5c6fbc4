import { z } from 'zod';
import { idSchema } from '../validation/numbers';
import { BuyerProductTermsSchema, buyerTermsFields } from './buyer-terms-input';
import { CounterpartySchema, CreditSchema, CurrencySchema, RelationshipStatusSchema } from './relationships';

export {
  acceptProductsField,
  acceptTermsErrors,
  AcceptTermsSchema,
  BUYER_TERMS_LABELS,
  BuyerProductTermsSchema,
  MAX_CREDIT_LIMIT,
  MAX_DAILY_LIMIT_CBM,
  type AcceptTerms,
  type BuyerProductTerms,
} from './buyer-terms-input';

/** Fuels and additives are granted apart (issue 24): the 400 field messages when one is sent among the other. */
export const BUYER_PRODUCTS_MESSAGES = {
  fuelsOnly: 'Additive sind hier nicht wählbar: Bitte legen Sie sie unter „Additive“ fest.',
  additivesOnly: 'Kraftstoffe sind hier nicht wählbar: Bitte legen Sie sie unter „Erlaubte Produkte“ fest.',
} as const;

/** PUT /api/buyer-management/{relationshipId}: the seller's terms for one buyer (spec section 5 "Buyer management"). */
export const BuyerTermsUpdateSchema = z.strictObject({
  ...buyerTermsFields,
  /** The terms version the seller edited; a different current version means someone saved meanwhile (409). */
  termsVersion: idSchema().optional(),
});
export type BuyerTermsUpdate = z.infer<typeof BuyerTermsUpdateSchema>;

/** An additive product the seller allows the buyer, with its payment term in days (7, 14, 21, 30, 45). */
export const BuyerAdditiveProductSchema = BuyerProductTermsSchema.pick({ productId: true, creditDays: true });
export type BuyerAdditiveProduct = z.infer<typeof BuyerAdditiveProductSchema>;

/**
 * PUT /api/buyer-management/{relationshipId}/additives (issue 17; flag ENABLE_MARKETPLACE_ADDITIVES and
 * the seller's productAdditives): additives on or off for the buyer and the additive products allowed.
 */
export const BuyerAdditivesUpdateSchema = z.strictObject({
  additivesEnabled: z.boolean({ error: 'Bitte geben Sie an, ob Additive freigeschaltet sind.' }),
  additiveProducts: z
    .array(BuyerAdditiveProductSchema)
    .max(1000)
    .refine((ps) => new Set(ps.map((p) => p.productId)).size === ps.length, {
      error: 'Jedes Produkt darf nur einmal gewählt werden.',
    }),
  /** The terms version the seller edited; a different current version means someone saved meanwhile (409). */
  termsVersion: idSchema().optional(),
});
export type BuyerAdditivesUpdate = z.infer<typeof BuyerAdditivesUpdateSchema>;

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
  terminalIds: z.array(z.number().int()),
  products: z.array(BuyerProductTermsSchema),
  /** Additive products the buyer may order, with their payment term in days (issue 17); ordered only while additivesEnabled. */
  additiveProducts: z.array(BuyerAdditiveProductSchema),
  credit: CreditSchema,
});
export type BuyerTerms = z.infer<typeof BuyerTermsSchema>;
