import type { BrandId } from '@fuel/domain/contracts/identity';
import {
  LIFTING_PERIOD_TYPE_LABELS,
  PRICE_ALERT_OPERATOR_LABELS,
  type LiftingPeriodType,
  type PriceAlertOperator,
} from '@fuel/domain/contracts/price-alerts';
import { formatMoney } from '@fuel/domain/formats/number';
import { per100lFromE4 } from '@fuel/domain/pricing/units';
import type { MailMessage } from '../../plugins/mail';

export type TriggeredAlert = {
  to: { email: string; firstName: string; lastName: string };
  productName: string;
  terminal: { name: string; city: string };
  operator: PriceAlertOperator;
  valueE4: number;
  liftingPeriodType: LiftingPeriodType;
  comment: string;
  priceE4: number;
  sellerName: string;
};

/** To the user who set the alert: the condition was met, with the price reached and where to buy. */
export function priceAlertTriggeredMail(
  a: TriggeredAlert,
  ctx: { brand: BrandId; currency: 'EUR' | 'CHF'; marketLink: string },
): MailMessage {
  const money = (e4: number) =>
    `${formatMoney(per100lFromE4(e4), { brand: ctx.brand, currency: ctx.currency, decimals: 2 })} je 100 L (15 °C)`;
  return {
    to: a.to.email,
    subject: `Preisalarm ausgelöst: ${a.productName} in ${a.terminal.city}`,
    text: [
      `Guten Tag ${a.to.firstName} ${a.to.lastName},`,
      '',
      `Ihr Preisalarm für ${a.productName} am ${a.terminal.name} (${a.terminal.city}) wurde ausgelöst.`,
      '',
      `Bedingung: Preis ${PRICE_ALERT_OPERATOR_LABELS[a.operator]} ${money(a.valueE4)}`,
      `Abholzeitraum: ${LIFTING_PERIOD_TYPE_LABELS[a.liftingPeriodType]}`,
      `Erreichter Preis: ${money(a.priceE4)}`,
      `Angebot von: ${a.sellerName}`,
      ...(a.comment ? [`Ihr Kommentar: ${a.comment}`] : []),
      '',
      `Zum Handelsplatz: ${ctx.marketLink}`,
      '',
      'Der Alarm ist jetzt ausgelöst und meldet sich erst wieder, wenn Sie seine Bedingung ändern.',
    ].join('\n'),
  };
}
