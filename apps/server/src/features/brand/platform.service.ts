import type { DbOrTx } from '../../db/client';
import { platformVat, type Platform } from './platform';
import { findPlatformSeller, findPlatformSettings, upsertPlatformSettings } from './platform.repository';

/**
 * Writes this process's brand flags and VAT to platform_settings so every process and query sees
 * them. Called at start (main.ts) and by the test app, after migration.
 */
export async function syncPlatformSettings(db: DbOrTx, platform: Platform, now: Date = new Date()): Promise<void> {
  const vat = platformVat(platform.features);
  await upsertPlatformSettings(db, {
    brand: platform.brand.id,
    features: { ...platform.features },
    vatCountry: vat.country,
    vatRateBasisPoints: vat.rateBasisPoints,
    updatedAt: now,
  });
}

export type PlatformSettings = { features: Record<string, boolean>; vat: { country: string; rateBasisPoints: number } };

/**
 * The stored settings of a brand, as every server process sees them; falls back to this process's
 * own platform when the row is missing (a database not yet synced).
 */
export async function getPlatformSettings(db: DbOrTx, platform: Platform): Promise<PlatformSettings> {
  const row = await findPlatformSettings(db, platform.brand.id);
  if (!row) return { features: { ...platform.features }, vat: platformVat(platform.features) };
  return { features: row.features, vat: { country: row.vatCountry, rateBasisPoints: row.vatRateBasisPoints } };
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
