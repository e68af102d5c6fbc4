import type { Tick } from '@fuel/domain/contracts/market-data';
import type { DbOrTx } from '../../db/client';
import { findQuoteAudiences } from './quote-audience.repository';

/**
 * Who may read an API seller's quotes: the seller and the buyers trading with it. Platform quotes
 * (sellerAccountId null) are for every logged-in page.
 */
export const isTickVisible = (tick: Pick<Tick, 'sellerAccountId'>, sellers: ReadonlySet<number>) =>
  tick.sellerAccountId === null || sellers.has(tick.sellerAccountId);

/** For each account, the API sellers whose quotes its pages may read (see findQuoteAudiences). */
export async function quoteAudiencesOf(db: DbOrTx, accountIds: number[]): Promise<Map<number, Set<number>>> {
  return findQuoteAudiences(db, accountIds);
}

/** The API sellers whose quotes one account's pages may read. */
export async function quoteAudienceOf(db: DbOrTx, accountId: number): Promise<Set<number>> {
  return (await quoteAudiencesOf(db, [accountId])).get(accountId)!;
}

/** GET /api/quotes: the latest platform quotes and those of the API sellers this account may read. */
export async function visibleQuotes(
  deps: { db: DbOrTx; marketData: { latestTicks(): Tick[] } },
  accountId: number,
): Promise<Tick[]> {
  const sellers = await quoteAudienceOf(deps.db, accountId);
  return deps.marketData.latestTicks().filter((tick) => isTickVisible(tick, sellers));
}
