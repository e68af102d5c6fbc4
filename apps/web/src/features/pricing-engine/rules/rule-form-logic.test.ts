import { describe, expect, it } from 'vitest';
import { PRICING_RULE_KINDS, PRICING_RULE_MESSAGES } from '@fuel/domain/contracts/pricing-engine';
import { defaultParams, newRuleValues, ruleFormSchema, targetFieldsOf, visibleTargets } from './rule-form-logic';
import { RULE_TABS } from './rule-tabs';

const customerRule = {
  ...newRuleValues('PRICE', 'ACCOUNT'),
  accountIds: [41],
  params: { value: -0.5, unit: 'EUR/100L15' },
};

describe('rule form logic', () => {
  it('refuses a customer rule without products (and without terminals) with the contract messages', () => {
    const result = ruleFormSchema.safeParse(customerRule);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages.productIds).toBe(PRICING_RULE_MESSAGES.productRequired);
    expect(messages.terminalIds).toBe(PRICING_RULE_MESSAGES.terminalRequired);
  });

  it('accepts a complete customer rule', () => {
    const result = ruleFormSchema.safeParse({ ...customerRule, productIds: [2], terminalIds: [7, 3] });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      kind: 'PRICE',
      scope: 'ACCOUNT',
      accountIds: [41],
      productIds: [2],
      terminalIds: [3, 7],
      params: { value: -0.5 },
    });
  });

  it('drops the targets a scope does not show, so a scope switch leaves nothing hidden behind', () => {
    const switched = { ...customerRule, scope: 'GLOBAL' as const, productIds: [2], terminalIds: [7], offerId: 4 };
    expect(visibleTargets(switched)).toMatchObject({ accountIds: [], productIds: [], terminalIds: [], offerId: null });
    expect(ruleFormSchema.safeParse(switched).success).toBe(true);
    const terminal = visibleTargets({ ...switched, scope: 'TERMINAL', kind: 'DUTY', groupName: 'CO2-Abgabe' });
    expect(terminal).toMatchObject({ terminalIds: [7], productIds: [2], accountIds: [], groupName: 'CO2-Abgabe' });
    // Kinds without groups never send one.
    expect(visibleTargets({ ...switched, kind: 'DENSITY', groupName: 'x' }).groupName).toBeNull();
  });

  it('needs two terminals for a network and one product for a product rule', () => {
    const network = ruleFormSchema.safeParse({
      ...newRuleValues('PRICE', 'NETWORK'),
      terminalIds: [7],
      params: { value: 1, unit: 'EUR/cbm' },
    });
    expect(network.error?.issues.map((i) => i.message)).toContain(PRICING_RULE_MESSAGES.networkNeedsTwo);
    const product = ruleFormSchema.safeParse({ ...newRuleValues('DENSITY', 'PRODUCT'), params: { density: 0.84 } });
    expect(product.error?.issues.map((i) => i.message)).toContain(PRICING_RULE_MESSAGES.productRequired);
  });

  it('shows customer, products and terminals as required only for customer price rules', () => {
    expect(targetFieldsOf('ACCOUNT', 'PRICE').every((f) => f.required)).toBe(true);
    expect(
      targetFieldsOf('ACCOUNT', 'FX')
        .filter((f) => f.required)
        .map((f) => f.field),
    ).toEqual(['accountIds']);
    expect(targetFieldsOf('GLOBAL', 'PRICE')).toEqual([]);
    expect(targetFieldsOf('OFFER', 'DENSITY')).toEqual([{ field: 'offerId', required: true }]);
  });

  it('has empty params for every kind, and every kind has exactly one tab', () => {
    for (const kind of PRICING_RULE_KINDS) {
      expect(defaultParams(kind)).toBeTypeOf('object');
      const homes = Object.values(RULE_TABS).filter((tab) => tab.includes({ kind, scope: 'GLOBAL' }));
      expect(homes.length, kind).toBe(1);
    }
    expect(RULE_TABS.customer.includes({ kind: 'PRICE', scope: 'ACCOUNT' })).toBe(true);
    expect(RULE_TABS.productTerminal.includes({ kind: 'PRICE', scope: 'ACCOUNT' })).toBe(false);
  });
});
