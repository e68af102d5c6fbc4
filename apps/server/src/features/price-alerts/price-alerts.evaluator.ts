import type { FastifyBaseLogger } from 'fastify';
import { businessDate } from '@fuel/domain/offers/business-time';
import { currencyOf } from '@fuel/domain/brands/currency';
import { alertTriggeredBy, bestPriceForAlert } from '@fuel/domain/price-alerts/alert-rules';
import type { MailMessage } from '../../plugins/mail';
import { buyerMarketPrices, type BuyerMarketPrice, type MarketDeps } from '../market/market.service';
import { priceAlertTriggeredMail } from './price-alerts.mails';
import { findActiveAlerts, triggerAlert, type ActiveAlertRow } from './price-alerts.repository';

export type AlertEvaluationDeps = MarketDeps & {
  mailer: { send(message: MailMessage): Promise<void> };
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * One evaluation of every ACTIVE alert against its buyer's market now (the engine's prices for that
 * buyer): the market is computed once per buyer with alerts. An alert whose condition is met triggers
 * through one conditional update, so with several processes exactly one of them mails.
 */
export async function evaluatePriceAlerts(deps: AlertEvaluationDeps): Promise<{ triggered: number }> {
  const alerts = await findActiveAlerts(deps.db);
  if (alerts.length === 0) return { triggered: 0 };
  const now = deps.now();
  const today = businessDate(now);
  const byBuyer = new Map<number, ActiveAlertRow[]>();
  for (const alert of alerts) {
    const list = byBuyer.get(alert.buyerAccountId);
    if (list) list.push(alert);
    else byBuyer.set(alert.buyerAccountId, [alert]);
  }

  let triggered = 0;
  for (const [buyerAccountId, buyerAlerts] of byBuyer) {
    const prices = await buyerMarketPrices(deps, buyerAccountId);
    for (const alert of buyerAlerts) {
      const priceE4 = alertTriggeredBy(alert, prices, today);
      if (priceE4 === null) continue;
      // The offer behind the best price: the first candidate at that price the alert counts.
      const offer = prices.find((p) => p.priceE4 === priceE4 && bestPriceForAlert([p], alert, today) !== null)!;
      if (!(await triggerAlert(deps.db, alert.id, { priceE4, offerId: offer.offerId, now }))) continue;
      triggered++;
      await mailTriggered(deps, alert, offer);
    }
  }
  return { triggered };
}

/** The mail goes out after the trigger is stored; a failing mail never re-arms the alert. */
async function mailTriggered(deps: AlertEvaluationDeps, alert: ActiveAlertRow, offer: BuyerMarketPrice): Promise<void> {
  try {
    const message = priceAlertTriggeredMail(
      {
        to: alert.user,
        productName: alert.product.name,
        terminal: alert.terminal,
        operator: alert.operator,
        valueE4: alert.valueE4,
        liftingPeriodType: alert.liftingPeriodType,
        comment: alert.comment,
        priceE4: offer.priceE4,
        sellerName: offer.sellerName,
      },
      {
        brand: deps.platform.brand.id,
        currency: currencyOf(deps.platform.features),
        marketLink: `${deps.publicUrl}/handelsplatz`,
      },
    );
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error({ err, alertId: alert.id }, 'price alert mail failed');
  }
}
