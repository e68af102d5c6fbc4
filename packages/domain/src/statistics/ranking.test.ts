import { expect, it } from 'vitest';
import { rankAccounts } from './ranking';

it('ranks by volume, then orders, then name (German collation), then id, positions 1..n', () => {
  const ranked = rankAccounts([
    { accountId: 5, accountName: 'Zeta GmbH', orders: 1, litres: 10_000 },
    { accountId: 3, accountName: 'Öko Wärme', orders: 2, litres: 50_000 },
    { accountId: 4, accountName: 'Oberland', orders: 2, litres: 50_000 },
    { accountId: 2, accountName: 'Alpha', orders: 3, litres: 50_000 },
    { accountId: 9, accountName: 'Alpha', orders: 3, litres: 50_000 },
    { accountId: 1, accountName: 'Groß AG', orders: 9, litres: 90_000 },
  ]);
  expect(ranked.map((r) => [r.position, r.accountId])).toEqual([
    [1, 1],
    [2, 2],
    [3, 9],
    [4, 4],
    [5, 3],
    [6, 5],
  ]);
});

it('does not change the input and ranks nothing as nothing', () => {
  const rows = [
    { accountId: 1, accountName: 'B', orders: 1, litres: 1 },
    { accountId: 2, accountName: 'A', orders: 1, litres: 2 },
  ];
  rankAccounts(rows);
  expect(rows[0]!.accountId).toBe(1);
  expect(rankAccounts([])).toEqual([]);
});
