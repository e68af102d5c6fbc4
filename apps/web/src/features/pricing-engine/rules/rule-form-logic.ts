import { z } from 'zod';
import type {
  PricingRule,
  PricingRuleInput,
  PricingRuleKind,
  PricingRuleScope,
} from '@fuel/domain/contracts/pricing-engine';
import { isAdditiveRuleKind, PricingRuleInputSchema, ruleTargetIssues } from '@fuel/domain/contracts/pricing-engine';

// What the rule drawer holds and how it turns into the contract's input. Pure, so it is tested
// without rendering.

/** The drawer's values: the contract input with params loosely typed while the kind can change. */
export type RuleFormValues = {
  kind: PricingRuleKind;
  scope: PricingRuleScope;
  groupName: string | null;
  accountIds: number[];
  productIds: number[];
  terminalIds: number[];
  offerId: number | null;
  params: Record<string, unknown>;
};

export type TargetField = 'accountIds' | 'productIds' | 'terminalIds' | 'offerId';

/**
 * The target fields a scope shows, and whether each is required. A customer price rule names customer,
 * products and terminals (spec section 3 "Customer rule"); terminal and network rules may narrow to products.
 */
export function targetFieldsOf(
  scope: PricingRuleScope,
  kind: PricingRuleKind,
): { field: TargetField; required: boolean }[] {
  switch (scope) {
    case 'GLOBAL':
      return [];
    case 'PRODUCT':
      return [{ field: 'productIds', required: true }];
    case 'TERMINAL':
    case 'NETWORK':
      return [
        { field: 'terminalIds', required: true },
        { field: 'productIds', required: false },
      ];
    case 'ACCOUNT':
      return [
        { field: 'accountIds', required: true },
        { field: 'productIds', required: kind === 'PRICE' },
        { field: 'terminalIds', required: kind === 'PRICE' },
      ];
    case 'OFFER':
      return [{ field: 'offerId', required: true }];
  }
}

/** Additive kinds stack per named group, so their drawer asks for the group. */
export const hasGroup = (kind: PricingRuleKind) => isAdditiveRuleKind(kind);

/**
 * The values as they go to validation and the server: targets the scope does not show are dropped (a
 * scope switch leaves no hidden customer behind), and the group only for kinds that have groups.
 */
export function visibleTargets(values: RuleFormValues): RuleFormValues {
  const shown = new Set(targetFieldsOf(values.scope, values.kind).map((t) => t.field));
  return {
    ...values,
    groupName: hasGroup(values.kind) ? values.groupName : null,
    accountIds: shown.has('accountIds') ? values.accountIds : [],
    productIds: shown.has('productIds') ? values.productIds : [],
    terminalIds: shown.has('terminalIds') ? values.terminalIds : [],
    offerId: shown.has('offerId') ? values.offerId : null,
  };
}

/** Empty params of a kind (null numbers show empty fields; enums get their usual choice). */
export function defaultParams(kind: PricingRuleKind): Record<string, unknown> {
  switch (kind) {
    case 'DUTY':
    case 'BIO_BLEND':
      return { value: null, unit: 'EUR/100L15' };
    case 'PRICE':
      return { value: null, unit: 'EUR/100L15' };
    case 'DENSITY':
      return { density: null };
    case 'FX':
      return { rate: null };
    case 'FX_LIVE_SYMBOL':
      return { symbol: 'FX/EURUSD' };
    case 'FX_LIVE_PREMIUM':
      return { premium: null };
    case 'ICE_EXPIRY':
      return { date: '', time: '18:00', direction: 'FORWARD' };
    case 'ICE_LIVE':
      return { futureMonth: 'M01' };
    case 'ICE_LIVE_PREMIUM':
      return { value: null };
    case 'ICE_SETTLE':
    case 'PRODUCT_SETTLE':
      return { priceUsdMt: null };
    case 'MIN_PRICE_TRACKING':
      return { maxPriceFall: null };
    case 'MIN_PRICE_FIXED':
      return { price: null };
  }
}

/** A new rule of a tab: its first kind and scope, no targets. */
export function newRuleValues(kind: PricingRuleKind, scope: PricingRuleScope): RuleFormValues {
  return {
    kind,
    scope,
    groupName: null,
    accountIds: [],
    productIds: [],
    terminalIds: [],
    offerId: null,
    params: defaultParams(kind),
  };
}

/** A stored rule as the drawer starts from it (edit). */
export function ruleFormValuesOf(rule: PricingRule): RuleFormValues {
  return {
    kind: rule.kind,
    scope: rule.scope,
    groupName: rule.groupName,
    accountIds: rule.accountIds,
    productIds: rule.productIds,
    terminalIds: rule.terminalIds,
    offerId: rule.offerId,
    params: { ...rule.params },
  };
}

/**
 * The drawer's schema: the contract's, applied to what the drawer shows (visibleTargets), so the form
 * refuses exactly what the server would refuse, with the same German messages. The contract checks the
 * targets only once the params parse; the drawer reports both at once.
 */
export const ruleFormSchema = z.unknown().transform((raw, ctx) => {
  const values = visibleTargets(raw as RuleFormValues);
  const result = PricingRuleInputSchema.safeParse(values);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  for (const issue of ruleTargetIssues(values)) if (!issues.some((i) => i.path === issue.path)) issues.push(issue);
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
  return z.NEVER;
}) as unknown as z.ZodType<PricingRuleInput, RuleFormValues>;
