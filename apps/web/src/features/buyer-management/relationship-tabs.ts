import {
  canTrade,
  isDecisionAllowed,
  RELATIONSHIP_DECISIONS,
  type Relationship,
  type RelationshipDecision,
} from '@fuel/domain/contracts/relationships';

export const BUYER_TABS = ['new', 'active', 'all'] as const;
export type BuyerTab = (typeof BUYER_TABS)[number];

/** "Neue Anfragen": requests waiting for the seller; "Aktive Käufer": trading; "Alle": everything. */
export function relationshipsOfTab(list: readonly Relationship[], tab: BuyerTab): Relationship[] {
  if (tab === 'new') return list.filter((r) => r.isNew);
  if (tab === 'active') return list.filter((r) => canTrade(r));
  return [...list];
}

/** The decisions the seller can take on a relationship now, in button order. */
export function availableDecisions(r: Pick<Relationship, 'buyerStatus' | 'sellerStatus'>): RelationshipDecision[] {
  return RELATIONSHIP_DECISIONS.filter((d) => isDecisionAllowed(d, r));
}
