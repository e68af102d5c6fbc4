import { describe, expect, it } from 'vitest';
import { alertConditionMet, alertTriggeredBy, bestPriceForAlert } from './alert-rules';

describe('alertConditionMet', () => {
  it('GTE fires at the value or above, LTE at the value or below', () => {
    expect(alertConditionMet({ operator: 'GTE', valueE4: 550_000 }, 550_000)).toBe(true);
    expect(alertConditionMet({ operator: 'GTE', valueE4: 550_000 }, 549_999)).toBe(false);
    expect(alertConditionMet({ operator: 'LTE', valueE4: 550_000 }, 550_000)).toBe(true);
    expect(alertConditionMet({ operator: 'LTE', valueE4: 550_000 }, 550_001)).toBe(false);
  });
});

describe('bestPriceForAlert', () => {
  const today = '2026-05-11';
  const prices = [
    { priceE4: 560_000, productId: 1, terminalId: 100, collectionStart: '2026-05-11' },
    { priceE4: 540_000, productId: 1, terminalId: 100, collectionStart: '2026-05-12' },
    { priceE4: 500_000, productId: 2, terminalId: 100, collectionStart: '2026-05-11' },
    { priceE4: 510_000, productId: 1, terminalId: 101, collectionStart: '2026-05-11' },
    { priceE4: 555_000, productId: 1, terminalId: 100, collectionStart: '2026-05-10' },
  ];
  it('takes the lowest price of the product at the terminal', () => {
    expect(bestPriceForAlert(prices, { productId: 1, terminalId: 100, liftingPeriodType: 'ALL' }, today)).toBe(540_000);
  });
  it('PROMPT counts only offers collectable today or earlier', () => {
    expect(bestPriceForAlert(prices, { productId: 1, terminalId: 100, liftingPeriodType: 'PROMPT' }, today)).toBe(
      555_000,
    );
  });
  it('gives null without offers', () => {
    expect(bestPriceForAlert(prices, { productId: 3, terminalId: 100, liftingPeriodType: 'ALL' }, today)).toBeNull();
  });
  it('fires an active alert only, with the price that met it', () => {
    const alert = {
      operator: 'LTE' as const,
      valueE4: 545_000,
      productId: 1,
      terminalId: 100,
      liftingPeriodType: 'ALL' as const,
      status: 'ACTIVE' as const,
    };
    expect(alertTriggeredBy(alert, prices, today)).toBe(540_000);
    expect(alertTriggeredBy({ ...alert, liftingPeriodType: 'PROMPT' }, prices, today)).toBeNull();
    expect(alertTriggeredBy({ ...alert, status: 'TRIGGERED' }, prices, today)).toBeNull();
  });
});
