import { sql } from 'drizzle-orm';
import { MARKET_SYMBOLS } from '@fuel/domain/market-data/symbols';
import type { DbOrTx } from '../../db/client';
import { priceTicks } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Platform ticks of one symbol since `from`, at most about `maxPoints`: the last price of each time
 * bucket (a chart needs no more points than it has pixels).
 */
export async function tickHistory(
  db: DbOrTx,
  symbol: string,
  from: Date,
  to: Date,
  maxPoints: number,
): Promise<Array<{ timestamp: string; price: number }>> {
  const bucketSeconds = Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000 / maxPoints));
  const result = await db.execute(sql`
    select max(quoted_at) as quoted_at, (array_agg(price order by quoted_at desc))[1] as price
      from ${priceTicks}
     where symbol = ${symbol} and seller_account_id is null
       and quoted_at >= ${from.toISOString()}::timestamptz and quoted_at <= ${to.toISOString()}::timestamptz
     group by floor(extract(epoch from quoted_at) / ${bucketSeconds})
     order by 1`);
  return rowsOf<{ quoted_at: Date | string; price: number | string }>(result).map((r) => ({
    timestamp: new Date(r.quoted_at).toISOString(),
    price: Number(r.price),
  }));
}

/**
 * Deletes ticks older than `before`, per symbol (the (symbol, quoted_at) index finds them) and in
 * slices, so one statement never holds many row locks for long.
 */
export async function pruneTicks(db: DbOrTx, before: Date, slice = 10_000): Promise<number> {
  let total = 0;
  for (const symbol of MARKET_SYMBOLS) {
    for (;;) {
      const result = await db.execute(sql`
        delete from ${priceTicks} where id in (
          select id from ${priceTicks} where symbol = ${symbol} and quoted_at < ${before.toISOString()}::timestamptz limit ${slice})`);
      const r = result as { rowCount?: number | null; affectedRows?: number };
      const n = r.rowCount ?? r.affectedRows ?? 0;
      total += n;
      if (n < slice) break;
    }
  }
  return total;
}
