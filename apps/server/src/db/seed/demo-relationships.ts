import type { DemoAccountKey } from './demo-accounts';

/** Demo buyer-seller relationships in every status, and the buyers' delivery addresses. */

type Status = 'NEW' | 'ENABLED' | 'DECLINED' | 'IN_REVIEW' | 'DISABLED';

export type DemoRelationship = {
  buyer: DemoAccountKey;
  seller: DemoAccountKey;
  buyerStatus: Status;
  sellerStatus: Status;
  additivesEnabled?: boolean;
  message?: string;
  /** How long ago the relationship was requested. */
  ageDays: number;
};

const enabled = (buyer: DemoAccountKey, seller: DemoAccountKey, ageDays: number): DemoRelationship => ({
  buyer,
  seller,
  buyerStatus: 'ENABLED',
  sellerStatus: 'ENABLED',
  ageDays,
});

export const DEMO_RELATIONSHIPS: DemoRelationship[] = [
  { ...enabled('schmidt', 'hanseatische', 420), additivesEnabled: true },
  // Requested by the buyer, not yet answered by the seller.
  {
    buyer: 'schmidt',
    seller: 'rheinRuhr',
    buyerStatus: 'ENABLED',
    sellerStatus: 'NEW',
    message: 'Wir beziehen regelmäßig Heizöl ab Duisburg und würden gern bei Ihnen kaufen.',
    ageDays: 2,
  },
  {
    buyer: 'schmidt',
    seller: 'sueddeutsche',
    buyerStatus: 'ENABLED',
    sellerStatus: 'IN_REVIEW',
    message: 'Bonitätsprüfung läuft.',
    ageDays: 9,
  },
  {
    buyer: 'schmidt',
    seller: 'mitteldeutsche',
    buyerStatus: 'ENABLED',
    sellerStatus: 'DECLINED',
    message: 'Leider beliefern wir derzeit keine Kunden in der Region Nord.',
    ageDays: 35,
  },
  // Disabled by the seller: the seller must set it up again.
  { buyer: 'bauer', seller: 'hanseatische', buyerStatus: 'ENABLED', sellerStatus: 'DISABLED', ageDays: 310 },
  enabled('bauer', 'sueddeutsche', 280),
  enabled('aviat', 'hanseatische', 500),
  enabled('aviat', 'rheinRuhr', 480),
  enabled('aviatNord', 'hanseatische', 450),
  enabled('aviatNord', 'rheinRuhr', 450),
  enabled('aviatSued', 'hanseatische', 440),
  enabled('aviatSued', 'rheinRuhr', 440),
  enabled('weber', 'hanseatische', 5),
];

export type DemoDeliveryAddress = {
  account: DemoAccountKey;
  company: string;
  street: string;
  postCode: string;
  city: string;
  contactPerson: string;
  onSiteContact: string;
  instructions: string;
};

export const DEMO_DELIVERY_ADDRESSES: DemoDeliveryAddress[] = [
  {
    account: 'schmidt',
    company: 'Heizöl Schmidt GmbH & Co. KG – Lager Hemelingen',
    street: 'Hemelinger Hafendamm 8',
    postCode: '28309',
    city: 'Bremen',
    contactPerson: 'Jan Schmidt',
    onSiteContact: 'Uwe Kramer, +49 421 41733-40',
    instructions: 'Anlieferung Mo–Fr 6:00–15:00 Uhr, Zufahrt über Tor 2, Tankwagen max. 40 t.',
  },
  {
    account: 'schmidt',
    company: 'Heizöl Schmidt GmbH & Co. KG – Niederlassung Oldenburg',
    street: 'Am Stau 140',
    postCode: '26122',
    city: 'Oldenburg',
    contactPerson: 'Sabine Meyer',
    onSiteContact: 'Frank Janssen, +49 441 92017-11',
    instructions: 'Bitte 30 Minuten vor Ankunft telefonisch anmelden.',
  },
  {
    account: 'bauer',
    company: 'Energiehandel Bauer GmbH – Tanklager Fürth',
    street: 'Hans-Vogel-Straße 71',
    postCode: '90765',
    city: 'Fürth',
    contactPerson: 'Martina Bauer',
    onSiteContact: 'Georg Schuster, +49 911 64218-25',
    instructions: 'Befüllung nur über Domdeckel Tank 3; Lieferschein in zweifacher Ausfertigung.',
  },
];
