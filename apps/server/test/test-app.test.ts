import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';
import { TEST_NOW } from './test-clock';

// The test app itself: a fixed clock by default (results independent of the day the suite runs)
// and sibling apps on the same database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

test('the clock stands at TEST_NOW, the moment the template was seeded for, until the test moves it', async () => {
  expect(t.app.now()).toEqual(TEST_NOW);
  const later = new Date(TEST_NOW.getTime() + 3_600_000);
  t.clock.now = later;
  try {
    expect(t.app.now()).toEqual(later);
  } finally {
    t.clock.now = new Date(TEST_NOW);
  }
});

test('an opted-out app follows the wall clock, and moving its clock object changes nothing', async () => {
  const real = await t.sibling({}, { clock: 'real' });
  try {
    const before = Date.now();
    real.clock.now = new Date('2000-01-01T00:00:00Z');
    const now = real.app.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  } finally {
    await real.close();
  }
});

test('a sibling app shares the database; brand and feature flags, stored there, need their own app', async () => {
  const s = await t.sibling({ PUBLIC_URL: 'https://handel.example.de' });
  try {
    await s.app.db.update(users).set({ firstName: 'Geschwister' }).where(eq(users.username, 'bauer'));
    const [row] = await t.app.db.select({ firstName: users.firstName }).from(users).where(eq(users.username, 'bauer'));
    expect(row!.firstName).toBe('Geschwister');
  } finally {
    await s.close();
  }
  expect(() => t.sibling({ FEATURE_FLAGS: '+SINGLE_SELLER_MODE' })).toThrow(/FEATURE_FLAGS/);
  expect(() => t.sibling({ BRAND: 'B' })).toThrow(/BRAND/);
});
