import type { FastifyInstance } from 'fastify';
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_TTL_MS, MAX_FAILED_LOGINS } from '@fuel/domain/constants';
import type { BrandId, CurrentUser, LoginRequest, LoginResponse } from '@fuel/domain/contracts/identity';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { ErrorCode } from '@fuel/domain/contracts/errors';
import type { AuthContext } from '../../plugins/authorization';
import { isPrincipalBlocked, type Principal, type SessionControl } from '../../plugins/session';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../shared/password-hash';
import { randomDigits, sameDigest, sha256Hex } from '../../shared/tokens';
import type { DbOrTx } from '../../db/client';
import * as repo from './identity.repository';
import { loginCodeMail } from './identity.mails';

export type IdentityDeps = Pick<FastifyInstance, 'db' | 'now' | 'mailer'>;

const refuse = (status: number, code: ErrorCode, message = ERROR_MESSAGES[code]) => new AppError(status, code, message);
const TOO_MANY_CODES_MESSAGE = 'Der Code wurde zu oft falsch eingegeben. Bitte melden Sie sich erneut an.';

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

/** Username or e-mail, case-insensitive; shared with the password reset. */
export function findUserByIdentifier(db: DbOrTx, identifier: string) {
  return repo.findUserByIdentifier(db, identifier);
}

/**
 * Password check with lockout: wrong passwords count up to MAX_FAILED_LOGINS, which blocks the
 * login until a password reset. Unknown users cost the same hashing time as known ones.
 */
export async function login(deps: IdentityDeps, input: LoginRequest, session: SessionControl): Promise<LoginResponse> {
  const user = await repo.findUserByIdentifier(deps.db, input.username);
  if (!user) {
    await verifyPassword(input.password, await DUMMY_HASH_PROMISE);
    throw refuse(401, 'INVALID_CREDENTIALS');
  }
  if (user.loginBlockedAt) throw refuse(403, 'ACCOUNT_BLOCKED');
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await countFailedLogin(deps, user);
    throw refuse(401, 'INVALID_CREDENTIALS');
  }
  if (isPrincipalBlocked(user)) throw refuse(403, 'USER_BLOCKED');

  const now = deps.now();
  if (!user.twoFactorEnabled) {
    await deps.db.transaction(async (tx) => {
      await repo.recordLogin(tx, user.userId, now);
      await session.start(user.userId, { twoFactorPending: false, db: tx });
    });
    return toCurrentUser(user);
  }
  const code = randomDigits(6);
  await deps.db.transaction(async (tx) => {
    await repo.resetFailedLogins(tx, user.userId);
    const { idHash } = await session.start(user.userId, { twoFactorPending: true, db: tx });
    await storeLoginCode(tx, idHash, user.userId, code, now);
  });
  await deps.mailer.send(loginCodeMail(user, code));
  return { twoFactorRequired: true };
}

async function countFailedLogin(deps: IdentityDeps, user: repo.LoginUser): Promise<void> {
  const now = deps.now();
  const blockedNow = await deps.db.transaction(async (tx) => {
    const result = await repo.recordFailedLogin(tx, user.userId, MAX_FAILED_LOGINS, now);
    if (result?.blocked) {
      await recordAudit(tx, {
        actorUserId: null,
        accountId: user.accountId,
        entity: 'user',
        entityId: user.userId,
        action: 'login-blocked',
        details: { failedLogins: result.failedLoginCount },
        at: now,
      });
    }
    // Null: a parallel attempt blocked the login a moment ago.
    return result === null || result.blocked;
  });
  if (blockedNow) throw refuse(403, 'ACCOUNT_BLOCKED');
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
    if (attempts === 0 || attempts >= LOGIN_CODE_MAX_ATTEMPTS) {
      await session.end(); // the codes go with the session (on delete cascade)
      throw refuse(401, 'TWO_FACTOR_CODE_INVALID', TOO_MANY_CODES_MESSAGE);
    }
    throw refuse(401, 'TWO_FACTOR_CODE_INVALID');
  }
  await deps.db.transaction(async (tx) => {
    if (!(await repo.useLoginCode(tx, stored.id, now))) throw refuse(401, 'TWO_FACTOR_CODE_EXPIRED');
    await repo.recordLogin(tx, auth.userId, now);
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
export async function resendLoginCode(deps: IdentityDeps, auth: AuthContext, principal: Principal): Promise<{ sent: true }> {
  const code = randomDigits(6);
  await storeLoginCode(deps.db, auth.sessionIdHash, auth.userId, code, deps.now());
  await deps.mailer.send(loginCodeMail(principal, code));
  return { sent: true };
}
