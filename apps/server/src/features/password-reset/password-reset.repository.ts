import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';

export async function insertResetToken(
  db: DbOrTx,
  token: { userId: number; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    userId: token.userId,
    tokenHash: token.tokenHash,
    expiresAt: token.expiresAt,
    createdAt: token.now,
  });
}

/** The unused, unexpired token with this hash; `lock` holds the row until the transaction ends. */
export async function findValidToken(db: DbOrTx, tokenHash: string, now: Date, opts: { lock?: boolean } = {}) {
  const query = db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId, accountId: users.accountId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  const [row] = opts.lock ? await query.for('update', { of: passwordResetTokens }) : await query;
  return row ?? null;
}

/** Once one link is used, or the password is changed, the user's other open links stop working too. */
export async function useAllTokensOfUser(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
