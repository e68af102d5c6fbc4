import type { AccountType, CurrentUser } from '@fuel/domain/contracts/identity';
import type { AccountFeatures, Metadata } from '@fuel/domain/contracts/metadata';
import { type SellerKind } from '@fuel/domain/additives/additive-rules';
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
export declare function toGuardSession(user: CurrentUser, metadata: Metadata): GuardSession;
/** Spec section 6: the news box shows for buyers, and for sellers only with the newsBox feature. */
export declare const showsNewsBox: (session: GuardSession) => boolean;
/**
 * Spec sections 2 and 6: buyers see the seller ranking only with STATISTIC_SELLER_RANKING; sellers
 * always see their buyer ranking; other accounts place no orders and have none.
 */
export declare const showsAccountRanking: (session: GuardSession) => boolean;
/**
 * Spec section 2: contract management is offered to buyers when TRIGGERS is on, to sellers only when
 * TRIGGERS is on and the account has the triggers feature.
 */
export declare const offersContracts: (session: GuardSession) => boolean;
/**
 * Issue 17: the additive screens (market, offers, delivery locations, empty-barrel pickups) need the
 * platform flag ENABLE_MARKETPLACE_ADDITIVES and the account feature productAdditives; a seller must
 * also sell additives (decision 042).
 */
export declare const offersAdditives: (session: GuardSession) => boolean;
/** Both markets (fuel and additive) are the user's, so a screen offers the choice between them. */
export declare const offersBothMarkets: (session: GuardSession) => boolean;
/**
 * The markets of spec section 4's selection the user has, the default (index 0) first: fuel, and
 * additive where offered; an additive-only seller has the additive market alone.
 */
export declare function productMarketsOf(session: GuardSession | null): Array<'FUEL' | 'ADDITIVE'>;
