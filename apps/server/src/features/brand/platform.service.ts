import type { DbOrTx } from '../../db/client';
import { platformVat, type Platform } from './platform';
import { findPlatformSettings, upsertPlatformSettings } from './platform.repository';

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
