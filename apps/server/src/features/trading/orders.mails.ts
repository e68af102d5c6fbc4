import type { BrandId } from '@fuel/domain/contracts/identity';
import type { OrderDetail } from '@fuel/domain/contracts/orders';
import { formatDate } from '@fuel/domain/formats/date';
import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { shownPriceDecimals } from '@fuel/domain/pricing/money';
import type { MailMessage } from '../../plugins/mail';

/** What was bought, for how much, and where it goes: a fuel order by cbm and terminal, an additive order by units and location. */
function quantityLines(o: OrderDetail, brand: BrandId): string[] {
  const a = o.additive;
  if (!a) {
    return [
      o.terminal
        ? `Terminal: ${o.terminal.name} (${o.terminal.city})`
        : `Lieferadresse: ${o.deliveryAddress ? `${o.deliveryAddress.street}, ${o.deliveryAddress.postCode} ${o.deliveryAddress.city}` : '-'}`,
      `Menge: ${formatNumber(o.quantityCbm, { brand, decimals: 3 })} cbm`,
      `Preis: ${formatMoney(o.pricePer100l, { brand, currency: o.amounts.currency, decimals: shownPriceDecimals(o.pricePer100l) })} je 100 L (15 °C)`,
    ];
  }
  const place = a.location
    ? `${a.location.address.street}, ${a.location.address.postCode} ${a.location.address.city}`
    : '-';
  return [
    `Lieferort: ${place}`,
    `Menge: ${formatNumber(a.units, { brand, decimals: 0 })} × ${a.purchaseUnit.name}`,
    `Preis: ${formatMoney(a.pricePerUnit, { brand, currency: o.amounts.currency, decimals: shownPriceDecimals(a.pricePerUnit) })} je Einheit`,
  ];
}

function orderLines(o: OrderDetail, brand: BrandId): string[] {
  const money = (v: number) => formatMoney(v, { brand, currency: o.amounts.currency });
  return [
    `Kontraktnummer: ${o.contractNumber}`,
    `Lifting-Master-Nummer: ${o.liftingMasterNumber}`,
    `Abholnummer: ${o.pickupNumber}`,
    '',
    `Verkäufer: ${o.seller.name}`,
    `Käufer: ${o.buyer.name}`,
    `Produkt: ${o.product.name}`,
    ...quantityLines(o, brand),
    `Netto: ${money(o.amounts.net)}`,
    `MwSt. (${formatNumber(o.amounts.vatRate, { brand, decimals: o.amounts.vatRate % 1 === 0 ? 0 : 1 })} %): ${money(o.amounts.vat)}`,
    `Brutto: ${money(o.amounts.gross)}`,
    `Zahlungsziel: ${o.paymentPeriod.creditDays} Tage, fällig am ${formatDate(o.paymentPeriod.dueDate)}`,
    `${o.additive ? 'Lieferzeitraum' : 'Abholzeitraum'}: ${formatDate(o.collectionPeriod.startDate)} – ${formatDate(o.collectionPeriod.endDate)}`,
  ];
}

/**
 * The confirmation of one submit: every order of it in one mail (the buyer gets all, each seller its
 * own). One order keeps the subject "Auftragsbestätigung <Kontraktnummer>".
 */
export function orderConfirmationMail(
  to: string,
  orders: OrderDetail[],
  brand: BrandId,
  side: 'buyer' | 'seller',
): MailMessage {
  const many = orders.length > 1;
  const intro =
    side === 'buyer'
      ? `vielen Dank für Ihre Bestellung. Hiermit bestätigen wir den Eingang ${many ? `Ihrer ${orders.length} Aufträge` : 'Ihres Auftrags'}:`
      : `über den Marktplatz ${many ? `sind ${orders.length} neue Aufträge` : 'ist ein neuer Auftrag'} für Sie eingegangen. Bitte prüfen und bestätigen Sie ${many ? 'sie' : 'ihn'}:`;
  const blocks = orders.flatMap((o, i) => [
    ...(many ? [`Auftrag ${i + 1} von ${orders.length}`, ''] : []),
    ...orderLines(o, brand),
    '',
  ]);
  return {
    to,
    subject: `Auftragsbestätigung ${orders.map((o) => o.contractNumber).join(', ')}`,
    text: ['Guten Tag,', '', intro, '', ...blocks].join('\n'),
  };
}

export function orderDecisionMail(to: string, o: OrderDetail, brand: BrandId, comment: string | null): MailMessage {
  const confirmed = o.status === 'CONFIRMED';
  const head = confirmed
    ? `Ihr Auftrag ${o.contractNumber} wurde vom Verkäufer verbindlich bestätigt.`
    : `Ihr Auftrag ${o.contractNumber} wurde vom Verkäufer abgelehnt. Die Menge und Ihr Kreditrahmen wurden freigegeben.`;
  return {
    to,
    subject: `${confirmed ? 'Auftrag bestätigt' : 'Auftrag abgelehnt'}: ${o.contractNumber}`,
    text: [
      'Guten Tag,',
      '',
      head,
      ...(comment ? ['', `Kommentar des Verkäufers: ${comment}`] : []),
      '',
      ...orderLines(o, brand),
      '',
    ].join('\n'),
  };
}
