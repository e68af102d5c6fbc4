// Issue 15 part 3: keyset pages, the cached summary and its invalidation, the streamed export walk.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  OrderHistoryPageSchema,
  OrderHistorySummarySchema,
  type OrderHistoryPage,
} from '@fuel/domain/contracts/order-history';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { accounts, orders } from '../../db/schema';
import { countHistory } from './order-history.repository';

let t: TestApp;
type Agent = Awaited<ReturnType<typeof loginAs>>;
let verkaeufer: Agent;
let sellerId: number;

beforeAll(async () => {
  t = await createTestApp();
  verkaeufer = await loginAs(t.app, 'verkaeufer');
  const [row] = await t.app.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`${accounts.name} like 'Hanseatische%'`);
  sellerId = row!.id;
});
afterAll(() => t.close());

async function page(query: string): Promise<OrderHistoryPage> {
  const res = await verkaeufer.get(`/api/orderHistory/page?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return OrderHistoryPageSchema.parse(res.json());
}

async function summary(query: string) {
  const res = await verkaeufer.get(`/api/orderHistory/summary?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return OrderHistorySummarySchema.parse(res.json());
}

/** Every id of a listing, page after page along the cursors. */
async function walk(query: string): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | null = null;
  do {
    const p: OrderHistoryPage = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...p.orders.map((o) => o._id));
    cursor = p.nextCursor;
  } while (cursor);
  return seen;
}

describe('keyset pages', () => {
  test('following nextCursor lists every order once, in the order of the numbered pages', async () => {
    const query = 'pageLimit=100&createdStart=2026-01-01&createdEnd=2026-08-31';
    const ids = await walk(query);
    const { metadata } = await summary(query);
    expect(ids.length).toBe(metadata.total);
    expect(ids.length).toBeGreaterThan(200);
    expect(new Set(ids).size).toBe(ids.length);
    const byNumber: number[] = [];
    for (let n = 1; n <= metadata.pageCount; n++)
      byNumber.push(...(await page(`${query}&pageNumber=${n}`)).orders.map((o) => o._id));
    expect(ids).toEqual(byNumber);
  });

  test('works for other sorts too, ascending and descending (price, buyer name, status)', async () => {
    for (const sort of ['sortBy=price&sortType=asc', 'sortBy=buyer&sortType=desc', 'sortBy=status&sortType=asc']) {
      const query = `pageLimit=50&createdStart=2026-03-01&createdEnd=2026-06-30&${sort}`;
      const ids = await walk(query);
      expect(ids.length, sort).toBe((await summary(query)).metadata.total);
      expect(new Set(ids).size, sort).toBe(ids.length);
    }
  });

  test('the last page has no next cursor; a cursor of another sort or a made-up one is refused in German', async () => {
    const first = await page('pageLimit=5');
    expect(first.nextCursor).not.toBeNull();
    const otherSort = await verkaeufer.get(
      `/api/orderHistory/page?pageLimit=5&sortBy=price&cursor=${first.nextCursor}`,
    );
    expect(otherSort.statusCode).toBe(400);
    expect(otherSort.json().error.message).toMatch(/Seitenmarke ist ungültig/);
    for (const bad of ['abc', 'WzEsMiwzXQ', 'a%2Bb']) {
      const res = await verkaeufer.get(`/api/orderHistory/page?cursor=${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
    const last = await page('orderId=no-such-contract-number');
    expect(last).toEqual({ orders: [], nextCursor: null });
  });
});

describe('summary', () => {
  test('the spec call answers the same total and options as /summary, plus the page and its cursor', async () => {
    const query = 'productType=FUEL&market=SPOT&orderStatusList=COMPLETE';
    const res = await verkaeufer.get(`/api/orderHistory?${query}`);
    const full = res.json();
    const s = await summary(query);
    expect(full.metadata).toEqual(s.metadata);
    expect(full.filterOptions).toEqual(s.filterOptions);
    expect(full.orders).toEqual((await page(query)).orders);
  });

  test('a confirmed order shows in the totals at once (the cached count of its seller is dropped)', async () => {
    const [open] = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.sellerAccountId, sellerId), eq(orders.status, 'OPEN'), eq(orders.market, 'SPOT')))
      .limit(1);
    const query = 'orderStatusList=CONFIRMED';
    const before = (await summary(query)).metadata.total;
    expect((await summary(query)).metadata.total).toBe(before);
    const res = await verkaeufer.post(`/api/orders/${open!.id}/confirm`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await summary(query)).metadata.total).toBe(before + 1);
  });

  test('the count stops one above the cap (the service answers "capped")', async () => {
    const v = { kind: 'seller' as const, accountId: sellerId };
    const all = await countHistory(t.app.db, v, {}, 1_000_000);
    expect(all).toBeGreaterThan(10);
    expect(await countHistory(t.app.db, v, {}, 10)).toBe(11);
    expect(await countHistory(t.app.db, v, { orderId: 'no-such-contract-number' }, 10)).toBe(0);
  });
});

describe('streamed export', () => {
  test('more rows than one batch of the walk: every order once, in the list order', async () => {
    const ids = await walk('pageLimit=100');
    expect(ids.length).toBeGreaterThan(1000);
    const numbers = new Map<number, string>();
    const rows = await t.app.db
      .select({ id: orders.id, n: orders.contractNumber })
      .from(orders)
      .where(eq(orders.sellerAccountId, sellerId));
    for (const r of rows) numbers.set(r.id, r.n);
    const res = await verkaeufer.get('/api/orderHistory/export');
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(lines.map((l) => l.split(';')[1])).toEqual(ids.map((id) => numbers.get(id)));
  });

  test('sorted by terminal (rows without one have no keyset): still every order once', async () => {
    const res = await verkaeufer.get('/api/orderHistory/export?sortBy=terminal&sortType=asc');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    const { metadata } = await summary('');
    expect(lines).toHaveLength(metadata.total);
    expect(new Set(lines.map((l) => l.split(';')[1])).size).toBe(lines.length);
  });
});
