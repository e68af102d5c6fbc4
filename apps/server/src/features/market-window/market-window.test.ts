import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MarketEvent } from '@fuel/domain/contracts/market-data';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { eventually } from '../../../test/live-market';
import { marketWindows } from '../../db/schema';
import { startMarketWindowJob } from './market-window.job';
import { pricesChanged, rollWindow, windowStart } from './market-window.service';

let t: TestApp;
let a: Awaited<ReturnType<typeof loginAs>>;
const windowEvents: Array<Extract<MarketEvent, { type: 'marketWindow' }>> = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.delete(marketWindows);
  t.app.events.subscribe((e) => {
    if (e.type === 'marketWindow') windowEvents.push(e);
  });
  t.clock.now = new Date('2027-03-02T10:00:30Z');
  a = await loginAs(t.app, 'kaeufer');
});
afterAll(() => t.close());

const windowsAt = (iso: string) =>
  t.app.db
    .select()
    .from(marketWindows)
    .where(eq(marketWindows.createdAt, new Date(iso)));

test('windows are aligned to the clock', () => {
  expect(windowStart(new Date('2027-03-02T10:04:59.999Z'), 300).toISOString()).toBe('2027-03-02T10:00:00.000Z');
  expect(windowStart(new Date('2027-03-02T10:05:00Z'), 300).toISOString()).toBe('2027-03-02T10:05:00.000Z');
  expect(windowStart(new Date('2027-03-02T10:05:00Z'), 60).toISOString()).toBe('2027-03-02T10:05:00.000Z');
});

test('anonymous callers get 401', async () => {
  expect((await agent(t.app).get('/api/generic/marketWindow')).statusCode).toBe(401);
});

test('on a fresh start the first request creates the window of the current boundary, in the spec shape', async () => {
  await t.app.marketData.recordTicks(
    [
      { symbol: 'FX/EURUSD', price: 1.0812 },
      { symbol: 'ICE/GAS', price: 702.5 },
      { symbol: 'ICE/GAS1', price: 705.25, timestamp: '2027-03-02T09:57:00Z' },
    ],
    'SIMULATOR',
    null,
  );
  const res = await a.get('/api/generic/marketWindow');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    prices: [
      { symbol: 'ICE/GAS', price: 702.5, live: true, timestamp: '2027-03-02T10:00:30.000Z' },
      { symbol: 'ICE/GAS1', price: 705.25, live: false, timestamp: '2027-03-02T09:57:00.000Z' },
      { symbol: 'FX/EURUSD', price: 1.0812, live: true, timestamp: '2027-03-02T10:00:30.000Z' },
    ],
    created: '2027-03-02T10:00:00.000Z',
    expires: '2027-03-02T10:05:00.000Z',
    currentTime: '2027-03-02T10:00:30.000Z',
    marketChange: false,
  });
  expect(await windowsAt('2027-03-02T10:00:00Z')).toHaveLength(1);
  await eventually(() => expect(windowEvents.map((e) => e.window.created)).toEqual(['2027-03-02T10:00:00.000Z']));
});

test('later requests serve the same window with currentTime and live recomputed', async () => {
  t.clock.now = new Date('2027-03-02T10:03:00Z');
  const w = (await a.get('/api/generic/marketWindow')).json();
  expect(w.created).toBe('2027-03-02T10:00:00.000Z');
  expect(w.currentTime).toBe('2027-03-02T10:03:00.000Z');
  // The quotes of 10:00:30 are 150 s old now: no longer live.
  expect(w.prices.map((p: { live: boolean }) => p.live)).toEqual([false, false, false]);
  expect(await t.app.db.select().from(marketWindows)).toHaveLength(1);
});

test('with no current window (expired, nobody rolled it) the answer is {}', async () => {
  t.clock.now = new Date('2027-03-02T10:06:00Z');
  const res = await a.get('/api/generic/marketWindow');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({});
});

test('rolling: one window per boundary even when processes race; marketChange when prices moved', async () => {
  const before = windowEvents.length;
  const [x, y, z] = await Promise.all([rollWindow(t.app), rollWindow(t.app), rollWindow(t.app)]);
  expect(new Set([x.id, y.id, z.id]).size).toBe(1);
  expect(x.createdAt.toISOString()).toBe('2027-03-02T10:05:00.000Z');
  expect(x.marketChange).toBe(false);
  expect(await windowsAt('2027-03-02T10:05:00Z')).toHaveLength(1);
  await eventually(() => expect(windowEvents.length).toBe(before + 1));
  expect((await a.get('/api/generic/marketWindow')).json()).toMatchObject({
    created: '2027-03-02T10:05:00.000Z',
    marketChange: false,
  });

  await t.app.marketData.recordTicks([{ symbol: 'ICE/GAS', price: 703 }], 'SIMULATOR', null);
  t.clock.now = new Date('2027-03-02T10:10:01Z');
  const next = await rollWindow(t.app);
  expect(next.marketChange).toBe(true);
  expect(next.prices.find((p) => p.symbol === 'ICE/GAS')!.price).toBe(703);
  await eventually(() =>
    expect(windowEvents.at(-1)!.window).toMatchObject({ created: '2027-03-02T10:10:00.000Z', marketChange: true }),
  );
});

test('prices changed: a moved, new or missing symbol', () => {
  const p = (symbol: string, price: number) => ({ symbol, price, live: true, timestamp: '' });
  expect(pricesChanged([p('ICE/GAS', 700)], [p('ICE/GAS', 700)])).toBe(false);
  expect(pricesChanged([p('ICE/GAS', 700)], [p('ICE/GAS', 700.25)])).toBe(true);
  expect(pricesChanged([p('ICE/GAS', 700)], [p('ICE/GAS', 700), p('FX/EURUSD', 1.08)])).toBe(true);
  expect(pricesChanged([p('ICE/GAS', 700), p('FX/EURUSD', 1.08)], [p('ICE/GAS', 700), p('ICE/GAS1', 1.08)])).toBe(true);
});

test('the job creates the current window when it starts', async () => {
  t.clock.now = new Date('2027-03-02T10:31:10Z');
  const stop = startMarketWindowJob(t.app);
  try {
    await eventually(async () => expect(await windowsAt('2027-03-02T10:30:00Z')).toHaveLength(1));
  } finally {
    await stop();
  }
  expect((await a.get('/api/generic/marketWindow')).json().created).toBe('2027-03-02T10:30:00.000Z');
});
