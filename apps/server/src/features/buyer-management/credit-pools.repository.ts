// Shared credit limits (decision 051): which pairs draw on a shareholder group's pool, the pool's
// limit (the parent's relationship with the seller) and the credit in use of every member.
import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canTrade } from '@fuel/domain/contracts/relationships';
import { sharesCredit, type CreditPool } from '@fuel/domain/trading/shared-credit';
import type { DbOrTx } from '../../db/client';
import { accounts, orderCreditUse, relationships } from '../../db/schema';

type Pair = { buyerAccountId: number; sellerAccountId: number };

/** A pool with the names of its members (parent first), for the seller's view. */
export type CreditPoolFacts = CreditPool & { members: Array<{ id: number; name: string }> };

const key = (buyerAccountId: number, sellerAccountId: number) => `${buyerAccountId}:${sellerAccountId}`;

/**
 * The pool each pair draws on, keyed "buyerId:sellerId"; pairs that keep their own limit are absent.
 * The parent's flag decides (a child's own flag is not read). `lock` (inside a transaction) locks
 * the pools' rows, the parents' relationships with the sellers, FOR UPDATE one by one in the order
 * (parent, seller) before the credit in use is read: every placement that draws on a pool then waits
 * for the one before it (decision 051; placement locks all pools before any pair, decision 012).
 */
export async function findCreditPools(
  db: DbOrTx,
  pairs: readonly Pair[],
  today: string,
  opts: { lock?: boolean } = {},
): Promise<Map<string, CreditPoolFacts>> {
  const pools = new Map<string, CreditPoolFacts>();
  const buyerIds = [...new Set(pairs.map((p) => p.buyerAccountId))];
  if (buyerIds.length === 0) return pools;
  const parent = sql<number>`coalesce(${accounts.parentAccountId}, ${accounts.id})`;
  // One statement: each account with its parent and whether that parent shares credit.
  const parentAccount = alias(accounts, 'parent_account');
  const groups = await db
    .select({
      accountId: accounts.id,
      parentAccountId: parentAccount.id,
      sharing: sql<boolean | null>`(${parentAccount.features} ->> 'sharedCreditLimits')::boolean`,
    })
    .from(accounts)
    .innerJoin(parentAccount, eq(parentAccount.id, parent))
    .where(inArray(accounts.id, buyerIds));
  const parentOf = new Map(
    groups.filter((g) => g.sharing === true).map((g) => [g.accountId, Number(g.parentAccountId)]),
  );
  const pooled = pairs.filter((p) => parentOf.has(p.buyerAccountId));
  if (pooled.length === 0) return pools;

  const poolParents = [...new Set(pooled.map((p) => parentOf.get(p.buyerAccountId)!))].sort((a, b) => a - b);
  const sellerIds = [...new Set(pooled.map((p) => p.sellerAccountId))].sort((a, b) => a - b);
  const parentRelations = new Map<string, { canTrade: boolean; creditLimitMinor: number | null }>();
  if (opts.lock) {
    const wanted = [
      ...new Map(
        pooled.map((p) => [
          key(parentOf.get(p.buyerAccountId)!, p.sellerAccountId),
          { parentId: parentOf.get(p.buyerAccountId)!, sellerId: p.sellerAccountId },
        ]),
      ).values(),
    ];
    for (const w of wanted.sort((a, b) => a.parentId - b.parentId || a.sellerId - b.sellerId)) {
      const [rel] = await db
        .select()
        .from(relationships)
        .where(and(eq(relationships.buyerAccountId, w.parentId), eq(relationships.sellerAccountId, w.sellerId)))
        .for('update');
      if (rel)
        parentRelations.set(key(w.parentId, w.sellerId), {
          canTrade: canTrade(rel),
          creditLimitMinor: rel.creditLimitMinor,
        });
    }
  } else {
    const rels = await db
      .select()
      .from(relationships)
      .where(
        and(inArray(relationships.buyerAccountId, poolParents), inArray(relationships.sellerAccountId, sellerIds)),
      );
    for (const rel of rels)
      parentRelations.set(key(rel.buyerAccountId, rel.sellerAccountId), {
        canTrade: canTrade(rel),
        creditLimitMinor: rel.creditLimitMinor,
      });
  }

  // Statements after the locks: they see every order committed before the locks were granted.
  const members = await db
    .select({ id: accounts.id, name: accounts.name, parentAccountId: parent })
    .from(accounts)
    .where(or(inArray(accounts.id, poolParents), inArray(accounts.parentAccountId, poolParents)))
    .orderBy(asc(accounts.id));
  const membersOf = (parentId: number) =>
    members
      .filter((m) => Number(m.parentAccountId) === parentId)
      .sort((a, b) => Number(b.id === parentId) - Number(a.id === parentId) || a.id - b.id);
  const used = await db
    .select({
      buyerAccountId: orderCreditUse.buyerAccountId,
      sellerAccountId: orderCreditUse.sellerAccountId,
      used: sql<string>`sum(${orderCreditUse.grossMinor})`,
    })
    .from(orderCreditUse)
    .where(
      and(
        inArray(
          orderCreditUse.buyerAccountId,
          members.map((m) => m.id),
        ),
        inArray(orderCreditUse.sellerAccountId, sellerIds),
        gte(orderCreditUse.dueDate, today),
      ),
    )
    .groupBy(orderCreditUse.buyerAccountId, orderCreditUse.sellerAccountId);

  for (const pair of pooled) {
    const parentId = parentOf.get(pair.buyerAccountId)!;
    const parentRelationship = parentRelations.get(key(parentId, pair.sellerAccountId)) ?? null;
    const group = membersOf(parentId);
    if (
      !sharesCredit(
        { parentAccountId: parentId, sharedCreditLimits: true, memberAccountIds: group.map((m) => m.id) },
        parentRelationship,
      )
    )
      continue;
    const ids = new Set(group.map((m) => m.id));
    pools.set(key(pair.buyerAccountId, pair.sellerAccountId), {
      parentAccountId: parentId,
      limitMinor: parentRelationship!.creditLimitMinor,
      usedByAccount: used
        .filter((u) => ids.has(u.buyerAccountId) && u.sellerAccountId === pair.sellerAccountId)
        .map((u) => ({ accountId: u.buyerAccountId, usedMinor: Number(u.used) })),
      memberAccountIds: group.map((m) => m.id),
      members: group.map((m) => ({ id: m.id, name: m.name })),
    });
  }
  return pools;
}
