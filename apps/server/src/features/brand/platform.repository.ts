import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { platformSettings } from '../../db/schema';

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
