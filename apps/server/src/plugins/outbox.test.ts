// Decision 034: work written to the outbox is done after the commit, in order and in batches; a
// failure keeps the rows with their error for the next pass, and a rolled-back transaction leaves none.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outbox } from '../db/schema';
import { enqueue } from '../shared/outbox';

let t: TestApp;
const seen: Array<Array<Record<string, unknown>>> = [];
let failNext = false;
beforeAll(async () => {
  t = await createTestApp();
  t.app.outbox.handle('test.work', async (payloads) => {
    if (failNext) {
      failNext = false;
      throw new Error('Zustellung gescheitert');
    }
    seen.push(payloads);
  });
});
afterAll(() => t.close());

const rowsOf = async (ids: number[]) => t.app.db.select().from(outbox).where(inArray(outbox.id, ids));
async function enqueueTwo(): Promise<number[]> {
  await t.app.db.transaction(async (tx) => {
    await enqueue(tx, 'test.work', { n: 1 });
    await enqueue(tx, 'test.work', { n: 2 });
  });
  const rows = (await t.app.db.execute(
    sql`select id from outbox where kind = 'test.work' order by id desc limit 2`,
  )) as unknown as { rows: Array<{ id: number }> };
  return rows.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

test('rows written in a transaction are done together after it, once, in their order', async () => {
  seen.length = 0;
  const ids = await enqueueTwo();
  await t.app.outbox.drain();
  expect(seen).toEqual([[{ n: 1 }, { n: 2 }]]);
  expect((await rowsOf(ids)).every((r) => r.doneAt !== null && r.error === null && r.attempts === 1)).toBe(true);
  await t.app.outbox.drain();
  expect(seen).toHaveLength(1);
});

test('a failing handler keeps the rows with the error; the next pass does them', async () => {
  seen.length = 0;
  const ids = await enqueueTwo();
  failNext = true;
  await t.app.outbox.drain();
  expect(seen).toEqual([]);
  expect((await rowsOf(ids)).map((r) => [r.doneAt, r.error, r.attempts])).toEqual([
    [null, 'Zustellung gescheitert', 1],
    [null, 'Zustellung gescheitert', 1],
  ]);
  await t.app.outbox.drain();
  expect(seen).toEqual([[{ n: 1 }, { n: 2 }]]);
  expect((await rowsOf(ids)).every((r) => r.doneAt !== null && r.error === null && r.attempts === 2)).toBe(true);
});

test('a rolled-back transaction leaves no work', async () => {
  const before = (await t.app.db.select().from(outbox)).length;
  await expect(
    t.app.db.transaction(async (tx) => {
      await enqueue(tx, 'test.work', { n: 3 });
      throw new Error('abgebrochen');
    }),
  ).rejects.toThrow('abgebrochen');
  expect(await t.app.db.select().from(outbox)).toHaveLength(before);
});

test("a kind with its own lane is done while the main lane's work still hangs (decision 068)", async () => {
  let release!: () => void;
  const hanging = new Promise<void>((resolve) => (release = resolve));
  const fast: Array<Record<string, unknown>> = [];
  let fastDone!: () => void;
  const fastSeen = new Promise<void>((resolve) => (fastDone = resolve));
  t.app.outbox.handle('test.slow', () => hanging);
  t.app.outbox.handle(
    'test.fast',
    async (payloads) => {
      fast.push(...payloads);
      fastDone();
    },
    { lane: 'test-lane', batch: 50 },
  );
  await t.app.db.transaction(async (tx) => {
    await enqueue(tx, 'test.slow', { n: 1 });
    await enqueue(tx, 'test.fast', { n: 2 });
  });
  const drained = t.app.outbox.drain();
  await fastSeen;
  expect(fast).toEqual([{ n: 2 }]);
  const slow = await t.app.db.execute(sql`select done_at from outbox where kind = 'test.slow'`);
  expect((slow as unknown as { rows: Array<{ done_at: unknown }> }).rows).toEqual([{ done_at: null }]);
  release();
  await drained;
  const done = await t.app.db.execute(
    sql`select count(*)::int as n from outbox where kind like 'test.%' and done_at is null`,
  );
  expect((done as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
});
