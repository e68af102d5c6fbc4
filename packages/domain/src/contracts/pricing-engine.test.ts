import { describe, expect, it } from 'vitest';
import { PRICING_RULE_MESSAGES as M, PricingRuleInputSchema, PricingRuleSchema } from './pricing-engine';

const issues = (v: unknown) => {
  const r = PricingRuleInputSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('PricingRuleInputSchema', () => {
  it('parses every kind with typed params and normalises targets', () => {
    const r = PricingRuleInputSchema.parse({
      kind: 'DUTY',
      scope: 'PRODUCT',
      groupName: '  ',
      params: { value: 6.135, unit: 'EUR/100L15' },
      productIds: [3, 1, 3],
    });
    expect(r).toEqual({
      kind: 'DUTY',
      scope: 'PRODUCT',
      groupName: null,
      params: { value: 6.135, unit: 'EUR/100L15' },
      accountIds: [],
      productIds: [1, 3],
      terminalIds: [],
      offerId: null,
    });
    expect(
      PricingRuleInputSchema.parse({
        kind: 'ICE_EXPIRY',
        scope: 'GLOBAL',
        params: { date: '2026-11-12', time: '18:00', direction: 'FORWARD' },
      }).params,
    ).toEqual({
      date: '2026-11-12',
      time: '18:00',
      direction: 'FORWARD',
    });
  });
  it('checks the targets each scope needs', () => {
    const rule = (scope: string, targets: object) => ({
      kind: 'PRICE',
      scope,
      params: { value: 1, unit: 'EUR/cbm' },
      ...targets,
    });
    expect(issues(rule('GLOBAL', { productIds: [1] }))).toEqual({ scope: M.globalWithoutTargets });
    expect(issues(rule('TERMINAL', {}))).toEqual({ terminalIds: M.terminalRequired });
    expect(issues(rule('NETWORK', { terminalIds: [1] }))).toEqual({ terminalIds: M.networkNeedsTwo });
    expect(issues(rule('NETWORK', { terminalIds: [1, 2] }))).toEqual({});
    expect(issues(rule('PRODUCT', { terminalIds: [1] }))).toEqual({ productIds: M.productRequired });
    expect(issues(rule('OFFER', {}))).toEqual({ offerId: M.offerRequired });
    expect(issues(rule('TERMINAL', { terminalIds: [1], offerId: 4 }))).toEqual({ offerId: M.offerOnlyForOfferScope });
  });
  it('needs customer, product, terminal and unit for a customer price rule (spec section 5)', () => {
    expect(issues({ kind: 'PRICE', scope: 'ACCOUNT', params: { value: -0.5 } })).toEqual({
      'params.unit': 'Währung/Einheit ist ein Pflichtfeld.',
    });
    expect(issues({ kind: 'PRICE', scope: 'ACCOUNT', params: { value: -0.5, unit: 'EUR/100L15' } })).toEqual({
      accountIds: M.customerRequired,
      productIds: M.productRequired,
      terminalIds: M.terminalRequired,
    });
    expect(issues({ kind: 'DUTY', scope: 'ACCOUNT', params: { value: 1, unit: 'EUR/cbm' }, accountIds: [9] })).toEqual(
      {},
    );
  });
  it('refuses invalid params in German', () => {
    expect(issues({ kind: 'DENSITY', scope: 'GLOBAL', params: { density: 0.4 } })).toEqual({
      'params.density': M.densityRange,
    });
    expect(issues({ kind: 'FX', scope: 'GLOBAL', params: { rate: 0 } })).toEqual({
      'params.rate': M.positive('Wechselkurs (USD je EUR)'),
    });
    expect(
      issues({
        kind: 'ICE_EXPIRY',
        scope: 'GLOBAL',
        params: { date: '2026-02-30', time: '25:00', direction: 'FORWARD' },
      }),
    ).toEqual({
      'params.date': M.invalidDate,
      'params.time': M.invalidTime,
    });
    expect(issues({ kind: 'MIN_PRICE_TRACKING', scope: 'GLOBAL', params: { maxPriceFall: -1 } })).toEqual({
      'params.maxPriceFall': M.notNegative('Maximaler Preisrückgang (EUR/100L15)'),
    });
    expect(
      issues({ kind: 'PRODUCT_SETTLE', scope: 'TERMINAL', terminalIds: [1], params: { priceUsdMt: 700 } }),
    ).toEqual({ productIds: M.productSettleNeedsProduct });
    expect(issues({ kind: 'NOPE', scope: 'GLOBAL', params: {} })).toEqual({ kind: 'Regelart ist ein Pflichtfeld.' });
  });
  it('reads a stored rule', () => {
    const stored = {
      id: 1,
      kind: 'FX_LIVE_SYMBOL',
      scope: 'GLOBAL',
      groupName: null,
      params: { symbol: 'FX/EURUSD' },
      accountIds: [],
      productIds: [],
      terminalIds: [],
      offerId: null,
      createdAt: 'x',
      updatedAt: 'x',
    };
    expect(PricingRuleSchema.parse(stored)).toEqual(stored);
  });
});
