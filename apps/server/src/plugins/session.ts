import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, ne, sql } from 'drizzle-orm';
import { ACTIVE_USER_STATUS, SESSION_TTL_MS } from '@fuel/domain/constants';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { SESSION_CHANGES_MISSED, type DbOrTx } from '../db/client';
import { PLATFORM_SETTINGS_CHANGED } from './platform';
import { accounts, sessions, users } from '../db/schema';
import { randomToken, sha256Hex } from '../shared/tokens';
import type { AuthContext } from './authorization';
import { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'fm_session';
/** Sliding expiry is written at most this often, so that a logged-in call stays a read. */
const SLIDE_EVERY_MS = 5 * 60 * 1000;
/** Bound of the session cache: far above the sessions one process serves in a few seconds. */
const SESSION_CACHE_ENTRIES = 20_000;

/**
 * The user and account columns every session load and every login reads, in one place, so that
 * GET /api/user answers from the session query without a second one.
 */
export const principalColumns = {
  userId: users.id,
  accountId: users.accountId,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  isAdmin: users.isAdmin,
  twoFactorEnabled: users.twoFactorEnabled,
  gtcAcceptedAt: users.gtcAcceptedAt,
  statusId: users.statusId,
  loginBlockedAt: users.loginBlockedAt,
  accountType: accounts.type,
  accountName: accounts.name,
  accountStatus: accounts.status,
  platform: accounts.platform,
};
export type Principal = {
  userId: number;
  accountId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  gtcAcceptedAt: Date | null;
  statusId: number;
  loginBlockedAt: Date | null;
  accountType: AuthContext['accountType'];
  accountName: string;
  accountStatus: 'ACTIVE' | 'BLOCKED';
  platform: string;
};

export type LoginUser = Principal & { passwordHash: string | null };

/**
 * The user a login or reset names, case-insensitive: an identifier with "@" is an e-mail address,
 * any other a username. Usernames cannot contain "@" and addresses are unique (decision 017), so
 * one identifier names at most one user and no username can capture another user's address.
 */
export async function findPrincipalByIdentifier(db: DbOrTx, identifier: string): Promise<LoginUser | null> {
  const column = identifier.includes('@') ? users.email : users.username;
  const [row] = await db
    .select({ ...principalColumns, passwordHash: users.passwordHash })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(sql`lower(${column}) = lower(${identifier})`)
    .limit(1);
  return row ?? null;
}

/** Blocked by an administrator (user or account); a failed-login block is checked separately. */
export function isPrincipalBlocked(p: Principal): boolean {
  return p.statusId !== ACTIVE_USER_STATUS || p.accountStatus === 'BLOCKED';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The user behind request.auth, loaded by the same query. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Resolved sessions of this process (decision 037); tests wait on it for other processes' changes. */
    sessionCache: SessionCache<unknown>;
  }
  interface FastifyContextConfig {
    /** A public route that still wants the caller's session when there is one (GET /api/session). */
    readsSession?: true;
  }
}

function cookieOptions(app: FastifyInstance) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: app.config.publicUrl.startsWith('https:'),
  };
}

function setSessionCookie(reply: FastifyReply, id: string) {
  reply.setCookie(SESSION_COOKIE, id, { ...cookieOptions(reply.server), maxAge: SESSION_TTL_MS / 1000 });
}

function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(reply.server));
}

/**
 * Starts a session for the user and sets the cookie. Any session the caller already had is deleted
 * first, so a login or a passed two-factor check always gets a fresh id (no session fixation).
 */
export async function createSession(
  reply: FastifyReply,
  userId: number,
  opts: { twoFactorPending: boolean; db?: DbOrTx },
): Promise<{ idHash: string }> {
  const app = reply.server;
  const db = opts.db ?? app.db;
  const previous = reply.request.cookies[SESSION_COOKIE];
  if (previous) await db.delete(sessions).where(eq(sessions.idHash, sha256Hex(previous)));
  const id = randomToken(32);
  const idHash = sha256Hex(id);
  const now = app.now();
  await db.insert(sessions).values({
    idHash,
    userId,
    twoFactorPending: opts.twoFactorPending,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    userAgent: reply.request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  setSessionCookie(reply, id);
  reply.request.auth = null;
  reply.request.principal = null;
  return { idHash };
}

/** Ends the caller's session (valid, expired or unknown alike) and clears the cookie. */
export async function destroySession(
  request: FastifyRequest,
  reply: FastifyReply,
  db: DbOrTx = request.server.db,
): Promise<void> {
  const id = request.cookies[SESSION_COOKIE];
  if (id) await db.delete(sessions).where(eq(sessions.idHash, sha256Hex(id)));
  clearSessionCookie(reply);
  request.auth = null;
  request.principal = null;
}

/** What one session resolves to: built once per load, shared by the requests a cache entry answers. */
type ResolvedSession = { lastSeenAt: Date; expiresAt: Date; principal: Principal; auth: AuthContext };

export default fp(async function sessionPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorateRequest('principal', null);

  const cache = new SessionCache<ResolvedSession>({
    ttlMs: app.config.sessionCacheMs,
    maxEntries: SESSION_CACHE_ENTRIES,
  });
  app.decorate('sessionCache', cache);
  // After a time without a listening connection (a database restart) changes may have been missed:
  // every entry goes, and loads begun before are not stored (decision 053).
  const stopListening = app.database.onSessionChange((payload) => {
    if (payload === SESSION_CHANGES_MISSED) cache.clear();
    // The platform settings' announcement (decision 064) names no session, user or account.
    else if (!payload.startsWith(PLATFORM_SETTINGS_CHANGED)) cache.invalidate(payload);
  });
  app.addHook('onClose', async () => stopListening());

  // Session, user and account in one named statement, planned once per connection (decision 037).
  const sessionQuery = app.db
    .select({
      twoFactorPending: sessions.twoFactorPending,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ...principalColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('session_principal');

  async function load(idHash: string): Promise<ResolvedSession | null> {
    const begun = cache.begin();
    const [row] = await sessionQuery.execute({ idHash });
    if (!row) return null;
    const { twoFactorPending, lastSeenAt, expiresAt, ...principal } = row;
    const resolved: ResolvedSession = {
      lastSeenAt,
      expiresAt,
      principal,
      auth: {
        sessionIdHash: idHash,
        userId: principal.userId,
        accountId: principal.accountId,
        accountType: principal.accountType,
        platform: principal.platform as BrandId,
        roles: principal.roles,
        isAdmin: principal.isAdmin,
        twoFactorPending,
      },
    };
    cache.store(idHash, { value: resolved, userId: principal.userId, accountId: principal.accountId }, begun);
    return resolved;
  }

  // A user or account blocked by the operator is logged out at once. A failed-login block only
  // stops new logins (decision 017): open sessions stay, a pending two-factor login ends.
  const mustEnd = (s: ResolvedSession, now: Date) =>
    s.expiresAt <= now ||
    isPrincipalBlocked(s.principal) ||
    (s.auth.twoFactorPending && s.principal.loginBlockedAt !== null);

  app.addHook('onRequest', async (request, reply) => {
    // Only API routes (they all declare an audience) that need a user: public routes read no
    // session unless they say so, static files and 404s never (decision 037).
    const config = request.routeOptions.config;
    if (!config?.audience || (config.audience === 'public' && !config.readsSession)) return;
    const id = request.cookies[SESSION_COOKIE];
    if (!id) return;
    const idHash = sha256Hex(id);
    const now = app.now();
    let session: ResolvedSession | null | undefined = cache.get(idHash)?.value;
    // Never end a session on what memory says: an expiry slid by another process is read again.
    if (!session || mustEnd(session, now)) session = await load(idHash);
    if (!session) return clearSessionCookie(reply);
    if (mustEnd(session, now)) {
      cache.delete(idHash);
      await app.db.delete(sessions).where(eq(sessions.idHash, idHash));
      return clearSessionCookie(reply);
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= SLIDE_EVERY_MS) {
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await app.db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, idHash));
      session = { ...session, lastSeenAt: now, expiresAt };
      cache.update(idHash, session);
      setSessionCookie(reply, id);
    }
    request.principal = session.principal;
    request.auth = session.auth;
  });
});

/** What a service may do with the caller's session, without touching HTTP itself. */
export type SessionControl = {
  start(userId: number, opts: { twoFactorPending: boolean; db?: DbOrTx }): Promise<{ idHash: string }>;
  end(db?: DbOrTx): Promise<void>;
};

export function sessionControl(request: FastifyRequest, reply: FastifyReply): SessionControl {
  return {
    start: (userId, opts) => createSession(reply, userId, opts),
    end: (db) => destroySession(request, reply, db),
  };
}

/** Logs the user out everywhere (password reset, blocking by an administrator). */
export async function destroyUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the user except the one it is using now (own password change). */
export async function destroyOtherSessions(db: DbOrTx, userId: number, keepIdHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)));
}

/** Ends the user's two-factor logins that wait for a code (their codes go with them); full sessions stay. */
export async function destroyPendingSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.twoFactorPending, true)));
}
