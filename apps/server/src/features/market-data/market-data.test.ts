import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { eventually } from '../../../test/live-market';
import { contractMonthLabels } from '@fuel/domain/market-data/contract-months';
import { HISTORY_MAX_POINTS } from './market-data.service';

let t: TestApp;
let sellerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const seller = await loginAs(t.app, 'verkaeufer');
  sellerId = (await seller.get('/api/account')).json().id;
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

test('anonymous callers get 401', async () => {
  const a = agent(t.app);
  expect((await a.get('/api/quotes')).statusCode).toBe(401);
  expect((await a.get('/api/market-info')).statusCode).toBe(401);
});

test('recorded ticks become the latest quotes; an API seller overlays only its own', async () => {
  t.clock.now = at('2027-01-05T10:00:00Z');
  await t.app.marketData.recordTicks(
    [
      { symbol: 'ICE/GAS', price: 700.25 },
      { symbol: 'ICE/GAS1', price: 703.5 },
      { symbol: 'FX/EURUSD', price: 1.081234 },
    ],
    'SIMULATOR',
    null,
  );
  await t.app.marketData.recordTicks(
    [{ symbol: 'ICE/GAS', price: 712.75, timestamp: '2027-01-05T09:59:58Z' }],
    'API',
    sellerId,
  );

  const platform = t.app.marketData.quotes(null);
  expect(platform['ICE/GAS']).toEqual({ price: 700.25, timestamp: '2027-01-05T10:00:00.000Z' });
  const own = t.app.marketData.quotes(sellerId);
  expect(own['ICE/GAS']).toEqual({ price: 712.75, timestamp: '2027-01-05T09:59:58.000Z' });
  expect(own['FX/EURUSD']).toEqual(platform['FX/EURUSD']);
  expect(t.app.marketData.quotes(sellerId + 1000)).toBe(platform);

  const buyer = await loginAs(t.app, 'kaeufer');
  const res = await buyer.get('/api/quotes');
  expect(res.statusCode).toBe(200);
  expect(res.json().quotes).toEqual(
    expect.arrayContaining([
      { symbol: 'ICE/GAS', price: 700.25, timestamp: '2027-01-05T10:00:00.000Z', sellerAccountId: null },
      { symbol: 'FX/EURUSD', price: 1.081234, timestamp: '2027-01-05T10:00:00.000Z', sellerAccountId: null },
      { symbol: 'ICE/GAS', price: 712.75, timestamp: '2027-01-05T09:59:58.000Z', sellerAccountId: sellerId },
    ]),
  );
  // The seller reads its own quotes; a buyer whose relationship the seller disabled reads only the platform's.
  const sellerQuotes = (await (await loginAs(t.app, 'verkaeufer')).get('/api/quotes')).json().quotes as Array<{
    sellerAccountId: number | null;
  }>;
  expect(sellerQuotes.some((q) => q.sellerAccountId === sellerId)).toBe(true);
  const bauerQuotes = (await (await loginAs(t.app, 'bauer')).get('/api/quotes')).json().quotes as Array<{
    sellerAccountId: number | null;
  }>;
  expect(bauerQuotes.length).toBeGreaterThan(0);
  expect(bauerQuotes.every((q) => q.sellerAccountId === null)).toBe(true);
});

test('an older tick never replaces a newer quote', async () => {
  await t.app.marketData.recordTicks(
    [{ symbol: 'ICE/GAS1', price: 650, timestamp: '2027-01-05T09:00:00Z' }],
    'SIMULATOR',
    null,
  );
  expect(t.app.marketData.quotes(null)['ICE/GAS1']!.price).toBe(703.5);
});

test('onTicks listeners run for every batch, after the cache has it', async () => {
  const seen: Array<{ count: number; cached: number | undefined }> = [];
  const off = t.app.marketData.onTicks((ticks) => {
    // On PostgreSQL a NOTIFY of an earlier test may still arrive.
    if (!ticks.some((tick) => tick.symbol === 'ICE/GAS2')) return;
    seen.push({ count: ticks.length, cached: t.app.marketData.quotes(null)['ICE/GAS2']?.price });
  });
  t.clock.now = at('2027-01-05T10:00:05Z');
  await t.app.marketData.recordTicks([{ symbol: 'ICE/GAS2', price: 706.75 }], 'SIMULATOR', null);
  await eventually(() => expect(seen).toEqual([{ count: 1, cached: 706.75 }]));
  off();
  await t.app.marketData.recordTicks([{ symbol: 'ICE/GAS2', price: 707 }], 'SIMULATOR', null);
  await new Promise((r) => setTimeout(r, 100));
  expect(seen).toHaveLength(1);
});

test('live gas prices: a platform /GAS quote at most LIVE_PRICE_MAX_AGE_SECONDS old', async () => {
  t.clock.now = at('2027-01-05T10:02:05Z');
  expect(t.app.marketData.liveGasPricesAvailable(t.clock.now)).toBe(true);
  expect(t.app.marketData.liveGasPricesAvailable(at('2027-01-05T10:02:05.001Z'))).toBe(false);
  // An API seller's own gas quote does not make the platform's prices live.
  await t.app.marketData.recordTicks([{ symbol: 'ICE/GAS', price: 711 }], 'API', sellerId);
  expect(t.app.marketData.liveGasPricesAvailable(at('2027-01-05T10:03:00Z'))).toBe(false);
});

test('market info: the curve with real contract months, FX rates and a downsampled history', async () => {
  // An hour of ticks every 3 s: 1,200 ticks, more than the chart takes.
  const end = at('2027-01-05T12:00:00Z');
  const ticks = Array.from({ length: 1200 }, (_, i) => ({
    symbol: 'ICE/GAS3',
    price: 700 + (i % 40) / 4,
    timestamp: new Date(end.getTime() - (1199 - i) * 3000),
  }));
  for (let i = 0; i < ticks.length; i += 200)
    await t.app.marketData.recordTicks(ticks.slice(i, i + 200), 'SIMULATOR', null);
  t.clock.now = end;

  const a = await loginAs(t.app, 'kaeufer');
  const res = await a.get('/api/market-info?symbol=ICE/GAS3&minutes=60');
  expect(res.statusCode).toBe(200);
  const info = res.json();
  expect(info.curve.map((c: { month: string }) => c.month)).toEqual(contractMonthLabels(end));
  expect(info.curve.map((c: { symbol: string }) => c.symbol)).toEqual([
    'ICE/GAS',
    'ICE/GAS1',
    'ICE/GAS2',
    'ICE/GAS3',
    'ICE/GAS4',
    'ICE/GAS5',
    'ICE/GAS6',
  ]);
  expect(info.curve[0]).toMatchObject({ month: 'Jan 2027', price: 700.25, live: false });
  expect(info.curve[3]).toMatchObject({ price: ticks.at(-1)!.price, timestamp: end.toISOString(), live: true });
  expect(info.curve[4]).toEqual({ month: 'Mai 2027', symbol: 'ICE/GAS4', price: null, timestamp: null, live: false });
  expect(info.fx.map((f: { symbol: string }) => f.symbol)).toEqual(['FX/EURUSD', 'FX/EURCHF']);
  expect(info.fx[0]).toMatchObject({ price: 1.081234 });
  expect(info.liveGasPricesAvailable).toBe(true);

  const points: Array<{ timestamp: string; price: number }> = info.history.points;
  expect(info.history.symbol).toBe('ICE/GAS3');
  expect(points.length).toBeLessThanOrEqual(HISTORY_MAX_POINTS + 1);
  expect(points.length).toBeGreaterThan(HISTORY_MAX_POINTS / 2);
  expect(points.map((p) => p.timestamp)).toEqual([...points.map((p) => p.timestamp)].sort());
  expect(points.at(-1)).toEqual({ timestamp: end.toISOString(), price: ticks.at(-1)!.price });

  // Defaults: ICE/GAS over 60 minutes (two ticks of it lie two hours back: none).
  expect((await a.get('/api/market-info')).json().history).toEqual({ symbol: 'ICE/GAS', points: [] });
  expect((await a.get('/api/market-info?minutes=1')).statusCode).toBe(400);
  expect((await a.get('/api/market-info?symbol=ICE/GAS9')).statusCode).toBe(400);
});

test('a new process loads the latest quotes of every source from the database', async () => {
  const other = await buildApp({ config: t.app.config, database: t.database, now: () => t.clock.now });
  try {
    await other.ready();
    expect(other.marketData.quotes(null)).toEqual(t.app.marketData.quotes(null));
    expect(other.marketData.quotes(sellerId)).toEqual(t.app.marketData.quotes(sellerId));
  } finally {
    await other.close();
  }
});
