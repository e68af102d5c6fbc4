// The mails of an empty-barrel pickup request: the seller learns of a new request, the buyer of each
// status the seller sets. German texts; the mailer adds the brand's signature and spelling.
import type { EmptyBarrelRequest } from '@fuel/domain/contracts/empty-barrels';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { formatDate } from '@fuel/domain/formats/date';
import { formatNumber } from '@fuel/domain/formats/number';
import type { MailMessage } from '../../plugins/mail';

function requestLines(r: EmptyBarrelRequest, brand: BrandId): string[] {
  const a = r.pickupAddress;
  return [
    `Käufer: ${r.buyer.name}`,
    `Verkäufer: ${r.seller.name}`,
    `Produkt: ${r.product.name}`,
    `Gebinde: ${formatNumber(r.units, { brand, decimals: 0 })} × ${r.purchaseUnit.name}`,
    `Abholadresse: ${a.street}, ${a.postCode} ${a.city}${a.county ? ` (${a.county})` : ''}`,
    `Wunschtermin: ${formatDate(r.preferredDate)}`,
    ...(r.comment ? [`Bemerkung: ${r.comment}`] : []),
  ];
}

/** To the seller: a buyer asks for empty containers to be collected. */
export function pickupRequestedMail(to: string, r: EmptyBarrelRequest, brand: BrandId): MailMessage {
  return {
    to,
    subject: `Leergebinde-Abholung angefragt: ${r.buyer.name}`,
    text: [
      'Guten Tag,',
      '',
      `${r.buyer.name} bittet Sie, leere Gebinde abzuholen:`,
      '',
      ...requestLines(r, brand),
      '',
      'Bitte planen Sie die Abholung im Marktplatz unter „Leergebinde“ ein.',
      '',
    ].join('\n'),
  };
}

const STATUS_SENTENCES: Record<EmptyBarrelRequest['status'], string> = {
  OPEN: 'ist wieder offen; der Verkäufer plant sie neu ein.',
  SCHEDULED: 'ist vom Verkäufer eingeplant.',
  DONE: 'ist erledigt: die Gebinde wurden abgeholt.',
};

/** To the buyer: the seller set a new status. */
export function pickupStatusMail(to: string, r: EmptyBarrelRequest, brand: BrandId): MailMessage {
  return {
    to,
    subject: `Leergebinde-Abholung ${r.statusLabel.toLowerCase()}: ${r.seller.name}`,
    text: [
      'Guten Tag,',
      '',
      `Ihre Anfrage zur Abholung leerer Gebinde ${STATUS_SENTENCES[r.status]}`,
      '',
      ...requestLines(r, brand),
      '',
    ].join('\n'),
  };
}
