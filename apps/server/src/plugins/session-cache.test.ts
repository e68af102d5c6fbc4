import { expect, test } from 'vitest';
import { SessionCache } from './session-cache';

function cacheAt(ttlMs = 1000, maxEntries = 10) {
  const clock = { ms: 0 };
  const cache = new SessionCache<string>({ ttlMs, maxEntries, clock: () => clock.ms });
  const put = (hash: string, userId: number, accountId: number) =>
    cache.store(hash, { value: hash, userId, accountId }, cache.begin());
  return { cache, clock, put };
}

test('an entry answers until its time is up', () => {
  const { cache, clock, put } = cacheAt(1000);
  put('s1', 1, 10);
  clock.ms = 999;
  expect(cache.get('s1')?.value).toBe('s1');
  clock.ms = 1000;
  expect(cache.get('s1')).toBeUndefined();
});

test('announced changes drop exactly the entries they concern', () => {
  const { cache, put } = cacheAt();
  put('s1', 1, 10);
  put('s2', 1, 10);
  put('s3', 2, 10);
  put('s4', 3, 11);
  cache.invalidate('s:s1');
  expect(cache.get('s1')).toBeUndefined();
  expect(cache.get('s2')).toBeDefined();
  cache.invalidate('u:1');
  expect(cache.get('s2')).toBeUndefined();
  expect(cache.get('s3')).toBeDefined();
  cache.invalidate('a:10');
  expect(cache.get('s3')).toBeUndefined();
  expect(cache.get('s4')).toBeDefined();
  cache.invalidate('nonsense');
  expect(cache.size).toBe(0);
});

test('a load that began before a change is not stored (it may have read the old rows)', () => {
  const { cache } = cacheAt();
  const begun = cache.begin();
  cache.invalidate('u:1');
  cache.store('s1', { value: 'stale', userId: 1, accountId: 10 }, begun);
  expect(cache.get('s1')).toBeUndefined();
  cache.store('s1', { value: 'fresh', userId: 1, accountId: 10 }, cache.begin());
  expect(cache.get('s1')?.value).toBe('fresh');
});

test('the cache holds at most maxEntries, dropping the oldest; ttl 0 stores nothing', () => {
  const { cache, put } = cacheAt(1000, 2);
  put('s1', 1, 10);
  put('s2', 2, 10);
  put('s3', 3, 10);
  expect(cache.size).toBe(2);
  expect(cache.get('s1')).toBeUndefined();
  const off = cacheAt(0);
  off.put('s1', 1, 10);
  expect(off.cache.size).toBe(0);
});
