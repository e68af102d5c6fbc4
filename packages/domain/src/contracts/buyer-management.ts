import { z } from 'zod';
import { idSchema } from '../validation/numbers';
import { BuyerProductTermsSchema, buyerTermsFields } from './buyer-terms-input';
import { CounterpartySchema, CreditSchema, CurrencySchema, RelationshipStatusSchema } from './relationships';

export {
  AcceptTermsSchema,
  BUYER_TERMS_LABELS,
  BuyerProductTermsSchema,
  MAX_CREDIT_LIMIT,
  MAX_DAILY_LIMIT_CBM,
  type AcceptTerms,
  type BuyerProductTerms,
} from './buyer-terms-input';

/** PUT /api/buyer-management/{relationshipId}: the seller's terms for one buyer (spec section 5 "Buyer management"). */
export const BuyerTermsUpdateSchema = z.strictObject({
  ...buyerTermsFields,
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
