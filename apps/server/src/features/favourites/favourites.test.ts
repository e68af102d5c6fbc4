import { afterAll, beforeAll, expect, test } from 'vitest';
import { agent, createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { eq } from 'drizzle-orm';
import { accounts, products, terminals } from '../../db/schema';

let t: TestApp;
let productIds: number[];
let terminalIds: number[];
let sellerIds: number[];
let buyerAccountId: number;
beforeAll(async () => {
  t = await createTestApp();
  productIds = (await t.app.db.select({ id: products.id }).from(products)).map((p) => p.id).slice(0, 2);
  terminalIds = (await t.app.db.select({ id: terminals.id }).from(terminals)).map((p) => p.id).slice(0, 3);
  sellerIds = (await t.app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.type, 'seller')))
    .map((a) => a.id)
    .slice(0, 2);
  buyerAccountId = (await t.app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.type, 'buyer')))[0]!.id;
});
afterAll(() => t.close());

test('anonymous callers get 401, sellers and operators 403', async () => {
  expect((await agent(t.app).get('/api/favourites')).statusCode).toBe(401);
  for (const username of ['verkaeufer', 'betreiber']) {
    const a = await loginAs(t.app, username);
    expect((await a.get('/api/favourites')).statusCode).toBe(403);
    expect(
      (await a.post('/api/favourites', { name: 'x', config: { productIds: [], terminalIds: [] } })).statusCode,
    ).toBe(403);
    expect((await a.delete('/api/favourites/1')).statusCode).toBe(403);
    expect((await a.put('/api/favourites/1', { name: 'y' })).statusCode).toBe(403);
  }
});

test('a buyer saves favourite markets, in order, ids without duplicates', async () => {
  const a = await loginAs(t.app, 'einkauf');
  expect((await a.get('/api/favourites')).json()).toEqual({ favourites: [] });
  const first = await a.post('/api/favourites', {
    name: ' Heizöl Nord ',
    config: { productIds: [productIds[0], productIds[0]], terminalIds },
  });
  expect(first.statusCode).toBe(201);
  // Without sellerIds (an older client): all sellers.
  expect(first.json()).toEqual({
    id: expect.any(Number),
    name: 'Heizöl Nord',
    config: { productIds: [productIds[0]], terminalIds, sellerIds: [] },
  });
  const second = (
    await a.post('/api/favourites', { name: 'Alles', config: { productIds: [], terminalIds: [] } })
  ).json();
  expect((await a.get('/api/favourites')).json().favourites.map((f: { name: string }) => f.name)).toEqual([
    'Heizöl Nord',
    'Alles',
  ]);
  expect(second.config).toEqual({ productIds: [], terminalIds: [], sellerIds: [] });
});

test('unknown products or terminals and empty names are refused', async () => {
  const a = await loginAs(t.app, 'einkauf');
  const unknown = await a.post('/api/favourites', {
    name: 'x',
    config: { productIds: [999999], terminalIds: [999998] },
  });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().error.fields).toEqual({
    'config.productIds': 'Unbekanntes Produkt.',
    'config.terminalIds': 'Unbekanntes Terminal.',
  });
  expect(
    (await a.post('/api/favourites', { name: '  ', config: { productIds: [], terminalIds: [] } })).json().error.fields
      .name,
  ).toBe('Bezeichnung ist ein Pflichtfeld.');
  expect((await a.post('/api/favourites', { name: 'x' })).statusCode).toBe(400);
  expect((await a.get('/api/favourites')).json().favourites).toHaveLength(2);
});

test('favourites are per user: others neither see nor delete them (404)', async () => {
  const owner = await loginAs(t.app, 'einkauf');
  const [fav] = (await owner.get('/api/favourites')).json().favourites;
  const other = await loginAs(t.app, 'bauer');
  expect((await other.get('/api/favourites')).json()).toEqual({ favourites: [] });
  expect((await other.delete(`/api/favourites/${fav.id}`)).statusCode).toBe(404);
  expect((await owner.delete(`/api/favourites/${fav.id}`)).statusCode).toBe(204);
  expect((await owner.delete(`/api/favourites/${fav.id}`)).statusCode).toBe(404);
  expect((await owner.delete('/api/favourites/abc')).statusCode).toBe(400);
  expect((await owner.get('/api/favourites')).json().favourites.map((f: { name: string }) => f.name)).toEqual([
    'Alles',
  ]);
});

test('the wizard saves sellers too; an unknown seller or a buyer account named as seller is refused', async () => {
  const a = await loginAs(t.app, 'einkauf');
  const saved = await a.post('/api/favourites', {
    name: 'Diesel bei zwei Verkäufern',
    config: { productIds, terminalIds: [], sellerIds: [...sellerIds, sellerIds[0]] },
  });
  expect(saved.statusCode).toBe(201);
  expect(saved.json().config).toEqual({ productIds, terminalIds: [], sellerIds });
  for (const bad of [999997, buyerAccountId]) {
    const refused = await a.post('/api/favourites', {
      name: 'x',
      config: { productIds: [], terminalIds: [], sellerIds: [bad] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ 'config.sellerIds': 'Unbekannter Verkäufer.' });
  }
  await a.delete(`/api/favourites/${saved.json().id}`);
});

test('a buyer renames their own favourite; an empty name is refused; another user gets 404 and nothing changes', async () => {
  const owner = await loginAs(t.app, 'einkauf');
  const fav = (
    await owner.post('/api/favourites', { name: 'Alt', config: { productIds: [], terminalIds, sellerIds: [] } })
  ).json();
  const renamed = await owner.put(`/api/favourites/${fav.id}`, { name: '  Neu im Norden ' });
  expect(renamed.statusCode).toBe(200);
  expect(renamed.json()).toEqual({ ...fav, name: 'Neu im Norden' });
  expect((await owner.put(`/api/favourites/${fav.id}`, { name: ' ' })).json().error.fields.name).toBe(
    'Bezeichnung ist ein Pflichtfeld.',
  );
  expect((await owner.put(`/api/favourites/${fav.id}`, { name: 'x'.repeat(81) })).statusCode).toBe(400);
  expect((await owner.put('/api/favourites/999999', { name: 'x' })).statusCode).toBe(404);
  const other = await loginAs(t.app, 'bauer');
  expect((await other.put(`/api/favourites/${fav.id}`, { name: 'Gekapert' })).statusCode).toBe(404);
  const names = (await owner.get('/api/favourites')).json().favourites.map((f: { name: string }) => f.name);
  expect(names).toContain('Neu im Norden');
  expect(names).not.toContain('Gekapert');
});

test('the demo buyer kaeufer starts with two favourite markets (demo seed)', async () => {
  const a = await loginAs(t.app, 'kaeufer');
  const list = (await a.get('/api/favourites')).json().favourites;
  expect(list.map((f: { name: string }) => f.name)).toEqual(['Diesel Nord', 'Heizöl alle Terminals']);
  const [diesel] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.code, 'DIESEL-B7'));
  expect(list[0].config).toMatchObject({ productIds: [diesel!.id], sellerIds: [] });
  expect(list[0].config.terminalIds).toHaveLength(6);
});
