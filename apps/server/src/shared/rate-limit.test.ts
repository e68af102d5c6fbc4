import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';
import { consumeRateLimit, enforceRateLimits } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const MINUTE = 60_000;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 20, 9, 0, 0) + ms);

test('counts per key in fixed windows', async () => {
  const hit = (key: string, now: Date) => consumeRateLimit(t.app.db, key, 2, MINUTE, now);
  expect(await hit('test:a', at(0))).toBe(true);
  expect(await hit('test:a', at(10_000))).toBe(true);
  expect(await hit('test:a', at(59_999))).toBe(false);
  expect(await hit('test:b', at(59_999))).toBe(true);
  expect(await hit('test:a', at(MINUTE))).toBe(true);
  const rows = await t.app.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:a'));
  expect(rows.map((r) => r.count).sort()).toEqual([1, 3]);
});

test('parallel hits on one key let exactly `limit` through', async () => {
  const results = await Promise.all(
    Array.from({ length: 20 }, () => consumeRateLimit(t.app.db, 'test:parallel', 5, MINUTE, at(0))),
  );
  expect(results.filter(Boolean)).toHaveLength(5);
});

test('enforceRateLimits throws 429 RATE_LIMITED once a rule is exceeded', async () => {
  const rule = { key: 'test:enforce', limit: 1, windowMs: MINUTE };
  await enforceRateLimits(t.app.db, at(0), rule);
  const err = await enforceRateLimits(t.app.db, at(0), rule).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
});

test('finished windows older than a day are swept now and then', async () => {
  await consumeRateLimit(t.app.db, 'test:old', 5, MINUTE, at(0));
  vi.spyOn(Math, 'random').mockReturnValue(0); // the "now and then" is random; force it
  await consumeRateLimit(t.app.db, 'test:new', 5, MINUTE, at(25 * 3600_000));
  expect(await t.app.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:old'))).toHaveLength(0);
  expect(await t.app.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:new'))).toHaveLength(1);
});
