import { describe, expect, it } from 'vitest';
import { ruleOf } from './rule-fixtures';
import {
  decisiveExpiryRule,
  duplicateRuleCode,
  effectiveFutureMonth,
  findDuplicateRule,
  ruleDuplicateKey,
  ruleMatches,
  winningRule,
  winningRules,
} from './rules';

const ctx = { offerId: 10, productId: 1, terminalId: 100, buyerAccountId: 7 };
const price = (value: number, targets: Parameters<typeof ruleOf>[2]) =>
  ruleOf('PRICE', { value, unit: 'EUR/100L15' }, targets);

describe('ruleMatches', () => {
  it('matches when every named target list contains the value', () => {
    expect(ruleMatches(price(1, {}), ctx)).toBe(true);
    expect(
      ruleMatches(price(1, { scope: 'ACCOUNT', accountIds: [7], productIds: [1, 2], terminalIds: [100] }), ctx),
    ).toBe(true);
    expect(ruleMatches(price(1, { scope: 'ACCOUNT', accountIds: [8] }), ctx)).toBe(false);
    expect(ruleMatches(price(1, { scope: 'PRODUCT', productIds: [2] }), ctx)).toBe(false);
    expect(ruleMatches(price(1, { scope: 'TERMINAL', terminalIds: [101] }), ctx)).toBe(false);
    expect(ruleMatches(price(1, { scope: 'OFFER', offerId: 11 }), ctx)).toBe(false);
  });
  it('never matches terminal rules for a delivered offer (no terminal)', () => {
    expect(ruleMatches(price(1, { scope: 'TERMINAL', terminalIds: [100] }), { ...ctx, terminalId: null })).toBe(false);
  });
});

describe('winningRule: most specific wins', () => {
  it('ranks by scope: OFFER > ACCOUNT > TERMINAL > NETWORK > PRODUCT > GLOBAL', () => {
    const rules = [
      price(1, { scope: 'GLOBAL' }),
      price(2, { scope: 'PRODUCT', productIds: [1] }),
      price(3, { scope: 'NETWORK', terminalIds: [100, 101] }),
      price(4, { scope: 'TERMINAL', terminalIds: [100] }),
      price(5, { scope: 'ACCOUNT', accountIds: [7] }),
      price(6, { scope: 'OFFER', offerId: 10 }),
    ];
    const order: number[] = [];
    for (let left = rules.length; left > 0; left--) {
      const w = winningRule(rules.slice(0, left), 'PRICE', ctx)!;
      order.push(w.params.value);
    }
    expect(order).toEqual([6, 5, 4, 3, 2, 1]);
  });
  it('within a scope: more kinds of targets, then fewer listed targets, then the newer rule', () => {
    const customer = price(1, { scope: 'ACCOUNT', accountIds: [7] });
    const customerProductTerminal = price(2, {
      scope: 'ACCOUNT',
      accountIds: [7],
      productIds: [1, 2, 3],
      terminalIds: [100],
    });
    expect(winningRule([customerProductTerminal, customer], 'PRICE', ctx)!.id).toBe(customerProductTerminal.id);
    const oneTerminal = price(3, { scope: 'TERMINAL', terminalIds: [100] });
    const threeTerminals = price(4, { scope: 'TERMINAL', terminalIds: [100, 101, 102] });
    expect(winningRule([oneTerminal, threeTerminals], 'PRICE', ctx)!.id).toBe(oneTerminal.id);
    const older = price(5, { scope: 'PRODUCT', productIds: [1], id: 50 });
    const newer = price(6, { scope: 'PRODUCT', productIds: [1], id: 51 });
    expect(winningRule([newer, older], 'PRICE', ctx)!.id).toBe(51);
  });
  it('ignores other kinds and rules that do not match', () => {
    expect(
      winningRule(
        [price(1, { scope: 'ACCOUNT', accountIds: [8] }), ruleOf('DENSITY', { density: 0.85 })],
        'PRICE',
        ctx,
      ),
    ).toBeNull();
  });
  it('keeps one winner per group for additive kinds', () => {
    const freightNarrow = price(0.5, { scope: 'TERMINAL', terminalIds: [100], groupName: 'Fracht' });
    const freightWide = price(0.9, { scope: 'NETWORK', terminalIds: [100, 101], groupName: 'Fracht' });
    const premium = price(1.2, { scope: 'PRODUCT', productIds: [1], groupName: 'Produktaufschlag' });
    const defaultGroup = price(0.1, {});
    expect(
      winningRules([premium, freightWide, freightNarrow, defaultGroup], 'PRICE', ctx).map((r) => r.params.value),
    ).toEqual([0.1, 0.5, 1.2]);
  });
});

describe('duplicate rules (spec section 5)', () => {
  it('keys kind, scope, group and targets (in any order), not the value', () => {
    const a = price(1, { scope: 'ACCOUNT', accountIds: [7, 8], productIds: [1], terminalIds: [100] });
    const b = price(2, { scope: 'ACCOUNT', accountIds: [8, 7], productIds: [1], terminalIds: [100] });
    expect(ruleDuplicateKey(a)).toBe(ruleDuplicateKey(b));
    expect(ruleDuplicateKey(a)).not.toBe(
      ruleDuplicateKey(
        price(1, { scope: 'ACCOUNT', accountIds: [7, 8], productIds: [1], terminalIds: [100], groupName: 'X' }),
      ),
    );
    expect(ruleDuplicateKey(a)).not.toBe(
      ruleDuplicateKey(
        ruleOf(
          'DUTY',
          { value: 1, unit: 'EUR/100L15' },
          { scope: 'ACCOUNT', accountIds: [7, 8], productIds: [1], terminalIds: [100] },
        ),
      ),
    );
  });
  it('lets expiry rules differ by date and time and names the code', () => {
    const may = ruleOf('ICE_EXPIRY', { date: '2026-05-12', time: '18:00', direction: 'FORWARD' });
    const mayBack = ruleOf('ICE_EXPIRY', { date: '2026-05-12', time: '18:00', direction: 'BACK' });
    const june = ruleOf('ICE_EXPIRY', { date: '2026-06-11', time: '18:00', direction: 'FORWARD' });
    expect(ruleDuplicateKey(may)).toBe(ruleDuplicateKey(mayBack));
    expect(ruleDuplicateKey(may)).not.toBe(ruleDuplicateKey(june));
    expect(duplicateRuleCode('ICE_EXPIRY')).toBe('EXPIRY_RULE_EXISTS');
    expect(duplicateRuleCode('PRICE')).toBe('PRICING_RULE_EXISTS');
  });
  it('finds the clashing rule, but an edit does not clash with itself', () => {
    const existing = [price(1, { scope: 'PRODUCT', productIds: [1], id: 70 })];
    expect(findDuplicateRule(price(5, { scope: 'PRODUCT', productIds: [1] }), existing)?.id).toBe(70);
    expect(findDuplicateRule(price(5, { scope: 'PRODUCT', productIds: [1] }), existing, 70)).toBeNull();
  });
});

describe('effectiveFutureMonth (expiry roll, Europe/Berlin)', () => {
  // 10:00 UTC on 11 May 2026 is 12:00 in Berlin (CEST).
  const now = new Date('2026-05-11T10:00:00Z');
  const roll = (date: string, time: string, direction: 'FORWARD' | 'BACK', id?: number) =>
    ruleOf('ICE_EXPIRY', { date, time, direction }, { id });
  it('keeps the original month without a rule that is due', () => {
    expect(effectiveFutureMonth('M02', [], now)).toBe('M02');
    expect(effectiveFutureMonth('M02', [roll('2026-05-11', '12:01', 'FORWARD')], now)).toBe('M02');
  });
  it('rolls forward from the rule time in Berlin, inclusive', () => {
    expect(effectiveFutureMonth('M02', [roll('2026-05-11', '12:00', 'FORWARD')], now)).toBe('M03');
    expect(effectiveFutureMonth('M06', [roll('2026-05-11', '12:00', 'FORWARD')], now)).toBe('M06');
  });
  it('toggles back when the latest due rule says BACK', () => {
    const rules = [
      roll('2026-05-11', '11:30', 'FORWARD'),
      roll('2026-05-11', '11:45', 'BACK'),
      roll('2026-05-11', '12:30', 'FORWARD'),
    ];
    expect(effectiveFutureMonth('M02', rules, now)).toBe('M02');
    expect(effectiveFutureMonth('M02', rules, new Date('2026-05-11T10:30:00Z'))).toBe('M03');
  });
  it('breaks a tie of the same time by the newer rule', () => {
    const rules = [roll('2026-05-10', '18:00', 'BACK', 91), roll('2026-05-10', '18:00', 'FORWARD', 90)];
    expect(decisiveExpiryRule(rules, now)!.id).toBe(91);
  });
});
