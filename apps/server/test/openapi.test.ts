import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { MAX_OFFER_CBM } from '@fuel/domain/offers/offer-rules';
import { EMAIL_MAX_LENGTH } from '@fuel/domain/validation/fields';
import { SAFE_TEXT_PATTERN } from '@fuel/domain/validation/json-schema';
import { createTestApp, type TestApp } from './test-app';
import { apiOperations, label, type JsonSchema, type Operation } from './api-operations';

/**
 * Issue 25 part 6 (decision 058): the OpenAPI document lists every refusal status of every operation
 * with the error body and its codes, and the validation rules of every request field, so a partner's
 * generated client knows them; and it is a valid OpenAPI document.
 */

type Schema = JsonSchema & {
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  exclusiveMinimum?: boolean;
  nullable?: boolean;
  required?: string[];
  'x-max-decimals'?: number;
};
type Response = {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: Schema }>;
};
type DocOperation = {
  parameters?: Array<{ in: string; name: string; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
};
type Doc = { openapi: string; paths: Record<string, Record<string, DocOperation>> };

let t: TestApp;
let doc: Doc;
let ops: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as unknown as Doc;
  ops = apiOperations(t.app);
});
afterAll(() => t.close());

const opOf = (method: string, path: string) => {
  const op = doc.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${path} is not in the document`);
  return op;
};
/** The codes a response lists for a status, or undefined when the status is not listed. */
const codesOf = (op: DocOperation, status: number): string[] | undefined => {
  const schema = op.responses[String(status)]?.content?.['application/json']?.schema;
  return schema?.properties?.error?.properties?.code?.enum as string[] | undefined;
};
const hasPathParam = (path: string) => path.includes('{');
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_EXEMPT = new Set(['POST /api/price-feed/ticks']);

test('the document is a valid OpenAPI document', async () => {
  const result = await new Validator().validate(
    structuredClone(doc) as unknown as Parameters<Validator['validate']>[0],
  );
  expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
  expect(result.valid).toBe(true);
});

test('every /api operation lists its refusal statuses, each with the error body and its codes', () => {
  expect(ops.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const op of ops) {
    const d = opOf(op.method, op.path);
    const where = label(op);
    const expectCode = (status: number, code: string) => {
      if (!codesOf(d, status)?.includes(code)) problems.push(`${where}: ${status} ${code} missing`);
    };
    if (op.body || op.parameters.some((p) => p.in !== 'header') || MUTATING.has(op.method))
      expectCode(400, 'VALIDATION_FAILED');
    if (op.audience !== 'public') expectCode(401, 'UNAUTHENTICATED');
    if (typeof op.audience === 'object') expectCode(403, 'FORBIDDEN');
    if (MUTATING.has(op.method) && !CSRF_EXEMPT.has(where)) expectCode(403, 'CSRF_REJECTED');
    if (hasPathParam(op.path)) expectCode(404, 'NOT_FOUND');
    if (op.path !== '/api/health/live') {
      expectCode(503, 'DATABASE_UNAVAILABLE');
      if (!d.responses['503']?.headers?.['retry-after']) problems.push(`${where}: 503 without Retry-After`);
    }
    if (!Object.keys(d.responses).some((s) => s.startsWith('2'))) problems.push(`${where}: no success response`);
    // Every refusal carries the one error body: { error: { code (enum), message, fields? } }.
    for (const [status, response] of Object.entries(d.responses)) {
      if (Number(status) < 400) continue;
      const schema = response.content?.['application/json']?.schema;
      const error = schema?.properties?.error;
      const ok =
        schema?.required?.includes('error') &&
        (error as Schema | undefined)?.required?.includes('code') &&
        (error as Schema | undefined)?.required?.includes('message') &&
        (error?.properties?.code?.enum?.length ?? 0) > 0 &&
        error?.properties?.message?.type === 'string' &&
        error?.properties?.fields?.type === 'object';
      if (!ok) problems.push(`${where}: ${status} without the error body`);
    }
  }
  expect(problems).toEqual([]);
  // The liveness probe answers without the database.
  expect(opOf('GET', '/api/health/live').responses['503']).toBeUndefined();
  // Public routes cannot answer 401.
  expect(codesOf(opOf('GET', '/api/brand'), 401)).toBeUndefined();
});

test('routes list the business codes their services refuse with, under the status they are sent with', () => {
  const order = opOf('POST', '/api/orders');
  expect(codesOf(order, 409)).toEqual(
    expect.arrayContaining(['INSUFFICIENT_CREDIT', 'NOT_ENOUGH_VOLUME', 'OFFER_NOT_AVAILABLE', 'DAILY_LIMIT_REACHED']),
  );
  expect(codesOf(order, 422)).toEqual(
    expect.arrayContaining(['ORDER_CONFIRMATION_REQUIRED', 'QUANTITY_OUT_OF_RANGE', 'DELIVERY_ADDRESS_REQUIRED']),
  );
  expect(codesOf(order, 403)).toEqual(expect.arrayContaining(['GTC_NOT_ACCEPTED']));
  const trigger = opOf('POST', '/api/trigger-contracts/{id}/triggers');
  expect(codesOf(trigger, 409)).toEqual(
    expect.arrayContaining(['TRIGGER_OUTSIDE_TIME', 'TRIGGER_DAILY_LIMIT_REACHED', 'TRIGGER_VOLUME_EXHAUSTED']),
  );
  expect(codesOf(trigger, 422)).toEqual(
    expect.arrayContaining(['TRIGGER_QUANTITY_OUT_OF_RANGE', 'TRIGGER_MIX_SPLIT_INVALID']),
  );
  expect(codesOf(trigger, 404)).toEqual(expect.arrayContaining(['FEATURE_DISABLED', 'NOT_FOUND']));
  expect(codesOf(opOf('PUT', '/api/trigger-contracts/{id}'), 409)).toEqual(
    expect.arrayContaining(['TRIGGER_CONTRACT_ENDED']),
  );
  expect(codesOf(opOf('PUT', '/api/offers/{id}'), 409)).toEqual(['OFFER_TOTAL_BELOW_SOLD']);
  expect(codesOf(opOf('PUT', '/api/buyer-management/{relationshipId}'), 409)).toEqual([
    'BUYER_TERMS_CHANGED',
    'BUYER_TERMS_CLOSED',
  ]);
  expect(codesOf(opOf('POST', '/api/login'), 429)).toEqual(['RATE_LIMITED']);
  expect(codesOf(opOf('POST', '/api/login'), 401)).toEqual(['INVALID_CREDENTIALS']);
  expect(codesOf(opOf('POST', '/api/contact'), 429)).toEqual(['RATE_LIMITED']);
});

/** Every scalar of a request schema with its path, looking into objects, arrays and alternatives. */
function leaves(s: Schema, path: string, out: Array<{ path: string; schema: Schema }>): void {
  for (const alt of [...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.allOf ?? [])]) leaves(alt as Schema, path, out);
  if (s.type === 'object')
    for (const [k, v] of Object.entries(s.properties ?? {})) leaves(v as Schema, `${path}.${k}`, out);
  else if (s.type === 'array') leaves((s.items ?? {}) as Schema, `${path}[]`, out);
  else if (s.type) out.push({ path, schema: s });
}

test('every request field shows its validation rules: strings bounded (free text with its pattern), numbers with minimum and maximum', () => {
  const problems: string[] = [];
  let fields = 0;
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const found: Array<{ path: string; schema: Schema }> = [];
      for (const p of op.parameters ?? []) leaves(p.schema, `${p.in}:${p.name}`, found);
      const body = op.requestBody?.content['application/json']?.schema;
      if (body) leaves(body, 'body', found);
      for (const { path: at, schema } of found) {
        fields++;
        const where = `${method.toUpperCase()} ${path} ${at}`;
        const fixed = schema.enum !== undefined || schema.const !== undefined;
        if (schema.type === 'string' && !fixed) {
          if (schema.maxLength === undefined && schema.pattern === undefined && schema.format !== 'uuid')
            problems.push(`${where}: string without maxLength or pattern`);
          if (schema.pattern === undefined && schema.format === undefined)
            problems.push(`${where}: string without pattern or format`);
        }
        if (
          (schema.type === 'number' || schema.type === 'integer') &&
          !fixed &&
          (schema.minimum === undefined || schema.maximum === undefined)
        ) {
          problems.push(`${where}: number without minimum and maximum`);
        }
      }
    }
  }
  expect(fields).toBeGreaterThan(500);
  expect(problems).toEqual([]);
});

describe('known fields show the rules of their contracts', () => {
  const bodyOf = (method: string, path: string) => opOf(method, path).requestBody!.content['application/json']!.schema;
  const fixedOffer = () =>
    bodyOf('POST', '/api/offers').oneOf!.find(
      (v) => v.properties?.pricingType?.const === 'FIXED' || v.properties?.pricingType?.enum?.[0] === 'FIXED',
    ) as Schema;

  test('an offer: volumes above 0 up to the largest offer with 3 decimals, a price above 0, ISO dates, times', () => {
    const offer = fixedOffer().properties!;
    expect(offer.totalCbm).toMatchObject({
      type: 'number',
      minimum: 0,
      exclusiveMinimum: true,
      maximum: MAX_OFFER_CBM,
      'x-max-decimals': 3,
    });
    expect(offer.price).toMatchObject({ minimum: 0, exclusiveMinimum: true, maximum: 100_000 });
    expect(offer.startDate).toMatchObject({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
    expect(offer.dailyStartTime).toMatchObject({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });
    expect(offer.deliveryType?.enum).toEqual(['PICKUP', 'DELIVERED']);
  });

  test('an e-mail address: format email, at most 254 characters, no control characters', () => {
    expect(bodyOf('POST', '/api/contact').properties!.replyTo).toMatchObject({
      format: 'email',
      minLength: 1,
      maxLength: EMAIL_MAX_LENGTH,
      pattern: SAFE_TEXT_PATTERN,
    });
  });

  test('enums: the product type of the order history, the trigger month and the quick range of the statistics', () => {
    const productType = opOf('GET', '/api/orderHistory').parameters!.find((p) => p.name === 'productType')!.schema;
    expect(productType.enum).toEqual(expect.arrayContaining(['FUEL', 'ADDITIVE']));
    const month = opOf('GET', '/api/trigger-history').parameters!.find((p) => p.name === 'month')!.schema;
    expect(month.pattern).toBe('^\\d{4}-(0[1-9]|1[0-2])$');
    const dayQuery = opOf('GET', '/api/orders/orderStats').parameters!.find((p) => p.name === 'dayQuery')!.schema;
    expect(dayQuery).toMatchObject({ type: 'integer', enum: [1, 7, 30] });
  });

  test('the safe-text pattern means what isSafeText means', () => {
    const re = new RegExp(SAFE_TEXT_PATTERN);
    const reU = new RegExp(SAFE_TEXT_PATTERN, 'u');
    for (const [text, ok] of [
      ['Heizöl EL 🚚', true],
      ['a\u0000b', false],
      ['a\nb', false],
      ['a\uD800b', false],
      ['a\uDC00', false],
    ] as const) {
      expect(re.test(text), JSON.stringify(text)).toBe(ok);
      expect(reU.test(text), JSON.stringify(text)).toBe(ok);
    }
  });
});

test('the document is served at /api/docs/json', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  expect(res.json().paths['/api/orders'].post.responses['409']).toBeDefined();
});

test('key routes (decision 067): tagged, with their scope, the bearer scheme, the key refusals and request examples', () => {
  const raw = doc as unknown as {
    components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
    paths: Record<
      string,
      Record<
        string,
        DocOperation & { tags?: string[]; 'x-scopes'?: string[]; security?: Array<Record<string, string[]>> }
      >
    >;
  };
  expect(raw.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  const placeOrders = raw.paths['/api/orders']!.post!;
  expect(placeOrders.tags).toContain('API-Schlüssel');
  expect(placeOrders['x-scopes']).toEqual(['orders:write']);
  expect(placeOrders.security).toContainEqual({ apiKey: ['orders:write'] });
  expect(Object.keys(placeOrders.responses)).toEqual(expect.arrayContaining(['401', '403', '409', '422', '429']));
  const codes = (status: string) =>
    (placeOrders.responses[status]!.content!['application/json']!.schema as { properties: { error: Schema } })
      .properties.error;
  expect(JSON.stringify(codes('422'))).toContain('IDEMPOTENCY_KEY_REUSED');
  expect(JSON.stringify(codes('429'))).toContain('API_RATE_LIMITED');
  expect(JSON.stringify(placeOrders.requestBody)).toContain('"quantityCbm":10');
  // The ingest is for keys only: no session scheme.
  expect(raw.paths['/api/price-feed/ticks']!.post!.security).toEqual([{ apiKey: ['prices:write'] }]);
  // A route for sessions only names no scope.
  expect(raw.paths['/api/api-keys']!.get!['x-scopes']).toBeUndefined();
});
