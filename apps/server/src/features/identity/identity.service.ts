import type { FastifyInstance } from 'fastify';
import {
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_TTL_MS,
  MAX_FAILED_LOGIN_CODES,
  MAX_FAILED_LOGINS,
} from '@fuel/domain/constants';
import type { BrandId, CurrentUser, LoginRequest, LoginResponse } from '@fuel/domain/contracts/identity';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { ErrorCode } from '@fuel/domain/contracts/errors';
import type { AuthContext } from '../../plugins/authorization';
import {
  destroyPendingSessions,
  findPrincipalByIdentifier,
  isPrincipalBlocked,
  type Principal,
  type SessionControl,
} from '../../plugins/session';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../shared/password-hash';
import { randomDigits, sameDigest, sha256Hex } from '../../shared/tokens';
import type { DbOrTx } from '../../db/client';
import { mailResetLinkAfterLockout } from '../password-reset/password-reset.service';
import { recordLogin, recordLoginFailure, resetFailedLogins } from '../users/user-records.service';
import * as repo from './identity.repository';
import { loginCodeMail } from './identity.mails';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

export type IdentityDeps = Pick<FastifyInstance, 'db' | 'now' | 'mailer' | 'config'>;

const refuse = (status: number, code: ErrorCode, message = ERROR_MESSAGES[code]) => new AppError(status, code, message);
const TOO_MANY_CODES_MESSAGE = SERVER_MESSAGES.identity.tooManyCodes;
const CODES_BLOCKED_MESSAGE = SERVER_MESSAGES.identity.codesBlocked;

export function toCurrentUser(p: Principal): CurrentUser {
  return {
    id: p.userId,
    userId: p.userId,
    username: p.username,
    accountType: p.accountType,
    account: { id: p.accountId, type: p.accountType, platform: p.platform as BrandId, name: p.accountName },
    user: { email: p.email, firstName: p.firstName, lastName: p.lastName },
    isAdmin: p.isAdmin,
    roles: p.roles,
    gtcAccepted: p.gtcAcceptedAt !== null,
    twoFactorEnabled: p.twoFactorEnabled,
  };
}

/**
 * Password check with lockout: MAX_FAILED_LOGINS wrong passwords block the login until a password
 * reset, and the user is mailed a reset link at once; open sessions stay (decision 017). Failed
 * attempts on names nobody has count and block the same way, and every path checks one hash, so
 * neither the answers nor their timing tell which names exist.
 */
export async function login(deps: IdentityDeps, input: LoginRequest, session: SessionControl): Promise<LoginResponse> {
  const user = await findPrincipalByIdentifier(deps.db, input.username);
  if (!user) {
    await verifyPassword(input.password, await DUMMY_HASH_PROMISE);
    const blocked = await repo.recordUnknownLoginFailure(
      deps.db,
      sha256Hex(input.username.trim().toLowerCase()),
      MAX_FAILED_LOGINS,
      deps.now(),
    );
    throw refuse(blocked ? 403 : 401, blocked ? 'ACCOUNT_BLOCKED' : 'INVALID_CREDENTIALS');
  }
  const passwordOk = await verifyPassword(input.password, user.passwordHash);
  if (user.loginBlockedAt) throw refuse(403, 'ACCOUNT_BLOCKED');
  if (!passwordOk) {
    if (await countFailure(deps, user, 'logins')) throw refuse(403, 'ACCOUNT_BLOCKED');
    throw refuse(401, 'INVALID_CREDENTIALS');
  }
  if (isPrincipalBlocked(user)) throw refuse(403, 'USER_BLOCKED');

  const now = deps.now();
  if (!user.twoFactorEnabled) {
    await deps.db.transaction(async (tx) => {
      await recordLogin(tx, user.userId, now);
      await session.start(user.userId, { twoFactorPending: false, db: tx });
    });
    return toCurrentUser(user);
  }
  const code = randomDigits(6);
  await deps.db.transaction(async (tx) => {
    // Wrong codes keep counting across logins until one succeeds (recordLogin).
    await resetFailedLogins(tx, user.userId);
    const { idHash } = await session.start(user.userId, { twoFactorPending: true, db: tx });
    await storeLoginCode(tx, idHash, user.userId, code, now);
  });
  await deps.mailer.send(loginCodeMail(user, code));
  return { twoFactorRequired: true };
}

/**
 * Counts a wrong password or code; true when the login is blocked now. The attempt that blocks it
 * voids pending two-factor logins, is audited and mails the user a reset link; later attempts
 * change nothing.
 */
async function countFailure(deps: IdentityDeps, user: Principal, kind: 'logins' | 'codes'): Promise<boolean> {
  const now = deps.now();
  const max = kind === 'logins' ? MAX_FAILED_LOGINS : MAX_FAILED_LOGIN_CODES;
  const result = await deps.db.transaction(async (tx) => {
    const counted = await recordLoginFailure(tx, user.userId, kind, max, now);
    // Each wrong password or code before the block is a security event of its own (bounded by the
    // block: at most MAX_FAILED_LOGINS - 1 rows per user until a reset).
    if (counted && !counted.blocked) {
      await recordAudit(tx, {
        actorUserId: null,
        accountId: user.accountId,
        entity: 'user',
        entityId: user.userId,
        action: 'login-failed',
        details: kind === 'logins' ? { failedLogins: counted.failures } : { failedCodes: counted.failures },
        at: now,
      });
    }
    if (counted?.blocked) {
      await destroyPendingSessions(tx, user.userId);
      await recordAudit(tx, {
        actorUserId: null,
        accountId: user.accountId,
        entity: 'user',
        entityId: user.userId,
        action: 'login-blocked',
        details: kind === 'logins' ? { failedLogins: counted.failures } : { failedCodes: counted.failures },
        at: now,
      });
    }
    return counted;
  });
  if (result?.blocked) await mailResetLinkAfterLockout(deps, user);
  // Null: a parallel attempt blocked the login a moment ago.
  return result === null || result.blocked;
}

function storeLoginCode(db: DbOrTx, sessionIdHash: string, userId: number, code: string, now: Date) {
  return repo.replaceLoginCode(db, {
    sessionIdHash,
    userId,
    codeHash: sha256Hex(code),
    expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS),
    now,
  });
}

/**
 * Second step of a two-factor login. A right code turns the pending session into a full one under
 * a new id; LOGIN_CODE_MAX_ATTEMPTS wrong codes end the pending session.
 */
export async function verifyLoginCode(
  deps: IdentityDeps,
  code: string,
  auth: AuthContext,
  principal: Principal,
  session: SessionControl,
): Promise<CurrentUser> {
  const now = deps.now();
  const stored = await repo.findActiveLoginCode(deps.db, auth.sessionIdHash);
  if (!stored || stored.expiresAt <= now) throw refuse(401, 'TWO_FACTOR_CODE_EXPIRED');
  if (!sameDigest(sha256Hex(code), stored.codeHash)) {
    const attempts = await repo.countWrongCode(deps.db, stored.id);
    // Per account too: starting new logins gives no fresh guesses.
    if (await countFailure(deps, principal, 'codes')) {
      await session.end();
      throw refuse(403, 'ACCOUNT_BLOCKED', CODES_BLOCKED_MESSAGE);
    }
    if (attempts === 0 || attempts >= LOGIN_CODE_MAX_ATTEMPTS) {
      await session.end(); // the codes go with the session (on delete cascade)
      throw refuse(401, 'TWO_FACTOR_CODE_INVALID', TOO_MANY_CODES_MESSAGE);
    }
    throw refuse(401, 'TWO_FACTOR_CODE_INVALID');
  }
  await deps.db.transaction(async (tx) => {
    if (!(await repo.useLoginCode(tx, stored.id, now))) throw refuse(401, 'TWO_FACTOR_CODE_EXPIRED');
    await recordLogin(tx, auth.userId, now);
    await session.start(auth.userId, { twoFactorPending: false, db: tx });
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'user',
      entityId: auth.userId,
      action: 'two-factor-login',
      at: now,
    });
  });
  return toCurrentUser(principal);
}

/** Mails a fresh code for the pending session; the previous one stops working. */
export async function resendLoginCode(
  deps: IdentityDeps,
  auth: AuthContext,
  principal: Principal,
): Promise<{ sent: true }> {
  const code = randomDigits(6);
  await storeLoginCode(deps.db, auth.sessionIdHash, auth.userId, code, deps.now());
  await deps.mailer.send(loginCodeMail(principal, code));
  return { sent: true };
}
