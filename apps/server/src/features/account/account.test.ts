import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { accounts, auditLog, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountOf = async (username: string) => {
  const [user] = await t.app.db.select().from(users).where(eq(users.username, username));
  const [account] = await t.app.db.select().from(accounts).where(eq(accounts.id, user!.accountId));
  return account!;
};
const addressAudits = (accountId: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'account'),
        eq(auditLog.entityId, String(accountId)),
        eq(auditLog.action, 'account.address.updated'),
      ),
    );

const valid = { addressLine1: 'Hafenstraße 12', addressLine2: 'Halle 3', postCode: '28217', country: 'DE' };

test('anonymous callers get 401', async () => {
  const a = agent(t.app);
  expect((await a.get('/api/account')).statusCode).toBe(401);
  expect((await a.put('/api/account', valid)).statusCode).toBe(401);
});

test('every logged-in user reads its own account, with the read-only fields', async () => {
  for (const username of ['kaeufer', 'disposition', 'verkaeufer']) {
    const a = await loginAs(t.app, username);
    const res = await a.get('/api/account');
    expect(res.statusCode).toBe(200);
    const own = await accountOf(username);
    expect(res.json()).toEqual({
      id: own.id,
      name: own.name,
      type: own.type,
      city: own.city,
      vatId: own.vatId,
      addressLine1: own.addressLine1,
      addressLine2: own.addressLine2,
      postCode: own.postCode,
      country: own.country,
    });
  }
});

test('a company admin saves the address: German message, stored, audited; name and city stay', async () => {
  const a = await loginAs(t.app, 'kaeufer');
  const before = await accountOf('kaeufer');
  const res = await a.put('/api/account', { ...valid, addressLine1: '  Hafenstraße 12 ' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'Die Adresse wurde gespeichert.' });
  const after = await accountOf('kaeufer');
  expect(after).toMatchObject({
    addressLine1: 'Hafenstraße 12',
    addressLine2: 'Halle 3',
    postCode: '28217',
    country: 'DE',
  });
  expect(after).toMatchObject({ name: before.name, city: before.city, vatId: before.vatId, type: before.type });
  const audits = await addressAudits(before.id);
  expect(audits).toHaveLength(1);
  expect(audits[0]!.details).toMatchObject({
    before: { addressLine1: before.addressLine1 },
    after: { addressLine1: 'Hafenstraße 12' },
  });
  expect((await a.get('/api/account')).json()).toMatchObject({ addressLine1: 'Hafenstraße 12', postCode: '28217' });
});

test('read-only fields in the body are refused, not silently applied', async () => {
  const a = await loginAs(t.app, 'kaeufer');
  const res = await a.put('/api/account', { ...valid, name: 'Übernommen GmbH' });
  expect(res.statusCode).toBe(400);
  expect((await accountOf('kaeufer')).name).not.toBe('Übernommen GmbH');
});

test('a user who is not a company admin gets 403 and nothing changes', async () => {
  const a = await loginAs(t.app, 'disposition');
  const before = await accountOf('disposition');
  const res = await a.put('/api/account', valid);
  expect(res.statusCode).toBe(403);
  expect(res.json().error.code).toBe('FORBIDDEN');
  expect(await accountOf('disposition')).toEqual(before);
});

test('validation: German field messages, post code per country, nothing stored', async () => {
  const a = await loginAs(t.app, 'bauer');
  const before = await accountOf('bauer');
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ ...valid, addressLine1: '  ' }, 'addressLine1', /Straße und Hausnummer ist ein Pflichtfeld/],
    [{ ...valid, postCode: '' }, 'postCode', /Postleitzahl ist ein Pflichtfeld/],
    [{ ...valid, postCode: '2821' }, 'postCode', /5 Ziffern/],
    [{ ...valid, postCode: '28217', country: 'AT' }, 'postCode', /4 Ziffern/],
    [{ ...valid, postCode: '10000', country: 'BE' }, 'postCode', /4 Ziffern/],
    [{ ...valid, country: 'FR' }, 'country', /gültiges Land/],
    [{ ...valid, addressLine2: 'x'.repeat(201) }, 'addressLine2', /höchstens 200 Zeichen/],
  ];
  for (const [body, field, message] of cases) {
    const res = await a.put('/api/account', body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields[field], JSON.stringify(body)).toMatch(message);
  }
  expect(await accountOf('bauer')).toEqual(before);
  expect(await addressAudits(before.id)).toHaveLength(0);
  // Austria and Belgium take four digits.
  expect((await a.put('/api/account', { ...valid, postCode: '1010', country: 'AT' })).statusCode).toBe(200);
  expect(await accountOf('bauer')).toMatchObject({ postCode: '1010', country: 'AT' });
});
