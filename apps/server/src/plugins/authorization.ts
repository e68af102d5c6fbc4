import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import {
  accountFeatureRefusal,
  type AccountFeatureGate,
  type GatedAccount,
} from '@fuel/domain/accounts/account-feature-gates';
import type { ApiScope } from '@fuel/domain/contracts/api-keys';
import type { AccountType, BrandId, Role } from '@fuel/domain/contracts/identity';
import type { FeatureFlags } from '@fuel/domain/contracts/metadata';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { DbOrTx } from '../db/client';
import { accounts } from '../db/schema';
import { AppError } from '../shared/app-error';

/**
 * Who may call a route. Every /api route declares one in `config.audience`; the app refuses to
 * start with a route that has none, and the authorization test lists them all.
 * - 'public': anyone, no session needed.
 * - 'two-factor-pending': a session that passed the password but not yet the e-mail code.
 * - 'authenticated': any fully logged-in user.
 * - 'api-key': only a caller with an API key (plugins/api-key-auth.ts; the route names its apiScope).
 * - an object: logged in and matching every given condition. A key caller (on a route with an
 *   apiScope) matches by account type; its scope stands in for roles and the company-admin flag.
 */
export type Audience =
  | 'public'
  | 'two-factor-pending'
  | 'authenticated'
  | 'api-key'
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
  /** Set for a caller with an API key (decision 067): the key, and its scopes. */
  apiKeyId?: number;
  scopes?: readonly ApiScope[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    audience?: Audience;
    /**
     * With BUYER_ACCEPT_GTC_ON_FIRST_LOGIN, a buyer who has not accepted the terms may call only
     * routes that say so (terms, current user, metadata, the header's market window and events);
     * every other logged-in route answers 403 GTC_NOT_ACCEPTED, so a new trading route cannot forget it.
     */
    allowBeforeGtc?: true;
    /**
     * The platform flag the route belongs to (decision 064): while it is off the call does not exist,
     * 404 FEATURE_DISABLED after the audience check, before the body is read. The authorization matrix
     * proves it for every route that declares one; the OpenAPI document shows it as `x-feature`.
     */
    feature?: FeatureFlag;
    /**
     * The account feature every call of the route needs (decision 064), asked after the body is
     * validated, as the services did: 403 with the gate's code (packages/domain accounts/account-feature-gates).
     */
    accountFeature?: AccountFeatureGate;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every registered route with its audience, for the authorization test and docs. */
    routeAudiences: Array<{
      method: string;
      url: string;
      audience: Audience | undefined;
      allowBeforeGtc: boolean;
      feature: FeatureFlag | undefined;
      accountFeature: AccountFeatureGate | undefined;
      apiScope: ApiScope | undefined;
    }>;
  }
}

/** A platform feature flag a route can be gated by. */
export type FeatureFlag = keyof FeatureFlags;

const UNAUTHENTICATED = () => new AppError(401, 'UNAUTHENTICATED', ERROR_MESSAGES.UNAUTHENTICATED);
const FORBIDDEN = () => new AppError(403, 'FORBIDDEN', ERROR_MESSAGES.FORBIDDEN);
const GTC_NOT_ACCEPTED = () => new AppError(403, 'GTC_NOT_ACCEPTED', ERROR_MESSAGES.GTC_NOT_ACCEPTED);
const FEATURE_DISABLED = () => new AppError(404, 'FEATURE_DISABLED', ERROR_MESSAGES.FEATURE_DISABLED);

/** A route of a flag that is off does not exist for this platform (404, the status every flag gate has). */
export function checkFeature(feature: FeatureFlag | undefined, features: FeatureFlags): void {
  if (feature && !features[feature]) throw FEATURE_DISABLED();
}

/** Spec section 2: with BUYER_ACCEPT_GTC_ON_FIRST_LOGIN a buyer accepts the terms before anything else. */
export function mustAcceptGtcFirst(
  features: { BUYER_ACCEPT_GTC_ON_FIRST_LOGIN: boolean },
  principal: { accountType: AccountType; gtcAcceptedAt: Date | null } | null,
): boolean {
  return (
    features.BUYER_ACCEPT_GTC_ON_FIRST_LOGIN &&
    principal !== null &&
    principal.accountType === 'buyer' &&
    principal.gtcAcceptedAt === null
  );
}

export function checkAudience(audience: Audience, auth: AuthContext | null): void {
  if (audience === 'public') return;
  if (!auth) throw UNAUTHENTICATED();
  if (audience === 'two-factor-pending') {
    if (!auth.twoFactorPending) throw UNAUTHENTICATED();
    return;
  }
  if (auth.twoFactorPending) throw UNAUTHENTICATED();
  if (audience === 'api-key') {
    if (auth.apiKeyId === undefined) throw UNAUTHENTICATED();
    return;
  }
  if (audience === 'authenticated') return;
  if (audience.accountTypes && !audience.accountTypes.includes(auth.accountType)) throw FORBIDDEN();
  // The key's scope was checked against the route's apiScope (plugins/api-key-auth.ts).
  if (auth.apiKeyId !== undefined && !audience.operator) return;
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
      app.routeAudiences.push({
        method,
        url: route.url,
        audience,
        allowBeforeGtc: route.config?.allowBeforeGtc === true,
        feature: route.config?.feature,
        accountFeature: route.config?.accountFeature,
        apiScope: route.config?.apiScope,
      });
    }
    if (route.url.startsWith('/api') && !audience) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no audience (config.audience)`);
    }
  });
  // onRequest, before the body is parsed: an anonymous caller gets 401, not a validation error.
  // Registered after the session plugin, whose onRequest hook sets request.auth.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    const audience = config?.audience;
    if (!audience) return;
    checkAudience(audience, request.auth);
    // After the audience: a caller outside it learns 403 FORBIDDEN, never whether terms are pending.
    const gtcApplies = audience !== 'public' && audience !== 'two-factor-pending' && !config?.allowBeforeGtc;
    if (gtcApplies && mustAcceptGtcFirst(app.platform.features, request.principal)) throw GTC_NOT_ACCEPTED();
    // Last, as the routes' own hooks did before (decision 064): outsiders learn 401/403, not which flags are off.
    checkFeature(config?.feature, app.platform.features);
  });
  // preHandler, after validation: where the services asked the account feature before (same answers, same order).
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const gate = request.routeOptions.config?.accountFeature;
    if (gate) await checkAccountFeature(app.db, gate, requireAuth(request).accountId);
  });
});

/**
 * The caller's account has the gate's feature, read fresh (not from the session cache, so a change
 * applies to the next call in every process); 403 with the gate's code otherwise.
 */
export async function checkAccountFeature(db: DbOrTx, gate: AccountFeatureGate, accountId: number): Promise<void> {
  const [account] = await db
    .select({ type: accounts.type, features: accounts.features, sellerKind: accounts.sellerKind })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const refusal = accountFeatureRefusal(gate, (account as GatedAccount | undefined) ?? null);
  if (refusal) throw new AppError(403, refusal, ERROR_MESSAGES[refusal]);
}

/**
 * request.auth for a handler of a logged-in audience; the onRequest hook has already refused
 * anonymous callers, so this only narrows the type (and still fails closed).
 */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth || request.auth.twoFactorPending) throw UNAUTHENTICATED();
  return request.auth;
}
