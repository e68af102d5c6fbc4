import type { PricingRule, PricingRuleKind, PricingRuleScope } from '@fuel/domain/contracts/pricing-engine';

/** The rule tabs of the pricing-engine screen. Every rule kind (and customer prices by scope) has one home. */
export type RuleTabId = 'exchange' | 'minPrice' | 'density' | 'productTerminal' | 'customer' | 'expiry';

export type RuleTab = {
  id: RuleTabId;
  /** Kinds a new rule of this tab can have; the first is preselected. */
  kinds: readonly PricingRuleKind[];
  /** Scopes offered; the first is preselected. A single scope is fixed (no choice shown). */
  scopes: readonly PricingRuleScope[];
  /** Which stored rules the tab lists. */
  includes: (rule: Pick<PricingRule, 'kind' | 'scope'>) => boolean;
};

const ALL_SCOPES = [
  'GLOBAL',
  'PRODUCT',
  'TERMINAL',
  'NETWORK',
  'ACCOUNT',
  'OFFER',
] as const satisfies readonly PricingRuleScope[];
const of = (kinds: readonly PricingRuleKind[]) => (rule: Pick<PricingRule, 'kind'>) => kinds.includes(rule.kind);

const EXCHANGE_KINDS = [
  'ICE_LIVE',
  'ICE_LIVE_PREMIUM',
  'ICE_SETTLE',
  'PRODUCT_SETTLE',
  'FX',
  'FX_LIVE_SYMBOL',
  'FX_LIVE_PREMIUM',
] as const;
const MIN_PRICE_KINDS = ['MIN_PRICE_FIXED', 'MIN_PRICE_TRACKING'] as const;
const PRODUCT_TERMINAL_KINDS = ['PRICE', 'DUTY', 'BIO_BLEND'] as const;

export const RULE_TABS: Record<RuleTabId, RuleTab> = {
  exchange: { id: 'exchange', kinds: EXCHANGE_KINDS, scopes: ALL_SCOPES, includes: of(EXCHANGE_KINDS) },
  minPrice: { id: 'minPrice', kinds: MIN_PRICE_KINDS, scopes: ALL_SCOPES, includes: of(MIN_PRICE_KINDS) },
  // A density belongs to the product (or a narrower place); it never depends on the customer.
  density: {
    id: 'density',
    kinds: ['DENSITY'],
    scopes: ['PRODUCT', 'TERMINAL', 'NETWORK', 'OFFER', 'GLOBAL'],
    includes: of(['DENSITY']),
  },
  productTerminal: {
    id: 'productTerminal',
    kinds: PRODUCT_TERMINAL_KINDS,
    scopes: ['PRODUCT', 'TERMINAL', 'NETWORK', 'GLOBAL'],
    // Customer price rules (PRICE for customers) have their own tab.
    includes: (rule) =>
      (PRODUCT_TERMINAL_KINDS as readonly string[]).includes(rule.kind) &&
      !(rule.kind === 'PRICE' && rule.scope === 'ACCOUNT'),
  },
  customer: {
    id: 'customer',
    kinds: ['PRICE'],
    scopes: ['ACCOUNT'],
    includes: (rule) => rule.kind === 'PRICE' && rule.scope === 'ACCOUNT',
  },
  expiry: { id: 'expiry', kinds: ['ICE_EXPIRY'], scopes: ALL_SCOPES, includes: of(['ICE_EXPIRY']) },
};
