import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountType, BrandId, Role } from '@fuel/domain/contracts/identity';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { AppError } from '../shared/app-error';

/**
 * Who may call a route. Every /api route declares one in `config.audience`; the app refuses to
 * start with a route that has none, and the authorization test lists them all.
 * - 'public': anyone, no session needed.
 * - 'two-factor-pending': a session that passed the password but not yet the e-mail code.
 * - 'authenticated': any fully logged-in user.
 * - an object: logged in and matching every given condition.
 */
export type Audience =
  | 'public'
  | 'two-factor-pending'
  | 'authenticated'
  | { accountTypes?: AccountType[]; roles?: Role[]; companyAdmin?: boolean; operator?: boolean };

/** What the session plugin puts on the request for a valid session. */
export type AuthContext = {
  sessionIdHash: string;
  userId: number;
  accountId: number;
  accountType: AccountType;
  platform: BrandId;
  roles: string[];
  isAdmin: boolean;
  twoFactorPending: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    audience?: Audience;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every registered route with its audience, for the authorization test and docs. */
    routeAudiences: Array<{ method: string; url: string; audience: Audience | undefined }>;
  }
}

const UNAUTHENTICATED = () => new AppError(401, 'UNAUTHENTICATED', ERROR_MESSAGES.UNAUTHENTICATED);
const FORBIDDEN = () => new AppError(403, 'FORBIDDEN', ERROR_MESSAGES.FORBIDDEN);

export function checkAudience(audience: Audience, auth: AuthContext | null): void {
  if (audience === 'public') return;
  if (!auth) throw UNAUTHENTICATED();
  if (audience === 'two-factor-pending') {
    if (!auth.twoFactorPending) throw UNAUTHENTICATED();
    return;
  }
  if (auth.twoFactorPending) throw UNAUTHENTICATED();
  if (audience === 'authenticated') return;
  if (audience.accountTypes && !audience.accountTypes.includes(auth.accountType)) throw FORBIDDEN();
  if (audience.roles && !audience.roles.every((r) => auth.roles.includes(r))) throw FORBIDDEN();
  if (audience.companyAdmin && !auth.isAdmin) throw FORBIDDEN();
  if (audience.operator && !auth.roles.includes('Platform_Operator')) throw FORBIDDEN();
}

export default fp(async function authorizationPlugin(app: FastifyInstance) {
  app.decorate('routeAudiences', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // The OpenAPI UI registers its own routes; its pages are public documentation.
    if (route.url.startsWith('/api/docs') && !route.config?.audience) {
      route.config = { ...route.config, audience: 'public' };
    }
    const audience = route.config?.audience;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeAudiences.push({ method, url: route.url, audience });
    }
    if (route.url.startsWith('/api') && !audience) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no audience (config.audience)`);
    }
  });
  // onRequest, before the body is parsed: an anonymous caller gets 401, not a validation error.
  // Registered after the session plugin, whose onRequest hook sets request.auth.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const audience = request.routeOptions.config?.audience;
    if (audience) checkAudience(audience, request.auth);
  });
});

/**
 * request.auth for a handler of a logged-in audience; the onRequest hook has already refused
 * anonymous callers, so this only narrows the type (and still fails closed).
 */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth || request.auth.twoFactorPending) throw UNAUTHENTICATED();
  return request.auth;
}
