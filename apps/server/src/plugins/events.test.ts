import { afterAll, beforeAll, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { MarketEvent } from '@fuel/domain/contracts/market-data';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventually, nextEvent } from '../../test/live-market';
import { EVENT_CHANNEL, MAX_NOTIFY_BYTES, splitForNotify } from './events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tick = (i: number) => ({
  symbol: 'ICE/GAS',
  price: 700 + i / 4,
  timestamp: new Date(Date.UTC(2027, 0, 1, 0, 0, i)).toISOString(),
  sellerAccountId: 12,
});

test('large tick batches are split below the NOTIFY limit, keeping every tick in order', () => {
  const event: MarketEvent = { type: 'ticks', ticks: Array.from({ length: 500 }, (_, i) => tick(i)) };
  const parts = splitForNotify(event);
  expect(parts.length).toBeGreaterThan(1);
  for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
  expect(parts.flatMap((p) => (JSON.parse(p) as { ticks: unknown[] }).ticks)).toEqual(event.ticks);
  expect(splitForNotify({ type: 'feedStatus', running: true, liveGasPricesAvailable: false })).toHaveLength(1);
});

test('subscribers get every published event with its JSON; unsubscribe stops it', async () => {
  const got: string[] = [];
  const off = t.app.events.subscribe((event, json) => {
    if (event.type === 'feedStatus') got.push(json);
  });
  await t.app.events.publish({ type: 'feedStatus', running: false, liveGasPricesAvailable: true });
  await eventually(() => expect(got).toEqual(['{"type":"feedStatus","running":false,"liveGasPricesAvailable":true}']));
  off();
  await t.app.events.publish({ type: 'feedStatus', running: true, liveGasPricesAvailable: true });
  await new Promise((r) => setTimeout(r, 100));
  expect(got).toHaveLength(1);
});

test('a failing subscriber does not stop the others', async () => {
  const off = t.app.events.subscribe(() => {
    throw new Error('boom');
  });
  const event = nextEvent(t.app, 'feedStatus');
  await t.app.events.publish({ type: 'feedStatus', running: true, liveGasPricesAvailable: false });
  await expect(event).resolves.toMatchObject({ running: true });
  off();
});

test('a big batch arrives whole on PostgreSQL too (in parts)', async () => {
  const ticks = Array.from({ length: 300 }, (_, i) => tick(i));
  const seen: unknown[] = [];
  const off = t.app.events.subscribe((e) => {
    if (e.type === 'ticks' && e.ticks[0]?.sellerAccountId === 12) seen.push(...e.ticks);
  });
  await t.app.events.publish({ type: 'ticks', ticks });
  await eventually(() => expect(seen).toEqual(ticks));
  off();
});

test.skipIf(!process.env.DATABASE_URL)(
  'on PostgreSQL the listener reconnects after its connection is killed, and quotes are reloaded',
  async () => {
    const pidOfListener = async () => {
      const result = (await t.app.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and query = ${`listen ${EVENT_CHANNEL}`} and pid <> pg_backend_pid()`,
      )) as unknown as { rows: Array<{ pid: number }> };
      return result.rows.map((r) => r.pid);
    };
    const [pid] = await pidOfListener();
    expect(pid).toBeDefined();
    await t.app.db.execute(sql`select pg_terminate_backend(${pid})`);
    // Written while the listener is away: no event reaches this process, the reload after reconnect does.
    await t.app.db.execute(
      sql`insert into price_ticks (symbol, price, source, quoted_at) values ('ICE/GAS6', 777.25, 'SIMULATOR', ${new Date(t.app.now().getTime() + 60_000).toISOString()}::timestamptz)`,
    );
    await eventually(async () => expect((await pidOfListener()).filter((p) => p !== pid)).toHaveLength(1), 10_000);
    await eventually(() => expect(t.app.marketData.quotes(null)['ICE/GAS6']?.price).toBe(777.25), 5000);
    const event = nextEvent(t.app, 'feedStatus', (e) => e.running && e.liveGasPricesAvailable);
    await t.app.events.publish({ type: 'feedStatus', running: true, liveGasPricesAvailable: true });
    await event;
  },
  20_000,
);
