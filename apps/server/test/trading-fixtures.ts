// Test support for every test that trades: offers and buyer terms made by the test itself, so the
// tests do not depend on the demo offers or the demo buyer terms.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  accounts,
  deliveryAddresses,
  liftingPeriods,
  offers,
  orders,
  products,
  regions,
  relationshipProducts,
  relationships,
  relationshipTerminals,
  terminals,
  users,
} from '../src/db/schema';
import { addDays } from '@fuel/domain/calendar/days';
import { businessDate } from '@fuel/domain/offers/business-time';
import type { AccountFeatures } from '@fuel/domain/contracts/metadata';
import { loginAs } from './demo-login';

export async function accountIdByName(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  if (!row) throw new Error(`no account ${name}`);
  return row.id;
}

export async function userByName(db: Db, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

export async function productIdByCode(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.code, code));
  return row!.id;
}

export async function terminalIdByCode(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: terminals.id }).from(terminals).where(eq(terminals.code, code));
  return row!.id;
}

export type TestOffer = typeof offers.$inferInsert;

/** An active fixed-price offer open all day from yesterday to ten days on (at 09:30 Berlin by default). */
export async function createOffer(
  db: Db,
  now: Date,
  values: Partial<TestOffer> & { sellerAccountId: number },
): Promise<typeof offers.$inferSelect> {
  const today = businessDate(now);
  const [lifting] = await db.select().from(liftingPeriods).orderBy(liftingPeriods.sort).limit(1);
  const [row] = await db
    .insert(offers)
    .values({
      productId: values.productId ?? (await productIdByCode(db, 'HEL-SCHWEFELARM')),
      terminalId: values.deliveryRegionId ? null : (values.terminalId ?? (await terminalIdByCode(db, 'HB-IND'))),
      status: 'ACTIVE',
      pricingType: 'FIXED',
      pricePer100lE4: 984500,
      totalLitres: 100_000,
      minOrderLitres: 5_000,
      maxOrderLitres: 40_000,
      startDate: addDays(today, -1),
      endDate: addDays(today, 10),
      dailyStartTime: '00:00',
      dailyEndTime: '23:59',
      liftingPeriodId: lifting?.id ?? null,
      ...values,
    })
    .returning();
  return row!;
}

export type TestTerms = {
  creditLimitMinor?: number | null;
  products?: Array<{ productId: number; creditDays?: number; dailyLimitLitres?: number | null }>;
  terminalIds?: number[];
  sellerStatus?: 'NEW' | 'ENABLED' | 'DECLINED' | 'IN_REVIEW' | 'DISABLED';
};

/** Sets (or creates) the buyer-seller relationship with the given terms; ENABLED on both sides by default. */
export async function setTerms(
  db: Db,
  buyerAccountId: number,
  sellerAccountId: number,
  terms: TestTerms,
): Promise<number> {
  const [existing] = await db
    .select()
    .from(relationships)
    .where(and(eq(relationships.buyerAccountId, buyerAccountId), eq(relationships.sellerAccountId, sellerAccountId)));
  const values = {
    buyerStatus: 'ENABLED' as const,
    sellerStatus: terms.sellerStatus ?? 'ENABLED',
    creditLimitMinor: terms.creditLimitMinor === undefined ? 100_000_00 : terms.creditLimitMinor,
  };
  const id = existing
    ? (
        await db
          .update(relationships)
          .set(values)
          .where(eq(relationships.id, existing.id))
          .returning({ id: relationships.id })
      )[0]!.id
    : (
        await db
          .insert(relationships)
          .values({ buyerAccountId, sellerAccountId, ...values })
          .returning({ id: relationships.id })
      )[0]!.id;
  await db.delete(relationshipProducts).where(eq(relationshipProducts.relationshipId, id));
  await db.delete(relationshipTerminals).where(eq(relationshipTerminals.relationshipId, id));
  const productRows = terms.products ?? [{ productId: await productIdByCode(db, 'HEL-SCHWEFELARM') }];
  await db.insert(relationshipProducts).values(
    productRows.map((p) => ({
      relationshipId: id,
      productId: p.productId,
      creditDays: p.creditDays ?? 14,
      dailyLimitLitres: p.dailyLimitLitres ?? null,
    })),
  );
  const terminalIds = terms.terminalIds ?? [await terminalIdByCode(db, 'HB-IND')];
  if (terminalIds.length > 0)
    await db
      .insert(relationshipTerminals)
      .values(terminalIds.map((terminalId) => ({ relationshipId: id, terminalId })));
  return id;
}

export type TestCompanyOptions = {
  name?: string;
  country?: string;
  parentAccountId?: number;
  features?: Partial<AccountFeatures>;
  /** The user's roles; by default a buyer's purchase and relationship roles, a seller's relationship role. */
  roles?: string[];
};

const NO_FEATURES: AccountFeatures = {
  productAdditives: false,
  newsBox: false,
  sharedCreditLimits: false,
  triggers: false,
};

/** A company with one admin user who logs in with the demo password (hash copied from kaeufer). */
export async function createCompany(db: Db, type: 'buyer' | 'seller' | 'admin', opts: TestCompanyOptions = {}) {
  const suffix = randomBytes(4).toString('hex');
  const template = await userByName(db, 'kaeufer');
  const name =
    opts.name ??
    (type === 'buyer'
      ? `Testkäufer ${suffix} GmbH`
      : `Test${type === 'seller' ? 'verkäufer' : 'admin'} ${suffix} GmbH`);
  const [account] = await db
    .insert(accounts)
    .values({
      type,
      name,
      platform: 'A',
      country: opts.country ?? 'DE',
      parentAccountId: opts.parentAccountId ?? null,
      features: { ...NO_FEATURES, ...opts.features },
    })
    .returning({ id: accounts.id });
  const username = `${type === 'buyer' ? 'kaeufer' : type === 'seller' ? 'verkaeufer' : 'admin'}_${suffix}`;
  const [user] = await db
    .insert(users)
    .values({
      accountId: account!.id,
      username,
      email: `${username}@example.de`,
      passwordHash: template.passwordHash,
      firstName: 'Test',
      lastName: type === 'buyer' ? 'Käufer' : type === 'seller' ? 'Verkäufer' : 'Admin',
      roles:
        opts.roles ??
        (type === 'buyer'
          ? ['MyOffers_Purchase', 'MyRelationships_View']
          : type === 'seller'
            ? ['MyRelationships_View']
            : []),
      isAdmin: true,
      gtcAcceptedAt: new Date(),
    })
    .returning({ id: users.id });
  return { accountId: account!.id, userId: user!.id, username, name };
}

/** A buyer company with one purchasing user who logs in with the demo password. */
export function createBuyer(db: Db, opts: { country?: string } = {}) {
  return createCompany(db, 'buyer', opts);
}

export async function createDeliveryAddress(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .insert(deliveryAddresses)
    .values({ accountId, company: 'Lager Test', street: 'Hafenstraße 1', postCode: '28197', city: 'Bremen' })
    .returning({ id: deliveryAddresses.id });
  return row!.id;
}

export async function anyRegionId(db: Db): Promise<number> {
  const [row] = await db.select({ id: regions.id }).from(regions).limit(1);
  return row!.id;
}

/** The stored orders of an offer, and their ids per idempotency key (replay tests: each key stored once). */
export async function storedOrdersByKey(
  db: Db,
  offerId: number,
): Promise<{ rows: { id: number; key: string | null }[]; byKey: Map<string, number[]> }> {
  const rows = await db
    .select({ id: orders.id, key: orders.idempotencyKey })
    .from(orders)
    .where(eq(orders.offerId, offerId));
  const byKey = new Map<string, number[]>();
  for (const r of rows) byKey.set(r.key!, [...(byKey.get(r.key!) ?? []), r.id]);
  return { rows, byKey };
}

/**
 * A new buyer (with terms and a 500,000 limit at the seller) orders `cbm` of a new offer of the seller
 * through the API; `sellerUsername` confirms it unless `confirm` is false. The order row and both
 * sides' clients (liftings, invoices and their CSV tests start from such an order).
 */
export async function orderOfNewBuyer(
  app: FastifyInstance,
  now: Date,
  opts: { sellerAccountId: number; sellerUsername: string; cbm: number; confirm?: boolean },
) {
  const offer = await createOffer(app.db, now, { sellerAccountId: opts.sellerAccountId });
  const company = await createBuyer(app.db);
  await setTerms(app.db, company.accountId, opts.sellerAccountId, { creditLimitMinor: 500_000_00 });
  const buyer = await loginAs(app, company.username);
  const res = await buyer.post('/api/orders', {
    items: [{ offerId: offer.id, quantityCbm: opts.cbm }],
    confirmTerms: true,
    confirmBookingChecked: true,
    idempotencyKey: randomUUID(),
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().orders[0].id as number;
  const seller = await loginAs(app, opts.sellerUsername);
  if (opts.confirm !== false) expect((await seller.post(`/api/orders/${id}/confirm`, {})).statusCode).toBe(200);
  const [order] = await app.db.select().from(orders).where(eq(orders.id, id));
  return { order: order!, buyer, buyerAccountId: company.accountId, seller };
}
