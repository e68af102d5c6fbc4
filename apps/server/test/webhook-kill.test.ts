import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { accountIdByName, createBuyer, createOffer, setTerms } from './trading-fixtures';
import { DEMO_PASSWORD } from './test-app';
import { callServer as call, postgresUrl, useServerProcesses } from './server-processes';
import { startReceiver, verifies, type Receiver } from './webhook-receiver';

// Issue 27 part 6: a server process dies by SIGKILL while its webhook deliveries are in flight (the
// receiver holds every request unanswered); another process starts, finds the dead claims and delivers
// them. The receiver ends up with every event, each processed once by its Webhook-Id. Real processes
// on PostgreSQL; PGlite is one process by nature: skipped there.
// Its own port: the PostgreSQL files run in parallel, and db-restart.test.ts holds 3527-3528.
const PORT = 3529;
const ORDERS = 6;
const LITRES = 5_000;
const { databaseUrl, killHard, startAgain } = useServerProcesses({
  name: 'webhook_kill',
  ports: [PORT],
  // A short claim so the test need not wait a minute for the dead process's claims; the timeout stays below it.
  env: { PRICE_FEED: 'none', WEBHOOK_CLAIM_SECONDS: '5', WEBHOOK_TIMEOUT_MS: '4000' },
});

let database: Database;
let rx: Receiver;
beforeAll(async () => {
  rx = await startReceiver();
  if (postgresUrl) database = await openDatabase({ databaseUrl, poolSize: 2 });
});
afterAll(async () => {
  await rx.close();
  await database?.close();
});

test.skipIf(!postgresUrl)(
  'SIGKILL with deliveries in flight: a new process delivers every event',
  async () => {
    const db = database.db;
    const sellerId = await accountIdByName(db, 'Hanseatische Mineralöl Handels GmbH');
    const offer = await createOffer(db, new Date(), { sellerAccountId: sellerId, totalLitres: ORDERS * LITRES * 2 });
    const buyer = await createBuyer(db);
    await setTerms(db, buyer.accountId, sellerId, {
      creditLimitMinor: 100_000_000_00,
      products: [{ productId: offer.productId }],
    });
    const login = await call(PORT, 'POST', '/api/login', {
      body: { username: buyer.username, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const hook = await call(PORT, 'POST', '/api/webhooks/endpoints', {
      cookie,
      body: { url: rx.url, eventTypes: ['order.placed'] },
    });
    expect(hook.status).toBe(201);
    const { secret } = (await hook.json()) as { secret: string };

    // Every request is held unanswered until the process is dead.
    for (let i = 0; i < ORDERS; i++) rx.script.push('hang');
    const orderIds: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const res = await call(PORT, 'POST', '/api/orders', {
        cookie,
        body: {
          items: [{ offerId: offer.id, quantityCbm: LITRES / 1000 }],
          confirmTerms: true,
          confirmBookingChecked: true,
          idempotencyKey: randomUUID(),
        },
      });
      expect(res.status).toBe(201);
      orderIds.push(...((await res.json()) as { orders: Array<{ id: number }> }).orders.map((o) => o.id));
    }
    await rx.waitFor(ORDERS);
    expect(rx.processed.size).toBe(0);
    await killHard(PORT);

    await startAgain(PORT);
    const deliveredIds = async () => {
      for (;;) {
        if (rx.processed.size >= ORDERS) return;
        await rx.waitFor(rx.received.length + 1);
      }
    };
    await deliveredIds();
    const events = [...rx.processed.values()];
    expect(events.map((e) => e.data.orderId).sort()).toEqual([...orderIds].sort());
    expect(events.every((e) => e.type === 'order.placed' && e.accountId === buyer.accountId)).toBe(true);
    // Every request, the held ones included, was signed with the endpoint's secret.
    expect(rx.received.every((r) => verifies(r, secret))).toBe(true);
    // Each event was sent twice at most: once to the dead process's held request, once after.
    const perId = new Map<string, number>();
    for (const r of rx.received) perId.set(r.id, (perId.get(r.id) ?? 0) + 1);
    expect([...perId.values()].every((n) => n <= 2)).toBe(true);
  },
  180_000,
);
