import type { PricingRule, PricingRuleKind, PricingRuleOf } from '../contracts/pricing-engine';

// Test fixtures: stored rules in one line each (domain and server tests).

type Targets = Partial<
  Pick<PricingRule, 'scope' | 'groupName' | 'accountIds' | 'productIds' | 'terminalIds' | 'offerId'>
>;

let nextId = 1;

/** A stored rule of a kind with its params; GLOBAL without targets unless given. Ids count up (newer = higher). */
export function ruleOf<K extends PricingRuleKind>(
  kind: K,
  params: PricingRuleOf<K>['params'],
  targets: Targets & { id?: number } = {},
): PricingRuleOf<K> {
  return {
    id: targets.id ?? nextId++,
    kind,
    params,
    scope: targets.scope ?? 'GLOBAL',
    groupName: targets.groupName ?? null,
    accountIds: targets.accountIds ?? [],
    productIds: targets.productIds ?? [],
    terminalIds: targets.terminalIds ?? [],
    offerId: targets.offerId ?? null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  } as PricingRuleOf<K>;
}
