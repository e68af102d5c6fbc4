// The account ranking (spec sections 2 and 3): counterparties by volume, largest first. Ties are
// broken so that the same figures always give the same order: more orders first, then the name
// (German collation), then the account id.

export type RankingInput = { accountId: number; accountName: string; orders: number; litres: number };
export type Ranked<T extends RankingInput> = T & { position: number };

export function compareRanking(a: RankingInput, b: RankingInput): number {
  return (
    b.litres - a.litres ||
    b.orders - a.orders ||
    a.accountName.localeCompare(b.accountName, 'de') ||
    a.accountId - b.accountId
  );
}

/** The rows in ranking order with positions 1, 2, 3, ... (a tie still gets its own position). */
export function rankAccounts<T extends RankingInput>(rows: readonly T[]): Array<Ranked<T>> {
  return [...rows].sort(compareRanking).map((r, i) => ({ ...r, position: i + 1 }));
}
