import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AccountFeatureGate } from '@fuel/domain/accounts/account-feature-gates';
import { checkAudience, type Audience, type AuthContext, type FeatureFlag } from '../src/plugins/authorization';
import { AppError } from '../src/shared/app-error';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/shared/password-hash';
import { agent, DEMO_PASSWORD } from './test-app';
import { loginAs } from './demo-login';

// Test support generated from the OpenAPI document: every /api operation with its parameters,
// body schema and declared audience, and one logged-in caller of each kind. The authorization
// matrix and the bad-input sweep walk these, so a route is covered the day it is added.

/** The subset of JSON Schema (OpenAPI 3.0, as the zod transform writes it) the tests read. */
export type JsonSchema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema };

export type Operation = {
  method: HTTPMethods;
  /** OpenAPI path: /api/offers/{id}. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  audience: Audience;
  /** The platform flag the route belongs to (`x-feature`, decision 064). */
  feature?: FeatureFlag;
  /** The account feature every call needs (`x-account-feature`, decision 064). */
  accountFeature?: AccountFeatureGate;
};

export const label = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/** Every /api operation of the app's OpenAPI document, with the audience its route declares. */
export function apiOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
          'x-feature'?: FeatureFlag;
          'x-account-feature'?: AccountFeatureGate;
        }
      >
    >;
  };
  const audiences = new Map(
    app.routeAudiences.map((r) => [`${r.method} ${r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`, r.audience]),
  );
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api') || path.startsWith('/api/docs')) continue;
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as HTTPMethods;
      const audience = audiences.get(`${method} ${path}`);
      if (!audience) throw new Error(`${method} ${path} is in the OpenAPI document but declares no audience`);
      ops.push({
        method,
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
        audience,
        feature: op['x-feature'],
        accountFeature: op['x-account-feature'],
      });
    }
  }
  return ops;
}

/** Each alternative of a union, or the schema itself. */
export const variants = (s: JsonSchema): JsonSchema[] => s.oneOf ?? s.anyOf ?? [s];

const SAMPLE_UUID = '0b5c9a4e-3f1d-4c2b-9e8a-7d6f5e4c3b2a';

/** Text that meets the field's documented pattern (dates, months, times, codes), else letters. */
function textSample(s: JsonSchema): string {
  const letters = 'a'.repeat(Math.max(1, s.minLength ?? 1));
  if (!s.pattern) return letters;
  const pattern = new RegExp(s.pattern, 'u');
  return [letters, '2026-11-24', '2026-11', '10:00', '123456'].find((v) => pattern.test(v)) ?? letters;
}

/** A plausible value of a schema: what a form would send, so one broken field is what the server sees. */
export function sampleValue(s: JsonSchema, id = 1): unknown {
  if (s.allOf) return Object.assign({}, ...s.allOf.map((x) => sampleValue(x, id)));
  if (s.oneOf || s.anyOf) return sampleValue(variants(s)[0]!, id);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum.find((v) => v !== '' && v !== null) ?? s.enum[0];
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sampleValue(v, id)]));
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sampleValue(s.items ?? {}, id));
    case 'integer':
      return id;
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email') return 'pruefer@beispiel.de';
      if (s.format === 'uuid') return SAMPLE_UUID;
      if (s.format === 'date-time') return '2026-11-24T10:00:00Z';
      if (s.format === 'date') return '2026-11-24';
      return textSample(s);
    default:
      return null;
  }
}

/** The scalar type of a parameter or field ('integer', 'number', 'string'), looking into arrays and unions. */
export function scalarType(s: JsonSchema): string | undefined {
  if (s.type === 'array' && s.items) return scalarType(s.items);
  if (s.enum || s.const !== undefined) return 'enum';
  for (const v of s.oneOf ?? s.anyOf ?? []) {
    const t = scalarType(v);
    if (t) return t;
  }
  return s.type;
}

/** Every scalar leaf of a body schema variant: its path in the sample body and its type. */
export function bodyLeaves(
  s: JsonSchema,
  path: Array<string | number> = [],
): Array<{ path: Array<string | number>; type: string; schema: JsonSchema }> {
  if (s.allOf) return s.allOf.flatMap((x) => bodyLeaves(x, path));
  if (s.oneOf || s.anyOf) return bodyLeaves(variants(s)[0]!, path);
  if (s.type === 'object') return Object.entries(s.properties ?? {}).flatMap(([k, v]) => bodyLeaves(v, [...path, k]));
  if (s.type === 'array') return bodyLeaves(s.items ?? {}, [...path, 0]);
  const type = scalarType(s);
  return type && type !== 'enum' && type !== 'boolean' ? [{ path, type, schema: s }] : [];
}

export function setAt(target: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(target) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

/** The path with each parameter filled: given raw (already URL-encoded) values, else a sample. */
export function concretePath(op: Operation, raw: Record<string, string> = {}, id = 1): string {
  return op.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    if (name in raw) return raw[name]!;
    const p = op.parameters.find((x) => x.in === 'path' && x.name === name);
    const value = p ? sampleValue(p.schema, id) : 'x';
    return encodeURIComponent(String(value));
  });
}

// ---------------------------------------------------------------------------------------------
// Callers
// ---------------------------------------------------------------------------------------------

export const CALLER_KINDS = [
  'anonymous',
  'twoFactorPending',
  'plainBuyerUser',
  'buyerAdmin',
  'sellerAdmin',
  'sellerUser',
  'parent',
  'operator',
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export type Caller = {
  kind: CallerKind;
  username: string | null;
  auth: AuthContext | null;
  cookies: () => Record<string, string>;
  /** Extra request headers: the seller admin's API key for routes only keys may call (decision 067). */
  headers?: Record<string, string>;
};

const DEMO_USER_OF: Partial<Record<CallerKind, string>> = {
  buyerAdmin: 'kaeufer',
  sellerAdmin: 'verkaeufer',
  sellerUser: 'disposition',
  parent: 'aviat',
  operator: 'betreiber',
};

/** The seller admin's key with prices:write, for routes only keys may call (audience 'api-key'). */
const apiKeyOf = new WeakMap<Caller, string>();

/** A user of the buyer admin's company without roles and without admin rights (the seed has none). */
async function addPlainBuyerUser(app: FastifyInstance): Promise<string> {
  const [admin] = await app.db.select({ accountId: users.accountId }).from(users).where(eq(users.username, 'kaeufer'));
  const username = 'ohne-rollen';
  await app.db.insert(users).values({
    accountId: admin!.accountId,
    username,
    email: 'ohne-rollen@heizoel-schmidt.de',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Paul',
    lastName: 'Rollenlos',
    statusId: 100,
    isAdmin: false,
    roles: [],
    gtcAcceptedAt: app.now(),
  });
  return username;
}

async function authOf(a: ReturnType<typeof agent>): Promise<AuthContext> {
  const me = (await a.get('/api/user')).json();
  return {
    sessionIdHash: '',
    userId: me.id,
    accountId: me.account.id,
    accountType: me.accountType,
    platform: me.account.platform,
    roles: me.roles,
    isAdmin: me.isAdmin,
    twoFactorPending: false,
  };
}

/** One caller of each kind, each logged in once (the 2FA-pending one stops before its code). */
export async function loginCallers(app: FastifyInstance): Promise<Record<CallerKind, Caller>> {
  const callers = {} as Record<CallerKind, Caller>;
  callers.anonymous = { kind: 'anonymous', username: null, auth: null, cookies: () => ({}) };
  const pending = agent(app);
  const res = await pending.post('/api/login', { username: 'kaeufer2fa', password: DEMO_PASSWORD });
  if (!('twoFactorRequired' in res.json())) throw new Error(`kaeufer2fa did not stop at the code: ${res.body}`);
  const pendingAuth = { ...(null as unknown as AuthContext), twoFactorPending: true } as AuthContext;
  callers.twoFactorPending = {
    kind: 'twoFactorPending',
    username: 'kaeufer2fa',
    auth: pendingAuth,
    cookies: pending.cookies,
  };
  const usernames = { ...DEMO_USER_OF, plainBuyerUser: await addPlainBuyerUser(app) };
  for (const [kind, username] of Object.entries(usernames) as Array<[CallerKind, string]>) {
    const a = await loginAs(app, username);
    callers[kind] = { kind, username, auth: await authOf(a), cookies: a.cookies };
    if (kind === 'sellerAdmin') {
      const key = await a.post('/api/api-keys', { name: 'Matrix', scopes: ['prices:write'] });
      apiKeyOf.set(callers[kind], key.json().secret as string);
    }
  }
  return callers;
}

/** What the audience check answers a caller: 'ok', 401 or 403. */
export function expectedAccess(audience: Audience, auth: AuthContext | null): 'ok' | 401 | 403 {
  try {
    checkAudience(audience, auth);
    return 'ok';
  } catch (err) {
    if (err instanceof AppError && (err.statusCode === 401 || err.statusCode === 403)) return err.statusCode;
    throw err;
  }
}

/** Callers most likely to own what a route touches come first. */
const PREFERRED: CallerKind[] = ['buyerAdmin', 'parent', 'sellerAdmin', 'operator', 'plainBuyerUser', 'sellerUser'];

/** A caller the route's audience lets through (of the account type asked for, when given). */
export function insiderOf(
  op: Operation,
  callers: Record<CallerKind, Caller>,
  accountType?: AuthContext['accountType'],
): Caller {
  if (op.audience === 'public') return callers.anonymous;
  if (op.audience === 'two-factor-pending') return callers.twoFactorPending;
  if (op.audience === 'api-key') {
    const seller = callers.sellerAdmin;
    return { ...seller, cookies: () => ({}), headers: { authorization: `Bearer ${apiKeyOf.get(seller)}` } };
  }
  const kind = PREFERRED.find(
    (k) =>
      expectedAccess(op.audience, callers[k].auth) === 'ok' &&
      (!accountType || callers[k].auth?.accountType === accountType),
  );
  if (!kind) throw new Error(`no caller passes the audience of ${label(op)}`);
  return callers[kind];
}

export function send(
  app: FastifyInstance,
  op: Operation,
  caller: Caller,
  req: { url: string; query?: string; body?: unknown },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: op.method,
    url: req.query ? `${req.url}?${req.query}` : req.url,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...caller.headers },
    cookies: caller.cookies(),
    ...(req.body !== undefined ? { payload: req.body as object } : {}),
  });
}
