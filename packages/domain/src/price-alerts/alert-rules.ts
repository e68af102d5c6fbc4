import type { LiftingPeriodType, PriceAlertOperator } from '../contracts/price-alerts';

// When a price alert fires (spec section 3 "Price alert"; evaluated on every tick by the server job).
// Prices in E4 (EUR/100L15 x 10,000) so the comparison is exact.

/** GTE: the price reached the value or more; LTE: the value or less. */
export function alertConditionMet(alert: { operator: PriceAlertOperator; valueE4: number }, priceE4: number): boolean {
  return alert.operator === 'GTE' ? priceE4 >= alert.valueE4 : priceE4 <= alert.valueE4;
}

export type AlertPriceCandidate = {
  priceE4: number;
  terminalId: number | null;
  productId: number;
  collectionStart: string;
};

/**
 * The best (lowest) price among the offers of the alert's product and terminal; PROMPT counts only
 * offers whose collection starts today or earlier (today = business date "YYYY-MM-DD"). Null when none.
 */
export function bestPriceForAlert(
  prices: readonly AlertPriceCandidate[],
  alert: { productId: number; terminalId: number; liftingPeriodType: LiftingPeriodType },
  today: string,
): number | null {
  let best: number | null = null;
  for (const p of prices) {
    if (p.productId !== alert.productId || p.terminalId !== alert.terminalId) continue;
    if (alert.liftingPeriodType === 'PROMPT' && p.collectionStart > today) continue;
    if (best === null || p.priceE4 < best) best = p.priceE4;
  }
  return best;
}

/** An alert fires when the best price meets its condition (and it is still active). */
export function alertTriggeredBy(
  alert: {
    operator: PriceAlertOperator;
    valueE4: number;
    productId: number;
    terminalId: number;
    liftingPeriodType: LiftingPeriodType;
    status: 'ACTIVE' | 'TRIGGERED';
  },
  prices: readonly AlertPriceCandidate[],
  today: string,
): number | null {
  if (alert.status !== 'ACTIVE') return null;
  const best = bestPriceForAlert(prices, alert, today);
  return best !== null && alertConditionMet(alert, best) ? best : null;
}
