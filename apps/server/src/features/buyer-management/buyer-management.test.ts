import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BUYER_PRODUCTS_MESSAGES, type BuyerTerms } from '@fuel/domain/contracts/buyer-management';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import {
  accounts,
  auditLog,
  orders,
  products,
  regions,
  relationshipProducts,
  relationships,
  relationshipTerminals,
  terminals,
  users,
} from '../../db/schema';
import { getBuyerTerms } from './buyer-terms.repository';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { createBuyer, setTerms } from '../../../test/trading-fixtures';
import { businessDate } from '@fuel/domain/offers/business-time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const HANSE = 'Hanseatische Mineralöl Handels GmbH';
const accountId = async (name: string) => {
  const [row] = await t.app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  return row!.id;
};
const pair = async (buyer: string, seller: string) => {
  const [row] = await t.app.db
    .select()
    .from(relationships)
    .where(
      and(
        eq(relationships.buyerAccountId, await accountId(buyer)),
        eq(relationships.sellerAccountId, await accountId(seller)),
      ),
    );
  return row!;
};
const productId = async (code: string) =>
  (await t.app.db.select().from(products).where(eq(products.code, code)))[0]!.id;
const terminalId = async (code: string) =>
  (await t.app.db.select().from(terminals).where(eq(terminals.code, code)))[0]!.id;
const url = (id: number) => `/api/buyer-management/${id}`;

describe('the demo buyer terms', () => {
  test('every relationship enabled on both sides has a limit, terminals and all fuels with a payment term each', async () => {
    const rels = await t.app.db.select().from(relationships);
    const enabled = rels.filter((r) => r.buyerStatus === 'ENABLED' && r.sellerStatus === 'ENABLED');
    expect(enabled.length).toBeGreaterThanOrEqual(8);
    const fuels = await t.app.db.select().from(products).where(eq(products.type, 'fuel'));
    // The additive-only seller (issue 17) has no terminals or fuels, only a limit (and additive terms).
    const additiveOnly = new Set(
      (await t.app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.sellerKind, 'ADDITIVES'))).map(
        (a) => a.id,
      ),
    );
    for (const r of enabled) {
      expect(r.creditLimitMinor).toBeGreaterThan(0);
      // Decision 050: the relationship-level term is retired; nothing sets it.
      expect(r.paymentTermId).toBeNull();
      if (additiveOnly.has(r.sellerAccountId)) continue;
      const allowedRegions = await t.app.db
        .selectDistinct({ region: terminals.regionId })
        .from(relationshipTerminals)
        .innerJoin(terminals, eq(terminals.id, relationshipTerminals.terminalId))
        .where(eq(relationshipTerminals.relationshipId, r.id));
      expect(allowedRegions.length).toBeGreaterThanOrEqual(2);
      const prods = await t.app.db
        .select()
        .from(relationshipProducts)
        .where(eq(relationshipProducts.relationshipId, r.id));
      expect(prods.map((p) => p.productId).sort()).toEqual(fuels.map((f) => f.id).sort());
      expect(prods.every((p) => p.creditDays === 14 || p.creditDays === 30)).toBe(true);
    }
    const schmidt = await pair('Heizöl Schmidt GmbH & Co. KG', HANSE);
    expect(schmidt.creditLimitMinor).toBe(25_000_000);
    const limited = await t.app.db.select().from(relationshipProducts);
    expect(limited.filter((p) => p.dailyLimitLitres !== null)).toHaveLength(1);
    // Seller 1 sells in Nord, West and Ost: every terminal of those regions.
    const nord = await t.app.db
      .select({ id: terminals.id })
      .from(terminals)
      .innerJoin(regions, eq(regions.id, terminals.regionId))
      .where(eq(regions.name, 'Nord'));
    const allowed = (
      await t.app.db.select().from(relationshipTerminals).where(eq(relationshipTerminals.relationshipId, schmidt.id))
    ).map((x) => x.terminalId);
    expect(nord.every((n) => allowed.includes(n.id))).toBe(true);
  });
});

describe('GET /api/buyer-management/{relationshipId}', () => {
  test("the seller reads the buyer's terms with limit, used and free credit", async () => {
    const rel = await pair('Heizöl Schmidt GmbH & Co. KG', HANSE);
    const res = await (await loginAs(t.app, 'verkaeufer')).get(url(rel.id));
    expect(res.statusCode).toBe(200);
    const body = res.json() as BuyerTerms;
    expect(body).toMatchObject({
      relationshipId: rel.id,
      buyer: { name: 'Heizöl Schmidt GmbH & Co. KG', city: expect.any(String) },
      sellerStatus: 'ENABLED',
      currency: 'EUR',
      creditLimit: 250000,
      termsVersion: rel.termsVersion,
    });
    expect(body.products.every((p) => p.creditDays === 30 && p.dailyLimitCbm === null)).toBe(true);
    expect(body).not.toHaveProperty('paymentTermId');
    expect(body.terminalIds).toContain(await terminalId('HH-HAR'));
    expect(body.credit.limit).toBe(250000);
    expect(body.credit.free).toBeCloseTo(Math.max(0, 250000 - body.credit.used), 2);
  });

  test('used credit: gross of credit-using, unpaid orders due today or later, for that buyer and seller only', async () => {
    const buyer = await accountId('Brennstoffe Weber e.K.');
    const seller = await accountId(HANSE);
    const rel = await pair('Brennstoffe Weber e.K.', HANSE);
    const [buyerUser] = await t.app.db.select().from(users).where(eq(users.username, 'neukunde'));
    const before = (await getBuyerTerms(t.app.db, buyer, seller, { today: businessDate(t.clock.now) }))!.usedMinor;
    const today = businessDate(t.clock.now);
    const shift = (days: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    const heating = await productId('HEL-SCHWEFELARM');
    let n = 0;
    const order = (
      status: 'OPEN' | 'CONFIRMED' | 'COMPLETE' | 'DECLINED' | 'DELETED',
      grossMinor: number,
      dueDate: string,
      paidAt: Date | null = null,
      sellerAccountId = seller,
    ) => {
      n += 1;
      return {
        contractNumber: `BM-TEST-${n}`,
        liftingMasterNumber: `LM-${n}`,
        pickupNumber: `P-${n}`,
        status,
        sellerAccountId,
        buyerAccountId: buyer,
        buyerUserId: buyerUser.id,
        productId: heating,
        litres: 1000,
        pricePer100lE4: 1,
        netMinor: grossMinor,
        vatRateBp: 0,
        vatMinor: 0,
        grossMinor,
        creditDays: 14,
        collectionStartDate: today,
        collectionEndDate: today,
        dueDate,
        paidAt,
      };
    };
    await t.app.db
      .insert(orders)
      .values([
        order('OPEN', 100_00, shift(10)),
        order('CONFIRMED', 250_50, today),
        order('COMPLETE', 1_000_00, shift(3), t.app.now()),
        order('DECLINED', 2_000_00, shift(3)),
        order('DELETED', 3_000_00, shift(3)),
        order('COMPLETE', 4_000_00, shift(-1)),
        order('OPEN', 5_000_00, shift(5), null, await accountId('Rhein-Ruhr Tanklager GmbH')),
      ]);
    const terms = (await getBuyerTerms(t.app.db, buyer, seller, { today }))!;
    expect(terms.usedMinor - before).toBe(350_50);
    const res = (await (await loginAs(t.app, 'verkaeufer')).get(url(rel.id))).json() as BuyerTerms;
    expect(res.credit).toEqual({
      limit: 50000,
      used: terms.usedMinor / 100,
      free: (5_000_000 - terms.usedMinor) / 100,
    });
    // neukunde has not accepted the terms yet: it does so before it may read its sellers (issue 11).
    const neukunde = await loginAs(t.app, 'neukunde');
    expect((await neukunde.post('/api/metadata/user/store/gtc-accepted', {})).statusCode).toBe(200);
    const buyerView = (await neukunde.get('/api/relationships/seller')).json();
    expect(buyerView.find((r: { id: number }) => r.id === rel.id).credit).toEqual(res.credit);
  });

  test('ownership: another seller gets 404, buyers and sellers without the role 403; bad id 400', async () => {
    const rel = await pair('Heizöl Schmidt GmbH & Co. KG', HANSE);
    const other = await (await loginAs(t.app, 'verkaeufer-rhein')).get(url(rel.id));
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('RELATIONSHIP_NOT_FOUND');
    expect((await (await loginAs(t.app, 'kaeufer')).get(url(rel.id))).statusCode).toBe(403);
    expect((await (await loginAs(t.app, 'disposition')).get(url(rel.id))).statusCode).toBe(403);
    expect((await (await loginAs(t.app, 'verkaeufer')).get('/api/buyer-management/abc')).statusCode).toBe(400);
  });
});

describe('PUT /api/buyer-management/{relationshipId}', () => {
  const validBody = async () => ({
    creditLimit: 123456.78,
    terminalIds: [await terminalId('HB-IND'), await terminalId('HH-HAR')],
    products: [
      { productId: await productId('DIESEL-B7'), creditDays: 21, dailyLimitCbm: 35.5 },
      { productId: await productId('HEL-SCHWEFELARM'), creditDays: 45, dailyLimitCbm: null },
    ],
  });

  test('saves the terms, bumps terms_version, writes an audit entry; getBuyerTerms reads them', async () => {
    const rel = await pair('Aviat Tankstellen Nord GmbH', HANSE);
    const a = await loginAs(t.app, 'verkaeufer');
    const body = { ...(await validBody()), termsVersion: rel.termsVersion };
    const res = await a.put(url(rel.id), body);
    expect(res.statusCode).toBe(200);
    const saved = res.json() as BuyerTerms;
    expect(saved).toMatchObject({ creditLimit: 123456.78, termsVersion: rel.termsVersion + 1 });
    expect(saved.terminalIds).toEqual([...body.terminalIds].sort((x, y) => x - y));
    expect(saved.products).toEqual(expect.arrayContaining(body.products));
    expect(saved.products).toHaveLength(2);
    expect((await a.get(url(rel.id))).json()).toEqual(saved);

    const terms = (await getBuyerTerms(t.app.db, rel.buyerAccountId, rel.sellerAccountId))!;
    // The Aviat group shares credit (decision 051): Nord trades under the parent's 400,000.00 with
    // this seller, while its own saved limit (above) is kept for when sharing is switched off.
    expect(terms).toMatchObject({
      relationshipId: rel.id,
      status: 'ENABLED',
      canTrade: true,
      creditLimitMinor: 40_000_000,
      termsVersion: rel.termsVersion + 1,
    });
    expect(terms.creditPool?.memberAccountIds).toContain(rel.buyerAccountId);
    expect(terms.products).toContainEqual({
      productId: await productId('DIESEL-B7'),
      creditDays: 21,
      dailyLimitLitres: 35_500,
    });
    const audits = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'relationship'),
          eq(auditLog.entityId, String(rel.id)),
          eq(auditLog.action, 'buyer-terms.updated'),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0].details).toMatchObject({
      termsVersion: rel.termsVersion + 1,
      before: { creditLimitMinor: 12_000_000 },
    });

    const stale = await a.put(url(rel.id), { ...body, creditLimit: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('BUYER_TERMS_CHANGED');
    expect((await pair('Aviat Tankstellen Nord GmbH', HANSE)).creditLimitMinor).toBe(12_345_678);
  });

  test('bad input is 400 with a German message and changes nothing', async () => {
    const rel = await pair('Aviat Energie eG', HANSE);
    const a = await loginAs(t.app, 'verkaeufer');
    const valid = await validBody();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, creditLimit: undefined }, 'creditLimit'],
      [{ ...valid, creditLimit: null }, 'creditLimit'],
      [{ ...valid, creditLimit: -1 }, 'creditLimit'],
      [{ ...valid, creditLimit: 10.123 }, 'creditLimit'],
      // The relationship-level term of before decision 050 is no field any more.
      [{ ...valid, paymentTermId: 1 }, '_'],
      [{ ...valid, products: [{ ...valid.products[0], creditDays: 10 }] }, 'products'],
      [{ ...valid, products: [{ ...valid.products[0], creditDays: undefined }] }, 'products'],
      [{ ...valid, products: [valid.products[0], valid.products[0]] }, 'products'],
      [{ ...valid, products: [{ ...valid.products[0], dailyLimitCbm: 0 }] }, 'products'],
      [{ ...valid, products: [{ ...valid.products[0], dailyLimitCbm: 1.2345 }] }, 'products'],
      [{ ...valid, terminalIds: [valid.terminalIds[0], valid.terminalIds[0]] }, 'terminalIds'],
      [{ ...valid, terminalIds: [999999] }, 'terminalIds'],
      [{ ...valid, products: [{ productId: 999999, creditDays: 7, dailyLimitCbm: null }] }, 'products'],
    ];
    for (const [body, field] of cases) {
      const res = await a.put(url(rel.id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields ?? {}).join(','), JSON.stringify(body)).toContain(field);
    }
    expect(await pair('Aviat Energie eG', HANSE)).toEqual(rel);
  });

  test('an additive among the fuel products, or a fuel among the additive products, is a German 400 and changes nothing (issue 24)', async () => {
    const rel = await pair('Heizöl Schmidt GmbH & Co. KG', HANSE);
    const a = await loginAs(t.app, 'verkaeufer');
    const before = (await a.get(url(rel.id))).json() as BuyerTerms;
    const valid = await validBody();
    const adblue = await productId('ADBLUE');
    const fuel = await a.put(url(rel.id), {
      ...valid,
      products: [...valid.products, { productId: adblue, creditDays: 14, dailyLimitCbm: null }],
    });
    expect(fuel.statusCode).toBe(400);
    expect(fuel.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { products: BUYER_PRODUCTS_MESSAGES.fuelsOnly },
    });
    const additive = await a.put(`${url(rel.id)}/additives`, {
      additivesEnabled: true,
      additiveProducts: [
        { productId: adblue, creditDays: 14 },
        { productId: await productId('DIESEL-B7'), creditDays: 14 },
      ],
    });
    expect(additive.statusCode).toBe(400);
    expect(additive.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { additiveProducts: BUYER_PRODUCTS_MESSAGES.additivesOnly },
    });
    expect((await a.get(url(rel.id))).json()).toEqual(before);
    const fuelRows = await t.app.db
      .select({ type: products.type })
      .from(relationshipProducts)
      .innerJoin(products, eq(products.id, relationshipProducts.productId))
      .where(eq(relationshipProducts.relationshipId, rel.id));
    expect(fuelRows.every((r) => r.type === 'fuel')).toBe(true);
  });

  test('refusals: closed relationship 409, another seller 404, buyer 403; nothing changes', async () => {
    const disabled = await pair('Energiehandel Bauer GmbH', HANSE);
    const a = await loginAs(t.app, 'verkaeufer');
    const closed = await a.put(url(disabled.id), await validBody());
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('BUYER_TERMS_CLOSED');
    expect(await pair('Energiehandel Bauer GmbH', HANSE)).toEqual(disabled);

    const foreign = await pair('Aviat Energie eG', 'Rhein-Ruhr Tanklager GmbH');
    expect((await a.put(url(foreign.id), await validBody())).statusCode).toBe(404);
    expect((await (await loginAs(t.app, 'aviat')).put(url(foreign.id), await validBody())).statusCode).toBe(403);
    expect(await pair('Aviat Energie eG', 'Rhein-Ruhr Tanklager GmbH')).toEqual(foreign);
  });

  test('getBuyerTerms: null without a relationship; a request not yet accepted does not trade', async () => {
    expect(
      await getBuyerTerms(
        t.app.db,
        await accountId('Brennstoffe Weber e.K.'),
        await accountId('Süddeutsche Brennstoff AG'),
      ),
    ).toBeNull();
    const open = (await getBuyerTerms(
      t.app.db,
      await accountId('Heizöl Schmidt GmbH & Co. KG'),
      await accountId('Rhein-Ruhr Tanklager GmbH'),
    ))!;
    expect(open).toMatchObject({
      status: 'NEW',
      canTrade: false,
      creditLimitMinor: null,
      terminalIds: [],
      products: [],
    });
  });

  test('the lock option serialises callers inside transactions', async () => {
    const buyer = await accountId('Heizöl Schmidt GmbH & Co. KG');
    const seller = await accountId(HANSE);
    const got = await t.app.db.transaction(async (tx) => getBuyerTerms(tx, buyer, seller, { lock: true }));
    expect(got).toMatchObject({ canTrade: true, creditLimitMinor: 25_000_000 });
  });
});

// Issue 25 part 2 (decision 054): the seller kind on every path that stores terms.
describe('the seller kind decides which terms a seller grants', () => {
  test('an additive-only seller grants no fuel terms, by the form or on accepting a buyer (403 FUEL_NOT_AVAILABLE); nothing changes', async () => {
    const nordwest = await accountId('Nordwest Additiv-Technik GmbH');
    const seller = await loginAs(t.app, 'verkaeufer-additive');
    const products = [{ productId: await productId('DIESEL-B7'), creditDays: 14, dailyLimitCbm: null }];
    const enabled = await createBuyer(t.app.db);
    const relId = await setTerms(t.app.db, enabled.accountId, nordwest, {});
    const before = await t.app.db
      .select()
      .from(relationshipProducts)
      .where(eq(relationshipProducts.relationshipId, relId));
    const put = await seller.put(url(relId), { creditLimit: 1000, terminalIds: [], products });
    expect(put.statusCode).toBe(403);
    expect(put.json().error).toMatchObject({ code: 'FUEL_NOT_AVAILABLE', message: ERROR_MESSAGES.FUEL_NOT_AVAILABLE });
    expect(
      await t.app.db.select().from(relationshipProducts).where(eq(relationshipProducts.relationshipId, relId)),
    ).toEqual(before);
    // Terms without fuels (a credit limit) stay possible.
    expect((await seller.put(url(relId), { creditLimit: 1000, terminalIds: [], products: [] })).statusCode).toBe(200);

    const waiting = await createBuyer(t.app.db);
    const waitingId = await setTerms(t.app.db, waiting.accountId, nordwest, { sellerStatus: 'NEW' });
    const accept = await seller.post(`/api/relationships/${waitingId}/decision`, {
      decision: 'ACCEPT',
      terms: { creditLimit: 1000, terminalIds: [], products },
    });
    expect(accept.statusCode).toBe(403);
    expect(accept.json().error.code).toBe('FUEL_NOT_AVAILABLE');
    expect((await t.app.db.select().from(relationships).where(eq(relationships.id, waitingId)))[0]!.sellerStatus).toBe(
      'NEW',
    );
  });

  test('a fuel-only seller grants no additive terms (403 ADDITIVES_NOT_AVAILABLE)', async () => {
    const sued = await accountId('Süddeutsche Brennstoff AG');
    const buyer = await createBuyer(t.app.db);
    const relId = await setTerms(t.app.db, buyer.accountId, sued, {});
    const res = await (
      await loginAs(t.app, 'verkaeufer-sued')
    ).put(`${url(relId)}/additives`, {
      additivesEnabled: true,
      additiveProducts: [{ productId: await productId('ADBLUE'), creditDays: 14 }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ADDITIVES_NOT_AVAILABLE');
  });
});
