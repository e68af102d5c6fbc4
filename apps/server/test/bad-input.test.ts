import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { MAX_ID } from '@fuel/domain/validation/numbers';
import { createTestApp, type TestApp } from './test-app';
import { BUSINESS_RULE_PROBES, PROBED_CODES, probesFor, runProbes, unprobedOperations } from './business-rule-probes';
import {
  apiOperations,
  bodyLeaves,
  concretePath,
  insiderOf,
  label,
  loginCallers,
  sampleValue,
  scalarType,
  send,
  setAt,
  variants,
  type Caller,
  type CallerKind,
  type Operation,
} from './api-operations';

/**
 * Issue 11 part 3: malformed input is a 4xx with the German error body, never a 500. Generated
 * from the OpenAPI document: every /api operation gets each bad-input class in each parameter and
 * body field, sent by a caller its audience lets through. Runs on PGlite and, with DATABASE_URL,
 * on PostgreSQL (where NUL and int4 overflow used to explode).
 */

const TOO_BIG_ID = MAX_ID + 1;
/**
 * Raw URL text per class. A URL cannot carry a lone surrogate (UTF-8 has none); its CESU-8 bytes
 * are invalid UTF-8, which the server may keep as plain text: that one must only never be a 5xx.
 */
const URL_TEXT = { nul: 'a%00b', invalidUtf8: 'a%ED%A0%80b' };
const INVALID_UTF8 = 'invalid UTF-8';
const BODY_TEXT = { nul: 'a\u0000b', surrogate: 'a\uD800b' };

type Case = { name: string; url: string; query?: string; body?: unknown; mayPass?: boolean };

const hasBody = (op: Operation) => op.body !== undefined;

/** The bad-input cases of one operation: one broken parameter or field at a time. */
function casesOf(op: Operation): Case[] {
  const cases: Case[] = [];
  const baseBody = op.body ? sampleValue(op.body) : undefined;
  for (const p of op.parameters) {
    const type = scalarType(p.schema);
    const bad: Array<[string, string]> = [];
    if (type === 'integer') bad.push(['id > int4', String(TOO_BIG_ID)]);
    if (type === 'number') bad.push(['1e308', '1e308']);
    if (type === 'string') bad.push(['NUL', URL_TEXT.nul], [INVALID_UTF8, URL_TEXT.invalidUtf8]);
    for (const [what, raw] of bad) {
      if (p.in === 'path')
        cases.push({
          name: `${what} in path ${p.name}`,
          url: concretePath(op, { [p.name]: raw }),
          body: baseBody,
          mayPass: what === INVALID_UTF8,
        });
      if (p.in === 'query')
        cases.push({
          name: `${what} in query ${p.name}`,
          url: concretePath(op),
          query: `${p.name}=${raw}`,
          body: baseBody,
          mayPass: what === INVALID_UTF8,
        });
    }
  }
  for (const variant of op.body ? variants(op.body) : []) {
    const base = sampleValue(variant);
    for (const leaf of bodyLeaves(variant)) {
      const bad: Array<[string, unknown]> = [];
      if (leaf.type === 'integer') bad.push(['id > int4', TOO_BIG_ID]);
      if (leaf.type === 'number') bad.push(['1e308', 1e308]);
      if (leaf.type === 'string') bad.push(['NUL', BODY_TEXT.nul], ['lone surrogate', BODY_TEXT.surrogate]);
      // The document's own rules (decision 058): a value just past them must be refused too, so the
      // document never promises less than the server checks.
      const { maximum, maxLength } = leaf.schema;
      if ((leaf.type === 'number' || leaf.type === 'integer') && maximum !== undefined && maximum < MAX_ID)
        bad.push(['above maximum', maximum + 1]);
      if (leaf.type === 'string' && maxLength !== undefined)
        bad.push(['longer than maxLength', 'a'.repeat(maxLength + 1)]);
      for (const [what, value] of bad) {
        cases.push({
          name: `${what} in body ${leaf.path.join('.')}`,
          url: concretePath(op),
          body: setAt(base, leaf.path, value),
        });
      }
    }
  }
  return cases;
}

let t: TestApp;
let callers: Record<CallerKind, Caller>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '100000' });
  callers = await loginCallers(t.app);
});
afterAll(() => t.close());

test('every bad-input class in every parameter and body field of every /api operation gets a 4xx with the German error body', async () => {
  const ops = apiOperations(t.app);
  const failures: string[] = [];
  let sent = 0;
  for (const op of ops) {
    const caller = insiderOf(op, callers);
    for (const c of casesOf(op)) {
      const res = await send(t.app, op, caller, { url: c.url, query: c.query, body: hasBody(op) ? c.body : undefined });
      sent++;
      const where = `${label(op)} as ${caller.kind}: ${c.name} -> ${res.statusCode}`;
      if (res.statusCode >= 500) failures.push(where);
      else if (res.statusCode < 400 && !c.mayPass) failures.push(`${where} (accepted)`);
      else if (res.statusCode === 401 && op.audience !== 'public')
        failures.push(`${where} (session lost: the sweep would test nothing)`);
      else if (res.statusCode === 400) {
        const error = res.json().error;
        const german =
          error?.code === 'VALIDATION_FAILED'
            ? error.message === ERROR_MESSAGES.VALIDATION_FAILED
            : typeof error?.message === 'string' && error.message !== '';
        if (typeof error?.code !== 'string' || !german) failures.push(`${where} body ${res.body}`);
      }
    }
  }
  expect(sent).toBeGreaterThan(300);
  expect(failures).toEqual([]);
});

describe('the errors plugin, when invalid input slips past a contract to the database', () => {
  let probe: FastifyInstance;
  beforeAll(async () => {
    // A second app on the same database with routes that hand raw input to SQL, as a forgetful route would.
    probe = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database: t.database });
    await probe.register(async (app) => {
      app.get('/api/probe/int4', { config: { audience: 'public' } }, async () =>
        app.db.execute(sql`select ${String(TOO_BIG_ID)}::int4 as v`),
      );
      app.get('/api/probe/nul', { config: { audience: 'public' } }, async () =>
        app.db.execute(sql`select ${'a\u0000b'}::text as v`),
      );
      app.get('/api/probe/number', { config: { audience: 'public' } }, async () =>
        app.db.execute(sql`select ${'abc'}::int as v`),
      );
    });
    await probe.ready();
  });
  afterAll(() => probe.close());

  test('numeric out of range, NUL and invalid text representation answer 400 with the German body, not 500', async () => {
    for (const url of ['/api/probe/int4', '/api/probe/nul', '/api/probe/number']) {
      const res = await probe.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        error: { code: 'VALIDATION_FAILED', message: ERROR_MESSAGES.VALIDATION_FAILED },
      });
    }
  });
});

/**
 * Issue 25 part 2 (decision 054): input that is well-formed but breaks a business rule (an additive or a
 * past month in a trigger contract, a triggered contract moved to another buyer) is refused with its
 * code and German message and changes nothing, from the shared probes; the 403 ones run in authorization.
 */
describe('business-rule probes (409/422)', () => {
  test('each rule answers its code with the German message and changes nothing', async () => {
    expect(await runProbes(t, probesFor('bad-input', 'default'))).toEqual([]);
  });

  test('every operation that declares one of these rules has a probe', () => {
    const codes = PROBED_CODES.filter((c) =>
      BUSINESS_RULE_PROBES.some((p) => p.expect.code === c && p.expect.status !== 403),
    );
    expect(unprobedOperations(t.app.swagger(), codes)).toEqual([]);
  });
});
