import { inArray } from 'drizzle-orm';
import type { AdditiveOfferStatus } from '@fuel/domain/additives/additive-rules';
import { unitPriceE4FromInput } from '@fuel/domain/additives/additive-rules';
import { minorFromMajor } from '@fuel/domain/pricing/money';
import type { DbOrTx } from '../client';
import {
  additiveLocations,
  additiveOffers,
  additiveProductUnits,
  additivePurchaseUnits,
  products,
  relationshipAdditiveProducts,
  relationships,
} from '../schema';
import { categorySortOf } from './demo-catalog';
import type { DemoAccountKey } from './demo-accounts';

/**
 * The additive market of the demo (issue 17): purchase units, three more additives beside the
 * catalogue's three, which additive is sold in which units, the additive seller's relationships,
 * the additives sellers allow their buyers, additive offers of the additive seller (Nordwest
 * Additiv-Technik, `verkaeufer-additive`) and of a fuel seller that also sells additives
 * (Hanseatische, `verkaeufer`), and the buyers' delivery locations. Additive orders and empty-barrel
 * requests are written by the ordering side's seed.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_PURCHASE_UNITS: Array<typeof additivePurchaseUnits.$inferInsert> = [
  {
    code: 'KANISTER_10L',
    name: 'Kanister 10 L',
    container: 'CANISTER',
    size: '10',
    unit: 'lt',
    litres: 10,
    returnable: true,
    sort: 10,
  },
  {
    code: 'KANISTER_20L',
    name: 'Kanister 20 L',
    container: 'CANISTER',
    size: '20',
    unit: 'lt',
    litres: 20,
    returnable: true,
    sort: 20,
  },
  {
    code: 'FASS_200L',
    name: 'Fass 200 L',
    container: 'DRUM',
    size: '200',
    unit: 'lt',
    litres: 200,
    returnable: true,
    sort: 30,
  },
  {
    code: 'IBC_1CBM',
    name: 'IBC-Container 1 cbm',
    container: 'IBC',
    size: '1',
    unit: 'cbm',
    litres: 1000,
    returnable: true,
    sort: 40,
  },
  {
    code: 'LOSE_LITER',
    name: 'Lose Ware (je Liter)',
    container: 'BULK',
    size: '1',
    unit: 'lt',
    litres: 1,
    returnable: false,
    sort: 50,
  },
];

/** More additives than the catalogue's three (demo-catalog.ts): sold by the litre like them. */
export const DEMO_MORE_ADDITIVES = [
  { code: 'DIESEL-BIOZID', name: 'Diesel-Biozid gegen Dieselpest' },
  { code: 'CETAN-PLUS', name: 'Cetanzahlverbesserer Cetan Plus' },
  { code: 'HEL-STABILISATOR', name: 'Heizöl-Stabilisator Langzeit' },
] as const;

type AdditiveCode =
  'ADBLUE' | 'HEL-ADDITIV-PREMIUM' | 'DIESEL-FLIESS-WINTER' | (typeof DEMO_MORE_ADDITIVES)[number]['code'];
type UnitCode = (typeof DEMO_PURCHASE_UNITS)[number]['code'];

/** The units each additive is sold in: AdBlue in every size and in bulk, the dosing additives in containers. */
export const DEMO_PRODUCT_UNITS: Record<AdditiveCode, UnitCode[]> = {
  ADBLUE: ['KANISTER_10L', 'KANISTER_20L', 'FASS_200L', 'IBC_1CBM', 'LOSE_LITER'],
  'HEL-ADDITIV-PREMIUM': ['KANISTER_10L', 'KANISTER_20L', 'FASS_200L'],
  'DIESEL-FLIESS-WINTER': ['KANISTER_20L', 'FASS_200L', 'IBC_1CBM'],
  'DIESEL-BIOZID': ['KANISTER_10L', 'KANISTER_20L', 'FASS_200L'],
  'CETAN-PLUS': ['KANISTER_20L', 'FASS_200L', 'IBC_1CBM'],
  'HEL-STABILISATOR': ['KANISTER_20L', 'FASS_200L'],
};

type DemoAdditiveOffer = {
  seller: DemoAccountKey;
  product: AdditiveCode;
  unit: UnitCode;
  /** Price per unit, EUR (CHF for brand B). */
  price: number;
  minUnits: number;
  maxUnits: number;
  totalUnits: number;
  deliveryDays: number;
  status?: AdditiveOfferStatus;
  comment?: string;
  ageDays: number;
};

export const DEMO_ADDITIVE_OFFERS: DemoAdditiveOffer[] = [
  {
    seller: 'additivTechnik',
    product: 'ADBLUE',
    unit: 'KANISTER_10L',
    price: 12.9,
    minUnits: 10,
    maxUnits: 500,
    totalUnits: 4000,
    deliveryDays: 2,
    ageDays: 40,
  },
  {
    seller: 'additivTechnik',
    product: 'ADBLUE',
    unit: 'FASS_200L',
    price: 98,
    minUnits: 1,
    maxUnits: 40,
    totalUnits: 300,
    deliveryDays: 3,
    ageDays: 40,
  },
  {
    seller: 'additivTechnik',
    product: 'ADBLUE',
    unit: 'IBC_1CBM',
    price: 385,
    minUnits: 1,
    maxUnits: 20,
    totalUnits: 120,
    deliveryDays: 3,
    ageDays: 35,
  },
  {
    seller: 'additivTechnik',
    product: 'ADBLUE',
    unit: 'LOSE_LITER',
    price: 0.365,
    minUnits: 2000,
    maxUnits: 30000,
    totalUnits: 400000,

    deliveryDays: 5,
    comment: 'Lieferung per Tankwagen mit Pumpe, Schlauchlänge 30 m.',
    ageDays: 30,
  },
  {
    seller: 'additivTechnik',
    product: 'DIESEL-FLIESS-WINTER',
    unit: 'KANISTER_20L',
    price: 89.9,
    minUnits: 2,
    maxUnits: 100,
    totalUnits: 800,
    deliveryDays: 2,
    comment: 'Dosierung 1:1000, wirksam bis -22 °C.',
    ageDays: 20,
  },
  {
    seller: 'additivTechnik',
    product: 'DIESEL-FLIESS-WINTER',
    unit: 'FASS_200L',
    price: 799,
    minUnits: 1,
    maxUnits: 10,
    totalUnits: 60,
    deliveryDays: 4,
    ageDays: 20,
  },
  {
    seller: 'additivTechnik',
    product: 'DIESEL-BIOZID',
    unit: 'KANISTER_10L',
    price: 149,
    minUnits: 1,
    maxUnits: 50,
    totalUnits: 200,
    deliveryDays: 3,
    ageDays: 15,
  },
  {
    seller: 'additivTechnik',
    product: 'CETAN-PLUS',
    unit: 'FASS_200L',
    price: 1180,
    minUnits: 1,
    maxUnits: 8,
    totalUnits: 24,
    deliveryDays: 7,
    ageDays: 12,
  },
  {
    seller: 'additivTechnik',
    product: 'HEL-STABILISATOR',
    unit: 'KANISTER_20L',
    price: 118.5,
    minUnits: 1,
    maxUnits: 60,
    totalUnits: 300,
    deliveryDays: 3,
    status: 'PAUSED',
    ageDays: 10,
  },
  {
    seller: 'hanseatische',
    product: 'HEL-ADDITIV-PREMIUM',
    unit: 'KANISTER_20L',
    price: 94.5,
    minUnits: 1,
    maxUnits: 80,
    totalUnits: 500,
    deliveryDays: 2,
    ageDays: 60,
  },
  {
    seller: 'hanseatische',
    product: 'HEL-ADDITIV-PREMIUM',
    unit: 'FASS_200L',
    price: 845,
    minUnits: 1,
    maxUnits: 12,
    totalUnits: 40,
    deliveryDays: 4,
    ageDays: 60,
  },
  {
    seller: 'hanseatische',
    product: 'ADBLUE',
    unit: 'IBC_1CBM',
    price: 398,
    minUnits: 1,
    maxUnits: 10,
    totalUnits: 50,
    deliveryDays: 2,
    comment: 'Abholung auch ab Tanklager Hamburg-Harburg möglich.',
    ageDays: 25,
  },
];

/** Relationships of the additive seller (the fuel sellers' ones are demo-relationships.ts). */
const ADDITIVE_SELLER_BUYERS: Array<{
  buyer: DemoAccountKey;
  additivesEnabled: boolean;
  creditLimit: number;
  ageDays: number;
}> = [
  { buyer: 'schmidt', additivesEnabled: true, creditLimit: 40_000, ageDays: 90 },
  { buyer: 'aviat', additivesEnabled: true, creditLimit: 60_000, ageDays: 120 },
];

/** The additives each seller allows each buyer (with credit days), where the relationship allows additives. */
const ALLOWED_ADDITIVES: Array<{
  seller: DemoAccountKey;
  buyer: DemoAccountKey;
  products: AdditiveCode[];
  creditDays: 14 | 30;
}> = [
  {
    seller: 'additivTechnik',
    buyer: 'schmidt',
    products: ['ADBLUE', 'DIESEL-FLIESS-WINTER', 'DIESEL-BIOZID', 'HEL-STABILISATOR'],
    creditDays: 30,
  },
  {
    seller: 'additivTechnik',
    buyer: 'aviat',
    products: ['ADBLUE', 'DIESEL-FLIESS-WINTER', 'CETAN-PLUS'],
    creditDays: 14,
  },
  { seller: 'hanseatische', buyer: 'schmidt', products: ['HEL-ADDITIV-PREMIUM', 'ADBLUE'], creditDays: 30 },
];

export const DEMO_ADDITIVE_LOCATIONS: Array<{
  account: DemoAccountKey;
  street: string;
  postCode: string;
  city: string;
  county: string;
}> = [
  { account: 'schmidt', street: 'Hafenstraße 112', postCode: '28217', city: 'Bremen', county: 'Bremen' },
  { account: 'schmidt', street: 'Industriestraße 8', postCode: '27572', city: 'Bremerhaven', county: 'Bremen' },
  { account: 'schmidt', street: 'Gewerbering 21', postCode: '26135', city: 'Oldenburg', county: 'Niedersachsen' },
  { account: 'aviat', street: 'Speditionsstraße 4', postCode: '20457', city: 'Hamburg', county: 'Hamburg' },
  { account: 'aviat', street: 'Am Autohof 2', postCode: '21079', city: 'Hamburg', county: 'Hamburg' },
  { account: 'bauer', street: 'Lagerweg 5', postCode: '94032', city: 'Passau', county: 'Bayern' },
];

export async function writeDemoAdditives(
  tx: DbOrTx,
  accountId: (key: DemoAccountKey) => number,
  now: Date,
): Promise<void> {
  const productId = await writeCatalogue(tx);
  await writeAdditiveRelationships(tx, accountId, productId, now);
  await writeOffers(tx, accountId, productId, now);
  await tx.insert(additiveLocations).values(
    DEMO_ADDITIVE_LOCATIONS.map(({ account, ...address }) => ({
      ...address,
      accountId: accountId(account),
      country: 'DE',
      createdAt: now,
      updatedAt: now,
    })),
  );
}

type Ids = { product: (code: AdditiveCode) => number; unit: (code: UnitCode) => number };

const byCode = <K extends string>(rows: Array<{ id: number; code: string }>, what: string) => {
  const ids = new Map(rows.map((r) => [r.code, r.id]));
  return (code: K): number => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`demo data: unknown ${what} ${code}`);
    return id;
  };
};

async function writeCatalogue(tx: DbOrTx): Promise<Ids> {
  await tx.insert(products).values(
    DEMO_MORE_ADDITIVES.map((p) => ({
      ...p,
      type: 'additive' as const,
      category: 'OTHER' as const,
      categorySort: categorySortOf('OTHER'),
      density: null,
      unit: 'lt' as const,
    })),
  );
  const unitRows = await tx
    .insert(additivePurchaseUnits)
    .values(DEMO_PURCHASE_UNITS)
    .returning({ id: additivePurchaseUnits.id, code: additivePurchaseUnits.code });
  const productRows = await tx
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, Object.keys(DEMO_PRODUCT_UNITS)));
  const ids: Ids = {
    product: byCode<AdditiveCode>(productRows, 'additive'),
    unit: byCode<UnitCode>(unitRows, 'purchase unit'),
  };
  await tx
    .insert(additiveProductUnits)
    .values(
      (Object.entries(DEMO_PRODUCT_UNITS) as Array<[AdditiveCode, UnitCode[]]>).flatMap(([product, units]) =>
        units.map((unit) => ({ productId: ids.product(product), purchaseUnitId: ids.unit(unit) })),
      ),
    );
  return ids;
}

async function writeAdditiveRelationships(
  tx: DbOrTx,
  accountId: (key: DemoAccountKey) => number,
  ids: Ids,
  now: Date,
): Promise<void> {
  await tx.insert(relationships).values(
    ADDITIVE_SELLER_BUYERS.map((r) => {
      const at = new Date(now.getTime() - r.ageDays * DAY_MS);
      return {
        buyerAccountId: accountId(r.buyer),
        sellerAccountId: accountId('additivTechnik'),
        buyerStatus: 'ENABLED' as const,
        sellerStatus: 'ENABLED' as const,
        additivesEnabled: r.additivesEnabled,
        creditLimitMinor: minorFromMajor(r.creditLimit),
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  const rels = await tx
    .select({ id: relationships.id, buyer: relationships.buyerAccountId, seller: relationships.sellerAccountId })
    .from(relationships)
    .where(inArray(relationships.sellerAccountId, [...new Set(ALLOWED_ADDITIVES.map((a) => accountId(a.seller)))]));
  const relationshipOf = (seller: DemoAccountKey, buyer: DemoAccountKey) => {
    const rel = rels.find((r) => r.seller === accountId(seller) && r.buyer === accountId(buyer));
    if (!rel) throw new Error(`demo data: no relationship ${seller} -> ${buyer}`);
    return rel.id;
  };
  await tx.insert(relationshipAdditiveProducts).values(
    ALLOWED_ADDITIVES.flatMap((a) =>
      a.products.map((code) => ({
        relationshipId: relationshipOf(a.seller, a.buyer),
        productId: ids.product(code),
        creditDays: a.creditDays,
      })),
    ),
  );
}

async function writeOffers(tx: DbOrTx, accountId: (key: DemoAccountKey) => number, ids: Ids, now: Date): Promise<void> {
  await tx.insert(additiveOffers).values(
    DEMO_ADDITIVE_OFFERS.map((o) => {
      const at = new Date(now.getTime() - o.ageDays * DAY_MS);
      return {
        sellerAccountId: accountId(o.seller),
        productId: ids.product(o.product),
        purchaseUnitId: ids.unit(o.unit),
        status: o.status ?? 'ACTIVE',
        pricePerUnitE4: unitPriceE4FromInput(o.price),
        minUnits: o.minUnits,
        maxUnits: o.maxUnits,
        totalUnits: o.totalUnits,
        deliveryDays: o.deliveryDays,
        comment: o.comment ?? null,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
