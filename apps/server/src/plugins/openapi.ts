import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger, { type SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, type ErrorCode } from '@fuel/domain/contracts/errors';
import { ACCOUNT_FEATURE_REFUSAL, type AccountFeatureGate } from '@fuel/domain/accounts/account-feature-gates';
import type { ApiScope } from '@fuel/domain/contracts/api-keys';
import type { Audience, FeatureFlag } from './authorization';

// The OpenAPI document at /api/docs (decision 058): request and response schemas come from the zod
// contracts (fastify-type-provider-zod); the refusals every operation can answer are added here, in
// one place, from what the route declares: its audience, its schemas, its path, CSRF, and the
// business codes of `config.refusals`.

/** A refusal a route declares: a code (its usual status below) or a code with the status it is sent with. */
export type Refusal = ErrorCode | { status: number; code: ErrorCode | (string & {}) };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The business refusals (409, 422, 429, ...) the route's service can answer, for the OpenAPI
     * document; audience, validation, CSRF, 404 of a path id and 503 are added by themselves.
     */
    refusals?: readonly Refusal[];
  }
}

/**
 * The status a code is usually sent with. A code sent with another status on some route is declared
 * there as `{ status, code }`. Partial on purpose: a new code needs an entry only once a route declares it.
 */
export const REFUSAL_STATUS: Partial<
  Record<
    | ErrorCode
    | 'DATABASE_UNAVAILABLE'
    | 'CSV_NOT_TEXT'
    | 'CSV_UPLOAD_NOT_FOUND'
    | 'CSV_APPLY_FAILED'
    | 'CSV_FILE_TOO_LARGE'
    | 'CSV_NOT_CSV'
    | 'CSV_HAS_ERRORS',
    number
  >
> = {
  VALIDATION_FAILED: 400,
  PASSWORD_POLICY: 400,
  WRONG_PASSWORD: 400,
  CSV_NOT_TEXT: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TWO_FACTOR_CODE_INVALID: 401,
  TWO_FACTOR_CODE_EXPIRED: 401,
  API_TOKEN_INVALID: 401,
  API_SCOPE_MISSING: 403,
  API_RATE_LIMITED: 429,
  IDEMPOTENCY_KEY_IN_USE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  WEBHOOK_URL_NOT_HTTPS: 400,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  GTC_NOT_ACCEPTED: 403,
  ACCOUNT_BLOCKED: 403,
  USER_BLOCKED: 403,
  ADDITIVES_NOT_AVAILABLE: 403,
  FUEL_NOT_AVAILABLE: 403,
  PLATFORM_SELLER_ONLY: 403,
  PURCHASE_RIGHTS_PLATFORM_SELLER_ONLY: 403,
  DEV_MAILBOX_LOCAL_ONLY: 403,
  NOT_FOUND: 404,
  // A flag that is off: the call does not exist (an account feature that is off is a 403, declared as such).
  FEATURE_DISABLED: 404,
  RELATIONSHIP_NOT_FOUND: 404,
  RELATIONSHIP_SELLER_NOT_FOUND: 404,
  CSV_UPLOAD_NOT_FOUND: 404,
  // The state of the market or of a record refuses (trading: tradeError).
  PURCHASING_DISABLED: 409,
  INSUFFICIENT_CREDIT: 409,
  ORDER_NOT_POSSIBLE: 409,
  DAILY_LIMIT_REACHED: 409,
  OFFER_NOT_AVAILABLE: 409,
  NOT_CONNECTED: 409,
  NOT_ENOUGH_VOLUME: 409,
  PAYMENT_TERM_CHANGED: 409,
  BASKET_TECHNICAL_ERROR: 409,
  PRICE_NOT_POSITIVE: 409,
  MARKET_DATA_UNAVAILABLE: 409,
  ORDER_STATUS_LOCKED: 409,
  LIFTING_REFUSED: 409,
  INVOICE_REFUSED: 409,
  RELATIONSHIP_REQUEST_OPEN: 409,
  RELATIONSHIP_ALREADY_ACTIVE: 409,
  RELATIONSHIP_STATUS_CONFLICT: 409,
  BUYER_TERMS_CLOSED: 409,
  BUYER_TERMS_CHANGED: 409,
  OFFER_TOTAL_BELOW_SOLD: 409,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  SELF_ADMIN_CHANGE: 409,
  REMOVAL_REQUEST_OPEN: 409,
  REMOVAL_REQUEST_DECIDED: 409,
  OPERATOR_SELF_BLOCK: 409,
  SINGLE_SELLER_MODE: 409,
  PURCHASE_RIGHTS_BY_SELLER_DISABLED: 409,
  PRICING_RULE_EXISTS: 409,
  EXPIRY_RULE_EXISTS: 409,
  PRICE_TYPE_NOT_API: 409,
  TRIGGER_NOT_ALLOWED: 409,
  TRIGGER_OUTSIDE_TIME: 409,
  TRIGGER_DAILY_LIMIT_REACHED: 409,
  TRIGGER_VOLUME_EXHAUSTED: 409,
  TRIGGER_TECHNICAL_ERROR: 409,
  TRIGGER_BUYER_NOT_CONNECTED: 409,
  TRIGGER_CONTRACT_ENDED: 409,
  TRIGGER_CONTRACT_HAS_TRIGGERS: 409,
  ADDITIVES_NOT_ENABLED: 409,
  ADDITIVE_OFFER_REMOVED: 409,
  ADDITIVE_OFFER_CHANGED: 409,
  EMPTY_BARREL_STATUS_LOCKED: 409,
  CSV_APPLY_FAILED: 409,
  RESET_LINK_EXPIRED: 410,
  CSV_FILE_TOO_LARGE: 413,
  CSV_NOT_CSV: 415,
  // The request itself cannot be met (trading: tradeError's UNMEETABLE).
  QUANTITY_OUT_OF_RANGE: 422,
  ORDER_CONFIRMATION_REQUIRED: 422,
  DELIVERY_ADDRESS_REQUIRED: 422,
  TRIGGER_QUANTITY_OUT_OF_RANGE: 422,
  TRIGGER_LIFTING_PERIOD_INVALID: 422,
  TRIGGER_BEFORE_LIFTING_START: 422,
  TRIGGER_MIX_SPLIT_INVALID: 422,
  TARGET_PRICE_NOT_REACHED: 409,
  TARGET_ORDER_CLOSED: 409,
  TRIGGER_PRODUCT_NOT_FUEL: 422,
  TRIGGER_MONTH_PAST: 422,
  ADDITIVE_UNITS_OUT_OF_RANGE: 422,
  PURCHASE_RIGHTS_NOT_ENABLED: 422,
  CSV_HAS_ERRORS: 422,
  RATE_LIMITED: 429,
  TOO_MANY_EVENT_STREAMS: 429,
  MIN_PRICE_UPDATE_FAILED: 503,
  DATABASE_UNAVAILABLE: 503,
};

/** The database is unreachable (issue 25 part 1): every /api call but the liveness probe can answer it. */
const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';
const LIVENESS_URL = '/api/health/live';

const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'Ungültige Eingabe: `fields` nennt je Feld den Grund.',
  401: 'Nicht angemeldet.',
  403: 'Keine Berechtigung.',
  404: 'Nicht gefunden.',
  409: 'Der Zustand lässt die Aktion nicht zu.',
  410: 'Nicht mehr gültig.',
  413: 'Zu groß.',
  415: 'Falsches Format.',
  422: 'Die Anfrage kann so nicht erfüllt werden.',
  429: 'Zu viele Anfragen.',
  503: 'Vorübergehend nicht verfügbar; später erneut versuchen.',
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteFacts = {
  method: string;
  url: string;
  audience: Audience | undefined;
  allowBeforeGtc: boolean;
  feature: FeatureFlag | undefined;
  accountFeature: AccountFeatureGate | undefined;
  apiScope: ApiScope | undefined;
  csrfExempt: boolean;
  hasInput: boolean;
  refusals: readonly Refusal[];
};

const statusOf = (refusal: Refusal): number | undefined =>
  typeof refusal === 'string' ? REFUSAL_STATUS[refusal] : refusal.status;
const codeOf = (refusal: Refusal): string => (typeof refusal === 'string' ? refusal : refusal.code);

/** Status -> codes a route can be refused with, from what it declares. */
export function refusalsOf(route: RouteFacts): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  const add = (status: number, code: string) => {
    if (!out.has(status)) out.set(status, new Set());
    out.get(status)!.add(code);
  };
  const { audience } = route;
  if (route.hasInput || MUTATING.has(route.method)) add(400, 'VALIDATION_FAILED');
  if (audience && audience !== 'public') add(401, 'UNAUTHENTICATED');
  if (audience && typeof audience === 'object') add(403, 'FORBIDDEN');
  if (audience && audience !== 'public' && audience !== 'two-factor-pending' && !route.allowBeforeGtc)
    add(403, 'GTC_NOT_ACCEPTED');
  if (MUTATING.has(route.method) && !route.csrfExempt) add(403, 'CSRF_REJECTED');
  // A key caller (decision 067): an unknown or revoked key, a missing scope, the key's rate limit.
  if (route.apiScope) {
    add(401, 'API_TOKEN_INVALID');
    add(403, 'API_SCOPE_MISSING');
    add(429, 'API_RATE_LIMITED');
  }
  if (route.url.includes(':')) add(404, 'NOT_FOUND');
  if (route.feature) add(404, 'FEATURE_DISABLED');
  if (route.accountFeature) add(403, ACCOUNT_FEATURE_REFUSAL[route.accountFeature]);
  for (const refusal of route.refusals) add(statusOf(refusal)!, codeOf(refusal));
  if (route.url !== LIVENESS_URL) add(503, DATABASE_UNAVAILABLE);
  return new Map([...out].sort(([a], [b]) => a - b));
}

/** The shared error body (plugins/errors.ts) as JSON Schema, with the codes of one status as an enum. */
function errorBodySchema(codes: Set<string>): Record<string, unknown> {
  const body = z.toJSONSchema(ApiErrorSchema, { target: 'openapi-3.0' }) as unknown as {
    properties: { error: { properties: Record<string, Record<string, unknown>> } };
  };
  delete (body as { $schema?: string }).$schema;
  body.properties.error.properties.code = { type: 'string', enum: [...codes].sort() };
  body.properties.error.properties.message = { type: 'string', description: 'Deutscher Text für die Anzeige.' };
  body.properties.error.properties.fields = {
    ...body.properties.error.properties.fields,
    description: 'Je Feld (Pfad mit Punkten) der deutsche Grund.',
  };
  return body;
}

function factsOf(route: RouteOptions, method: string): RouteFacts {
  const schema = (route.schema ?? {}) as FastifySchema;
  return {
    method,
    url: route.url,
    audience: route.config?.audience,
    allowBeforeGtc: route.config?.allowBeforeGtc === true,
    feature: route.config?.feature,
    accountFeature: route.config?.accountFeature,
    apiScope: route.config?.apiScope,
    csrfExempt: route.config?.csrfExempt === true,
    hasInput: Boolean(schema.body || schema.querystring || schema.params),
    refusals: route.config?.refusals ?? [],
  };
}

/** The zod transform plus every refusal of the operation, each with the error body and its codes. */
export const refusalsTransform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = { ...(result.schema ?? input.route.schema ?? {}) } as FastifySchema & {
    hide?: boolean;
    response?: Record<string, unknown>;
  };
  if (!input.route.url.startsWith('/api') || schema.hide) return result;
  const method = Array.isArray(input.route.method) ? input.route.method[0]! : input.route.method;
  const response: Record<string, unknown> = { ...schema.response };
  // Without any success entry @fastify/swagger would list the refusals only.
  if (!Object.keys(response).some((status) => status.startsWith('2')))
    response['200'] = { description: 'Erfolg', type: 'null' };
  const facts = factsOf(input.route, method);
  for (const [status, codes] of refusalsOf(facts)) {
    response[String(status)] = {
      description: STATUS_DESCRIPTIONS[status] ?? 'Abgelehnt.',
      ...(status === 503
        ? { headers: { 'retry-after': { type: 'integer', description: 'Sekunden bis zum nächsten Versuch.' } } }
        : {}),
      content: { 'application/json': { schema: errorBodySchema(codes) } },
    };
  }
  // The flag and account feature the route belongs to (decision 064), beside its refusals: clients and the authorization matrix read them.
  const gates = {
    ...(facts.feature ? { 'x-feature': facts.feature } : {}),
    ...(facts.accountFeature ? { 'x-account-feature': facts.accountFeature } : {}),
    ...(facts.apiScope ? apiKeyDocs(facts.apiScope, facts.audience === 'api-key') : {}),
  };
  return { schema: { ...schema, response, ...gates }, url: result.url };
};

/** Tag, scope and security of a route a key may call (decision 067, docs/integration.md). */
function apiKeyDocs(scope: ApiScope, keyOnly: boolean) {
  const security: Array<Record<string, string[]>> = [{ apiKey: [scope] }];
  if (!keyOnly) security.push({ session: [] });
  return {
    tags: [API_KEY_TAG],
    'x-scopes': [scope],
    security,
  };
}
export const API_KEY_TAG = 'API-Schlüssel';

/**
 * Registers @fastify/swagger with the refusals transform, and refuses to start with a declared
 * refusal whose status is unknown (as authorization does with a missing audience).
 */
export default fp(async function openApiPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const refusal of route.config?.refusals ?? []) {
      if (statusOf(refusal) === undefined) {
        throw new Error(
          `Route ${route.url} declares refusal ${codeOf(refusal)} without a status: add it to REFUSAL_STATUS or declare { status, code }`,
        );
      }
    }
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fuelmarkt API',
        version: '1.0.0',
        description:
          'Jede Ablehnung antwortet mit { error: { code, message, fields? } } und einer deutschen Meldung; die möglichen Codes stehen je Status. Aufrufe mit einem API-Schlüssel (Authorization: Bearer, Tag "API-Schlüssel", Berechtigung je Aufruf in x-scopes): siehe docs/integration.md.',
      },
      tags: [
        {
          name: API_KEY_TAG,
          description: 'Aufrufe, die ein API-Schlüssel mit der genannten Berechtigung machen darf.',
        },
      ],
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'API-Schlüssel des Unternehmens (fmk_…).' },
          session: { type: 'apiKey', in: 'cookie', name: 'fm_session' },
        },
      },
    },
    transform: refusalsTransform,
  });
});
