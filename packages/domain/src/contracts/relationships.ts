import { z } from 'zod';
import { textString } from '../validation/fields';
import { idParamSchema, idSchema } from '../validation/numbers';
import { AcceptTermsSchema } from './buyer-terms-input';

/** NEW (requested), ENABLED (accepted), DECLINED, IN_REVIEW, DISABLED (spec sections 3 and 4). */
export const RELATIONSHIP_STATUSES = ['NEW', 'ENABLED', 'DECLINED', 'IN_REVIEW', 'DISABLED'] as const;
export const RelationshipStatusSchema = z.enum(RELATIONSHIP_STATUSES);
export type RelationshipStatus = z.infer<typeof RelationshipStatusSchema>;

/** The path parameter of GET /api/relationships/{accountType}: the OTHER side the caller asks for. */
export const RelationshipAccountTypeSchema = z.enum(['seller', 'buyer']);
export type RelationshipAccountType = z.infer<typeof RelationshipAccountTypeSchema>;
export const RelationshipListParamsSchema = z.object({ accountType: RelationshipAccountTypeSchema });

/** Only a relationship enabled on both sides trades (spec section 4). */
export const canTrade = (r: { buyerStatus: RelationshipStatus; sellerStatus: RelationshipStatus }): boolean =>
  r.buyerStatus === 'ENABLED' && r.sellerStatus === 'ENABLED';

/** A buyer's request waits for the seller: the seller's side is still NEW (spec section 4 "counts as new"). */
export const isOpenRequest = (r: { buyerStatus: RelationshipStatus; sellerStatus: RelationshipStatus }): boolean =>
  r.buyerStatus === 'ENABLED' && r.sellerStatus === 'NEW';

/** Amounts in major units (EUR or CHF, 2 decimals); limit null = no credit limit set (no trading on credit). */
export const CreditSchema = z.object({
  limit: z.number().nullable(),
  used: z.number(),
  free: z.number(),
  /**
   * Shared credit limits (decision 051): the figures are the shareholder group's pool at this
   * seller, which these accounts share (the parent first). Absent: the pair's own limit.
   */
  sharedWith: z.array(z.object({ id: z.number().int(), name: z.string() })).optional(),
});
export type Credit = z.infer<typeof CreditSchema>;

export const CurrencySchema = z.enum(['EUR', 'CHF']);

export const CounterpartySchema = z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable() });
export type Counterparty = z.infer<typeof CounterpartySchema>;

/**
 * One relationship as the caller sees it (spec section 3 "Relationship"): `other.status` is the
 * counterparty's side (for a buyer the seller's decision, for a seller the buyer's side), `status`
 * the caller's own side, `buyerStatus` always the buyer's side. `isNew` marks a request still
 * waiting for the seller (the seller's badge counts these).
 */
export const RelationshipSchema = z.object({
  id: z.number().int(),
  counterparty: CounterpartySchema,
  other: z.object({ status: RelationshipStatusSchema, additivesEnabled: z.boolean() }),
  buyerStatus: RelationshipStatusSchema,
  sellerStatus: RelationshipStatusSchema,
  status: RelationshipStatusSchema,
  additivesEnabled: z.boolean(),
  isNew: z.boolean(),
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  currency: CurrencySchema,
  /** Limit, used and free credit: only for relationships that trade (both sides ENABLED). */
  credit: CreditSchema.nullable(),
  /**
   * The payment term ("Zahlungsziel") of every granted product, fuels then additives (decision 050):
   * what the orders of that product are due on; empty unless the relationship trades.
   */
  paymentTerms: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      additive: z.boolean(),
      creditDays: z.number().int(),
    }),
  ),
});
export type Relationship = z.infer<typeof RelationshipSchema>;
export const RelationshipListSchema = z.array(RelationshipSchema);

/** GET /api/relationships/seller/available: sellers a buyer can send a request to. */
export const AvailableSellerSchema = CounterpartySchema.extend({
  /** The status of an earlier, closed relationship (DECLINED or DISABLED); null when there was none. */
  previousStatus: RelationshipStatusSchema.nullable(),
});
export type AvailableSeller = z.infer<typeof AvailableSellerSchema>;
export const AvailableSellerListSchema = z.array(AvailableSellerSchema);

export const RELATIONSHIP_MESSAGE_MAX = 1000;
const messageField = textString('Nachricht', RELATIONSHIP_MESSAGE_MAX, { multiLine: true }).nullish();

/** POST /api/relationships (buyers): ask a seller to connect, or ask again after DECLINED/DISABLED. */
export const CreateRelationshipRequestSchema = z.strictObject({
  sellerAccountId: idSchema('Bitte wählen Sie einen Verkäufer aus.'),
  message: messageField,
});
export type CreateRelationshipRequest = z.infer<typeof CreateRelationshipRequestSchema>;

/** The seller's decisions on a relationship (spec section 4). */
export const RELATIONSHIP_DECISIONS = ['ACCEPT', 'DECLINE', 'IN_REVIEW', 'DISABLE'] as const;
export const RelationshipDecisionSchema = z.enum(RELATIONSHIP_DECISIONS);
export type RelationshipDecision = z.infer<typeof RelationshipDecisionSchema>;

/** The seller's status after a decision. */
export const DECISION_STATUS: Record<RelationshipDecision, RelationshipStatus> = {
  ACCEPT: 'ENABLED',
  DECLINE: 'DECLINED',
  IN_REVIEW: 'IN_REVIEW',
  DISABLE: 'DISABLED',
};

/** The seller statuses a decision may start from; anything else is refused with 409. */
export const DECISION_FROM: Record<RelationshipDecision, readonly RelationshipStatus[]> = {
  ACCEPT: ['NEW', 'IN_REVIEW'],
  DECLINE: ['NEW', 'IN_REVIEW'],
  IN_REVIEW: ['NEW'],
  DISABLE: ['ENABLED'],
};

export const isDecisionAllowed = (
  decision: RelationshipDecision,
  r: { buyerStatus: RelationshipStatus; sellerStatus: RelationshipStatus },
) => r.buyerStatus === 'ENABLED' && DECISION_FROM[decision].includes(r.sellerStatus);

export const RelationshipIdParamsSchema = z.object({ relationshipId: idParamSchema() });

/** Accepting without terms would leave a buyer who may trade nothing: the terms come with the decision. */
export const ACCEPT_NEEDS_TERMS_MESSAGE =
  'Bitte legen Sie beim Annehmen die Konditionen fest (Kreditlimit, Zahlungsziel, Produkte).';

/**
 * POST /api/relationships/{relationshipId}/decision (sellers). Accepting always mails the buyer and
 * carries the buyer's terms (stored in the same transaction); the other decisions carry none.
 */
export const RelationshipDecisionRequestSchema = z
  .strictObject({
    decision: RelationshipDecisionSchema,
    message: messageField,
    /** "Käufer per E-Mail benachrichtigen"; ignored for ACCEPT, which always mails. */
    notifyBuyer: z.boolean().default(false),
    terms: AcceptTermsSchema.optional(),
  })
  .superRefine((r, ctx) => {
    if (r.decision === 'ACCEPT' && !r.terms)
      ctx.addIssue({ code: 'custom', path: ['terms'], message: ACCEPT_NEEDS_TERMS_MESSAGE });
    if (r.decision !== 'ACCEPT' && r.terms)
      ctx.addIssue({ code: 'custom', path: ['terms'], message: 'Konditionen werden nur beim Annehmen übermittelt.' });
  });
export type RelationshipDecisionRequest = z.input<typeof RelationshipDecisionRequestSchema>;

/** GET /api/relationships/buyer/new-count: the seller's menu badge. */
export const NewRelationshipsCountSchema = z.object({ count: z.number().int() });
export type NewRelationshipsCount = z.infer<typeof NewRelationshipsCountSchema>;
