// Route gates by account feature (decision 064): a route declares `config.accountFeature` and the
// server's authorization plugin asks this one rule, so no feature imports another one for its guard.
import { sellsAdditives, type SellerKind } from '../additives/additive-rules';
import type { AccountFeatures } from '../contracts/metadata';

/** The account features a whole route can depend on. */
export const ACCOUNT_FEATURE_GATES = ['productAdditives', 'triggers'] as const;
export type AccountFeatureGate = (typeof ACCOUNT_FEATURE_GATES)[number];

/** What the rule reads of the caller's account (null when it is gone). */
export type GatedAccount = {
  type: 'buyer' | 'seller' | 'admin';
  features: Pick<AccountFeatures, AccountFeatureGate>;
  sellerKind: SellerKind | null;
};

/** The 403 code each gate refuses with: the codes these calls answered before the gates moved into route config. */
export const ACCOUNT_FEATURE_REFUSAL = {
  productAdditives: 'ADDITIVES_NOT_AVAILABLE',
  triggers: 'FORBIDDEN',
} as const satisfies Record<AccountFeatureGate, string>;
export type AccountFeatureRefusal = (typeof ACCOUNT_FEATURE_REFUSAL)[AccountFeatureGate];

const passes: Record<AccountFeatureGate, (account: GatedAccount) => boolean> = {
  // Spec section 6, decision 042: the account feature, and for a seller a kind that sells additives; never an operator.
  productAdditives: (a) =>
    a.features.productAdditives && a.type !== 'admin' && (a.type !== 'seller' || sellsAdditives(a.sellerKind)),
  // Trigger contracts are a seller's feature; buyers see the contracts made with them.
  triggers: (a) => a.type !== 'seller' || a.features.triggers,
};

/** The refusal for an account without the gate's feature, null when it may call the route. */
export function accountFeatureRefusal(
  gate: AccountFeatureGate,
  account: GatedAccount | null,
): AccountFeatureRefusal | null {
  return account && passes[gate](account) ? null : ACCOUNT_FEATURE_REFUSAL[gate];
}
