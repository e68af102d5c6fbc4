import { z } from 'zod';
import { idSchema } from '../validation/numbers';
import { CREDIT_DAYS_OPTIONS } from '../constants';
import { requiredMessage } from '../validation/fields';
import { sellsFuel, type SellerKind } from '../additives/additive-rules';

// The seller's terms for one buyer (spec section 5 "Buyer management"), shared by the terms form
// (PUT /api/buyer-management/{id}) and accepting a request (POST /api/relationships/{id}/decision).
// Apart from the relationship contracts, so that both may use it without an import cycle.

export const BUYER_TERMS_LABELS = {
  creditLimit: 'Kreditlimit',
  terminals: 'Erlaubte Terminals',
  products: 'Erlaubte Produkte',
  /** The one payment term, per product (decision 050): formerly "Kredittage". */
  creditDays: 'Zahlungsziel',
  dailyLimit: 'Tageslimit (cbm)',
} as const;

/** Largest credit limit accepted (major units): well inside the exact integer range of minor units. */
export const MAX_CREDIT_LIMIT = 1_000_000_000;
/** Largest daily limit per product in cbm. */
export const MAX_DAILY_LIMIT_CBM = 1_000_000;

const hasAtMostDecimals = (value: number, decimals: number) =>
  Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6;

const idField = (label: string) => idSchema(requiredMessage(label));

/** A granted product with its payment term in days (the one term of decision 050) and optional daily limit. */
export const BuyerProductTermsSchema = z.object({
  productId: idField('Produkt'),
  creditDays: z
    .number({ error: requiredMessage(BUYER_TERMS_LABELS.creditDays) })
    .refine((d) => (CREDIT_DAYS_OPTIONS as readonly number[]).includes(d), {
      error: `Zahlungsziel: erlaubt sind ${CREDIT_DAYS_OPTIONS.join(', ')} Tage.`,
    })
    .meta({ type: 'integer', enum: [...CREDIT_DAYS_OPTIONS] }),
  /** Optional daily purchase limit in cbm (up to 3 decimals, whole litres); null = no limit. */
  dailyLimitCbm: z
    .number()
    .positive({ error: 'Das Tageslimit muss größer als 0 sein.' })
    .max(MAX_DAILY_LIMIT_CBM, { error: 'Das Tageslimit ist zu groß.' })
    .refine((v) => hasAtMostDecimals(v, 3), { error: 'Das Tageslimit hat höchstens 3 Nachkommastellen.' })
    .nullable(),
});
export type BuyerProductTerms = z.infer<typeof BuyerProductTermsSchema>;

/** The terms' fields (without the edited version). */
export const buyerTermsFields = {
  creditLimit: z
    .number({ error: requiredMessage(BUYER_TERMS_LABELS.creditLimit) })
    .min(0, { error: 'Das Kreditlimit darf nicht negativ sein.' })
    .max(MAX_CREDIT_LIMIT, { error: 'Das Kreditlimit ist zu groß.' })
    .refine((v) => hasAtMostDecimals(v, 2), { error: 'Das Kreditlimit hat höchstens 2 Nachkommastellen.' }),
  terminalIds: z
    .array(idSchema())
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Jedes Terminal darf nur einmal gewählt werden.' }),
  products: z
    .array(BuyerProductTermsSchema)
    .max(1000)
    .refine((ps) => new Set(ps.map((p) => p.productId)).size === ps.length, {
      error: 'Jedes Produkt darf nur einmal gewählt werden.',
    }),
};

/** Accepting a buyer sets its terms in the same request; which products it must grant depends on the seller (`acceptTermsErrors`). */
export const AcceptTermsSchema = z.strictObject(buyerTermsFields);
export type AcceptTerms = z.infer<typeof AcceptTermsSchema>;

export const ACCEPT_NEEDS_PRODUCT_MESSAGE = 'Bitte wählen Sie mindestens ein Produkt.';

/**
 * A seller of fuels grants at least one fuel on accepting, or the buyer could buy nothing; an
 * additive-only seller grants none here (its additives are granted apart, and fuels are not its to
 * grant: decision 054). Checked by the accept dialog and by the server, with the seller's kind.
 */
/** The accept form's products field for this seller: the same rule on the field, so a form shows it beside the others. */
export const acceptProductsField = (sellerKind: SellerKind | null) =>
  buyerTermsFields.products.refine((products) => !acceptTermsErrors({ products }, sellerKind).products, {
    error: ACCEPT_NEEDS_PRODUCT_MESSAGE,
  });

export function acceptTermsErrors(
  terms: Pick<AcceptTerms, 'products'>,
  sellerKind: SellerKind | null,
): { products?: string } {
  return sellsFuel(sellerKind) && terms.products.length === 0 ? { products: ACCEPT_NEEDS_PRODUCT_MESSAGE } : {};
}
