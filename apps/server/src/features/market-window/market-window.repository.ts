import { desc, eq } from 'drizzle-orm';
import type { MarketWindowPrice } from '@fuel/domain/contracts/market-data';
import type { DbOrTx } from '../../db/client';
import { marketWindows } from '../../db/schema';

export type WindowRow = {
  id: number;
  createdAt: Date;
  expiresAt: Date;
  marketChange: boolean;
  prices: MarketWindowPrice[];
};

const columns = {
  id: marketWindows.id,
  createdAt: marketWindows.createdAt,
  expiresAt: marketWindows.expiresAt,
  marketChange: marketWindows.marketChange,
  prices: marketWindows.prices,
};
const typed = (row: Omit<WindowRow, 'prices'> & { prices: unknown[] }): WindowRow => ({
  ...row,
  prices: row.prices as MarketWindowPrice[],
});

export async function latestWindow(db: DbOrTx): Promise<WindowRow | undefined> {
  const [row] = await db.select(columns).from(marketWindows).orderBy(desc(marketWindows.createdAt)).limit(1);
  return row && typed(row);
}

export async function windowCreatedAt(db: DbOrTx, createdAt: Date): Promise<WindowRow | undefined> {
  const [row] = await db.select(columns).from(marketWindows).where(eq(marketWindows.createdAt, createdAt));
  return row && typed(row);
}

/** Inserts the window unless another process already made the one of this boundary (unique created_at). */
export async function insertWindow(db: DbOrTx, values: Omit<WindowRow, 'id'>): Promise<WindowRow | undefined> {
  const [row] = await db
    .insert(marketWindows)
    .values(values)
    .onConflictDoNothing({ target: marketWindows.createdAt })
    .returning(columns);
  return row && typed(row);
}
