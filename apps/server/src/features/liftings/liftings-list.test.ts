import { afterAll, beforeAll, expect, test } from 'vitest';
import { LiftableOrdersSchema, LiftingListSchema, type LiftingList } from '@fuel/domain/contracts/liftings';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { accountIdByName, orderOfNewBuyer } from '../../../test/trading-fixtures';

// Issue 28 part 4: the "Verladungen" screen's reads. Sellers list their liftings across orders, buyers
// the liftings of their orders; nobody sees another's. Sellers pick from their liftable orders.

const SELLER = 'Hanseatische Mineralöl Handels GmbH';

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let sellerId: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  sellerId = await accountIdByName(t.app.db, SELLER);
  seller = await loginAs(t.app, 'verkaeufer');
});
afterAll(() => t.close());

/** A new buyer's order of `cbm` at the demo seller, confirmed unless `confirm` is false. */
async function placedOrder(cbm: number, { confirm = true } = {}) {
  const { order, buyer } = await orderOfNewBuyer(t.app, t.clock.now, {
    sellerAccountId: sellerId,
    sellerUsername: 'verkaeufer',
    cbm,
    confirm,
  });
  return { id: order.id, contract: order.contractNumber, buyer };
}

const lift = async (orderId: number, bolNumber: string, liftedAt: string, litres15: number) =>
  expect((await seller.post(`/api/orders/${orderId}/liftings`, { bolNumber, liftedAt, litres15 })).statusCode).toBe(
    201,
  );

async function list(as: typeof seller, query = ''): Promise<LiftingList> {
  const res = await as.get(`/api/liftings${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return LiftingListSchema.parse(res.json());
}

test('the seller lists its liftings newest first; dates (business days) and the search filter; buyers see theirs', async () => {
  const a = await placedOrder(30);
  const b = await placedOrder(10);
  // 23:30 in Berlin on 18 November is 22:30 UTC: it belongs to the 18th.
  await lift(a.id, `L-${a.id}-1`, '2026-11-18T23:30:00+01:00', 10_000);
  await lift(b.id, `L-${b.id}-1`, '2026-11-19T08:00:00+01:00', 4_000);
  await lift(a.id, `L-${a.id}-2`, '2026-11-20T07:30:00+01:00', 10_000);

  const all = await list(seller, `?q=L-`);
  const mine = all.items.filter((i) => [a.id, b.id].includes(i.orderId));
  expect(mine.map((i) => i.bolNumber)).toEqual([`L-${a.id}-2`, `L-${b.id}-1`, `L-${a.id}-1`]);
  expect(mine[0]).toMatchObject({
    contractNumber: a.contract,
    orderStatus: 'TRANSFERRED',
    litres15: 10_000,
    liftedAt: '2026-11-20T06:30:00.000Z',
    productName: expect.any(String),
  });
  expect(all).toMatchObject({ pageNumber: 1, pageLimit: 50 });

  const day18 = await list(seller, `?from=2026-11-18&to=2026-11-18&q=L-${a.id}`);
  expect(day18.items.map((i) => i.bolNumber)).toEqual([`L-${a.id}-1`]);
  const from19 = await list(seller, `?from=2026-11-19&q=L-`);
  expect(from19.items.filter((i) => [a.id, b.id].includes(i.orderId)).map((i) => i.bolNumber)).toEqual([
    `L-${a.id}-2`,
    `L-${b.id}-1`,
  ]);
  // By contract number: both liftings of the order, and the count of every page.
  const byContract = await list(seller, `?q=${encodeURIComponent(a.contract)}`);
  expect(byContract.items.map((i) => i.bolNumber)).toEqual([`L-${a.id}-2`, `L-${a.id}-1`]);
  expect(byContract.total).toBe(2);

  // The buyer of order b sees its one lifting with the seller's name; not order a's.
  const buyerView = await list(b.buyer);
  expect(buyerView.items.map((i) => i.bolNumber)).toEqual([`L-${b.id}-1`]);
  expect(buyerView.items[0]!.partnerName).toBe(SELLER);
  // Another seller sees none of them.
  const other = await list(await loginAs(t.app, 'verkaeufer-rhein'), '?q=L-');
  expect(other.items.filter((i) => [a.id, b.id].includes(i.orderId))).toEqual([]);
});

test('bad filters are refused in German', async () => {
  const res = await seller.get('/api/liftings?from=2026-13-01&pageNumber=0');
  expect(res.statusCode).toBe(400);
  expect(res.json().error.fields).toMatchObject({
    from: 'Verladen von ist kein gültiges Datum.',
    pageNumber: 'Seite muss mindestens 1 sein.',
  });
});

test('liftable orders: the seller’s confirmed and partly lifted orders with their litres; buyers may not ask', async () => {
  const confirmed = await placedOrder(10);
  const partly = await placedOrder(10);
  const open = await placedOrder(10, { confirm: false });
  const complete = await placedOrder(5);
  await lift(partly.id, `P-${partly.id}`, '2026-11-20T07:30:00+01:00', 3_000);
  await lift(complete.id, `C-${complete.id}`, '2026-11-20T07:30:00+01:00', 5_000);

  const res = await seller.get('/api/liftings/liftable-orders');
  expect(res.statusCode).toBe(200);
  const { orders } = LiftableOrdersSchema.parse(res.json());
  const byId = new Map(orders.map((o) => [o.orderId, o]));
  expect(byId.get(confirmed.id)).toMatchObject({
    contractNumber: confirmed.contract,
    status: 'CONFIRMED',
    orderedLitres: 10_000,
    liftedLitres: 0,
  });
  expect(byId.get(partly.id)).toMatchObject({ status: 'TRANSFERRED', liftedLitres: 3_000 });
  expect(byId.has(open.id)).toBe(false);
  expect(byId.has(complete.id)).toBe(false);

  expect((await confirmed.buyer.get('/api/liftings/liftable-orders')).statusCode).toBe(403);
  const other = await loginAs(t.app, 'verkaeufer-rhein');
  const theirs = LiftableOrdersSchema.parse((await other.get('/api/liftings/liftable-orders')).json());
  expect(theirs.orders.map((o) => o.orderId)).not.toContain(confirmed.id);
});
