import { describe, expect, it } from 'vitest';
import type { PricingRule } from '@fuel/domain/contracts/pricing-engine';
import { curlExample } from './curl-example';
import { ruleTargetLines, ruleValueText } from './rule-text';

const base = {
  id: 1,
  scope: 'GLOBAL',
  groupName: null,
  accountIds: [],
  productIds: [],
  terminalIds: [],
  offerId: null,
  createdAt: '',
  updatedAt: '',
} as const;
const rule = (r: { kind: PricingRule['kind']; params: unknown }) => ({ ...base, ...r }) as unknown as PricingRule;

describe('ruleValueText', () => {
  it('writes the parameters of each kind in the brand format', () => {
    expect(ruleValueText(rule({ kind: 'PRICE', params: { value: 1.25, unit: 'EUR/100L15' } }), 'A')).toBe(
      '+1,25 EUR/100L15',
    );
    expect(ruleValueText(rule({ kind: 'DUTY', params: { value: 47.04, unit: 'EUR/100L15' } }), 'B')).toBe(
      '+47.04 EUR/100L15',
    );
    expect(ruleValueText(rule({ kind: 'DENSITY', params: { density: 0.845 } }), 'A')).toBe('0,845 kg/l');
    expect(ruleValueText(rule({ kind: 'PRICE', params: { value: 0.12345, unit: 'EUR/cbm' } }), 'A')).toBe(
      '+0,1235 EUR/cbm',
    );
    expect(ruleValueText(rule({ kind: 'ICE_LIVE_PREMIUM', params: { value: -5 } }), 'A')).toBe('-5,00 USD/mt');
    expect(ruleValueText(rule({ kind: 'ICE_LIVE', params: { futureMonth: 'M01' } }), 'A')).toBe('M01');
    expect(
      ruleValueText(
        rule({ kind: 'ICE_EXPIRY', params: { date: '2026-11-12', time: '18:00', direction: 'FORWARD' } }),
        'A',
      ),
    ).toBe('12.11.2026 18:00 · Vorwärts rollen');
    expect(ruleValueText(rule({ kind: 'FX_LIVE_SYMBOL', params: { symbol: 'FX/EURUSD' } }), 'A')).toBe('FX/EURUSD');
  });
});

describe('ruleTargetLines', () => {
  it('names the targets and marks unknown ids', () => {
    const names = {
      customer: (id: number) => (id === 41 ? 'Stadtwerke Kiel' : undefined),
      product: () => 'Diesel B7',
      terminal: () => 'Hamburg',
      offer: () => undefined,
    };
    expect(ruleTargetLines({ accountIds: [41, 42], productIds: [2], terminalIds: [], offerId: 8 }, names)).toEqual([
      { label: 'customers', names: ['Stadtwerke Kiel', '#42'] },
      { label: 'products', names: ['Diesel B7'] },
      { label: 'offer', names: ['#8'] },
    ]);
  });
});

describe('curlExample', () => {
  it('posts ticks with a bearer token to the ingest route', () => {
    const text = curlExample('https://fuel.example');
    expect(text).toContain('curl -X POST https://fuel.example/api/price-feed/ticks');
    expect(text).toContain('Authorization: Bearer');
    expect(text).toContain('"symbol":"ICE/GAS"');
  });
});
