import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from './audit';

/** One row per user, code and route per window: a caller looping on a refused call cannot flood the log. */
const WINDOW_MS = 60_000;
const MAX_KEYS = 10_000;

/**
 * Audits a refusal of a logged-in caller (decision 057): 401/403 from the authorization (a two-factor
 * session calling a full route, a route outside its audience) and the 403 refusals of services (a
 * business rule the caller tried to pass by). Anonymous refusals are not audited: they are unbounded
 * and say nothing about who tried (the rate limits and the access log cover them). Per process, the
 * same user, code and route is written once a minute; the row counts the refusals it stands for.
 */
export function createSecurityAudit(app: Pick<FastifyInstance, 'db' | 'now' | 'log'>) {
  const last = new Map<string, { at: number; suppressed: number }>();
  return async function auditRefusal(request: FastifyRequest, status: number, code: string): Promise<void> {
    const auth = request.auth;
    if (!auth || (status !== 401 && status !== 403)) return;
    const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    const now = app.now();
    const key = `${auth.userId}|${code}|${route}`;
    const seen = last.get(key);
    if (seen && now.getTime() - seen.at < WINDOW_MS) {
      seen.suppressed += 1;
      return;
    }
    if (last.size >= MAX_KEYS) last.clear();
    last.set(key, { at: now.getTime(), suppressed: 0 });
    try {
      await recordAudit(app.db, {
        actorUserId: auth.userId,
        accountId: auth.accountId,
        entity: 'access',
        entityId: auth.userId,
        action: 'access.refused',
        details: { status, code, route, refusalsBefore: seen?.suppressed ?? 0 },
        at: now,
      });
    } catch (err) {
      // The refusal is answered anyway; a lost audit row is logged, never a 500.
      request.log.error({ err }, 'audit of a refused request failed');
    }
  };
}
