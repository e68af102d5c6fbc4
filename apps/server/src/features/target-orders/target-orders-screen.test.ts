import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { offers, orders, targetOrders } from '../../db/schema';
import { targetOrderFixtures } from './target-orders.fixtures';
import { matchTargetOrders } from './target-orders.matcher';
import { TargetScreen } from './target-orders.screen';

// Issue 29 part 5 (decision 073): the matcher's screen kept between runs, as the job keeps it.

let t: TestApp;
const { market, create, load } = targetOrderFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await load();
});
afterAll(async () => {
  await t.close();
});

const ordersOf = (accountId: number) => t.app.db.select().from(orders).where(eq(orders.buyerAccountId, accountId));

describe('the screen kept between runs (part 5, decision 073)', () => {
  test('a kept screen sees a new target and an offer that moved to it, and fills it once', async () => {
    const { buyer, company, offer } = await market({ priceE4: 984_500 });
    const screen = new TargetScreen();
    const target = await create(buyer, { targetPrice: 95 });
    expect(await matchTargetOrders(t.app.targetOrderMatching.deps, { screen })).toEqual({ filled: 0, refused: 0 });
    // After a tick only live offers are screened: this fixed offer's new price waits for a full run.
    await t.app.db.update(offers).set({ pricePer100lE4: 949_000, version: 2 }).where(eq(offers.id, offer.id));
    expect(await matchTargetOrders(t.app.targetOrderMatching.deps, { screen, scope: 'live' })).toEqual({
      filled: 0,
      refused: 0,
    });
    expect(await matchTargetOrders(t.app.targetOrderMatching.deps, { screen })).toEqual({ filled: 1, refused: 0 });
    expect(await matchTargetOrders(t.app.targetOrderMatching.deps, { screen })).toEqual({ filled: 0, refused: 0 });
    const [stored] = await t.app.db.select().from(targetOrders).where(eq(targetOrders.id, target.id));
    expect(stored).toMatchObject({ status: 'FILLED', fills: 1 });
    expect(await ordersOf(company.accountId)).toHaveLength(1);
  });

  test('a candidate its market cannot fill (outside the lifting window) stays quiet until the minute moves', async () => {
    const { buyer, company } = await market({ priceE4: 940_000 });
    const screen = new TargetScreen();
    const deps = t.app.targetOrderMatching.deps;
    await create(buyer, { targetPrice: 95, liftingFrom: '2026-12-20', liftingTo: '2026-12-24' });
    const mine = async () =>
      [...(await screen.candidates(deps, 'all')).candidates.values()].filter(
        (c) => c.buyerAccountId === company.accountId,
      );
    expect(await mine()).toHaveLength(1);
    expect(await matchTargetOrders(deps, { screen })).toEqual({ filled: 0, refused: 0 });
    expect(await mine()).toEqual([]);
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + 60_000);
    try {
      expect(await mine()).toHaveLength(1);
    } finally {
      t.clock.now = before;
    }
    expect(await ordersOf(company.accountId)).toEqual([]);
  });
});
