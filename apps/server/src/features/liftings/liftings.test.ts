import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { auditLog, liftings, offers, orders, webhookEvents } from '../../db/schema';
import { closeShortDue } from './liftings.service';
import { accountIdByName, orderOfNewBuyer } from '../../../test/trading-fixtures';

// Issue 28 part 1: the seller records liftings against a confirmed order; the order becomes TRANSFERRED,
// then COMPLETE within ±2 %; more is refused; both sides read them; nobody else does.

const SELLER = 'Hanseatische Mineralöl Handels GmbH';

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

/** A buyer's order of `cbm` at the demo seller, confirmed unless `confirm` is false. */
async function placedOrder(cbm: number, { confirm = true } = {}) {
  const placed = await orderOfNewBuyer(t.app, t.clock.now, {
    sellerAccountId: sellerId,
    sellerUsername: 'verkaeufer',
    cbm,
    confirm,
  });
  return { id: placed.order.id, buyer: placed.buyer, seller: placed.seller };
}

const lifting = (bol: string, litres15: number, extra: Record<string, unknown> = {}) => ({
  bolNumber: bol,
  liftedAt: '2026-11-20T07:30:00+01:00',
  litres15,
  ...extra,
});
const jobDeps = () => ({ db: t.app.db, now: () => t.clock.now, orderChanges: t.app.orderChanges });
const statusOf = async (id: number) => (await t.app.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

test('two liftings complete a 30 cbm order: transferred, then complete; both sides read them', async () => {
  const { id, buyer, seller } = await placedOrder(30);
  const first = await seller.post(
    `/api/orders/${id}/liftings`,
    lifting(`BOL-${id}-1`, 20_000, {
      ambientLitres: 20_110,
      temperatureC: 9.5,
      densityKgL: 0.8451,
      vehicleRef: 'HH-FM 123',
    }),
  );
  expect(first.statusCode).toBe(201);
  expect(first.json()).toMatchObject({
    orderedLitres: 30_000,
    liftedLitres: 20_000,
    remainingLitres: 10_000,
    tolerancePercent: 2,
    completeFromLitres: 29_400,
    maxLitres: 30_600,
    canRecord: true,
  });
  expect(first.json().liftings[0]).toMatchObject({
    bolNumber: `BOL-${id}-1`,
    liftedAt: '2026-11-20T06:30:00.000Z',
    litres15: 20_000,
    ambientLitres: 20_110,
    temperatureC: 9.5,
    densityKgL: 0.8451,
    vehicleRef: 'HH-FM 123',
  });
  expect(await statusOf(id)).toBe('TRANSFERRED');

  // 9,500 L more: 29,500 L is within 2 % of 30,000 L, so the order is complete and takes no more.
  const second = await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-${id}-2`, 9_500));
  expect(second.json()).toMatchObject({ liftedLitres: 29_500, remainingLitres: 500, canRecord: false });
  expect(await statusOf(id)).toBe('COMPLETE');
  const third = await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-${id}-3`, 100));
  expect(third.statusCode).toBe(409);
  expect(third.json().error.message).toBe('Die Bestellung ist bereits vollständig verladen.');

  const buyerView = await buyer.get(`/api/orders/${id}/liftings`);
  expect(buyerView.statusCode).toBe(200);
  expect(buyerView.json()).toMatchObject({ liftedLitres: 29_500, canRecord: false });
  expect(buyerView.json().liftings.map((l: { bolNumber: string }) => l.bolNumber)).toEqual([
    `BOL-${id}-1`,
    `BOL-${id}-2`,
  ]);
  expect((await buyer.get(`/api/orders/${id}`)).json().status).toBe('COMPLETE');
  const audits = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'order.lifted')));
  expect(audits).toHaveLength(2);

  // ERPs hear of each lifting: `lifting.recorded` to both sides' accounts (decision 068).
  await t.app.outbox.drain();
  const events = await t.app.db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.type, 'lifting.recorded'), sql`${webhookEvents.payload}->>'orderId' = ${String(id)}`));
  expect(events).toHaveLength(4);
  expect(events.map((e) => e.payload)).toContainEqual(
    expect.objectContaining({ orderStatus: 'COMPLETE', liftedLitres: 29_500, remainingLitres: 500 }),
  );
});

test('refusals change nothing: over the tolerance, unconfirmed, a BOL twice, bad input, not the seller', async () => {
  const { id, buyer, seller } = await placedOrder(10);
  const over = await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-${id}-X`, 10_201));
  expect(over.statusCode).toBe(409);
  expect(over.json().error).toMatchObject({
    code: 'LIFTING_REFUSED',
    message:
      'Die Menge übersteigt die Bestellung über die Toleranz von 2 % hinaus: höchstens noch 10.200 L können verladen werden.',
  });
  expect((await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-${id}-A`, 4_000))).statusCode).toBe(201);
  const twice = await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-${id}-A`, 1_000));
  expect(twice.statusCode).toBe(409);
  expect(twice.json().error.message).toBe(`Die Lieferscheinnummer BOL-${id}-A ist bereits erfasst.`);

  const bad = await seller.post(`/api/orders/${id}/liftings`, { bolNumber: ' ', liftedAt: 'gestern', litres15: 1.5 });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.fields).toMatchObject({
    bolNumber: 'Lieferscheinnummer ist ein Pflichtfeld.',
    liftedAt: 'Bitte geben Sie Datum und Uhrzeit der Verladung an.',
    litres15: 'Menge bei 15 °C: bitte geben Sie ganze Liter an.',
  });
  // A buyer may not record (403 by audience), another seller does not see the order (404).
  expect((await buyer.post(`/api/orders/${id}/liftings`, lifting(`BOL-${id}-B`, 1_000))).statusCode).toBe(403);
  const other = await loginAs(t.app, 'verkaeufer-rhein');
  expect((await other.post(`/api/orders/${id}/liftings`, lifting(`BOL-${id}-C`, 1_000))).statusCode).toBe(404);
  expect((await other.get(`/api/orders/${id}/liftings`)).statusCode).toBe(404);
  const rows = await t.app.db.select().from(liftings).where(eq(liftings.orderId, id));
  expect(rows.map((r) => r.litres15)).toEqual([4_000]);

  const open = await placedOrder(10, { confirm: false });
  const unconfirmed = await open.seller.post(`/api/orders/${open.id}/liftings`, lifting(`BOL-${open.id}`, 1_000));
  expect(unconfirmed.statusCode).toBe(409);
  expect(unconfirmed.json().error.message).toBe('Verladungen können nur zu bestätigten Bestellungen erfasst werden.');
  expect(await statusOf(open.id)).toBe('OPEN');
});

test('a partly lifted order is closed short after its collection period: complete, the rest back on the offer', async () => {
  const { id, seller } = await placedOrder(10);
  await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-${id}-S`, 6_000));
  const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
  const soldBefore = (await t.app.db.select().from(offers).where(eq(offers.id, row!.offerId!)))[0]!.soldLitres;

  // The day the period ends it stays open; from the next day on it is closed short.
  expect(await closeShortDue(jobDeps(), row!.collectionEndDate)).not.toContain(id);
  expect(await statusOf(id)).toBe('TRANSFERRED');
  const nextDay = new Date(`${row!.collectionEndDate}T12:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + 1);
  expect(await closeShortDue(jobDeps(), nextDay.toISOString().slice(0, 10))).toContain(id);
  expect(await statusOf(id)).toBe('COMPLETE');
  const soldAfter = (await t.app.db.select().from(offers).where(eq(offers.id, row!.offerId!)))[0]!.soldLitres;
  expect(soldBefore - soldAfter).toBe(4_000);
  const audits = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'order.closed_short')));
  expect(audits.map((a) => a.details)).toEqual([{ liftedLitres: 6_000, releasedLitres: 4_000 }]);
  // Closed is closed: a second run changes nothing, and no more liftings are taken.
  expect(await closeShortDue(jobDeps(), nextDay.toISOString().slice(0, 10))).toEqual([]);
  expect((await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-${id}-T`, 1_000))).statusCode).toBe(409);
});

test("a seller's own tolerance decides completion; only its company admins change it", async () => {
  const admin = await loginAs(t.app, 'verkaeufer');
  expect((await admin.get('/api/liftings/settings')).json()).toEqual({ tolerancePercent: 2 });
  const bad = await admin.put('/api/liftings/settings', { tolerancePercent: 12 });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.fields.tolerancePercent).toBe('Die Toleranz muss zwischen 0 und 10 % liegen.');
  expect((await admin.put('/api/liftings/settings', { tolerancePercent: 0.5 })).json()).toEqual({
    tolerancePercent: 0.5,
  });
  try {
    // ±0.5 % of 10,000 L: complete from 9,950 L, at most 10,050 L.
    const { id, seller } = await placedOrder(10);
    const over = await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-${id}-T1`, 10_051));
    expect(over.json().error.message).toContain('Toleranz von 0,5 %');
    const nearly = await seller.post(`/api/orders/${id}/liftings`, lifting(`BOL-${id}-T2`, 9_900));
    expect(nearly.json()).toMatchObject({ tolerancePercent: 0.5, completeFromLitres: 9_950, maxLitres: 10_050 });
    expect(await statusOf(id)).toBe('TRANSFERRED');

    // A buyer has no lifting settings; a seller's user who is not a company admin may read, not change.
    const { buyer } = await placedOrder(5);
    expect((await buyer.get('/api/liftings/settings')).statusCode).toBe(403);
  } finally {
    await admin.put('/api/liftings/settings', { tolerancePercent: 2 });
  }
});
