import type {
  PricingRule,
  PricingRuleKind,
  PricingRuleOf,
  PricingRuleScope,
  RuleParams,
} from '../contracts/pricing-engine';
import { isAdditiveRuleKind } from '../contracts/pricing-engine';
import type { FutureMonth } from '../market-data/symbols';
import { nextFutureMonth } from '../market-data/symbols';
import { businessDate, businessTime } from '../offers/business-time';

// Which of a seller's pricing rules apply to one offer for one buyer, and which one wins.
//
// Precedence ("most specific wins"), documented for sellers and tested in rules.test.ts:
// 1. A rule applies when every target list it names contains the offer's value (offer, customer, product, terminal).
// 2. By scope: OFFER > ACCOUNT (customer) > TERMINAL > NETWORK > PRODUCT > GLOBAL.
// 3. Same scope: more kinds of targets win (customer + product + terminal beats customer alone).
// 4. Then fewer listed targets (narrower: one terminal beats three), then the newer rule (higher id).
// 5. DUTY, BIO_BLEND, PRICE and ICE_LIVE_PREMIUM have one winner per group name and the groups add up;
//    every other kind has one winner. ICE_EXPIRY rules are not ranked: the latest one due decides.

/**
 * The offer and buyer a price is made for. terminalId is null for delivered offers; offerId is null for
 * a trigger contract, so no OFFER-scope rule of a spot offer that happens to share its id applies to it.
 */
export type RuleContext = {
  offerId: number | null;
  productId: number;
  terminalId: number | null;
  buyerAccountId: number;
};

type Targets = Pick<PricingRule, 'scope' | 'accountIds' | 'productIds' | 'terminalIds' | 'offerId'>;
type Ranked = Targets & Pick<PricingRule, 'id'>;

export function ruleMatches(rule: Targets, ctx: RuleContext): boolean {
  if (rule.offerId !== null && rule.offerId !== ctx.offerId) return false;
  if (rule.accountIds.length > 0 && !rule.accountIds.includes(ctx.buyerAccountId)) return false;
  if (rule.productIds.length > 0 && !rule.productIds.includes(ctx.productId)) return false;
  if (rule.terminalIds.length > 0 && (ctx.terminalId === null || !rule.terminalIds.includes(ctx.terminalId)))
    return false;
  return true;
}

/** The rules that apply to an offer for a buyer (before precedence). */
export const applicableRules = <R extends Targets>(rules: readonly R[], ctx: RuleContext): R[] =>
  rules.filter((r) => ruleMatches(r, ctx));

export const SCOPE_RANK: Record<PricingRuleScope, number> = {
  OFFER: 6,
  ACCOUNT: 5,
  TERMINAL: 4,
  NETWORK: 3,
  PRODUCT: 2,
  GLOBAL: 1,
};

export type RuleSpecificity = { scopeRank: number; targetKinds: number; listedTargets: number };

export function ruleSpecificity(rule: Targets): RuleSpecificity {
  const offer = rule.offerId === null ? 0 : 1;
  const kinds =
    (rule.accountIds.length > 0 ? 1 : 0) +
    (rule.productIds.length > 0 ? 1 : 0) +
    (rule.terminalIds.length > 0 ? 1 : 0) +
    offer;
  return {
    scopeRank: SCOPE_RANK[rule.scope],
    targetKinds: kinds,
    listedTargets: rule.accountIds.length + rule.productIds.length + rule.terminalIds.length + offer,
  };
}

/** > 0 when a beats b (precedence steps 2 to 4). */
export function compareRules(a: Ranked, b: Ranked): number {
  const sa = ruleSpecificity(a);
  const sb = ruleSpecificity(b);
  return (
    sa.scopeRank - sb.scopeRank || sa.targetKinds - sb.targetKinds || sb.listedTargets - sa.listedTargets || a.id - b.id
  );
}

/** The single winner of a kind among the rules that apply (ignores group names). */
export function winningRule<K extends PricingRuleKind>(
  rules: readonly PricingRule[],
  kind: K,
  ctx: RuleContext,
): PricingRuleOf<K> | null {
  let best: PricingRule | null = null;
  for (const rule of rules) {
    if (rule.kind !== kind || !ruleMatches(rule, ctx)) continue;
    if (best === null || compareRules(rule, best) > 0) best = rule;
  }
  return best as PricingRuleOf<K> | null;
}

/** One winner per group name (additive kinds), ordered by group name (default group first), then id. */
export function winningRules<K extends PricingRuleKind>(
  rules: readonly PricingRule[],
  kind: K,
  ctx: RuleContext,
): PricingRuleOf<K>[] {
  const byGroup = new Map<string, PricingRule>();
  for (const rule of rules) {
    if (rule.kind !== kind || !ruleMatches(rule, ctx)) continue;
    const group = rule.groupName ?? '';
    const best = byGroup.get(group);
    if (best === undefined || compareRules(rule, best) > 0) byGroup.set(group, rule);
  }
  return [...byGroup.values()].sort(compareGroups) as PricingRuleOf<K>[];
}

export const compareGroups = (a: Pick<PricingRule, 'groupName' | 'id'>, b: Pick<PricingRule, 'groupName' | 'id'>) =>
  (a.groupName ?? '').localeCompare(b.groupName ?? '', 'de') || a.id - b.id;

/** The slot a rule competes in: the kind, and for additive kinds also its group. */
export const ruleSlot = (rule: Pick<PricingRule, 'kind' | 'groupName'>) =>
  isAdditiveRuleKind(rule.kind) ? `${rule.kind}|${rule.groupName ?? ''}` : rule.kind;

type KeyInput = Targets & Pick<PricingRule, 'kind' | 'groupName' | 'params'>;

const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');

/**
 * Two rules with the same key are duplicates (spec section 5): same kind, scope, group and targets;
 * expiry rules also need the same date and time (a seller has one per roll date).
 */
export function ruleDuplicateKey(rule: KeyInput): string {
  const key = `${rule.kind}|${rule.scope}|${rule.groupName ?? ''}|a:${sortedIds(rule.accountIds)}|p:${sortedIds(rule.productIds)}|t:${sortedIds(rule.terminalIds)}|o:${rule.offerId ?? ''}`;
  if (rule.kind !== 'ICE_EXPIRY') return key;
  const p = rule.params as RuleParams<'ICE_EXPIRY'>;
  return `${key}|${p.date} ${p.time}`;
}

/** The error code for a refused duplicate: "expiry rule already exists" or "rule already exists". */
export const duplicateRuleCode = (kind: PricingRuleKind): 'EXPIRY_RULE_EXISTS' | 'PRICING_RULE_EXISTS' =>
  kind === 'ICE_EXPIRY' ? 'EXPIRY_RULE_EXISTS' : 'PRICING_RULE_EXISTS';

/** The existing rule a new or edited one would duplicate (an edit does not clash with itself). */
export function findDuplicateRule<R extends KeyInput & { id: number }>(
  candidate: KeyInput,
  existing: readonly R[],
  ownId: number | null = null,
): R | null {
  const key = ruleDuplicateKey(candidate);
  return existing.find((r) => r.id !== ownId && ruleDuplicateKey(r) === key) ?? null;
}

type ExpiryRule = { id: number; params: RuleParams<'ICE_EXPIRY'> };

// The market resolves thousands of offers with the same `now`; the zoned time (Intl) is the costly part.
let cachedMs = Number.NaN;
let cachedKey = '';

/** "YYYY-MM-DD HH:mm" in Europe/Berlin, comparable with an expiry rule's date and time. */
function berlinMinuteKey(now: Date): string {
  const ms = now.getTime();
  if (ms !== cachedMs) {
    cachedKey = `${businessDate(now)} ${businessTime(now)}`;
    cachedMs = ms;
  }
  return cachedKey;
}

/** The expiry rule that decides now: the latest whose date and time (Europe/Berlin) has passed; ties go to the newer rule. */
export function decisiveExpiryRule<R extends ExpiryRule>(expiryRules: readonly R[], now: Date): R | null {
  if (expiryRules.length === 0) return null;
  const nowKey = berlinMinuteKey(now);
  let best: R | null = null;
  let bestKey = '';
  for (const rule of expiryRules) {
    const key = `${rule.params.date} ${rule.params.time}`;
    if (key > nowKey) continue;
    if (best === null || key > bestKey || (key === bestKey && rule.id > best.id)) {
      best = rule;
      bestKey = key;
    }
  }
  return best;
}

/**
 * Spec section 4 "Expiry setting": the month toggles between the original and the following one. The
 * decisive rule (of the matching ICE_EXPIRY rules) rolls FORWARD to the next month or BACK to the original.
 */
export function effectiveFutureMonth(
  original: FutureMonth,
  expiryRules: readonly ExpiryRule[],
  now: Date,
): FutureMonth {
  return rolledFutureMonth(original, decisiveExpiryRule(expiryRules, now));
}

/** The month after the decisive expiry rule (or none): FORWARD -> the following month, BACK -> the original. */
export const rolledFutureMonth = (original: FutureMonth, decisive: ExpiryRule | null): FutureMonth =>
  decisive?.params.direction === 'FORWARD' ? nextFutureMonth(original) : original;
