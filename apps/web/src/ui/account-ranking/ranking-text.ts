import type { AccountRankingStats, Counterparty } from '@fuel/domain/contracts/statistics';

/** Volumes are cbm with up to three decimals, i.e. whole litres (DOMAIN.md). */
export const VOLUME_DECIMALS = 3;

/**
 * Spec section 2: without filters an empty ranking says there is no ranking for sellers (a buyer) or
 * buyers (a seller) yet; with filters it says there are no results.
 */
export function rankingEmptyKey(stats: Pick<AccountRankingStats, 'filtered' | 'counterparty'>) {
  if (stats.filtered) return 'ranking.emptyFiltered' as const;
  return stats.counterparty === 'seller' ? ('ranking.emptySellers' as const) : ('ranking.emptyBuyers' as const);
}


/** The ranking's title: a buyer ranks its sellers, a seller its buyers. */
export const rankingTitleKey = (counterparty: Counterparty) => (counterparty === 'seller' ? ('ranking.titleSellers' as const) : ('ranking.titleBuyers' as const));
