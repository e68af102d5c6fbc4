import { describe, expect, it } from 'vitest';
import { priceFromMarket } from '../pricing/engine';
import {
  isValidLiftingPeriod,
  isWithinTriggerWindow,
  monthOf,
  petrolMixSplit,
  remainingContractLitres,
  ROUND_THE_CLOCK,
  triggerDisabledReason,
  triggerRecipe,
  triggerRefusal,
  type TriggerFacts,
} from './trigger-rules';

// 2026-11-24 is a Tuesday; 10:00 UTC is 11:00 in Berlin.
const NOW = new Date('2026-11-24T10:00:00Z');
const quotes = (at: string) => ({
  'ICE/GAS1': { price: 700, timestamp: at },
  'FX/EURUSD': { price: 1.08, timestamp: at },
  'FX/EURCHF': { price: 0.95, timestamp: at },
});

describe('trigger price', () => {
  it('is the ICE month plus a USD/mt premium, converted as DOMAIN.md says', () => {
    const recipe = triggerRecipe(1, { futureMonth: 'M01', premium: 25, premiumUnit: 'USD_MT' }, 0.845, 'EUR');
    const r = priceFromMarket(recipe, quotes(NOW.toISOString()), NOW, { explain: true });
    // 56.7245 charged in whole cents per 100 L (decision 049)
    expect(r.ok && r.pricePer100lE4).toBe(567200);
    expect(r.ok && r.steps.map((s) => s.label)).toContain('Prämie');
  });
  it('adds a EUR/100L15 premium after the conversion, and converts to CHF on brand B', () => {
    const eur = priceFromMarket(triggerRecipe(1, { futureMonth: 'M01', premium: 1.5, premiumUnit: 'EUR_100L15' }, 0.845, 'EUR'), quotes(NOW.toISOString()), NOW);
    expect(eur.ok && eur.pricePer100lE4).toBe(562700); // 54.7685 + 1.50 = 56.2685 -> 56.27
    const chf = priceFromMarket(triggerRecipe(1, { futureMonth: 'M01', premium: 0, premiumUnit: 'EUR_100L15' }, 0.845, 'CHF'), quotes(NOW.toISOString()), NOW);
    expect(chf.ok && chf.pricePer100lE4).toBe(520300); // 54.76852 x 0.95 = 52.0301 -> 52.03
  });
  it('has no price without fresh quotes', () => {
    const r = priceFromMarket(triggerRecipe(1, { futureMonth: 'M01', premium: 0, premiumUnit: 'USD_MT' }, 0.845, 'EUR'), quotes('2026-11-24T09:00:00Z'), NOW);
    expect(r.ok).toBe(false);
  });
});

describe('trigger window', () => {
  it('checks weekday and Berlin wall-clock time, `to` exclusive', () => {
    expect(isWithinTriggerWindow({ days: [2], from: '11:00', to: '12:00' }, NOW)).toBe(true);
    expect(isWithinTriggerWindow({ days: [2], from: '10:00', to: '11:00' }, NOW)).toBe(false);
    expect(isWithinTriggerWindow({ days: [1, 3], from: '00:00', to: '24:00' }, NOW)).toBe(false);
    expect(isWithinTriggerWindow(ROUND_THE_CLOCK, new Date('2026-11-29T22:59:00Z'))).toBe(true);
  });
});

const facts = (over: Partial<TriggerFacts> = {}, contract: Partial<TriggerFacts['contract']> = {}): TriggerFacts => ({
  contract: {
    status: 'ACTIVE',
    month: '2026-11',
    window: ROUND_THE_CLOCK,
    volumeLitres: 100_000,
    triggeredLitres: 50_000,
    offlineLitres: 20_000,
    minOrderLitres: 5_000,
    maxOrderLitres: 30_000,
    dailyTriggerLimit: 2,
    ...contract,
  },
  connected: true,
  triggersToday: 0,
  litres: 10_000,
  lifting: { from: '2026-11-24', to: '2026-11-30' },
  now: NOW,
  ...over,
});
const code = (f: TriggerFacts) => triggerRefusal(f)?.code ?? null;

describe('trigger refusals', () => {
  it('passes a trigger that breaks nothing', () => expect(code(facts())).toBeNull());
  it('refuses in the order of the checkout', () => {
    expect(code(facts({}, { status: 'PAUSED' }))).toBe('TRIGGER_NOT_ALLOWED');
    expect(code(facts({}, { month: '2026-10' }))).toBe('TRIGGER_NOT_ALLOWED');
    expect(code(facts({ connected: false }))).toBe('TRIGGER_NOT_ALLOWED');
    expect(code(facts({}, { window: { days: [1], from: '00:00', to: '24:00' } }))).toBe('TRIGGER_OUTSIDE_TIME');
    expect(code(facts({ litres: 4_999 }))).toBe('TRIGGER_QUANTITY_OUT_OF_RANGE');
    expect(code(facts({ litres: 30_001 }))).toBe('TRIGGER_QUANTITY_OUT_OF_RANGE');
    expect(code(facts({ lifting: { from: '2026-11-23', to: '2026-11-25' } }))).toBe('TRIGGER_LIFTING_PERIOD_INVALID');
    expect(code(facts({ triggersToday: 2 }))).toBe('TRIGGER_DAILY_LIMIT_REACHED');
    expect(code(facts({ litres: 30_000 }, { triggeredLitres: 50_001 }))).toBe('TRIGGER_VOLUME_EXHAUSTED');
    expect(code(facts({ litres: 30_000 }, { offlineLitres: 20_001 }))).toBe('TRIGGER_VOLUME_EXHAUSTED');
    expect(code(facts({ litres: 30_000 }))).toBeNull();
  });
  it('counts offline triggers against the remaining volume, never below zero', () => {
    expect(remainingContractLitres({ volumeLitres: 10, triggeredLitres: 8, offlineLitres: 5 })).toBe(0);
    expect(remainingContractLitres({ volumeLitres: 10, triggeredLitres: 3, offlineLitres: 5 })).toBe(2);
  });
  it('takes a lifting period inside the month, from today on', () => {
    expect(isValidLiftingPeriod({ from: '2026-11-24', to: '2026-11-24' }, '2026-11', '2026-11-24')).toBe(true);
    expect(isValidLiftingPeriod({ from: '2026-11-25', to: '2026-11-24' }, '2026-11', '2026-11-24')).toBe(false);
    expect(isValidLiftingPeriod({ from: '2026-11-25', to: '2026-12-01' }, '2026-11', '2026-11-24')).toBe(false);
    expect(isValidLiftingPeriod({ from: '2026-11-31', to: '2026-11-31' }, '2026-11', '2026-11-24')).toBe(false);
  });
  it('names the month of the business day', () => expect(monthOf(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12'));
});

describe('disabled reasons of the trigger list', () => {
  const base = { ...facts(), priceFresh: true };
  it('explains why the action is off', () => {
    expect(triggerDisabledReason(base)).toBeNull();
    expect(triggerDisabledReason({ ...base, priceFresh: false })).toBe('CONNECTION');
    expect(triggerDisabledReason({ ...base, connected: false })).toBe('CONNECTION');
    expect(triggerDisabledReason({ ...base, contract: { ...base.contract, window: { days: [1], from: '00:00', to: '24:00' } } })).toBe('OUTSIDE_TIME');
    expect(triggerDisabledReason({ ...base, triggersToday: 2 })).toBe('DAILY_LIMIT');
    expect(triggerDisabledReason({ ...base, contract: { ...base.contract, triggeredLitres: 76_000 } })).toBe('VOLUME');
  });
});

describe('petrol mix', () => {
  it('splits a trigger by shares with a flexibility band, adding up exactly', () => {
    const parts = petrolMixSplit(10_001, { split: [{ productId: 1, percent: 95 }, { productId: 2, percent: 5 }], flexibilityPercent: 10, liftingStart: '2026-11-24' });
    expect(parts).toEqual([
      { productId: 1, litres: 9_501, minLitres: 8_551, maxLitres: 10_451 },
      { productId: 2, litres: 500, minLitres: 450, maxLitres: 550 },
    ]);
  });
});
