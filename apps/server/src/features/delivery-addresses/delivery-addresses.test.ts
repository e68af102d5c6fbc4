import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DeliveryAddress } from '@fuel/domain/contracts/delivery-addresses';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { auditLog, deliveryAddresses, orders, users } from '../../db/schema';

const PATH = '/api/delivery-addresses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  company: 'Heizöl Schmidt GmbH & Co. KG – Lager Bremerhaven',
  street: 'Am Fischereihafen 4',
  postCode: '27572',
  city: 'Bremerhaven',
  country: 'DE',
  contactPerson: 'Jan Schmidt',
  onSiteContact: 'Uwe Kramer, +49 471 123-4',
  instructions: 'Zufahrt über Tor 1.',
};

const accountIdOf = async (username: string) => {
  const [user] = await t.app.db.select().from(users).where(eq(users.username, username));
  return user!.accountId;
};
const rowsOf = async (accountId: number) =>
  t.app.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.accountId, accountId));
const auditsOf = (id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'delivery_address'), eq(auditLog.entityId, String(id))));

/** kaeufer2fa is Schmidt's user without admin rights; without its second factor it logs in directly. */
async function schmidtMember() {
  await t.app.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.username, 'kaeufer2fa'));
  return loginAs(t.app, 'kaeufer2fa');
}

test('anonymous callers get 401 on every call', async () => {
  const a = agent(t.app);
  expect((await a.get(PATH)).statusCode).toBe(401);
  expect((await a.post(PATH, valid)).statusCode).toBe(401);
  expect((await a.put(`${PATH}/1`, valid)).statusCode).toBe(401);
  expect((await a.delete(`${PATH}/1`)).statusCode).toBe(401);
});

test('everyone of a buyer account reads its active addresses; sellers get 403', async () => {
  const accountId = await accountIdOf('kaeufer');
  const active = (await rowsOf(accountId)).filter((r) => r.active);
  for (const a of [await loginAs(t.app, 'kaeufer'), await schmidtMember()]) {
    const res = await a.get(PATH);
    expect(res.statusCode).toBe(200);
    const list = res.json().addresses as DeliveryAddress[];
    expect(list.map((x) => x.id).sort()).toEqual(active.map((x) => x.id).sort());
  }
  const seller = await loginAs(t.app, 'verkaeufer');
  expect((await seller.get(PATH)).statusCode).toBe(403);
  expect((await seller.post(PATH, valid)).statusCode).toBe(403);
});

test('a buyer who is not a company admin cannot create, edit or delete (403, nothing changes)', async () => {
  const accountId = await accountIdOf('kaeufer');
  const before = await rowsOf(accountId);
  const a = await schmidtMember();
  const id = before[0]!.id;
  for (const res of [await a.post(PATH, valid), await a.put(`${PATH}/${id}`, valid), await a.delete(`${PATH}/${id}`)]) {
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  }
  expect(await rowsOf(accountId)).toEqual(before);
});

test('admin creates an address: 201, listed, in metadata, audited; deleting hides it from list and metadata', async () => {
  const a = await loginAs(t.app, 'kaeufer');
  const res = await a.post(PATH, valid);
  expect(res.statusCode).toBe(201);
  const created = res.json() as DeliveryAddress;
  expect(created).toMatchObject(valid);
  expect((await a.get(PATH)).json().addresses.map((x: DeliveryAddress) => x.id)).toContain(created.id);
  const metadata = (await a.get('/api/generic/metadata')).json();
  expect(metadata.deliveryAddresses).toContainEqual(created);
  expect((await auditsOf(created.id)).map((r) => r.action)).toEqual(['delivery_address.created']);

  const del = await a.delete(`${PATH}/${created.id}`);
  expect(del.statusCode).toBe(204);
  expect((await a.get(PATH)).json().addresses.map((x: DeliveryAddress) => x.id)).not.toContain(created.id);
  expect(
    (await a.get('/api/generic/metadata')).json().deliveryAddresses.map((x: DeliveryAddress) => x.id),
  ).not.toContain(created.id);
  // Soft delete: the row stays for the orders that name it.
  const [row] = await t.app.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, created.id));
  expect(row).toMatchObject({ active: false, street: valid.street });
  expect((await auditsOf(created.id)).map((r) => r.action).sort()).toEqual([
    'delivery_address.created',
    'delivery_address.removed',
  ]);
  // Removed addresses can be neither removed again nor edited.
  expect((await a.delete(`${PATH}/${created.id}`)).statusCode).toBe(404);
  expect((await a.put(`${PATH}/${created.id}`, valid)).statusCode).toBe(404);
});

test('optional fields may be left out or empty and are stored as null', async () => {
  const a = await loginAs(t.app, 'kaeufer');
  const res = await a.post(PATH, {
    company: 'Lager Nord',
    street: 'Weg 1',
    postCode: '1010',
    city: 'Wien',
    country: 'AT',
    instructions: '  ',
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ contactPerson: null, onSiteContact: null, instructions: null, country: 'AT' });
});

test('admin edits an address: stored, audited with before and after', async () => {
  const a = await loginAs(t.app, 'kaeufer');
  const id = (await a.post(PATH, valid)).json().id as number;
  const res = await a.put(`${PATH}/${id}`, { ...valid, city: 'Bremen', postCode: '28195', contactPerson: '' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ id, city: 'Bremen', postCode: '28195', contactPerson: null });
  const [row] = await t.app.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, id));
  expect(row).toMatchObject({ city: 'Bremen', postCode: '28195', contactPerson: null, active: true });
  const updated = (await auditsOf(id)).find((r) => r.action === 'delivery_address.updated');
  expect(updated?.details).toMatchObject({ before: { city: 'Bremerhaven' }, after: { city: 'Bremen' } });
});

test("ownership: another account's address is 404 for edit and delete and stays unchanged", async () => {
  const bauerAccount = await accountIdOf('bauer');
  const before = await rowsOf(bauerAccount);
  const foreignId = before.find((r) => r.active)!.id;
  const a = await loginAs(t.app, 'kaeufer');
  for (const res of [await a.put(`${PATH}/${foreignId}`, valid), await a.delete(`${PATH}/${foreignId}`)]) {
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'Die Lieferadresse wurde nicht gefunden.' });
  }
  expect(await rowsOf(bauerAccount)).toEqual(before);
  expect((await a.get(PATH)).json().addresses.map((x: DeliveryAddress) => x.id)).not.toContain(foreignId);
  expect((await a.put(`${PATH}/999999`, valid)).statusCode).toBe(404);
  expect((await a.delete(`${PATH}/abc`)).statusCode).toBe(400);
});

test('validation: required fields, post code per country, country, lengths; German messages; nothing stored', async () => {
  const a = await loginAs(t.app, 'kaeufer');
  const accountId = await accountIdOf('kaeufer');
  const before = await rowsOf(accountId);
  const existing = before.find((r) => r.active)!.id;
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [{ ...valid, company: '' }, 'company', /Firma ist ein Pflichtfeld/],
    [{ ...valid, street: '   ' }, 'street', /Straße und Hausnummer ist ein Pflichtfeld/],
    [{ ...valid, postCode: undefined }, 'postCode', /Postleitzahl ist ein Pflichtfeld/],
    [{ ...valid, city: '' }, 'city', /Ort ist ein Pflichtfeld/],
    [{ ...valid, postCode: '2757' }, 'postCode', /5 Ziffern/],
    [{ ...valid, postCode: 'ABCDE' }, 'postCode', /5 Ziffern/],
    [{ ...valid, country: 'AT' }, 'postCode', /4 Ziffern/],
    [{ ...valid, country: 'BE', postCode: '100' }, 'postCode', /4 Ziffern/],
    [{ ...valid, country: 'FR' }, 'country', /gültiges Land/],
    [{ ...valid, instructions: 'x'.repeat(1001) }, 'instructions', /höchstens 1000 Zeichen/],
    [{ ...valid, accountId: 1 }, '_', /./],
  ];
  for (const [body, field, message] of cases) {
    for (const res of [await a.post(PATH, body), await a.put(`${PATH}/${existing}`, body)]) {
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      const fields = res.json().error.fields as Record<string, string>;
      const text = field === '_' ? Object.values(fields).join(' ') : fields[field];
      expect(text, JSON.stringify(body)).toMatch(message);
    }
  }
  expect(await rowsOf(accountId)).toEqual(before);
});

test('a removed address used by an order stays readable in the order history', async () => {
  const a = await loginAs(t.app, 'kaeufer');
  const accountId = await accountIdOf('kaeufer');
  const created = (await a.post(PATH, valid)).json() as DeliveryAddress;
  // Demo orders are picked up; give one of Schmidt's orders the new address, as a delivered order would have.
  const [order] = await t.app.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.buyerAccountId, accountId))
    .limit(1);
  await t.app.db.update(orders).set({ deliveryAddressId: created.id }).where(eq(orders.id, order!.id));

  expect((await a.delete(`${PATH}/${created.id}`)).statusCode).toBe(204);
  const after = (await a.get(`/api/orderHistory?productType=FUEL&deliveryAddressList=${created.id}`)).json();
  expect(after.orders.map((o: { id: number }) => o.id)).toHaveLength(1);
  expect(after.orders[0].deliveryAddress).toMatchObject({
    id: created.id,
    street: valid.street,
    zipCode: valid.postCode,
    city: valid.city,
  });
});
