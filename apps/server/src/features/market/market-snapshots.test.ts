import { expect, test } from 'vitest';
import { MarketSnapshots, type Snapshot } from './market-snapshots';

type S = Snapshot & { n: number };
const at = (version: number, nowMs = 0, today = '2026-11-20') => ({ version, today, nowMs });
let built = 0;
const build =
  (version: number, sellers: number[] = [1], builtAtMs = 0) =>
  async (): Promise<S> => ({
    version,
    today: '2026-11-20',
    sellerIds: new Set(sellers),
    builtAtMs,
    n: ++built,
  });

test('kept while the version, the day and the age hold; rebuilt when any of them moves', async () => {
  const cache = new MarketSnapshots<S>({ maxAgeMs: 1000, maxEntries: 10 });
  const first = await cache.get('b', at(1), build(1));
  expect(await cache.get('b', at(1, 999), build(1))).toBe(first);
  expect(await cache.get('b', at(2), build(2))).not.toBe(first);
  const v2 = await cache.get('b', at(2), build(2));
  expect(await cache.get('b', at(2, 0, '2026-11-21'), build(2))).not.toBe(v2);
  const kept = await cache.get('c', at(1), build(1));
  expect(await cache.get('c', at(1, 1000), build(1))).not.toBe(kept);
});

test('concurrent callers share one build', async () => {
  const cache = new MarketSnapshots<S>();
  const [x, y] = await Promise.all([cache.get('b', at(1), build(1)), cache.get('b', at(1), build(1))]);
  expect(x).toBe(y);
});

test('a sale drops the snapshots that show the seller, and only those', async () => {
  const cache = new MarketSnapshots<S>();
  const one = await cache.get('one', at(1), build(1, [1]));
  const two = await cache.get('two', at(1), build(1, [2]));
  cache.sold([1]);
  expect(await cache.get('one', at(1), build(1, [1]))).not.toBe(one);
  expect(await cache.get('two', at(1), build(1, [2]))).toBe(two);
  cache.sold(null);
  expect(await cache.get('two', at(1), build(1, [2]))).not.toBe(two);
});

test('a build that saw a sale happen meanwhile answers its caller but is not kept; later callers do not join it', async () => {
  const cache = new MarketSnapshots<S>();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slow = cache.get('b', at(1), async () => {
    await gate;
    return build(1)();
  });
  cache.sold([1]);
  const after = cache.get('b', at(1), build(1));
  release();
  const [early, late] = await Promise.all([slow, after]);
  expect(late).not.toBe(early);
  expect(await cache.get('b', at(1), build(1))).toBe(late);
});

test('the least recently used buyer goes first when the cache is full', async () => {
  const cache = new MarketSnapshots<S>({ maxAgeMs: 1000, maxEntries: 2 });
  const a = await cache.get('a', at(1), build(1));
  await cache.get('b', at(1), build(1));
  expect(await cache.get('a', at(1), build(1))).toBe(a);
  await cache.get('c', at(1), build(1));
  expect(cache.size).toBe(2);
  expect(await cache.get('a', at(1), build(1))).toBe(a);
});
