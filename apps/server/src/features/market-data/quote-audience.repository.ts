import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, relationships } from '../../db/schema';

/**
 * For each given account, the API sellers whose quotes its pages may read: itself (a seller sees its
 * own feed) and every seller it trades with, directly or through one of its child accounts (a parent
 * looks at its children's markets). Trading means ENABLED on both sides, as in the market query.
 */
export async function findQuoteAudiences(db: DbOrTx, accountIds: number[]): Promise<Map<number, Set<number>>> {
  const audiences = new Map(accountIds.map((id) => [id, new Set([id])]));
  if (accountIds.length === 0) return audiences;
  const ids = sql.join(
    accountIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const enabled = sql`r.seller_status = 'ENABLED' and r.buyer_status = 'ENABLED'`;
  const result = await db.execute(sql`
    select r.buyer_account_id as viewer, r.seller_account_id as seller
      from ${relationships} r
     where r.buyer_account_id in (${ids}) and ${enabled}
    union all
    select b.parent_account_id as viewer, r.seller_account_id as seller
      from ${relationships} r
      join ${accounts} b on b.id = r.buyer_account_id
     where b.parent_account_id in (${ids}) and ${enabled}`);
  for (const row of (result as unknown as { rows: Array<{ viewer: number | string; seller: number | string }> }).rows) {
    audiences.get(Number(row.viewer))?.add(Number(row.seller));
  }
  return audiences;
}
