import { afterAll, beforeAll, expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/demo-login';
import { eventually } from '../../test/live-market';
import { marketWindows, priceTicks } from '../db/schema';
import { electLeader } from './leader';
import { startJobs } from './index';

let t: TestApp;
beforeAll(async () => {
  // The jobs run on real timers: the app clock follows the real one here.
  t = await createTestApp({ PRICE_FEED_INTERVAL_MS: '200' }, { clock: 'real' });
});
afterAll(() => t.close());

const simulatorTicks = async () =>
  (await t.app.db.select({ n: count() }).from(priceTicks).where(eq(priceTicks.source, 'SIMULATOR')))[0]!.n;

test('the leader runs the simulator and the window roll; the operator switch stops and resumes the feed', async () => {
  const stop = await startJobs(t.app);
  try {
    await eventually(() => expect(t.app.marketData.liveGasPricesAvailable(new Date())).toBe(true));
    const quotes = t.app.marketData.quotes(null);
    expect(Object.keys(quotes).sort()).toEqual([
      'FX/EURCHF',
      'FX/EURUSD',
      'ICE/GAS',
      'ICE/GAS1',
      'ICE/GAS2',
      'ICE/GAS3',
      'ICE/GAS4',
      'ICE/GAS5',
      'ICE/GAS6',
    ]);
    expect(quotes['ICE/GAS']!.price).toBeGreaterThanOrEqual(550);
    expect(quotes['ICE/GAS']!.price).toBeLessThanOrEqual(900);
    await eventually(async () => expect((await t.app.db.select().from(marketWindows)).length).toBeGreaterThan(0));

    const operator = await loginAs(t.app, 'betreiber');
    expect((await operator.put('/api/operator/price-feed', { running: false })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    const stoppedAt = await simulatorTicks();
    await new Promise((r) => setTimeout(r, 800));
    expect(await simulatorTicks()).toBe(stoppedAt);

    expect((await operator.put('/api/operator/price-feed', { running: true })).statusCode).toBe(200);
    await eventually(async () => expect(await simulatorTicks()).toBeGreaterThan(stoppedAt));
  } finally {
    await stop();
  }
  const after = await simulatorTicks();
  await new Promise((r) => setTimeout(r, 500));
  expect(await simulatorTicks()).toBe(after);
});

test.skipIf(!process.env.DATABASE_URL)(
  'on PostgreSQL exactly one contender leads, and another takes over when it goes',
  async () => {
    const leading: string[] = [];
    const contender = (name: string) =>
      electLeader(t.app, async () => {
        leading.push(name);
        return async () => void leading.splice(leading.indexOf(name), 1);
      });
    const stopA = await contender('A');
    const stopB = await contender('B');
    try {
      await new Promise((r) => setTimeout(r, 500));
      expect(leading).toEqual(['A']);
      await stopA();
      await eventually(() => expect(leading).toEqual(['B']), 8000);
    } finally {
      await stopA();
      await stopB();
    }
    expect(leading).toEqual([]);
  },
  20_000,
);
