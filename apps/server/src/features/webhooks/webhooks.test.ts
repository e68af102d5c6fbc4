// Webhooks (issue 27 part 3): endpoints, signed deliveries verified by the receiver's own HMAC,
// retries with backoff on a moved clock, rotation, resend, replay and the test event.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { WebhookEventType } from '@fuel/domain/contracts/webhooks';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { TEST_NOW } from '../../../test/test-clock';
import { accountIdByName, createCompany, createOffer, setTerms, userByName } from '../../../test/trading-fixtures';
import { startReceiver, verifies, type Receiver } from '../../../test/webhook-receiver';
import { auditLog, outbox, users, webhookDeliveries, webhookEvents } from '../../db/schema';
import { createEndpoint, eventsWork, recordEvents, sendTestEvent, WEBHOOK_EVENTS_WORK } from './webhooks.service';

let t: TestApp;
let rx: Receiver;
beforeAll(async () => {
  // A timeout a loaded machine's answers stay well inside (a 0.3 s one failed in CI), yet short for the 'hang' case.
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', WEBHOOK_TIMEOUT_MS: '3000' });
  rx = await startReceiver();
});
afterAll(async () => {
  await rx.close();
  await t.close();
});
beforeEach(() => {
  t.clock.now = new Date(TEST_NOW);
  rx.script.length = 0;
});

const later = (ms: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + ms);
};

async function adminOf(type: 'buyer' | 'seller') {
  const company = await createCompany(t.app.db, type);
  return { company, a: await loginAs(t.app, company.username) };
}

type Agent = Awaited<ReturnType<typeof adminOf>>['a'];
async function endpointOf(a: Agent, eventTypes: string[] = ['order.placed'], url = rx.url) {
  const res = await a.post('/api/webhooks/endpoints', { url, eventTypes, description: 'ERP' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { endpoint: { id: number; secretPrefix: string }; secret: string };
}

const deliveriesOf = async (a: Agent, query = '') => (await a.get(`/api/webhooks/deliveries${query}`)).json();

describe('endpoints', () => {
  test('a company admin creates, lists, edits and deletes endpoints; each step is audited', async () => {
    const { company, a } = await adminOf('seller');
    const created = await endpointOf(a, ['order.placed', 'offer.changed']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    expect(created.secret.startsWith(created.endpoint.secretPrefix.replace('…', ''))).toBe(true);
    expect(created.endpoint).toMatchObject({
      url: rx.url,
      description: 'ERP',
      active: true,
      previousSecretUntil: null,
    });
    const listed = (await a.get('/api/webhooks/endpoints')).json().endpoints;
    expect(listed).toEqual([created.endpoint]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const id = created.endpoint.id;
    const edited = await a.put(`/api/webhooks/endpoints/${id}`, {
      url: 'http://localhost:9/x',
      eventTypes: ['order.confirmed'],
      active: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id, eventTypes: ['order.confirmed'], active: false, description: null });
    expect((await a.delete(`/api/webhooks/endpoints/${id}`)).statusCode).toBe(204);
    expect((await a.get('/api/webhooks/endpoints')).json().endpoints).toEqual([]);

    const actions = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.accountId, company.accountId), eq(auditLog.entity, 'webhook_endpoint')));
    expect(actions.map((r) => r.action)).toEqual([
      'webhook_endpoint.created',
      'webhook_endpoint.updated',
      'webhook_endpoint.deleted',
    ]);
  });

  test('bad input is refused in German with 400', async () => {
    const { a } = await adminOf('buyer');
    const cases: Array<[unknown, string]> = [
      [{ url: 'ftp://x.de', eventTypes: ['order.placed'] }, 'Bitte geben Sie eine gültige http(s)-URL ein.'],
      [{ url: '', eventTypes: ['order.placed'] }, 'URL ist ein Pflichtfeld.'],
      [{ url: rx.url, eventTypes: [] }, 'Bitte wählen Sie mindestens ein Ereignis.'],
      [{ url: rx.url, eventTypes: ['order.eaten'] }, 'Unbekannter Ereignistyp.'],
    ];
    for (const [body, message] of cases) {
      const res = await a.post('/api/webhooks/endpoints', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().error.fields)).toContain(message);
    }
    expect((await a.post('/api/webhooks/endpoints/1/replay', { since: '20.11.2026' })).statusCode).toBe(400);
    expect((await a.get('/api/webhooks/deliveries?status=lost')).statusCode).toBe(400);
  });

  test('production accepts https only', async () => {
    const { company } = await adminOf('seller');
    const deps = { ...pick(t.app), config: { ...t.app.config, env: 'production' as const } };
    const auth = { accountId: company.accountId, userId: company.userId } as never;
    await expect(
      createEndpoint(deps, auth, { url: 'http://erp.example.de/hooks', eventTypes: ['order.placed'] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'WEBHOOK_URL_NOT_HTTPS',
      message: ERROR_MESSAGES.WEBHOOK_URL_NOT_HTTPS,
    });
    const ok = await createEndpoint(deps, auth, { url: 'https://erp.example.de/hooks', eventTypes: ['order.placed'] });
    expect(ok.endpoint.url).toBe('https://erp.example.de/hooks');
  });

  test("another company's endpoints and deliveries are not found; users who are no company admin are refused", async () => {
    const { a } = await adminOf('seller');
    const { endpoint } = await endpointOf(a);
    const sent = (await a.post(`/api/webhooks/endpoints/${endpoint.id}/test`)).json();
    const { a: other } = await adminOf('seller');
    const body = { url: rx.url, eventTypes: ['order.placed'] };
    for (const res of [
      await other.put(`/api/webhooks/endpoints/${endpoint.id}`, body),
      await other.delete(`/api/webhooks/endpoints/${endpoint.id}`),
      await other.post(`/api/webhooks/endpoints/${endpoint.id}/rotate-secret`),
      await other.post(`/api/webhooks/endpoints/${endpoint.id}/test`),
      await other.post(`/api/webhooks/endpoints/${endpoint.id}/replay`, { since: '2026-11-01' }),
      await other.post(`/api/webhooks/deliveries/${sent.deliveryId}/resend`),
    ])
      expect(res.statusCode, res.body).toBe(404);
    expect((await deliveriesOf(other)).total).toBe(0);
    const clerk = await createCompany(t.app.db, 'buyer');
    await t.app.db.update(users).set({ isAdmin: false }).where(eq(users.id, clerk.userId));
    expect((await (await loginAs(t.app, clerk.username)).get('/api/webhooks/endpoints')).statusCode).toBe(403);
    await t.app.webhookDeliveries.drain();
  });
});

describe('deliveries', () => {
  test('the test event arrives signed; the receiver verifies it with its own HMAC; the log shows it delivered', async () => {
    const { company, a } = await adminOf('buyer');
    const { endpoint, secret } = await endpointOf(a);
    const before = rx.received.length;
    const res = await a.post(`/api/webhooks/endpoints/${endpoint.id}/test`);
    expect(res.statusCode, res.body).toBe(202);
    await t.app.webhookDeliveries.drain();
    const got = rx.received.slice(before);
    expect(got).toHaveLength(1);
    const r = got[0]!;
    expect(r.id).toMatch(/^evt_[0-9a-f]{32}$/);
    expect(r.timestamp).toBe(Math.floor(TEST_NOW.getTime() / 1000));
    expect(r.signatures).toHaveLength(1);
    expect(verifies(r, secret)).toBe(true);
    expect(verifies({ ...r, body: r.body.replace('webhook.test', 'webhook.tesT') }, secret)).toBe(false);
    expect(r.json).toMatchObject({ id: r.id, type: 'webhook.test', accountId: company.accountId });
    expect(r.json.data).toMatchObject({ endpointId: endpoint.id });

    const log = await deliveriesOf(a);
    expect(log.total).toBe(1);
    expect(log.deliveries[0]).toMatchObject({
      id: res.json().deliveryId,
      endpointId: endpoint.id,
      endpointUrl: rx.url,
      eventId: r.id,
      eventType: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      error: null,
      nextAttemptAt: null,
      lastAttemptAt: TEST_NOW.toISOString(),
    });
    expect(log.deliveries[0].latencyMs).toBeGreaterThanOrEqual(0);
  });

  test('a receiver that fails, then times out, then recovers gets the event again with backoff, processed once', async () => {
    const { a } = await adminOf('seller');
    // Its own path: other tests' pending retries may reach the receiver meanwhile (the clock moves).
    const { endpoint, secret } = await endpointOf(a, ['order.placed'], `${rx.url}/backoff`);
    const mine = () => rx.received.filter((r) => r.path === '/hooks/backoff');
    rx.scriptFor('backoff').push(500, 'hang');
    await a.post(`/api/webhooks/endpoints/${endpoint.id}/test`);
    await t.app.webhookDeliveries.drain();
    let [d] = (await deliveriesOf(a)).deliveries;
    expect(d).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    expect(d.error).toBe('Der Empfänger antwortete mit HTTP 500.');
    expect(d.nextAttemptAt).toBe(new Date(TEST_NOW.getTime() + 30_000).toISOString());

    later(29_000);
    await t.app.webhookDeliveries.drain();
    expect(mine()).toHaveLength(1);
    later(1_000);
    await t.app.webhookDeliveries.drain();
    [d] = (await deliveriesOf(a)).deliveries;
    expect(d).toMatchObject({ status: 'pending', attempts: 2, responseStatus: null });
    expect(d.error).toBe('Keine Antwort innerhalb von 3 s.');
    expect(d.nextAttemptAt).toBe(new Date(t.clock.now.getTime() + 60_000).toISOString());

    later(60_000);
    await t.app.webhookDeliveries.drain();
    [d] = (await deliveriesOf(a)).deliveries;
    expect(d).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 200, error: null });
    const got = mine();
    expect(got).toHaveLength(3);
    expect(new Set(got.map((r) => r.id)).size).toBe(1);
    expect(got.every((r) => verifies(r, secret))).toBe(true);
    expect([...rx.processed.keys()].filter((id) => id === got[0]!.id)).toHaveLength(1);
  });

  test('an endpoint that does not answer holds one slot, not the deliveries to other endpoints', async () => {
    // A second app on the database with a long timeout: the held request stays open until released.
    const slow = await t.sibling({ WEBHOOK_TIMEOUT_MS: '60000' });
    try {
      const { company, a } = await adminOf('seller');
      const auth = { accountId: company.accountId, userId: company.userId } as never;
      // Own paths: the answers and arrivals are this test's, whatever else reaches the receiver.
      const held = (await endpointOf(a, ['order.placed'], `${rx.url}/held`)).endpoint;
      const other = (await endpointOf(a, ['order.placed'], `${rx.url}/other`)).endpoint;
      const at = (name: string) => rx.received.filter((r) => r.path === `/hooks/${name}`);
      rx.scriptFor('held').push('hang');
      const first = await sendTestEvent(pick(slow.app), auth, held.id);
      await expect.poll(() => at('held').length).toBe(1);
      await sendTestEvent(pick(slow.app), auth, other.id);
      await expect.poll(() => at('other').length).toBe(1);
      const row = async (id: number) =>
        (await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;
      // The second endpoint got its event while the first request is still open.
      expect(rx.processed.has(at('other')[0]!.id)).toBe(true);
      expect(await row(first.deliveryId)).toMatchObject({ status: 'pending', lastAttemptAt: null });
      rx.release();
      await slow.app.webhookDeliveries.drain();
      expect(await row(first.deliveryId)).toMatchObject({ status: 'delivered', responseStatus: 200 });
    } finally {
      await slow.close();
    }
  });

  test('a delivery that keeps failing is marked failed 72 hours after its event', async () => {
    const { a } = await adminOf('seller');
    const { endpoint } = await endpointOf(a, ['order.placed'], 'http://127.0.0.1:9/refused');
    // Read from the table: the session would expire while the clock jumps days ahead.
    const { deliveryId } = (await a.post(`/api/webhooks/endpoints/${endpoint.id}/test`)).json();
    const row = async () =>
      (await t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)))[0]!;
    for (let i = 0; i < 40 && (await row()).status === 'pending'; i++) {
      await t.app.webhookDeliveries.drain();
      const next = (await row()).nextAttemptAt;
      if (next) t.clock.now = next;
    }
    t.clock.now = new Date(TEST_NOW);
    const [d] = (await deliveriesOf(a)).deliveries;
    expect(d).toMatchObject({ status: 'failed', nextAttemptAt: null, responseStatus: null });
    expect(d.error).toMatch(/^Der Empfänger war nicht erreichbar/);
    expect(new Date(d.lastAttemptAt).getTime() - TEST_NOW.getTime()).toBeLessThanOrEqual(72 * 3_600_000);
    expect(d.attempts).toBeGreaterThan(8);
  });

  test('after a rotation both secrets sign for 24 hours, then only the new one', async () => {
    const admin = await adminOf('buyer');
    const { company } = admin;
    let { a } = admin;
    const { endpoint, secret: old } = await endpointOf(a);
    const rotated = await a.post(`/api/webhooks/endpoints/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, endpoint: after } = rotated.json();
    expect(secret).not.toBe(old);
    expect(after.previousSecretUntil).toBe(new Date(TEST_NOW.getTime() + 24 * 3_600_000).toISOString());

    const before = rx.received.length;
    await a.post(`/api/webhooks/endpoints/${endpoint.id}/test`);
    await t.app.webhookDeliveries.drain();
    const during = rx.received[before]!;
    expect(during.signatures).toHaveLength(2);
    expect(verifies(during, old) && verifies(during, secret)).toBe(true);

    later(24 * 3_600_000 + 1_000);
    a = await loginAs(t.app, company.username);
    await a.post(`/api/webhooks/endpoints/${endpoint.id}/test`);
    await t.app.webhookDeliveries.drain();
    const afterwards = rx.received[before + 1]!;
    expect(afterwards.signatures).toHaveLength(1);
    expect(verifies(afterwards, secret)).toBe(true);
    expect(verifies(afterwards, old)).toBe(false);
    expect((await a.get('/api/webhooks/endpoints')).json().endpoints[0].previousSecretUntil).toBeNull();
  });

  test('resend makes a new attempt now with the same event id; the receiver processes it once', async () => {
    const { a } = await adminOf('buyer');
    const { endpoint } = await endpointOf(a);
    const { deliveryId } = (await a.post(`/api/webhooks/endpoints/${endpoint.id}/test`)).json();
    await t.app.webhookDeliveries.drain();
    const processed = rx.processed.size;
    const res = await a.post(`/api/webhooks/deliveries/${deliveryId}/resend`);
    expect(res.statusCode, res.body).toBe(202);
    await t.app.webhookDeliveries.drain();
    const log = await deliveriesOf(a);
    expect(log.deliveries.map((d: { id: number; status: string }) => [d.id, d.status])).toEqual([
      [res.json().deliveryId, 'delivered'],
      [deliveryId, 'delivered'],
    ]);
    expect(log.deliveries[0].eventId).toBe(log.deliveries[1].eventId);
    expect(rx.processed.size).toBe(processed);
  });
});

describe('recorded events', () => {
  test('an event recorded in a transaction reaches the subscribed active endpoints once, even when its outbox row runs twice', async () => {
    const { company, a } = await adminOf('seller');
    const sub = await endpointOf(a, ['offer.changed']);
    await endpointOf(a, ['order.placed']);
    const paused = await endpointOf(a, ['offer.changed']);
    await a.put(`/api/webhooks/endpoints/${paused.endpoint.id}`, {
      url: rx.url,
      eventTypes: ['offer.changed'],
      active: false,
    });

    await t.app.db.transaction((tx) =>
      recordEvents(tx, [{ accountId: company.accountId, type: 'offer.changed', data: { offerId: 7 } }], t.app.now()),
    );
    const [row] = await t.app.db.select().from(outbox).where(eq(outbox.kind, WEBHOOK_EVENTS_WORK)).orderBy(outbox.id);
    expect(row).toBeDefined();
    const before = rx.received.length;
    await t.app.outbox.drain();
    await t.app.webhookDeliveries.drain();
    // The same outbox row done again (a process died before marking it done): nothing new.
    const last = (await t.app.db.select().from(outbox).where(eq(outbox.kind, WEBHOOK_EVENTS_WORK))).at(-1)!;
    await eventsWork(pick(t.app))([last.payload as Record<string, unknown>]);
    await t.app.webhookDeliveries.drain();

    const got = rx.received.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]!.json).toMatchObject({ type: 'offer.changed', accountId: company.accountId, data: { offerId: 7 } });
    expect(verifies(got[0]!, sub.secret)).toBe(true);
    const events = await t.app.db.select().from(webhookEvents).where(eq(webhookEvents.accountId, company.accountId));
    expect(events).toHaveLength(1);
  });

  test('replay queues every event of the endpoint types since the day, at most 30 days back', async () => {
    const { company, a } = await adminOf('buyer');
    const at = async (iso: string, type: 'order.placed' | 'offer.changed') => {
      t.clock.now = new Date(iso);
      await t.app.db.transaction((tx) =>
        recordEvents(tx, [{ accountId: company.accountId, type, data: {} }], t.app.now()),
      );
      await t.app.outbox.drain();
    };
    await at('2026-10-01T10:00:00Z', 'order.placed');
    await at('2026-11-02T10:00:00Z', 'order.placed');
    await at('2026-11-10T10:00:00Z', 'order.placed');
    await at('2026-11-10T11:00:00Z', 'offer.changed');
    t.clock.now = new Date(TEST_NOW);
    const { endpoint } = await endpointOf(a, ['order.placed']);
    const since = async (day: string) =>
      (await a.post(`/api/webhooks/endpoints/${endpoint.id}/replay`, { since: day })).json().queued;
    expect(await since('2026-11-05')).toBe(1);
    expect(await since('2026-09-01')).toBe(2);
    await t.app.webhookDeliveries.drain();
    const log = await deliveriesOf(
      a,
      `?endpointId=${endpoint.id}&status=delivered&eventType=order.placed&pageSize=2&page=1`,
    );
    expect(log.total).toBe(3);
    expect(log.deliveries).toHaveLength(2);
    expect((await deliveriesOf(a, '?status=pending')).total).toBe(0);
  });
});

function pick(app: TestApp['app']) {
  return { db: app.db, now: app.now, config: app.config, webhookDeliveries: app.webhookDeliveries };
}

describe('order events', () => {
  test('order.placed reaches the buyer and the seller with the figures of their order pages; confirm follows', async () => {
    const sellerId = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
    const sellerUser = await userByName(t.app.db, 'verkaeufer');
    const sellerAuth = { accountId: sellerId, userId: sellerUser.id } as never;
    const types: WebhookEventType[] = ['order.placed', 'order.confirmed'];
    const sellerHook = await createEndpoint(pick(t.app), sellerAuth, { url: rx.url, eventTypes: types });
    const { company: buyer, a } = await adminOf('buyer');
    await t.app.db
      .update(users)
      .set({ roles: ['MyOffers_Purchase', 'MyRelationships_View'] })
      .where(eq(users.id, buyer.userId));
    await setTerms(t.app.db, buyer.accountId, sellerId, { creditLimitMinor: 50_000_00 });
    const buyerHook = await endpointOf(a, types);
    const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });

    const before = rx.received.length;
    const placed = await a.post('/api/orders', {
      items: [{ offerId: offer.id, quantityCbm: 12.5 }],
      confirmTerms: true,
      confirmBookingChecked: true,
      idempotencyKey: randomUUID(),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0].id as number;
    await t.app.outbox.drain();
    await t.app.webhookDeliveries.drain();
    const got = rx.received.slice(before);
    expect(got.map((r) => [r.json.type, r.json.accountId]).sort()).toEqual(
      [
        ['order.placed', buyer.accountId],
        ['order.placed', sellerId],
      ].sort(),
    );
    const of = (accountId: number) => got.find((r) => r.json.accountId === accountId)!;
    expect(verifies(of(buyer.accountId), buyerHook.secret)).toBe(true);
    expect(verifies(of(sellerId), sellerHook.secret)).toBe(true);
    expect(of(buyer.accountId).id).not.toBe(of(sellerId).id);

    const seller = await loginAs(t.app, 'verkaeufer');
    const pages = {
      buyer: (await a.get(`/api/orders/${orderId}`)).json(),
      seller: (await seller.get(`/api/orders/${orderId}`)).json(),
    };
    for (const [side, accountId] of [
      ['buyer', buyer.accountId],
      ['seller', sellerId],
    ] as const) {
      const page = pages[side];
      expect(of(accountId).json.data).toMatchObject({
        orderId,
        side,
        contractNumber: page.contractNumber,
        status: 'OPEN',
        statusLabel: page.statusLabel,
        product: page.product,
        quantityCbm: 12.5,
        pricePer100l: page.pricePer100l,
        amounts: page.amounts,
      });
    }

    const confirmed = await seller.post(`/api/orders/${orderId}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.app.outbox.drain();
    await t.app.webhookDeliveries.drain();
    const decided = rx.received.slice(before + 2);
    expect(decided.map((r) => [r.json.type, r.json.accountId, r.json.data.status]).sort()).toEqual(
      [
        ['order.confirmed', buyer.accountId, 'CONFIRMED'],
        ['order.confirmed', sellerId, 'CONFIRMED'],
      ].sort(),
    );
  });
});

describe('offer events', () => {
  test('pausing and deleting an offer sends offer.changed to the seller', async () => {
    const sellerId = await accountIdByName(t.app.db, 'Hanseatische Mineralöl Handels GmbH');
    const sellerUser = await userByName(t.app.db, 'verkaeufer');
    const auth = { accountId: sellerId, userId: sellerUser.id } as never;
    const hook = await createEndpoint(pick(t.app), auth, { url: rx.url, eventTypes: ['offer.changed'] });
    const offer = await createOffer(t.app.db, t.clock.now, { sellerAccountId: sellerId });
    const seller = await loginAs(t.app, 'verkaeufer');
    const before = rx.received.length;
    expect((await seller.put(`/api/offers/${offer.id}/status`, { status: 'PAUSED' })).statusCode).toBe(200);
    expect((await seller.delete(`/api/offers/${offer.id}`)).statusCode).toBe(204);
    await t.app.outbox.drain();
    await t.app.webhookDeliveries.drain();
    const got = rx.received.slice(before).filter((r) => r.json.type === 'offer.changed');
    // Both are due at once and sent in parallel: their arrival order is not fixed.
    expect(got.map((r) => r.json.data).sort((a, b) => String(a.change).localeCompare(String(b.change)))).toEqual([
      { offerId: offer.id, change: 'paused' },
      { offerId: offer.id, change: 'removed' },
    ]);
    expect(got.every((r) => r.json.accountId === sellerId && verifies(r, hook.secret))).toBe(true);
  });
});
