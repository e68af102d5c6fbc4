import type { BrandId } from '@fuel/domain/contracts/identity';
import { formatMoney } from '@fuel/domain/formats/number';
import { per100lFromE4 } from '@fuel/domain/pricing/units';
import type { MailMessage } from '../../plugins/mail';

export type RefusedTarget = {
  to: { email: string; firstName: string; lastName: string };
  productName: string;
  targetPriceE4: number;
  priceE4: number;
  sellerName: string;
  reason: string;
};

/** To the user who set the target order: an automatic order was refused, the target order is paused. */
export function targetOrderRefusedMail(
  t: RefusedTarget,
  ctx: { brand: BrandId; currency: 'EUR' | 'CHF'; listLink: string },
): MailMessage {
  const money = (e4: number) =>
    `${formatMoney(per100lFromE4(e4), { brand: ctx.brand, currency: ctx.currency, decimals: 2 })} je 100 L (15 °C)`;
  return {
    to: t.to.email,
    subject: `Zielpreis-Order pausiert: ${t.productName}`,
    text: [
      `Guten Tag ${t.to.firstName} ${t.to.lastName},`,
      '',
      `Ihr Zielpreis von ${money(t.targetPriceE4)} für ${t.productName} wurde erreicht (${money(t.priceE4)} bei ${t.sellerName}),`,
      'die automatische Bestellung wurde jedoch abgelehnt:',
      '',
      t.reason,
      '',
      'Die Zielpreis-Order ist pausiert. Sie können sie nach einer Klärung fortsetzen:',
      ctx.listLink,
    ].join('\n'),
  };
}
