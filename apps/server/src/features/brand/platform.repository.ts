import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, platformSettings } from '../../db/schema';

export type PlatformSettingsRow = typeof platformSettings.$inferSelect;

export async function upsertPlatformSettings(
  db: DbOrTx,
  row: Omit<PlatformSettingsRow, 'updatedAt'> & { updatedAt: Date },
): Promise<void> {
  const { brand: _brand, ...changes } = row;
  await db.insert(platformSettings).values(row).onConflictDoUpdate({ target: platformSettings.brand, set: changes });
}

export async function findPlatformSettings(db: DbOrTx, brand: string): Promise<PlatformSettingsRow | undefined> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.brand, brand));
  return row;
}

/**
 * SINGLE_SELLER_MODE: the seller of the platform is its first active seller account by id (the
 * oldest one; a single-seller platform has exactly one, the id order only makes it deterministic).
 */
export async function findPlatformSeller(db: DbOrTx, brand: string): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.type, 'seller'), eq(accounts.platform, brand), eq(accounts.status, 'ACTIVE')))
    .orderBy(asc(accounts.id))
    .limit(1);
  return row ?? null;
}
