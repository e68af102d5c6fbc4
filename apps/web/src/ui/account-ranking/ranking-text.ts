import type { AccountRankingStats, Counterparty, UnitCount } from '@fuel/domain/contracts/statistics';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { formatNumber } from '@fuel/domain/formats/number';

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
export const rankingTitleKey = (counterparty: Counterparty) =>
  counterparty === 'seller' ? ('ranking.titleSellers' as const) : ('ranking.titleBuyers' as const);

/**
 * Additive units per purchase unit ("2 × Fass 200 L · 10 × Kanister 10 L"): units of different
 * purchase units are never added up (decision 052).
 */
export function unitsText(units: readonly UnitCount[], brand: BrandId): string {
  return units.map((u) => `${formatNumber(u.units, { brand, decimals: 0 })} × ${u.purchaseUnit.name}`).join(' · ');
}

/** Additive litres are whole litres ("46.261 L"). */
export const litresText = (litres: number, brand: BrandId): string =>
  `${formatNumber(litres, { brand, decimals: 0 })} L`;
