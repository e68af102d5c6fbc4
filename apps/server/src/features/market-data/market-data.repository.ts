import { sql } from 'drizzle-orm';
import type { Tick } from '@fuel/domain/contracts/market-data';
import { MARKET_SYMBOLS } from '@fuel/domain/market-data/symbols';
import type { DbOrTx } from '../../db/client';
import { accounts, priceTicks } from '../../db/schema';

export type NewTick = { symbol: string; price: number; quotedAt: Date };

export async function insertTicks(db: DbOrTx, ticks: NewTick[], source: 'SIMULATOR' | 'API', sellerAccountId: number | null, receivedAt: Date): Promise<void> {
  if (ticks.length === 0) return;
  await db.insert(priceTicks).values(ticks.map((t) => ({ ...t, source, sellerAccountId, receivedAt })));
}

type RawQuote = { symbol: string; seller_account_id: number | null; price: number | string; quoted_at: Date | string };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const toTick = (r: RawQuote): Tick => ({
  symbol: r.symbol,
  price: Number(r.price),
  timestamp: new Date(r.quoted_at).toISOString(),
  sellerAccountId: r.seller_account_id === null ? null : Number(r.seller_account_id),
});

/**
 * The newest tick per symbol of the platform feed and of every seller. One index probe per
 * (symbol, source) instead of a DISTINCT ON over a week of ticks.
 */
export async function latestQuotes(db: DbOrTx): Promise<Tick[]> {
  const symbols = sql.raw(`array[${MARKET_SYMBOLS.map((s) => `'${s}'`).join(',')}]::text[]`);
  const platform = await db.execute(sql`
    select s.symbol, null::int as seller_account_id, t.price, t.quoted_at
      from unnest(${symbols}) as s(symbol)
      cross join lateral (
        select p.price, p.quoted_at from ${priceTicks} p
         where p.symbol = s.symbol and p.seller_account_id is null
         order by p.quoted_at desc, p.id desc limit 1) t`);
  const sellers = await db.execute(sql`
    select s.symbol, a.id as seller_account_id, t.price, t.quoted_at
      from unnest(${symbols}) as s(symbol)
      cross join (select id from ${accounts} where type = 'seller') a
      cross join lateral (
        select p.price, p.quoted_at from ${priceTicks} p
         where p.seller_account_id = a.id and p.symbol = s.symbol
         order by p.quoted_at desc, p.id desc limit 1) t`);
  return [...rowsOf<RawQuote>(platform), ...rowsOf<RawQuote>(sellers)].map(toTick);
}

/**
 * Platform ticks of one symbol since `from`, at most about `maxPoints`: the last price of each time
 * bucket (a chart needs no more points than it has pixels).
 */
export async function tickHistory(db: DbOrTx, symbol: string, from: Date, to: Date, maxPoints: number): Promise<Array<{ timestamp: string; price: number }>> {
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
