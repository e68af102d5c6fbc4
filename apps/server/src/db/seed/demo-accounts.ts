import type { AccountType, Role } from '@fuel/domain/contracts/identity';
import type { AccountFeatures } from '@fuel/domain/contracts/metadata';
import type { SellerKind } from '@fuel/domain/additives/additive-rules';

/** Demo companies and their users (issue 2 part 7). Every demo password is Demo!2026. */

export const DEMO_PASSWORD = 'Demo!2026';

export type DemoAccountKey =
  | 'hanseatische'
  | 'rheinRuhr'
  | 'sueddeutsche'
  | 'mitteldeutsche'
  | 'schmidt'
  | 'weber'
  | 'bauer'
  | 'aviat'
  | 'aviatNord'
  | 'aviatSued'
  | 'administration'
  | 'additivTechnik';

export type DemoUser = {
  username: string;
  salutation: 'Herr' | 'Frau';
  title?: 'Dr' | 'Prof';
  firstName: string;
  lastName: string;
  phone: string;
  mobile: string;
  jobTitle: string;
  department: string;
  departmentSize: string;
  roles: Role[];
  /** Company admin: manages the team of the account. */
  isAdmin: boolean;
  twoFactorEnabled?: boolean;
  gtcAccepted: boolean;
};

export type DemoAccount = {
  key: DemoAccountKey;
  type: AccountType;
  name: string;
  /** E-mail domain of the company; users get <username>@<domain>. */
  domain: string;
  addressLine1: string;
  postCode: string;
  city: string;
  /** Federal state. */
  county: string;
  vatId: string;
  features: AccountFeatures;
  /** Sellers only: what it sells (decision 042); FUEL when not given. */
  sellerKind?: SellerKind;
  /** Shareholder (Aviat) child accounts name their parent. */
  parent?: DemoAccountKey;
  users: DemoUser[];
};

const features = (on: Partial<AccountFeatures> = {}): AccountFeatures => ({
  productAdditives: false,
  newsBox: false,
  sharedCreditLimits: false,
  triggers: false,
  ...on,
});

const BUYER_ADMIN_ROLES: Role[] = ['MyRelationships_View', 'MyOffers_Purchase'];

/** Parents come before their children, so the writer can resolve parent ids in one pass. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  // Sellers
  {
    key: 'hanseatische',
    type: 'seller',
    sellerKind: 'FUEL_AND_ADDITIVES',
    name: 'Hanseatische Mineralöl Handels GmbH',
    domain: 'hanseatische-mineraloel.de',
    addressLine1: 'Hohe-Schaar-Straße 34',
    postCode: '21107',
    city: 'Hamburg',
    county: 'Hamburg',
    vatId: 'DE287614530',
    features: features({ productAdditives: true, newsBox: true, triggers: true }),
    users: [
      {
        username: 'verkaeufer',
        salutation: 'Herr',
        firstName: 'Thomas',
        lastName: 'Brandt',
        phone: '+49 40 7521-3300',
        mobile: '+49 171 4456120',
        jobTitle: 'Leiter Vertrieb Heizöl und Diesel',
        department: 'Vertrieb',
        departmentSize: '11-50',
        roles: ['MyRelationships_View'],
        isAdmin: true,
        gtcAccepted: true,
      },
      {
        username: 'disposition',
        salutation: 'Frau',
        firstName: 'Anja',
        lastName: 'Kühl',
        phone: '+49 40 7521-3315',
        mobile: '+49 160 9921843',
        jobTitle: 'Disponentin',
        department: 'Disposition',
        departmentSize: '1-10',
        roles: [],
        isAdmin: false,
        gtcAccepted: true,
      },
    ],
  },
  {
    key: 'rheinRuhr',
    type: 'seller',
    name: 'Rhein-Ruhr Tanklager GmbH',
    domain: 'rhein-ruhr-tanklager.de',
    addressLine1: 'Hafenstraße 23',
    postCode: '47119',
    city: 'Duisburg',
    county: 'Nordrhein-Westfalen',
    vatId: 'DE119873452',
    features: features({ newsBox: true }),
    users: [
      {
        username: 'verkaeufer-rhein',
        salutation: 'Herr',
        firstName: 'Markus',
        lastName: 'Hoffmann',
        phone: '+49 203 80412-20',
        mobile: '+49 172 3318874',
        jobTitle: 'Vertriebsleiter',
        department: 'Vertrieb',
        departmentSize: '11-50',
        roles: ['MyRelationships_View'],
        isAdmin: true,
        gtcAccepted: true,
      },
    ],
  },
  {
    key: 'sueddeutsche',
    type: 'seller',
    name: 'Süddeutsche Brennstoff AG',
    domain: 'sueddeutsche-brennstoff.de',
    addressLine1: 'Rheinhafenstraße 40',
    postCode: '76189',
    city: 'Karlsruhe',
    county: 'Baden-Württemberg',
    vatId: 'DE143398761',
    features: features({ productAdditives: true }),
    users: [
      {
        username: 'verkaeufer-sued',
        salutation: 'Frau',
        title: 'Dr',
        firstName: 'Claudia',
        lastName: 'Wagner',
        phone: '+49 721 95520-0',
        mobile: '+49 151 22874310',
        jobTitle: 'Leiterin Verkauf',
        department: 'Verkauf',
        departmentSize: '11-50',
        roles: ['MyRelationships_View'],
        isAdmin: true,
        gtcAccepted: true,
      },
    ],
  },
  {
    key: 'mitteldeutsche',
    type: 'seller',
    name: 'Mitteldeutsche Kraftstoff GmbH',
    domain: 'mitteldeutsche-kraftstoff.de',
    addressLine1: 'Am Haupttor 12',
    postCode: '06237',
    city: 'Leuna',
    county: 'Sachsen-Anhalt',
    vatId: 'DE812205647',
    features: features(),
    users: [
      {
        username: 'verkaeufer-mitte',
        salutation: 'Herr',
        firstName: 'Stefan',
        lastName: 'Richter',
        phone: '+49 3461 4390-15',
        mobile: '+49 170 6643921',
        jobTitle: 'Key Account Manager',
        department: 'Vertrieb',
        departmentSize: '1-10',
        roles: ['MyRelationships_View'],
        isAdmin: true,
        gtcAccepted: true,
      },
    ],
  },
  // The additive seller (issue 17): sells additives only.
  {
    key: 'additivTechnik',
    type: 'seller',
    sellerKind: 'ADDITIVES',
    name: 'Nordwest Additiv-Technik GmbH',
    domain: 'nordwest-additive.de',
    addressLine1: 'Am Tankhafen 7',
    postCode: '26388',
    city: 'Wilhelmshaven',
    county: 'Niedersachsen',
    vatId: 'DE318870245',
    features: features({ productAdditives: true }),
    users: [
      {
        username: 'verkaeufer-additive',
        salutation: 'Frau',
        firstName: 'Katrin',
        lastName: 'Ahlers',
        phone: '+49 4421 77340-0',
        mobile: '+49 152 28817645',
        jobTitle: 'Vertriebsleiterin Additive',
        department: 'Vertrieb',
        departmentSize: '1-10',
        roles: ['MyRelationships_View'],
        isAdmin: true,
        gtcAccepted: true,
      },
    ],
  },
  // Buyers
  {
    key: 'schmidt',
    type: 'buyer',
    name: 'Heizöl Schmidt GmbH & Co. KG',
    domain: 'heizoel-schmidt.de',
    addressLine1: 'Hemelinger Hafendamm 8',
    postCode: '28309',
    city: 'Bremen',
    county: 'Bremen',
    vatId: 'DE114672389',
    features: features({ productAdditives: true }),
    users: [
      {
        username: 'kaeufer',
        salutation: 'Herr',
        firstName: 'Jan',
        lastName: 'Schmidt',
        phone: '+49 421 41733-0',
        mobile: '+49 171 2290457',
        jobTitle: 'Geschäftsführer',
        department: 'Geschäftsleitung',
        departmentSize: '1-10',
        roles: BUYER_ADMIN_ROLES,
        isAdmin: true,
        gtcAccepted: true,
      },
      {
        username: 'kaeufer2fa',
        salutation: 'Frau',
        firstName: 'Sabine',
        lastName: 'Meyer',
        phone: '+49 421 41733-12',
        mobile: '+49 160 5513278',
        jobTitle: 'Einkäuferin',
        department: 'Einkauf',
        departmentSize: '1-10',
        roles: ['MyOffers_Purchase'],
        isAdmin: false,
        twoFactorEnabled: true,
        gtcAccepted: true,
      },
      {
        // A second buyer of the company with a basket of its own (baskets are per user).
        username: 'einkauf',
        salutation: 'Herr',
        firstName: 'Tobias',
        lastName: 'Krüger',
        phone: '+49 421 41733-14',
        mobile: '+49 162 8841207',
        jobTitle: 'Disponent',
        department: 'Einkauf',
        departmentSize: '1-10',
        roles: ['MyOffers_Purchase'],
        isAdmin: false,
        gtcAccepted: true,
      },
    ],
  },
  {
    key: 'weber',
    type: 'buyer',
    name: 'Brennstoffe Weber e.K.',
    domain: 'brennstoffe-weber.de',
    addressLine1: 'Emdener Straße 12',
    postCode: '50735',
    city: 'Köln',
    county: 'Nordrhein-Westfalen',
    vatId: 'DE305518742',
    features: features(),
    users: [
      {
        username: 'neukunde',
        salutation: 'Herr',
        firstName: 'Lukas',
        lastName: 'Weber',
        phone: '+49 221 7124-880',
        mobile: '+49 176 40218836',
        jobTitle: 'Inhaber',
        department: 'Geschäftsleitung',
        departmentSize: '1-10',
        roles: ['MyOffers_Purchase'],
        isAdmin: true,
        // A new customer: the terms page (/agb) comes first.
        gtcAccepted: false,
      },
    ],
  },
  {
    key: 'bauer',
    type: 'buyer',
    name: 'Energiehandel Bauer GmbH',
    domain: 'energiehandel-bauer.de',
    addressLine1: 'Rotterdamer Straße 9',
    postCode: '90451',
    city: 'Nürnberg',
    county: 'Bayern',
    vatId: 'DE132847650',
    features: features(),
    users: [
      {
        username: 'bauer',
        salutation: 'Frau',
        firstName: 'Martina',
        lastName: 'Bauer',
        phone: '+49 911 64218-0',
        mobile: '+49 151 70923354',
        jobTitle: 'Geschäftsführerin',
        department: 'Geschäftsleitung',
        departmentSize: '1-10',
        roles: BUYER_ADMIN_ROLES,
        isAdmin: true,
        gtcAccepted: true,
      },
      {
        // A second buyer of the company with a basket of its own (baskets are per user).
        username: 'bauer-dispo',
        salutation: 'Herr',
        firstName: 'Felix',
        lastName: 'Hartmann',
        phone: '+49 911 64218-22',
        mobile: '+49 151 70923381',
        jobTitle: 'Disponent',
        department: 'Einkauf',
        departmentSize: '1-10',
        roles: ['MyOffers_Purchase'],
        isAdmin: false,
        gtcAccepted: true,
      },
    ],
  },
  {
    key: 'aviat',
    type: 'buyer',
    name: 'Aviat Energie eG',
    domain: 'aviat-energie.de',
    addressLine1: 'Hanauer Landstraße 190',
    postCode: '60314',
    city: 'Frankfurt am Main',
    county: 'Hessen',
    vatId: 'DE256190347',
    features: features({ productAdditives: true, sharedCreditLimits: true }),
    users: [
      {
        username: 'aviat',
        salutation: 'Herr',
        firstName: 'Michael',
        lastName: 'Krüger',
        phone: '+49 69 4089-2100',
        mobile: '+49 172 8834510',
        jobTitle: 'Vorstand Einkauf',
        department: 'Einkauf',
        departmentSize: '11-50',
        roles: ['ChildAccounts_View', 'ChildAccounts_Offers_View', 'MyRelationships_View', 'MyOffers_Purchase'],
        isAdmin: true,
        gtcAccepted: true,
      },
    ],
  },
  {
    key: 'aviatNord',
    type: 'buyer',
    name: 'Aviat Tankstellen Nord GmbH',
    domain: 'aviat-nord.de',
    addressLine1: 'Am Lindener Hafen 5',
    postCode: '30453',
    city: 'Hannover',
    county: 'Niedersachsen',
    vatId: 'DE281736405',
    features: features({ sharedCreditLimits: true }),
    parent: 'aviat',
    users: [
      {
        username: 'aviat-nord',
        salutation: 'Frau',
        firstName: 'Katharina',
        lastName: 'Lange',
        phone: '+49 511 21694-30',
        mobile: '+49 160 3387162',
        jobTitle: 'Leiterin Einkauf',
        department: 'Einkauf',
        departmentSize: '1-10',
        roles: BUYER_ADMIN_ROLES,
        isAdmin: true,
        gtcAccepted: true,
      },
    ],
  },
  {
    key: 'aviatSued',
    type: 'buyer',
    name: 'Aviat Tankstellen Süd GmbH',
    domain: 'aviat-sued.de',
    addressLine1: 'Daimlerstraße 28',
    postCode: '89079',
    city: 'Ulm',
    county: 'Baden-Württemberg',
    vatId: 'DE293104876',
    features: features({ sharedCreditLimits: true }),
    parent: 'aviat',
    users: [
      {
        username: 'aviat-sued',
        salutation: 'Herr',
        firstName: 'Florian',
        lastName: 'Huber',
        phone: '+49 731 93611-40',
        mobile: '+49 176 21459983',
        jobTitle: 'Einkäufer',
        department: 'Einkauf',
        departmentSize: '1-10',
        roles: BUYER_ADMIN_ROLES,
        isAdmin: true,
        gtcAccepted: true,
      },
    ],
  },
  // Platform administration
  {
    key: 'administration',
    type: 'admin',
    name: 'Fuelmarkt Administration',
    domain: 'fuelmarkt.de',
    addressLine1: 'Am Sandtorkai 50',
    postCode: '20457',
    city: 'Hamburg',
    county: 'Hamburg',
    vatId: 'DE312345678',
    features: features(),
    users: [
      {
        username: 'admin',
        salutation: 'Frau',
        firstName: 'Julia',
        lastName: 'Petersen',
        phone: '+49 40 123456-10',
        mobile: '+49 171 5520931',
        jobTitle: 'Administratorin',
        department: 'Plattform-Administration',
        departmentSize: '1-10',
        roles: [],
        isAdmin: true,
        gtcAccepted: true,
      },
      {
        username: 'betreiber',
        salutation: 'Herr',
        firstName: 'Daniel',
        lastName: 'Albers',
        phone: '+49 40 123456-20',
        mobile: '+49 170 4418265',
        jobTitle: 'Plattformbetreiber',
        department: 'Plattformbetrieb',
        departmentSize: '1-10',
        roles: ['Platform_Operator'],
        isAdmin: true,
        gtcAccepted: true,
      },
    ],
  },
];

export const demoEmail = (account: DemoAccount, user: DemoUser) => `${user.username}@${account.domain}`;
