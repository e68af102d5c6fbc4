import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import type { Relationship } from '@fuel/domain/contracts/relationships';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { ACCEPT_NEEDS_TERMS_MESSAGE } from '@fuel/domain/contracts/relationships';
import { BUYER_PRODUCTS_MESSAGES } from '@fuel/domain/contracts/buyer-management';
import {
  accounts,
  auditLog,
  mailOutbox,
  products,
  relationshipProducts,
  relationships,
  relationshipTerminals,
  terminals,
} from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const accountId = async (name: string) => {
  const [row] = await t.app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name));
  return row!.id;
};
const HANSE = 'Hanseatische Mineralöl Handels GmbH';
const RHEIN = 'Rhein-Ruhr Tanklager GmbH';
const SUED = 'Süddeutsche Brennstoff AG';
const MITTE = 'Mitteldeutsche Kraftstoff GmbH';
const SCHMIDT = 'Heizöl Schmidt GmbH & Co. KG';
const BAUER = 'Energiehandel Bauer GmbH';
const ADDITIVE = 'Nordwest Additiv-Technik GmbH';

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
  return row;
};
const lastMailId = async () => {
  const rows = await t.app.db.select({ id: mailOutbox.id }).from(mailOutbox);
  return rows.reduce((m, r) => Math.max(m, r.id), 0);
};
/** Terms a seller sets when accepting: 50,000 EUR, one terminal and one fuel with a payment term of 14 days. */
const acceptTerms = async (overrides: Record<string, unknown> = {}) => {
  const [fuel] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.type, 'fuel')).limit(1);
  const [terminal] = await t.app.db.select({ id: terminals.id }).from(terminals).limit(1);
  return {
    creditLimit: 50_000,
    terminalIds: [terminal!.id],
    products: [{ productId: fuel!.id, creditDays: 14, dailyLimitCbm: null }],
    ...overrides,
  };
};
const mailsSince = (id: number) => t.app.db.select().from(mailOutbox).where(gt(mailOutbox.id, id));
const auditsOf = (relationshipId: number, action: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'relationship'),
        eq(auditLog.entityId, String(relationshipId)),
        eq(auditLog.action, action),
      ),
    );
const byName = (list: Relationship[], name: string) => list.find((r) => r.counterparty.name === name);

describe('GET /api/relationships/{accountType}', () => {
  test('a buyer lists its sellers: other.status is the seller side, credit only for the active one', async () => {
    const a = await loginAs(t.app, 'kaeufer');
    const res = await a.get('/api/relationships/seller');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Relationship[];
    expect(list.map((r) => r.counterparty.name).sort()).toEqual([ADDITIVE, HANSE, MITTE, RHEIN, SUED].sort());
    // Open requests first.
    expect(list[0]).toMatchObject({
      counterparty: { name: RHEIN },
      isNew: true,
      other: { status: 'NEW' },
      status: 'ENABLED',
      buyerStatus: 'ENABLED',
    });
    expect(byName(list, HANSE)).toMatchObject({
      other: { status: 'ENABLED', additivesEnabled: true },
      sellerStatus: 'ENABLED',
      isNew: false,
      currency: 'EUR',
      credit: { limit: 250000 },
    });
    const credit = byName(list, HANSE)!.credit!;
    expect(credit.free).toBeCloseTo(Math.max(0, 250000 - credit.used), 2);
    expect(byName(list, SUED)).toMatchObject({ other: { status: 'IN_REVIEW' }, credit: null });
    expect(byName(list, MITTE)).toMatchObject({
      other: { status: 'DECLINED' },
      credit: null,
      message: expect.stringContaining('Region Nord'),
    });
    expect(byName(list, HANSE)!.counterparty.city).toBe('Hamburg');
  });

  test('a seller lists only its own buyers; other.status is the buyer side', async () => {
    const a = await loginAs(t.app, 'verkaeufer');
    const list = (await a.get('/api/relationships/buyer')).json() as Relationship[];
    expect(list.map((r) => r.counterparty.name)).toContain(SCHMIDT);
    const hanseId = await accountId(HANSE);
    const own = await t.app.db.select().from(relationships).where(eq(relationships.sellerAccountId, hanseId));
    expect(list.map((r) => r.id).sort()).toEqual(own.map((r) => r.id).sort());
    expect(byName(list, BAUER)).toMatchObject({
      status: 'DISABLED',
      other: { status: 'ENABLED' },
      buyerStatus: 'ENABLED',
      credit: null,
    });
    expect(byName(list, SCHMIDT)).toMatchObject({ status: 'ENABLED', credit: { limit: 250000 } });
  });

  test('asking for one own side is refused (403); a bad account type is bad input (400); admins may not list', async () => {
    expect((await (await loginAs(t.app, 'kaeufer')).get('/api/relationships/buyer')).statusCode).toBe(403);
    expect((await (await loginAs(t.app, 'verkaeufer')).get('/api/relationships/seller')).statusCode).toBe(403);
    const bad = await (await loginAs(t.app, 'kaeufer')).get('/api/relationships/admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect((await (await loginAs(t.app, 'admin')).get('/api/relationships/seller')).statusCode).toBe(403);
  });

  test('the seller badge counts open requests only, per seller', async () => {
    expect((await (await loginAs(t.app, 'verkaeufer-rhein')).get('/api/relationships/buyer/new-count')).json()).toEqual(
      { count: 1 },
    );
    expect((await (await loginAs(t.app, 'verkaeufer')).get('/api/relationships/buyer/new-count')).json()).toEqual({
      count: 0,
    });
    expect((await (await loginAs(t.app, 'kaeufer')).get('/api/relationships/buyer/new-count')).statusCode).toBe(403);
  });

  test('available sellers: neither active nor with an open request; a declined one shows its earlier status', async () => {
    const res = await (await loginAs(t.app, 'kaeufer')).get('/api/relationships/seller/available');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: await accountId(MITTE), name: MITTE, city: expect.any(String), previousStatus: 'DECLINED' },
    ]);
    const bauer = (await (await loginAs(t.app, 'bauer')).get('/api/relationships/seller/available')).json();
    expect(bauer.map((s: { name: string }) => s.name).sort()).toEqual([ADDITIVE, HANSE, MITTE, RHEIN].sort());
    expect(bauer.find((s: { name: string }) => s.name === HANSE).previousStatus).toBe('DISABLED');
    expect((await (await loginAs(t.app, 'neukunde')).get('/api/relationships/seller/available')).statusCode).toBe(403);
  });
});

describe('POST /api/relationships (buyer requests)', () => {
  test('a new request: NEW on the seller side, the seller admins are mailed, audited, counted in the badge', async () => {
    const mark = await lastMailId();
    const a = await loginAs(t.app, 'bauer');
    const res = await a.post('/api/relationships', {
      sellerAccountId: await accountId(RHEIN),
      message: 'Wir möchten ab Köln-Godorf beziehen.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      counterparty: { name: RHEIN },
      other: { status: 'NEW' },
      status: 'ENABLED',
      isNew: true,
      credit: null,
    });
    const row = (await pair(BAUER, RHEIN))!;
    expect(row).toMatchObject({
      buyerStatus: 'ENABLED',
      sellerStatus: 'NEW',
      message: 'Wir möchten ab Köln-Godorf beziehen.',
    });
    const mails = await mailsSince(mark);
    expect(mails.map((m) => m.to)).toEqual(['verkaeufer-rhein@rhein-ruhr-tanklager.de']);
    expect(mails[0].subject).toContain(BAUER);
    expect(mails[0].text).toContain('Köln-Godorf');
    expect(await auditsOf(row.id, 'relationship.requested')).toHaveLength(1);
    expect((await (await loginAs(t.app, 'verkaeufer-rhein')).get('/api/relationships/buyer/new-count')).json()).toEqual(
      { count: 2 },
    );

    const again = await a.post('/api/relationships', { sellerAccountId: await accountId(RHEIN) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('RELATIONSHIP_REQUEST_OPEN');
  });

  test('a declined relationship is re-opened by a new request', async () => {
    const before = (await pair(SCHMIDT, MITTE))!;
    const res = await (
      await loginAs(t.app, 'kaeufer')
    ).post('/api/relationships', { sellerAccountId: await accountId(MITTE) });
    expect(res.statusCode).toBe(201);
    const after = (await pair(SCHMIDT, MITTE))!;
    expect(after).toMatchObject({ id: before.id, sellerStatus: 'NEW', buyerStatus: 'ENABLED', message: null });
    expect((await auditsOf(before.id, 'relationship.requested'))[0].details).toMatchObject({ reopened: true });
  });

  test('refusals: active, in review, unknown seller, a buyer as seller, no role, bad input; nothing changes', async () => {
    const a = await loginAs(t.app, 'kaeufer');
    const active = await a.post('/api/relationships', { sellerAccountId: await accountId(HANSE) });
    expect(active.statusCode).toBe(409);
    expect(active.json().error.code).toBe('RELATIONSHIP_ALREADY_ACTIVE');
    const review = await a.post('/api/relationships', { sellerAccountId: await accountId(SUED) });
    expect(review.json().error.code).toBe('RELATIONSHIP_REQUEST_OPEN');
    for (const id of [999999, await accountId(BAUER)]) {
      const res = await a.post('/api/relationships', { sellerAccountId: id });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('RELATIONSHIP_SELLER_NOT_FOUND');
    }
    for (const body of [
      {},
      { sellerAccountId: 'x' },
      { sellerAccountId: 1, message: 'x'.repeat(1001) },
      { sellerAccountId: 1, extra: true },
    ]) {
      const res = await a.post('/api/relationships', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(
      (await (await loginAs(t.app, 'neukunde')).post('/api/relationships', { sellerAccountId: await accountId(RHEIN) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await (
          await loginAs(t.app, 'verkaeufer')
        ).post('/api/relationships', { sellerAccountId: await accountId(RHEIN) })
      ).statusCode,
    ).toBe(403);
    expect(await pair('Brennstoffe Weber e.K.', RHEIN)).toBeUndefined();
    expect((await pair(SCHMIDT, SUED))!.sellerStatus).toBe('IN_REVIEW');
  });

  test('two concurrent requests for one pair create one relationship', async () => {
    const a = await loginAs(t.app, 'aviat');
    const sellerAccountId = await accountId(SUED);
    const results = await Promise.all([
      a.post('/api/relationships', { sellerAccountId }),
      a.post('/api/relationships', { sellerAccountId }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.app.db
      .select()
      .from(relationships)
      .where(
        and(
          eq(relationships.buyerAccountId, await accountId('Aviat Energie eG')),
          eq(relationships.sellerAccountId, sellerAccountId),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/relationships/{id}/decision (seller decisions)', () => {
  const decide = async (username: string, id: number, body: Record<string, unknown>) =>
    (await loginAs(t.app, username)).post(`/api/relationships/${id}/decision`, body);

  test('accept with terms: ENABLED with the terms in one step, the buyer is always mailed "angenommen", audited', async () => {
    const rel = (await pair(SCHMIDT, RHEIN))!;
    const mark = await lastMailId();
    const terms = await acceptTerms();
    const res = await decide('verkaeufer-rhein', rel.id, { decision: 'ACCEPT', notifyBuyer: false, terms });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: rel.id,
      status: 'ENABLED',
      sellerStatus: 'ENABLED',
      isNew: false,
      credit: { limit: 50_000, used: 0, free: 50_000 },
    });
    const stored = (await pair(SCHMIDT, RHEIN))!;
    expect(stored).toMatchObject({ creditLimitMinor: 5_000_000, termsVersion: rel.termsVersion + 1 });
    // The one payment term is the product's (decision 050).
    expect(
      (await t.app.db.select().from(relationshipProducts).where(eq(relationshipProducts.relationshipId, rel.id))).map(
        (p) => p.creditDays,
      ),
    ).toEqual([14]);
    expect(
      await t.app.db.select().from(relationshipTerminals).where(eq(relationshipTerminals.relationshipId, rel.id)),
    ).toHaveLength(1);
    const mails = await mailsSince(mark);
    expect(mails.map((m) => m.to)).toEqual(['kaeufer@heizoel-schmidt.de']);
    expect(mails[0].subject).toContain('angenommen');
    expect(await auditsOf(rel.id, 'relationship.accepted')).toHaveLength(1);
    expect(await auditsOf(rel.id, 'buyer-terms.updated')).toHaveLength(1);
    // The buyer's sellers page shows the term of the granted product (decision 050).
    const mine = (
      (await (await loginAs(t.app, 'kaeufer')).get('/api/relationships/seller')).json() as Relationship[]
    ).find((r) => r.id === rel.id)!;
    expect(mine.paymentTerms).toEqual([
      { productId: terms.products[0]!.productId, productName: expect.any(String), additive: false, creditDays: 14 },
    ]);
    const again = await decide('verkaeufer-rhein', rel.id, { decision: 'ACCEPT', terms });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('RELATIONSHIP_STATUS_CONFLICT');
  });

  test('accepting without terms, or with terms the server refuses, changes nothing (German 400)', async () => {
    const rel = (await pair(SCHMIDT, SUED))!;
    expect(rel.sellerStatus).toBe('IN_REVIEW');
    const mark = await lastMailId();
    const bare = await decide('verkaeufer-sued', rel.id, { decision: 'ACCEPT' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields.terms).toBe(ACCEPT_NEEDS_TERMS_MESSAGE);
    const noProducts = await decide('verkaeufer-sued', rel.id, {
      decision: 'ACCEPT',
      terms: await acceptTerms({ products: [] }),
    });
    expect(noProducts.statusCode).toBe(400);
    expect(JSON.stringify(noProducts.json().error)).toContain('Bitte wählen Sie mindestens ein Produkt.');
    // Passes the schema, refused inside the transaction: the acceptance is rolled back with it.
    const unknown = await decide('verkaeufer-sued', rel.id, {
      decision: 'ACCEPT',
      terms: await acceptTerms({ terminalIds: [999_999] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.terminalIds).toBe('Unbekanntes oder inaktives Terminal.');
    // An additive among the fuels is refused the same way (issue 24).
    const [additive] = await t.app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.type, 'additive'))
      .limit(1);
    const mixed = await decide('verkaeufer-sued', rel.id, {
      decision: 'ACCEPT',
      terms: await acceptTerms({ products: [{ productId: additive!.id, creditDays: 14, dailyLimitCbm: null }] }),
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.fields.products).toBe(BUYER_PRODUCTS_MESSAGES.fuelsOnly);
    expect((await pair(SCHMIDT, SUED))!).toMatchObject({
      sellerStatus: 'IN_REVIEW',
      creditLimitMinor: null,
      termsVersion: rel.termsVersion,
    });
    expect(await auditsOf(rel.id, 'relationship.accepted')).toHaveLength(0);
    expect(await mailsSince(mark)).toHaveLength(0);
    expect(
      (await decide('verkaeufer-sued', rel.id, { decision: 'DECLINE', terms: await acceptTerms() })).statusCode,
    ).toBe(400);
  });

  test('an additive-only seller accepts without fuels; a fuel among its terms is refused (decision 054)', async () => {
    const asked = await (
      await loginAs(t.app, 'bauer')
    ).post('/api/relationships', { sellerAccountId: await accountId(ADDITIVE) });
    expect(asked.statusCode, asked.body).toBe(201);
    const rel = (await pair(BAUER, ADDITIVE))!;
    const fuel = await decide('verkaeufer-additive', rel.id, { decision: 'ACCEPT', terms: await acceptTerms() });
    expect(fuel.statusCode).toBe(403);
    expect(fuel.json().error.code).toBe('FUEL_NOT_AVAILABLE');
    expect((await pair(BAUER, ADDITIVE))!.sellerStatus).not.toBe('ENABLED');
    const res = await decide('verkaeufer-additive', rel.id, {
      decision: 'ACCEPT',
      terms: await acceptTerms({ products: [] }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: rel.id, status: 'ENABLED', credit: { limit: 50_000 } });
    expect(
      await t.app.db.select().from(relationshipProducts).where(eq(relationshipProducts.relationshipId, rel.id)),
    ).toHaveLength(0);
  });

  test('in review and decline mail the buyer only when asked, with the message', async () => {
    const rel = (await pair(BAUER, RHEIN))!;
    let mark = await lastMailId();
    expect(
      (
        await decide('verkaeufer-rhein', rel.id, {
          decision: 'IN_REVIEW',
          message: 'Wir prüfen Ihre Bonität.',
          notifyBuyer: true,
        })
      ).statusCode,
    ).toBe(200);
    let mails = await mailsSince(mark);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'bauer@energiehandel-bauer.de' });
    expect(mails[0].text).toContain('Wir prüfen Ihre Bonität.');
    expect((await pair(BAUER, RHEIN))!).toMatchObject({
      sellerStatus: 'IN_REVIEW',
      message: 'Wir prüfen Ihre Bonität.',
    });

    mark = await lastMailId();
    expect((await decide('verkaeufer-rhein', rel.id, { decision: 'DECLINE' })).statusCode).toBe(200);
    mails = await mailsSince(mark);
    expect(mails).toHaveLength(0);
    expect((await pair(BAUER, RHEIN))!.sellerStatus).toBe('DECLINED');
    expect(await auditsOf(rel.id, 'relationship.declined')).toHaveLength(1);
    // Declined: nothing more to decide until the buyer asks again.
    expect((await decide('verkaeufer-rhein', rel.id, { decision: 'IN_REVIEW' })).statusCode).toBe(409);
  });

  test('disable: DISABLED, the terms are cleared, the buyer can ask again', async () => {
    const rel = (await pair('Aviat Tankstellen Süd GmbH', HANSE))!;
    expect(rel.creditLimitMinor).not.toBeNull();
    const res = await decide('verkaeufer', rel.id, {
      decision: 'DISABLE',
      message: 'Vertrag beendet.',
      notifyBuyer: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'DISABLED', credit: null });
    const after = (await pair('Aviat Tankstellen Süd GmbH', HANSE))!;
    expect(after).toMatchObject({
      sellerStatus: 'DISABLED',
      creditLimitMinor: null,
      termsVersion: rel.termsVersion + 1,
    });
    expect(
      await t.app.db.select().from(relationshipTerminals).where(eq(relationshipTerminals.relationshipId, rel.id)),
    ).toEqual([]);
    expect(
      await t.app.db.select().from(relationshipProducts).where(eq(relationshipProducts.relationshipId, rel.id)),
    ).toEqual([]);
    const again = await (
      await loginAs(t.app, 'aviat-sued')
    ).post('/api/relationships', { sellerAccountId: await accountId(HANSE) });
    expect(again.statusCode).toBe(201);
    expect((await pair('Aviat Tankstellen Süd GmbH', HANSE))!.sellerStatus).toBe('NEW');
  });

  test("a seller never changes another seller's relationship; buyers may not decide; bad input is 400", async () => {
    const rel = (await pair('Aviat Tankstellen Nord GmbH', RHEIN))!;
    const other = await decide('verkaeufer', rel.id, { decision: 'DISABLE' });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('RELATIONSHIP_NOT_FOUND');
    expect((await decide('verkaeufer', 999999, { decision: 'ACCEPT', terms: await acceptTerms() })).statusCode).toBe(
      404,
    );
    expect((await decide('aviat-nord', rel.id, { decision: 'DISABLE' })).statusCode).toBe(403);
    expect((await decide('disposition', rel.id, { decision: 'DISABLE' })).statusCode).toBe(403);
    for (const body of [{}, { decision: 'DELETE' }, { decision: 'ACCEPT', notifyBuyer: 'ja' }]) {
      expect((await decide('verkaeufer-rhein', rel.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await (await loginAs(t.app, 'verkaeufer-rhein')).post('/api/relationships/abc/decision', { decision: 'ACCEPT' }))
        .statusCode,
    ).toBe(400);
    expect((await pair('Aviat Tankstellen Nord GmbH', RHEIN))!.sellerStatus).toBe('ENABLED');
  });
});
