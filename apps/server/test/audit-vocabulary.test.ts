import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUDIT_ACTION_CODES, auditText } from '@fuel/domain/audit/audit-vocabulary';
import { AuditListSchema } from '@fuel/domain/contracts/operator';
import { orders, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';
import { loginAs } from './demo-login';

const SRC = join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every action code the server writes, as literal text: `action: 'x'`, `action: c ? 'x' : 'y'`, and
 * the codes handed to an audit helper or listed in a map typed AuditActionOf. recordAudit's type
 * already refuses an unknown pair at compile time; this reads the source so a cast cannot hide one.
 */
function writtenActionCodes(): Map<string, string> {
  const found = new Map<string, string>();
  // Type names are no codes; of a conditional only the outcomes are (not the compared status).
  const literals = (expr: string) => {
    const plain = expr.replace(/AuditActionOf<'[^']+'>/g, '');
    const outcomes = plain.includes('?') ? plain.slice(plain.indexOf('?') + 1) : plain;
    return [...outcomes.matchAll(/'([^'\n]+)'/g)].map((m) => m[1]!);
  };
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('recordAudit') && !text.includes('AuditActionOf')) continue;
    for (const m of text.matchAll(/\baction: ([^\n]*?)(?:,\s*(?:details|at)\b|\s*}|,?\n)/g)) {
      for (const code of literals(m[1]!)) found.set(code, file);
    }
    for (const m of text.matchAll(/AuditActionOf<'[^']+'>> = \{([^}]*)\}/g)) {
      for (const line of m[1]!.split('\n'))
        for (const code of literals(line.split(':').slice(1).join(':'))) found.set(code, file);
    }
    for (const m of text.matchAll(/await audit\([^)]*?'([^']+)'/g)) found.set(m[1]!, file);
  }
  return found;
}

test('every action code written anywhere in the server has German words', () => {
  const written = writtenActionCodes();
  // The reader finds the known writers (a regression guard for the reader itself).
  for (const code of [
    'order.confirmed',
    'order.declined',
    'trigger_contract.paused',
    'delivery_address.created',
    'relationship.accepted',
    'block',
    'unblock',
  ]) {
    expect(written.has(code), code).toBe(true);
  }
  const missing = [...written]
    .filter(([code]) => !AUDIT_ACTION_CODES.has(code))
    .map(([code, file]) => `${code} (${file})`);
  expect(missing).toEqual([]);
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the operator reads an order confirmation as "Bestellung <contract number> bestätigt"', async () => {
  const seller = await loginAs(t.app, 'verkaeufer');
  const [me] = await t.app.db
    .select({ accountId: users.accountId })
    .from(users)
    .where(eq(users.username, 'verkaeufer'));
  const [open] = await t.app.db
    .select({ id: orders.id, contractNumber: orders.contractNumber })
    .from(orders)
    .where(and(eq(orders.sellerAccountId, me!.accountId), eq(orders.status, 'OPEN')))
    .limit(1);
  expect((await seller.post(`/api/orders/${open!.id}/confirm`, {})).statusCode).toBe(200);

  const operator = await loginAs(t.app, 'betreiber');
  const res = await operator.get('/api/operator/audit?entity=order');
  expect(res.statusCode, res.body).toBe(200);
  const entry = AuditListSchema.parse(res.json()).docs.find((d) => d.entityId === String(open!.id))!;
  expect(entry).toMatchObject({ action: 'order.confirmed', objectRef: open!.contractNumber });
  expect(auditText(entry)).toEqual({ object: `Bestellung ${open!.contractNumber}`, action: 'bestätigt' });
});
