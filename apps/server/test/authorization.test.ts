import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { sql } from 'drizzle-orm';
import { ACCOUNT_FEATURE_REFUSAL } from '@fuel/domain/accounts/account-feature-gates';
import { checkAudience, type Audience, type AuthContext } from '../src/plugins/authorization';
import { accounts } from '../src/db/schema';
import { AppError } from '../src/shared/app-error';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { createTestApp, type TestApp } from './test-app';
import { loginAs } from './demo-login';
import {
  BUSINESS_RULE_PROBES,
  PROBED_CODES,
  probesFor,
  runProbes,
  SINGLE_SELLER_ENV,
  unprobedOperations,
} from './business-rule-probes';
import {
  apiOperations,
  CALLER_KINDS,
  concretePath,
  expectedAccess,
  insiderOf,
  label as opLabel,
  loginCallers,
  sampleValue,
  scalarType,
  send,
  setAt,
  type Operation,
} from './api-operations';

/**
 * Every /api route declares who may call it. Anonymous callers get 401 everywhere except the
 * public calls listed here: a new public route must be added to this list on purpose.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/brand',
  'POST /api/login',
  'POST /api/logout',
  // The web app's session check: the user or null, never a 401 (identity.routes.ts).
  'GET /api/session',
  'POST /api/password/reset',
  'GET /api/password/reset/:key',
  'POST /api/password/reset/:key',
  // Developer mailbox: registered only outside production.
  'GET /api/dev/mailbox',
  'DELETE /api/dev/mailbox',
];
/** The OpenAPI documentation and its static files. */
const PUBLIC_PREFIX = '/api/docs';

const env = { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(env);
});
afterAll(() => t.close());

type RouteEntry = FastifyInstance['routeAudiences'][number];
const apiRoutes = (app: FastifyInstance) => app.routeAudiences.filter((r) => r.url.startsWith('/api'));
const label = (r: RouteEntry) => `${r.method} ${r.url}`;
/** A callable URL: every path parameter filled with a number, wildcards with a word. */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x');
const hasBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

function call(app: FastifyInstance, route: RouteEntry, opts: { csrf: boolean; cookies?: Record<string, string> }) {
  return app.inject({
    method: route.method as HTTPMethods,
    url: concreteUrl(route.url),
    headers: opts.csrf ? { 'x-requested-with': 'XMLHttpRequest' } : {},
    cookies: opts.cookies,
    ...(hasBody(route.method) ? { payload: { dummy: 1 } } : {}),
  });
}

test('every /api route declares an audience', () => {
  const routes = apiRoutes(t.app);
  expect(routes.length).toBeGreaterThan(10);
  expect(routes.filter((r) => !r.audience).map(label)).toEqual([]);
});

test('the public /api routes are exactly the allowed list', () => {
  const publicRoutes = apiRoutes(t.app)
    .filter((r) => r.audience === 'public' && !r.url.startsWith(PUBLIC_PREFIX))
    .map(label);
  expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
});

test('every non-public /api route answers 401 to anonymous callers, with or without CSRF header or a forged cookie', async () => {
  const routes = apiRoutes(t.app).filter((r) => r.audience !== 'public');
  expect(routes.map(label)).toContain('GET /api/generic/metadata');
  for (const route of routes) {
    for (const attempt of [{ csrf: true }, { csrf: false }, { csrf: true, cookies: { fm_session: 'x'.repeat(43) } }]) {
      const res = await call(t.app, route, attempt);
      expect(res.statusCode, `${label(route)} ${JSON.stringify(attempt)}`).toBe(401);
      // A route only for API keys (the price ingest) names the missing key (decision 067).
      expect(res.json().error.code).toBe(route.audience === 'api-key' ? 'API_TOKEN_INVALID' : 'UNAUTHENTICATED');
    }
  }
});

/** Demo users who log in with a password only, described as the session would see them. */
const demoUsers = DEMO_ACCOUNTS.flatMap((a) =>
  a.users
    .filter((u) => !u.twoFactorEnabled)
    .map((u) => ({
      username: u.username,
      auth: {
        sessionIdHash: '',
        userId: 0,
        accountId: 0,
        accountType: a.type,
        platform: 'A',
        roles: u.roles,
        isAdmin: u.isAdmin,
        twoFactorPending: false,
      } satisfies AuthContext,
    })),
);

const isForbidden = (audience: Audience, auth: AuthContext) => {
  try {
    checkAudience(audience, auth);
    return false;
  } catch (err) {
    return err instanceof AppError && err.statusCode === 403;
  }
};

/** For each restricted route, a demo user who does not match gets 403; returns how many were checked. */
async function expectForbiddenForNonMatchingUsers(app: FastifyInstance): Promise<string[]> {
  const agents = new Map<string, Awaited<ReturnType<typeof loginAs>>>();
  const checked: string[] = [];
  for (const route of apiRoutes(app)) {
    const audience = route.audience;
    if (!audience || typeof audience === 'string') continue;
    const outsider = demoUsers.find((u) => isForbidden(audience, u.auth));
    expect(outsider, `no demo user is outside the audience of ${label(route)}`).toBeDefined();
    if (!agents.has(outsider!.username)) agents.set(outsider!.username, await loginAs(app, outsider!.username));
    const a = agents.get(outsider!.username)!;
    const res = await call(app, route, { csrf: true, cookies: a.cookies() });
    expect(res.statusCode, `${label(route)} as ${outsider!.username}`).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    checked.push(`${label(route)} as ${outsider!.username}`);
  }
  return checked;
}

test('routes restricted by account type, role, company admin or operator answer 403 to a demo user outside them', async () => {
  await expectForbiddenForNonMatchingUsers(t.app);
});

describe('the 403 check itself, on probe routes of every audience kind', () => {
  let probe: FastifyInstance;
  const PROBES: Array<{ url: string; audience: Audience; insider: string }> = [
    { url: '/api/probe/sellers', audience: { accountTypes: ['seller'] }, insider: 'verkaeufer' },
    { url: '/api/probe/buyers', audience: { accountTypes: ['buyer'] }, insider: 'kaeufer' },
    { url: '/api/probe/children', audience: { roles: ['ChildAccounts_View'] }, insider: 'aviat' },
    { url: '/api/probe/company-admin', audience: { companyAdmin: true }, insider: 'kaeufer' },
    { url: '/api/probe/operator', audience: { operator: true }, insider: 'betreiber' },
  ];

  beforeAll(async () => {
    // A second server process on the same database, with routes no feature has yet.
    probe = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
      database: t.database,
    });
    await probe.register(async (app) => {
      for (const p of PROBES) {
        app.get(p.url, { config: { audience: p.audience } }, async () => ({ ok: true }));
        app.post(p.url, { config: { audience: p.audience } }, async () => ({ ok: true }));
      }
    });
    await probe.ready();
  });
  afterAll(() => probe.close());

  test('a non-matching demo user gets 403, a matching one gets through, an anonymous caller 401', async () => {
    const checked = await expectForbiddenForNonMatchingUsers(probe);
    // Feature routes with restricted audiences are checked too; the probes must all be among them.
    expect(checked.filter((c) => c.startsWith('GET /api/probe/') || c.startsWith('POST /api/probe/'))).toHaveLength(
      PROBES.length * 2,
    );
    for (const p of PROBES) {
      const a = await loginAs(probe, p.insider);
      expect((await a.get(p.url)).statusCode, `${p.url} as ${p.insider}`).toBe(200);
      expect((await probe.inject({ method: 'GET', url: p.url })).statusCode).toBe(401);
    }
  });
});

/**
 * For a caller the audience lets through: requests that validation refuses (id 0 in integer path
 * parameters, a JSON array for an object body), so the matrix changes nothing. A GET without such
 * input is read-only and sent as it is, once per value of an enum path parameter (a route may
 * serve each caller one of them); other calls without such input are not sent to insiders.
 */
const NOT_SENT_TO_INSIDERS = [
  'GET /api/events', // a stream that does not end
];
function insiderRequests(op: Operation): Array<{ url: string; body?: unknown }> {
  const intPath = op.parameters.filter((p) => p.in === 'path' && scalarType(p.schema) === 'integer');
  if (intPath.length > 0 || op.body) {
    return [
      { url: concretePath(op, Object.fromEntries(intPath.map((p) => [p.name, '0']))), body: op.body ? [] : undefined },
    ];
  }
  if (op.method !== 'GET' || NOT_SENT_TO_INSIDERS.includes(opLabel(op))) return [];
  const enumPath = op.parameters.find((p) => p.in === 'path' && p.schema.enum);
  return (enumPath?.schema.enum ?? [undefined]).map((v) => ({
    url: concretePath(op, v === undefined ? {} : { [enumPath!.name]: String(v) }),
  }));
}

/** The logged-in callers of an app, logged in once (loginCallers adds a user). */
const callersOfApp = new WeakMap<FastifyInstance, ReturnType<typeof loginCallers>>();
function callersOf(app: FastifyInstance): ReturnType<typeof loginCallers> {
  if (!callersOfApp.has(app)) callersOfApp.set(app, loginCallers(app));
  return callersOfApp.get(app)!;
}

const errorCode = (res: LightMyRequestResponse) =>
  res.headers['content-type']?.toString().startsWith('application/json')
    ? (res.json() as { error?: { code?: string } }).error?.code
    : undefined;

test('route x caller matrix from the OpenAPI document: eight kinds of caller, the declared audience decides 401/403 or passage', async () => {
  const callers = await callersOf(t.app);
  const ops = apiOperations(t.app);
  expect(ops.length).toBeGreaterThan(50);
  const wrong: string[] = [];
  let outsiders = 0;
  let insiders = 0;
  for (const op of ops) {
    for (const kind of CALLER_KINDS) {
      const caller = callers[kind];
      const expected = expectedAccess(op.audience, caller.auth);
      if (expected !== 'ok') {
        outsiders++;
        const res = await send(t.app, op, caller, { url: concretePath(op), body: op.body ? {} : undefined });
        const code = errorCode(res);
        const expectedCode =
          expected === 403 ? 'FORBIDDEN' : op.audience === 'api-key' ? 'API_TOKEN_INVALID' : 'UNAUTHENTICATED';
        if (res.statusCode !== expected || code !== expectedCode) {
          wrong.push(`${opLabel(op)} as ${kind}: ${res.statusCode} ${code ?? ''} (expected ${expected})`);
        }
        continue;
      }
      const answers: string[] = [];
      for (const req of insiderRequests(op)) {
        const res = await send(t.app, op, caller, req);
        const code = errorCode(res);
        // An insider may still be refused for other reasons (a missing API token, a business rule), never by the audience check.
        answers.push(
          code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || res.statusCode >= 500
            ? `${res.statusCode} ${code ?? ''}`
            : 'passed',
        );
      }
      if (answers.length > 0) insiders++;
      if (answers.length > 0 && !answers.includes('passed'))
        wrong.push(`${opLabel(op)} as ${kind}: ${answers.join(', ')} (expected passage)`);
    }
  }
  expect(wrong).toEqual([]);
  expect(outsiders).toBeGreaterThan(200);
  expect(insiders).toBeGreaterThan(100);
});

/**
 * Decision 064: a route of a platform flag (`config.feature`, `x-feature` in the OpenAPI document) does not
 * exist while the flag is off. Generated from the document: on a platform with every such flag off, an
 * insider of each of these routes gets 404 FEATURE_DISABLED before its body is read; on the default
 * platform (all of them on) none of them answers it.
 */
describe('route x flag matrix from the OpenAPI document (config.feature)', () => {
  const gated = (app: FastifyInstance) => apiOperations(app).filter((op) => op.feature);

  test('every flag route names its flag in the document as its route config does', () => {
    const fromRoutes = apiRoutes(t.app)
      .filter((r) => r.feature)
      .map((r) => `${label(r)} ${r.feature}`);
    const fromDoc = gated(t.app).map(
      (op) => `${op.method} ${op.path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')} ${op.feature}`,
    );
    expect(fromDoc.sort()).toEqual(fromRoutes.sort());
    expect(new Set(gated(t.app).map((op) => op.feature))).toEqual(
      new Set(['ENABLE_MARKETPLACE_ADDITIVES', 'PRICE_ALERT', 'TRIGGERS']),
    );
  });

  test('with the flag on, no insider is refused with FEATURE_DISABLED', async () => {
    const callers = await callersOf(t.app);
    const wrong: string[] = [];
    let sent = 0;
    for (const op of gated(t.app)) {
      // The matrix's harmless requests (validation refuses them, or a read-only GET).
      for (const req of insiderRequests(op)) {
        sent++;
        const res = await send(t.app, op, insiderOf(op, callers), req);
        if (errorCode(res) === 'FEATURE_DISABLED') wrong.push(`${opLabel(op)}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(10);
  });

  test('with the flag off, every insider gets 404 FEATURE_DISABLED; outsiders still learn 401/403 first', async () => {
    const flags = [...new Set(gated(t.app).map((op) => op.feature!))];
    const off = await createTestApp({ ...env, FEATURE_FLAGS: flags.map((f) => `-${f}`).join(',') });
    try {
      const callers = await loginCallers(off.app);
      const ops = gated(off.app);
      expect(ops.length).toBe(gated(t.app).length);
      const wrong: string[] = [];
      for (const op of ops) {
        // A body validation would refuse (400): the flag answers before the body is read.
        const res = await send(off.app, op, insiderOf(op, callers), {
          url: concretePath(op),
          body: op.body ? [] : undefined,
        });
        if (res.statusCode !== 404 || errorCode(res) !== 'FEATURE_DISABLED')
          wrong.push(`${opLabel(op)}: ${res.statusCode} ${errorCode(res) ?? ''}`);
        const outsider = await send(off.app, op, callers.anonymous, { url: concretePath(op) });
        if (outsider.statusCode !== 401) wrong.push(`${opLabel(op)} anonymous: ${outsider.statusCode}`);
      }
      expect(wrong).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

/**
 * Decision 064: a route of an account feature (`config.accountFeature`, `x-account-feature`) refuses an
 * insider whose account lacks it, with the gate's 403 code, after validation (as the services did): on a
 * database where no account has productAdditives or triggers, each such route is sent a valid request.
 */
/** Where the document's sample body misses a rule across fields: the fields a valid request sets. */
const VALID_FIELDS: Record<string, Record<string, unknown>> = {
  'POST /api/metadata/locations': { 'address.postCode': '20095' },
  'PUT /api/metadata/locations/{id}': { 'address.postCode': '20095' },
  'POST /api/empty-barrels': { address: undefined },
  'POST /api/trigger-contracts': { 'triggerWindow.to': '16:00', petrolMix: null },
  'PUT /api/trigger-contracts/{id}': { 'triggerWindow.to': '16:00', petrolMix: null },
};
function validBody(op: Operation): unknown {
  if (!op.body) return undefined;
  let body = sampleValue(op.body);
  for (const [path, value] of Object.entries(VALID_FIELDS[opLabel(op)] ?? {}))
    body = setAt(body, path.split('.'), value);
  return body;
}

test('route x account feature matrix from the OpenAPI document (config.accountFeature)', async () => {
  const bare = await createTestApp(env);
  try {
    await bare.app.db
      .update(accounts)
      .set({ features: sql`${accounts.features} || '{"productAdditives": false, "triggers": false}'::jsonb` });
    const callers = await loginCallers(bare.app);
    const ops = apiOperations(bare.app).filter((op) => op.accountFeature);
    expect(new Set(ops.map((op) => op.accountFeature))).toEqual(new Set(['productAdditives', 'triggers']));
    const wrong: string[] = [];
    for (const op of ops) {
      // Trigger contracts are a seller's feature: a buyer sees the contracts made with it.
      const caller = insiderOf(op, callers, op.accountFeature === 'triggers' ? 'seller' : undefined);
      const res = await send(bare.app, op, caller, { url: concretePath(op), body: validBody(op) });
      const expected = ACCOUNT_FEATURE_REFUSAL[op.accountFeature!];
      if (res.statusCode !== 403 || errorCode(res) !== expected)
        wrong.push(
          `${opLabel(op)} as ${caller.kind}: ${res.statusCode} ${errorCode(res) ?? ''} (expected 403 ${expected}) ${res.body}`,
        );
    }
    expect(wrong).toEqual([]);
  } finally {
    await bare.close();
  }
});

/**
 * Issue 25 part 2 (decision 054): the rules an insider can still be refused by on every path, here the
 * 403 ones (seller kind, single-seller mode), from the shared probes; the 409/422 ones run in bad-input.
 */
describe('business-rule probes (403): every path that writes an offer, terms or a purchase right asks the rule', () => {
  test('on the default platform', async () => {
    expect(await runProbes(t, probesFor('authorization', 'default'))).toEqual([]);
  });

  test('in single-seller mode', async () => {
    const single = await createTestApp(SINGLE_SELLER_ENV);
    try {
      expect(await runProbes(single, probesFor('authorization', 'single-seller'))).toEqual([]);
    } finally {
      await single.close();
    }
  });

  test('every operation that declares one of these 403 rules has a probe', () => {
    const codes = PROBED_CODES.filter((c) =>
      BUSINESS_RULE_PROBES.some((p) => p.expect.code === c && p.expect.status === 403),
    );
    expect(unprobedOperations(t.app.swagger(), codes)).toEqual([]);
  });
});
