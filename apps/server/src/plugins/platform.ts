import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, asc, eq } from 'drizzle-orm';
import type { BrandConfig } from '@fuel/domain/contracts/brand';
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { FeatureFlags } from '@fuel/domain/contracts/metadata';
import { BRANDS } from '@fuel/domain/brands/brands';
import { vatFor, type Vat } from '@fuel/domain/tax/vat';
import { resolveFeatureFlags } from '@fuel/domain/brands/feature-flags';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { SESSION_CHANGES_MISSED, type DbOrTx } from '../db/client';
import { AppError } from '../shared/app-error';
import { accounts, platformSettings } from '../db/schema';

/**
 * The platform settings: this process's brand and feature flags (`app.platform`), their stored copy
 * in platform_settings that every process reads, and the single-seller decision. The one source of
 * each: features take `platform` from their deps and ask the functions below, never their own copy.
 */

export type Platform = { brand: BrandConfig; features: FeatureFlags };

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

/** Brand and flags of this process; throws FeatureFlagConsistencyError on a bad combination. */
export function resolvePlatform(brandId: BrandId, overrides: Partial<FeatureFlags>): Platform {
  return { brand: BRANDS[brandId], features: resolveFeatureFlags(brandId, overrides) };
}

export type PlatformVat = Vat;

/** The platform's default VAT (a German account, or Swiss MWST with SWISS_VAT). */
export function platformVat(features: FeatureFlags): PlatformVat {
  return vatFor('DE', features.SWISS_VAT);
}

/**
 * Writes this process's brand flags and VAT to platform_settings so every process and query sees
 * them. Called at start (main.ts) and by the test app, after migration.
 */
export async function syncPlatformSettings(db: DbOrTx, platform: Platform, now: Date = new Date()): Promise<void> {
  const vat = platformVat(platform.features);
  const row = {
    brand: platform.brand.id,
    features: { ...platform.features },
    vatCountry: vat.country,
    vatRateBasisPoints: vat.rateBasisPoints,
    updatedAt: now,
  };
  const { brand: _brand, ...changes } = row;
  await db.insert(platformSettings).values(row).onConflictDoUpdate({ target: platformSettings.brand, set: changes });
}

export type PlatformSettings = { features: Record<string, boolean>; vat: { country: string; rateBasisPoints: number } };

/** Payload prefix of a platform-settings change on the session-changes channel (migration 0028). */
export const PLATFORM_SETTINGS_CHANGED = 'p:';

/**
 * One process's copy of the stored settings (decision 064): read once, forgotten when a trigger
 * announces a change of its brand's row (every process hears it) or when announcements may have been
 * missed (a database restart). A read begun before a change is not kept: it may have seen the old row.
 */
type SettingsCache = { value: PlatformSettings | undefined; generation: number };
const settingsCaches = new WeakMap<Platform, SettingsCache>();

/** Keeps the settings of `platform` cached until `onChange` reports a change of its brand. */
export function cachePlatformSettings(
  platform: Platform,
  onChange: (listener: (payload: string) => void) => () => void,
): () => void {
  const cache: SettingsCache = { value: undefined, generation: 0 };
  settingsCaches.set(platform, cache);
  return onChange((payload) => {
    if (payload === SESSION_CHANGES_MISSED || payload === PLATFORM_SETTINGS_CHANGED + platform.brand.id) {
      cache.value = undefined;
      cache.generation++;
    }
  });
}

/**
 * The stored settings of a brand, as every server process sees them: the one accessor of the flags in
 * platform_settings, cached per process where the platform plugin keeps a cache. Falls back to this
 * process's own platform when the row is missing (a database not yet synced).
 */
export async function getPlatformSettings(db: DbOrTx, platform: Platform): Promise<PlatformSettings> {
  const cache = settingsCaches.get(platform);
  if (cache?.value) return cache.value;
  const begun = cache?.generation;
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.brand, platform.brand.id));
  const settings = row
    ? { features: row.features, vat: { country: row.vatCountry, rateBasisPoints: row.vatRateBasisPoints } }
    : { features: { ...platform.features }, vat: platformVat(platform.features) };
  if (cache && row && cache.generation === begun) cache.value = settings;
  return settings;
}

/** SINGLE_SELLER_MODE: the one seller buyers deal with (null when the platform has none yet). */
export type SingleSeller = { seller: { id: number; name: string } | null };

/**
 * Which sellers a buyer may trade with: null = every seller it is connected with; in
 * SINGLE_SELLER_MODE only the platform's one seller. The one decision that metadata, market,
 * basket and order placement all ask, so they always name and sell the same seller.
 */
export async function singleSellerOf(db: DbOrTx, platform: Platform): Promise<SingleSeller | null> {
  if (!platform.features.SINGLE_SELLER_MODE) return null;
  return { seller: await findPlatformSeller(db, platform.brand.id) };
}

/**
 * SINGLE_SELLER_MODE on every path (issue 25 part 2, decision 054): the seller a buyer reaches, or the
 * seller that acts on a buyer, must be the platform's one seller; 403 with `code` otherwise. Without the
 * mode every seller passes. The additive market, empty barrels and purchase rights ask it.
 */
export async function assertPlatformSeller(
  db: DbOrTx,
  platform: Platform,
  sellerAccountId: number,
  code: 'PLATFORM_SELLER_ONLY' | 'PURCHASE_RIGHTS_PLATFORM_SELLER_ONLY' = 'PLATFORM_SELLER_ONLY',
): Promise<void> {
  const single = await singleSellerOf(db, platform);
  if (single && single.seller?.id !== sellerAccountId) throw new AppError(403, code, ERROR_MESSAGES[code]);
}

/**
 * The seller of the platform is its first active seller account by id (the oldest one; a
 * single-seller platform has exactly one, the id order only makes it deterministic).
 */
async function findPlatformSeller(db: DbOrTx, brand: string): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.type, 'seller'), eq(accounts.platform, brand), eq(accounts.status, 'ACTIVE')))
    .orderBy(asc(accounts.id))
    .limit(1);
  return row ?? null;
}

/** Decorates `app.platform`: brand plus feature flags, checked for consistency (a bad combination throws here, naming the flag). */
export default fp(
  async function platformPlugin(app: FastifyInstance) {
    app.decorate('platform', resolvePlatform(app.config.brand, app.config.featureOverrides));
    const stopCaching = cachePlatformSettings(app.platform, app.database.onSessionChange);
    app.addHook('onClose', async () => stopCaching());
  },
  { name: 'platform' },
);
