// Shared credit limits (issue 24 part 6, decision 051): a shareholder group whose parent switched
// sharedCreditLimits on draws on the parent's limit with each seller, in every view and at placement.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AccountFeatures } from '@fuel/domain/contracts/metadata';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { accounts, relationships } from '../../db/schema';
import { accountIdByName, createCompany, createOffer, setTerms } from '../../../test/trading-fixtures';

const SELLER = 'Hanseatische Mineralöl Handels GmbH';
// createOffer's default price: 98.45 EUR per 100 L; 10 cbm = 9,845.00 net + 19 % VAT = 11,715.55 gross.
const GROSS_10_CBM = 11_715.55;

let t: TestApp;
let sellerId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  sellerId = await accountIdByName(t.app.db, SELLER);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date(TEST_NOW);
});

const NONE: AccountFeatures = { productAdditives: false, newsBox: false, sharedCreditLimits: false, triggers: false };

/** Parent (20,000.00 with the seller) and two children with generous own limits (90,000.00 each). */
async function group(
  opts: {
    parentShares?: boolean;
    childrenShare?: boolean;
    parentLimitMinor?: number | null;
    parentTrades?: boolean;
  } = {},
) {
  const db = t.app.db;
  const parent = await createCompany(db, 'buyer', { features: { sharedCreditLimits: opts.parentShares ?? true } });
  const childOpts = {
    parentAccountId: parent.accountId,
    features: { sharedCreditLimits: opts.childrenShare ?? false },
  };
  const nord = await createCompany(db, 'buyer', { ...childOpts, name: `Nord ${parent.accountId} GmbH` });
  const sued = await createCompany(db, 'buyer', { ...childOpts, name: `Süd ${parent.accountId} GmbH` });
  if (opts.parentTrades !== false) {
    await setTerms(db, parent.accountId, sellerId, {
      creditLimitMinor: opts.parentLimitMinor === undefined ? 20_000_00 : opts.parentLimitMinor,
    });
  }
  const nordRel = await setTerms(db, nord.accountId, sellerId, { creditLimitMinor: 90_000_00 });
  const suedRel = await setTerms(db, sued.accountId, sellerId, { creditLimitMinor: 90_000_00 });
  const offer = await createOffer(db, t.clock.now, {
    sellerAccountId: sellerId,
    totalLitres: 500_000,
    maxOrderLitres: 50_000,
  });
  return { parent, nord, sued, nordRel, suedRel, offer };
}

const order = (
  agent: Awaited<ReturnType<typeof loginAs>>,
  offerId: number,
  quantityCbm: number,
  childAccountId?: number,
) =>
  agent.post('/api/orders', {
    items: [{ offerId, quantityCbm, ...(childAccountId ? { childAccountId } : {}) }],
    confirmTerms: true,
    confirmBookingChecked: true,
    idempotencyKey: randomUUID(),
  });

test("a child's order is refused when the group's total would exceed the parent's limit, although its own use is low", async () => {
  const g = await group();
  const sued = await loginAs(t.app, g.sued.username);
  const nord = await loginAs(t.app, g.nord.username);
  expect((await order(sued, g.offer.id, 10)).statusCode).toBe(201);

  // Nord has used nothing of its own 90,000.00, but the pool has 20,000.00 - 11,715.55 = 8,284.45 left.
  const refused = await order(nord, g.offer.id, 10);
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json().error.code).toBe('INSUFFICIENT_CREDIT');
  // 7 cbm = 8,201.89 gross still fits the pool.
  expect((await order(nord, g.offer.id, 7)).statusCode).toBe(201);
});

test('a parent ordering for two children in one submit counts both lines against the pool', async () => {
  const g = await group();
  const parent = await loginAs(t.app, g.parent.username);
  const res = await parent.post('/api/orders', {
    items: [
      { offerId: g.offer.id, quantityCbm: 10, childAccountId: g.nord.accountId },
      { offerId: g.offer.id, quantityCbm: 10, childAccountId: g.sued.accountId },
    ],
    confirmTerms: true,
    confirmBookingChecked: true,
    idempotencyKey: randomUUID(),
  });
  // Each line alone fits 20,000.00; together (23,431.10) they do not.
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().error.code).toBe('INSUFFICIENT_CREDIT');
});

test('the basket, the relationships list and the dashboard show the pooled figures and who shares them', async () => {
  const g = await group();
  expect((await order(await loginAs(t.app, g.sued.username), g.offer.id, 10)).statusCode).toBe(201);
  const nord = await loginAs(t.app, g.nord.username);
  const members = [
    { id: g.parent.accountId, name: g.parent.name },
    { id: g.nord.accountId, name: g.nord.name },
    { id: g.sued.accountId, name: g.sued.name },
  ];
  const pooled = { limit: 20_000, used: GROSS_10_CBM, free: 8_284.45, sharedWith: members };

  expect((await nord.post('/api/basket', { offerId: g.offer.id, quantityCbm: 5 })).statusCode).toBe(201);
  // 5 cbm = 5,857.78 gross (4,922.50 net + 935.28 VAT).
  expect((await nord.get('/api/basket')).json().credit).toEqual([
    expect.objectContaining({
      limit: 20_000,
      free: 8_284.45,
      basketGross: 5_857.78,
      leftAfter: 2_426.67,
      enough: true,
      shared: true,
    }),
  ]);

  const mine = (await nord.get('/api/relationships/seller')).json() as Array<{
    counterparty: { id: number };
    credit: unknown;
  }>;
  expect(mine.find((r) => r.counterparty.id === sellerId)!.credit).toEqual(pooled);

  const figures = (await nord.get('/api/dashboard/figures')).json();
  expect(figures.credit).toEqual([{ seller: { id: sellerId, name: SELLER }, currency: 'EUR', credit: pooled }]);
});

test("the seller's buyer management shows the pool (limit, used, free, members) beside the pair's own limit", async () => {
  const g = await group();
  expect((await order(await loginAs(t.app, g.sued.username), g.offer.id, 10)).statusCode).toBe(201);
  const seller = await loginAs(t.app, 'verkaeufer');
  const terms = (await seller.get(`/api/buyer-management/${g.nordRel}`)).json();
  // The field the seller edits stays the child's own limit; the credit is what the child orders against.
  expect(terms.creditLimit).toBe(90_000);
  expect(terms.credit).toMatchObject({ limit: 20_000, used: GROSS_10_CBM, free: 8_284.45 });
  expect(terms.credit.sharedWith.map((m: { id: number }) => m.id)).toEqual([
    g.parent.accountId,
    g.nord.accountId,
    g.sued.accountId,
  ]);

  const list = (await seller.get('/api/relationships/buyer')).json() as Array<{
    id: number;
    credit: { free: number; sharedWith?: unknown };
  }>;
  expect(list.find((r) => r.id === g.nordRel)!.credit).toMatchObject({ limit: 20_000, free: 8_284.45 });
  expect(list.find((r) => r.id === g.suedRel)!.credit).toMatchObject({ limit: 20_000, used: GROSS_10_CBM });
});

test('switching the flag off returns to per-account limits and changes no stored limit', async () => {
  const g = await group();
  const sued = await loginAs(t.app, g.sued.username);
  const nord = await loginAs(t.app, g.nord.username);
  expect((await order(sued, g.offer.id, 10)).statusCode).toBe(201);
  expect((await order(nord, g.offer.id, 10)).statusCode).toBe(409);

  await t.app.db.update(accounts).set({ features: NONE }).where(eq(accounts.id, g.parent.accountId));
  expect((await order(nord, g.offer.id, 10)).statusCode).toBe(201);
  const mine = (await nord.get('/api/relationships/seller')).json() as Array<{
    counterparty: { id: number };
    credit: unknown;
  }>;
  expect(mine.find((r) => r.counterparty.id === sellerId)!.credit).toEqual({
    limit: 90_000,
    used: GROSS_10_CBM,
    free: 78_284.45,
  });

  const limits = await t.app.db
    .select({ id: relationships.id, limit: relationships.creditLimitMinor })
    .from(relationships)
    .where(eq(relationships.sellerAccountId, sellerId));
  expect(limits.filter((r) => r.id === g.nordRel || r.id === g.suedRel).map((r) => r.limit)).toEqual([
    90_000_00, 90_000_00,
  ]);
});

test("only the parent's flag counts: children that have it on while the parent has it off keep their own limits", async () => {
  const g = await group({ parentShares: false, childrenShare: true });
  expect((await order(await loginAs(t.app, g.sued.username), g.offer.id, 10)).statusCode).toBe(201);
  expect((await order(await loginAs(t.app, g.nord.username), g.offer.id, 10)).statusCode).toBe(201);
});

test('without a trading relationship of the parent with the seller, each account keeps its own limit there', async () => {
  const g = await group({ parentTrades: false });
  expect((await order(await loginAs(t.app, g.sued.username), g.offer.id, 10)).statusCode).toBe(201);
  const nord = await loginAs(t.app, g.nord.username);
  expect((await order(nord, g.offer.id, 10)).statusCode).toBe(201);
  const mine = (await nord.get('/api/relationships/seller')).json() as Array<{
    counterparty: { id: number };
    credit: { sharedWith?: unknown };
  }>;
  expect(mine.find((r) => r.counterparty.id === sellerId)!.credit.sharedWith).toBeUndefined();
});

test('a parent without a limit with the seller leaves the whole group without credit there', async () => {
  const g = await group({ parentLimitMinor: null });
  const res = await order(await loginAs(t.app, g.nord.username), g.offer.id, 5);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().error.code).toBe('INSUFFICIENT_CREDIT');
});
