// Issue 24 part 4, decision 050: one payment term. The term the buyer sees for a product in the market
// is the term of its order (confirmation, history, mail), whatever the retired relationship-level or
// child-account term says.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MarketOffersResponseSchema } from '@fuel/domain/contracts/market';
import { OrderHistoryResponseSchema } from '@fuel/domain/contracts/order-history';
import { formatDate } from '@fuel/domain/formats/date';
import { addDays } from '@fuel/domain/calendar/days';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import {
  accounts,
  childAccountSettings,
  mailOutbox,
  orders,
  paymentTerms,
  relationships,
  users,
} from '../../db/schema';
import { accountIdByName, createBuyer, createOffer, productIdByCode, setTerms } from '../../../test/trading-fixtures';

let t: TestApp;
let sellerId: number;
const termId = async (days: number) =>
  (await t.app.db.select({ id: paymentTerms.id }).from(paymentTerms).where(eq(paymentTerms.creditDays, days)))[0]!.id;
const confirmed = { confirmTerms: true, confirmBookingChecked: true };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  sellerId = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.now = new Date(TEST_NOW);
});

test('the seller set 21 days on the relationship and 7 on the product: the buyer sees and gets 7, everywhere', async () => {
  const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
  const buyer = await createBuyer(t.app.db);
  const relId = await setTerms(t.app.db, buyer.accountId, sellerId, {
    products: [{ productId: offer.productId, creditDays: 7 }],
  });
  // Legacy data of before decision 050: a relationship-level term that no order ever used.
  await t.app.db
    .update(relationships)
    .set({ paymentTermId: await termId(21) })
    .where(eq(relationships.id, relId));
  const a = await loginAs(t.app, buyer.username);

  const market = MarketOffersResponseSchema.parse((await a.get('/api/v2/offers')).json());
  expect(market.offers.find((o) => o.id === offer.id)!.creditDays).toBe(7);

  const res = await a.post('/api/orders', {
    items: [{ offerId: offer.id, quantityCbm: 10 }],
    ...confirmed,
    idempotencyKey: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const [o] = res.json().orders;
  const dueDate = addDays(o.collectionPeriod.endDate, 7);
  expect(o.paymentPeriod).toEqual({ creditDays: 7, dueDate });
  const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, o.id));
  expect(stored).toMatchObject({ creditDays: 7, dueDate, paymentTermId: null });

  const history = OrderHistoryResponseSchema.parse((await a.get('/api/orderHistory')).json());
  expect(history.orders.find((r) => r._id === o.id)!.paymentPeriod).toEqual({ creditDays: 7, dueDate });

  await t.app.outbox.drain();
  const [mail] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, `Auftragsbestätigung ${o.contractNumber}`));
  expect(mail!.text).toContain(`Zahlungsziel: 7 Tage, fällig am ${formatDate(dueDate)}`);
});

test("a child account orders on the term its seller granted it; the parent's retired child term does not enter", async () => {
  const offer = await createOffer(t.app.db, t.clock.now, {
    sellerAccountId: sellerId,
    productId: await productIdByCode(t.app.db, 'DIESEL-B7'),
  });
  const parent = await createBuyer(t.app.db);
  await t.app.db
    .update(users)
    .set({ roles: ['MyOffers_Purchase', 'ChildAccounts_View', 'ChildAccounts_Offers_View'] })
    .where(eq(users.id, parent.userId));
  const [child] = await t.app.db
    .insert(accounts)
    .values({ type: 'buyer', name: `Kind ${parent.accountId} GmbH`, platform: 'A', parentAccountId: parent.accountId })
    .returning({ id: accounts.id });
  await setTerms(t.app.db, child!.id, sellerId, { products: [{ productId: offer.productId, creditDays: 30 }] });
  await t.app.db.insert(childAccountSettings).values({ childAccountId: child!.id, paymentTermId: await termId(45) });
  const a = await loginAs(t.app, parent.username);

  const res = await a.post('/api/orders', {
    items: [{ offerId: offer.id, quantityCbm: 10, childAccountId: child!.id }],
    ...confirmed,
    idempotencyKey: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const [o] = res.json().orders;
  expect(o.buyer.id).toBe(child!.id);
  expect(o.paymentPeriod).toEqual({ creditDays: 30, dueDate: addDays(o.collectionPeriod.endDate, 30) });
});
