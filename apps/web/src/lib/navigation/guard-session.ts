import type { AccountType, CurrentUser } from '@fuel/domain/contracts/identity';
import type { AccountFeatures, Metadata } from '@fuel/domain/contracts/metadata';
import { additivesAvailable, sellsAdditives, sellsFuel, type SellerKind } from '@fuel/domain/additives/additive-rules';

/** What the navigation guard knows about the logged-in user (from GET /api/user and metadata). */
export type GuardSession = {
  accountType: AccountType;
  roles: readonly string[];
  platformFeatures: Readonly<Record<string, boolean>>;
  accountFeatures: AccountFeatures;
  gtcAccepted: boolean;
  /** What a seller sells (decision 042); null or absent for buyers and admins. */
  sellerKind?: SellerKind | null;
};

export function toGuardSession(user: CurrentUser, metadata: Metadata): GuardSession {
  return {
    accountType: metadata.accountType,
    // Spec section 6: roles and features come from metadata.
    roles: metadata.roles,
    platformFeatures: metadata.features.platform,
    accountFeatures: metadata.features.account,
    gtcAccepted: user.gtcAccepted,
    sellerKind: metadata.sellerKind,
  };
}

/** Spec section 6: the news box shows for buyers, and for sellers only with the newsBox feature. */
export const showsNewsBox = (session: GuardSession): boolean =>
  session.accountType === 'buyer' || (session.accountType === 'seller' && session.accountFeatures.newsBox);

/**
 * Spec sections 2 and 6: buyers see the seller ranking only with STATISTIC_SELLER_RANKING; sellers
 * always see their buyer ranking; other accounts place no orders and have none.
 */
export const showsAccountRanking = (session: GuardSession): boolean =>
  session.accountType === 'seller' ||
  (session.accountType === 'buyer' && session.platformFeatures.STATISTIC_SELLER_RANKING === true);

/**
 * Spec section 2: contract management is offered to buyers when TRIGGERS is on, to sellers only when
 * TRIGGERS is on and the account has the triggers feature.
 */
export const offersContracts = (session: GuardSession): boolean => {
  if (!session.platformFeatures.TRIGGERS) return false;
  if (session.accountType === 'buyer') return true;
  return session.accountType === 'seller' && session.accountFeatures.triggers;
};

/**
 * Issue 17: the additive screens (market, offers, delivery locations, empty-barrel pickups) need the
 * platform flag ENABLE_MARKETPLACE_ADDITIVES and the account feature productAdditives; a seller must
 * also sell additives (decision 042).
 */
export const offersAdditives = (session: GuardSession): boolean =>
  additivesAvailable({ platform: session.platformFeatures, account: session.accountFeatures }) &&
  (session.accountType !== 'seller' || sellsAdditives(session.sellerKind));

/** Both markets (fuel and additive) are the user's, so a screen offers the choice between them. */
export const offersBothMarkets = (session: GuardSession): boolean =>
  offersAdditives(session) && (session.accountType !== 'seller' || sellsFuel(session.sellerKind));

/**
 * The markets of spec section 4's selection the user has, the default (index 0) first: fuel, and
 * additive where offered; an additive-only seller has the additive market alone.
 */
export function productMarketsOf(session: GuardSession | null): Array<'FUEL' | 'ADDITIVE'> {
  if (!session || !offersAdditives(session)) return ['FUEL'];
  return offersBothMarkets(session) ? ['FUEL', 'ADDITIVE'] : ['ADDITIVE'];
}
