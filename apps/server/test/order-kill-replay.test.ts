import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { offers } from '../src/db/schema';
import { accountIdByName, createBuyer, createOffer, setTerms, storedOrdersByKey } from './trading-fixtures';
import { DEMO_PASSWORD } from './test-app';
import { callServer as call, postgresUrl, useServerProcesses } from './server-processes';

// Issue 11 part 8: two real server processes on one PostgreSQL; buyers order through both with an
// idempotency key each, and one process dies by SIGKILL while orders are in flight. An order answered
// 2xx must be in the database exactly once, and retrying every request with its key at the surviving
// process must never create a second order. PGlite is one process by nature: skipped there.
const [A, B] = [3525, 3526];
const BUYERS = 4;
const ORDERS_PER_BUYER = 12;
const LITRES = 5_000;
const { databaseUrl, killHard } = useServerProcesses({
  name: 'order_kill_replay',
  ports: [A, B],
  env: { PRICE_FEED: 'none' },
  oneAfterAnother: true,
});

let database: Database;
beforeAll(async () => {
  if (postgresUrl) database = await openDatabase({ databaseUrl, poolSize: 2 });
});
afterAll(() => database?.close());

type Attempt = { port: number; cookie: string; key: string; body: unknown };
type Outcome = { status: number; orderIds: number[] } | { status: 'no answer' };

async function place(port: number, a: Attempt): Promise<Outcome> {
  try {
    const res = await call(port, 'POST', '/api/orders', { cookie: a.cookie, body: a.body });
    const json = (await res.json()) as { orders?: Array<{ id: number }> };
    return { status: res.status, orderIds: (json.orders ?? []).map((o) => o.id) };
  } catch {
    // The connection died with the process: the order may or may not have been committed.
    return { status: 'no answer' };
  }
}

const isSuccess = (o: Outcome): o is { status: number; orderIds: number[] } =>
  typeof o.status === 'number' && o.status >= 200 && o.status < 300;

test.skipIf(!postgresUrl)(
  'SIGKILL of one process mid-run: every 2xx order is stored once, and replays with the key never duplicate',
  async () => {
    const db = database.db;
    const sellerId = await accountIdByName(db, 'Hanseatische Mineralöl Handels GmbH');
    const total = BUYERS * ORDERS_PER_BUYER;
    const offer = await createOffer(db, new Date(), {
      sellerAccountId: sellerId,
      totalLitres: total * LITRES * 2,
      maxOrderLitres: LITRES,
    });

    const attempts: Attempt[] = [];
    for (let b = 0; b < BUYERS; b++) {
      const buyer = await createBuyer(db);
      await setTerms(db, buyer.accountId, sellerId, {
        creditLimitMinor: 100_000_000_00,
        products: [{ productId: offer.productId }],
      });
      const login = await call(A, 'POST', '/api/login', {
        body: { username: buyer.username, password: DEMO_PASSWORD },
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
      for (let i = 0; i < ORDERS_PER_BUYER; i++) {
        const key = randomUUID();
        attempts.push({
          // Alternating: each buyer orders through both processes.
          port: i % 2 === 0 ? A : B,
          cookie,
          key,
          body: {
            items: [{ offerId: offer.id, quantityCbm: LITRES / 1000 }],
            confirmTerms: true,
            confirmBookingChecked: true,
            idempotencyKey: key,
          },
        });
      }
    }

    // All at once; B is killed once a few of its orders are answered, while its others are in flight.
    let killed: Promise<void> | null = null;
    let answeredByB = 0;
    const outcomes = await Promise.all(
      attempts.map(async (a) => {
        const outcome = await place(a.port, a);
        if (a.port === B && isSuccess(outcome) && ++answeredByB === 3) killed = killHard(B);
        return outcome;
      }),
    );
    await killed;
    expect(killed).not.toBeNull();
    // Process A never died: all its orders were answered, and answered 201.
    attempts.forEach((a, i) => {
      if (a.port === A) expect(outcomes[i], a.key).toMatchObject({ status: 201 });
    });
    // B was killed mid-run: some of its orders were answered, not all of them.
    const fromB = outcomes.filter((_, i) => attempts[i]!.port === B);
    expect(fromB.filter(isSuccess).length).toBeGreaterThanOrEqual(3);
    expect(fromB.some((o) => o.status === 'no answer')).toBe(true);

    const storedByKey = () => storedOrdersByKey(db, offer.id);

    // Every order answered 2xx is in the database, exactly once, with the id it was answered with.
    const before = await storedByKey();
    outcomes.forEach((o, i) => {
      if (isSuccess(o)) expect(before.byKey.get(attempts[i]!.key), attempts[i]!.key).toEqual(o.orderIds);
    });
    for (const [key, ids] of before.byKey) expect(ids, key).toHaveLength(1);

    // The client retries every request with its key at the surviving process.
    const retries = await Promise.all(attempts.map((a) => place(A, a)));
    retries.forEach((r, i) => {
      const first = outcomes[i]!;
      const key = attempts[i]!.key;
      expect(isSuccess(r), `${key}: ${JSON.stringify(r)}`).toBe(true);
      if (isSuccess(first)) {
        // Already placed: the same order comes back (200, a replay), nothing new is made.
        expect(r, key).toEqual({ status: 200, orderIds: first.orderIds });
      } else if (before.byKey.has(key)) {
        // Committed by B but never answered: the retry finds it.
        expect(r, key).toEqual({ status: 200, orderIds: before.byKey.get(key) });
      } else {
        expect(r, key).toMatchObject({ status: 201 });
      }
    });

    // Afterwards: one order per request, and the offer's sold volume matches them exactly.
    const after = await storedByKey();
    expect(after.rows).toHaveLength(total);
    expect([...after.byKey.keys()].sort()).toEqual(attempts.map((a) => a.key).sort());
    const [sold] = await db.select({ soldLitres: offers.soldLitres }).from(offers).where(eq(offers.id, offer.id));
    expect(sold!.soldLitres).toBe(total * LITRES);
  },
  120_000,
);
