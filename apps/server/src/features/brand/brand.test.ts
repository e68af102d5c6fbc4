import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { PublicBrandSchema } from '@fuel/domain/contracts/brand';
import { FeatureFlagConsistencyError } from '@fuel/domain/brands/feature-flags';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { platformSettings } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { getPlatformSettings, resolvePlatform, syncPlatformSettings } from '../../plugins/platform';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('GET /api/brand is public: brand A config, flags and environment', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/brand' });
  expect(res.statusCode).toBe(200);
  const brand = PublicBrandSchema.parse(res.json());
  expect(brand).toMatchObject({ id: 'A', locale: 'de', currency: 'EUR', poweredBy: false, environment: 'test' });
  expect(brand.companyName).toBeTruthy();
  expect(brand.features).toMatchObject({ TRIGGERS: true, PRICE_ALERT: true, CURRENCY_CHF: false });
});

test('syncPlatformSettings stores the flags and German VAT of brand A, and updates on a second call', async () => {
  const [row] = await t.app.db.select().from(platformSettings).where(eq(platformSettings.brand, 'A'));
  expect(row).toMatchObject({ vatCountry: 'DE', vatRateBasisPoints: 1900 });
  expect(row.features).toMatchObject({ DELIVERED_PRODUCTS: true, SWISS_VAT: false });

  await syncPlatformSettings(t.app.db, resolvePlatform('A', { DELIVERED_PRODUCTS: false }));
  const [after] = await t.app.db.select().from(platformSettings).where(eq(platformSettings.brand, 'A'));
  expect(after.features.DELIVERED_PRODUCTS).toBe(false);
  expect(await t.app.db.select().from(platformSettings)).toHaveLength(1);
  await syncPlatformSettings(t.app.db, t.app.platform);
});

test('the settings are read once per process and read again when their row changes (decision 064)', async () => {
  // A database that would fail every query: a cached read does not ask it.
  const unreachable = new Proxy(
    {},
    {
      get: () => () => {
        throw new Error('no query expected');
      },
    },
  ) as unknown as DbOrTx;
  const first = await getPlatformSettings(t.app.db, t.app.platform);
  expect(first.features.DELIVERED_PRODUCTS).toBe(true);
  expect(await getPlatformSettings(unreachable, t.app.platform)).toEqual(first);

  // Any write path (here a plain UPDATE) announces the change through the trigger: the next read is fresh.
  try {
    await t.app.db.update(platformSettings).set({ features: { ...first.features, DELIVERED_PRODUCTS: false } });
    await expect(getPlatformSettings(unreachable, t.app.platform)).rejects.toThrow('no query expected');
    expect((await getPlatformSettings(t.app.db, t.app.platform)).features.DELIVERED_PRODUCTS).toBe(false);
  } finally {
    await t.app.db.update(platformSettings).set({ features: first.features });
  }
  expect((await getPlatformSettings(t.app.db, t.app.platform)).features.DELIVERED_PRODUCTS).toBe(true);
});

describe('brand B', () => {
  let tb: TestApp;
  beforeAll(async () => {
    tb = await createTestApp({ BRAND: 'B' });
  });
  afterAll(() => tb.close());

  test('GET /api/brand shows de-CH, CHF and "Powered by"', async () => {
    const res = await tb.app.inject({ method: 'GET', url: '/api/brand' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'B', locale: 'de-CH', currency: 'CHF', poweredBy: true });
    expect(res.json().features).toMatchObject({ CURRENCY_CHF: true, SWISS_VAT: true, TRIGGERS: false });
  });

  test('platform settings hold Swiss VAT in basis points', async () => {
    const [row] = await tb.app.db.select().from(platformSettings).where(eq(platformSettings.brand, 'B'));
    expect(row).toMatchObject({ vatCountry: 'CH', vatRateBasisPoints: 810 });
  });
});

test('buildApp refuses an inconsistent flag combination, naming the flag', async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BRAND: 'B', FEATURE_FLAGS: 'TRIGGERS=true' });
  const attempt = buildApp({ config, database: t.database });
  await expect(attempt).rejects.toBeInstanceOf(FeatureFlagConsistencyError);
  await expect(attempt).rejects.toThrow(/TRIGGERS/);
});

test("the brand's currency follows CURRENCY_CHF: brand B with the flag off answers EUR", async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BRAND: 'B', FEATURE_FLAGS: 'CURRENCY_CHF=false' });
  const app = await buildApp({ config, database: t.database });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/brand' });
    expect(res.json()).toMatchObject({ id: 'B', locale: 'de-CH', currency: 'EUR', features: { CURRENCY_CHF: false } });
  } finally {
    await app.close();
  }
});
