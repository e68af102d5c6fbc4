import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_TTL_MS } from '@fuel/domain/constants';
import type { PasswordResetConfirm } from '@fuel/domain/contracts/identity';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { checkPassword, passwordProblemFields } from '@fuel/domain/validation/password';
import {
  destroyUserSessions,
  findPrincipalByIdentifier,
  isPrincipalBlocked,
  type Principal,
} from '../../plugins/session';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { hashPassword } from '../../shared/password-hash';
import { randomToken, sha256Hex } from '../../shared/tokens';
import { setPasswordByReset } from '../users/user-records.service';
import * as repo from './password-reset.repository';
import { lockoutResetMail, passwordResetMail } from './password-reset.mails';

export type PasswordResetDeps = Pick<FastifyInstance, 'db' | 'now' | 'mailer' | 'config'>;

const linkExpired = () => new AppError(410, 'RESET_LINK_EXPIRED', ERROR_MESSAGES.RESET_LINK_EXPIRED);

/**
 * Mails a single-use link when the identifier names a user who may log in. The answer never says
 * whether it did, so the form cannot be used to find out which usernames or addresses exist.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, identifier: string): Promise<{ requested: true }> {
  const user = await findPrincipalByIdentifier(deps.db, identifier);
  if (user) await mailResetLink(deps, user, passwordResetMail);
  return { requested: true };
}

/**
 * Called by the login when it has just blocked the user (too many wrong passwords or codes): the
 * owner learns of it at once and gets the way back in, instead of waiting for an administrator.
 */
export async function mailResetLinkAfterLockout(deps: PasswordResetDeps, user: Principal): Promise<void> {
  await mailResetLink(deps, user, lockoutResetMail);
}

async function mailResetLink(deps: PasswordResetDeps, user: Principal, mail: typeof passwordResetMail): Promise<void> {
  // Users blocked by an administrator stay out; a failed-login block is exactly what a reset lifts.
  if (isPrincipalBlocked(user)) return;
  const now = deps.now();
  const token = await issueResetKey(deps.db, user.userId, new Date(now.getTime() + PASSWORD_RESET_TTL_MS), now);
  await deps.mailer.send(mail(user, `${deps.config.publicUrl}/passwort/reset/${token}`));
}

/**
 * A single-use key for /passwort/reset/<key>, stored as its hash. Also the set-password link of a new
 * user (users feature, inside its transaction, with its own expiry).
 */
export async function issueResetKey(db: DbOrTx, userId: number, expiresAt: Date, now: Date): Promise<string> {
  const key = randomToken(32);
  await repo.insertResetToken(db, { userId, tokenHash: sha256Hex(key), expiresAt, now });
  return key;
}

/** Every open reset link of the user ends (its password was just set or changed). */
export async function invalidateResetKeys(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await repo.useAllTokensOfUser(db, userId, now);
}

export async function isResetKeyValid(deps: PasswordResetDeps, key: string): Promise<{ valid: boolean }> {
  return { valid: (await repo.findValidToken(deps.db, sha256Hex(key), deps.now())) !== null };
}

/**
 * Sets the new password: checks the link, then the policy, then in one transaction stores the
 * hash, uses up the user's links, lifts a failed-login block and logs the user out everywhere.
 */
export async function resetPassword(
  deps: PasswordResetDeps,
  key: string,
  input: PasswordResetConfirm,
): Promise<{ reset: true }> {
  const tokenHash = sha256Hex(key);
  if (!(await repo.findValidToken(deps.db, tokenHash, deps.now()))) throw linkExpired();
  const problems = checkPassword(input.password, input.passwordRepeat);
  if (problems.length > 0) {
    throw new AppError(400, 'PASSWORD_POLICY', ERROR_MESSAGES.PASSWORD_POLICY, passwordProblemFields(problems));
  }
  // Hashing takes ~50 ms: done before the transaction so no row stays locked meanwhile.
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    // Locked and checked again: of two parallel uses of one link, only one gets through.
    const token = await repo.findValidToken(tx, tokenHash, now, { lock: true });
    if (!token) throw linkExpired();
    await setPasswordByReset(tx, token.userId, passwordHash);
    await repo.useAllTokensOfUser(tx, token.userId, now);
    await destroyUserSessions(tx, token.userId);
    await recordAudit(tx, {
      actorUserId: token.userId,
      accountId: token.accountId,
      entity: 'user',
      entityId: token.userId,
      action: 'password-reset',
      at: now,
    });
  });
  return { reset: true };
}
