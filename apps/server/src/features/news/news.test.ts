// News (issue 16): sellers write, edit and delete their own items; the box shows a buyer the last
// 10 items of its connected sellers and a seller with newsBox its own, newest first.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { accounts } from '../../db/schema';
import { createCompany, setTerms } from '../../../test/trading-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

type Item = { id: number; date: string; text: string; sellerId: number; sellerName: string };
const texts = (items: Item[]) => items.map((i) => i.text);

describe('the demo news', () => {
  test("kaeufer's box: Hanseatische's items up to today, newest first; the item dated ahead only in the editor", async () => {
    const box = (await (await loginAs(t.app, 'kaeufer')).get('/api/news')).json().items as Item[];
    expect(box.map((i) => i.date)).toEqual(['2026-11-20', '2026-11-18', '2026-11-11', '2026-10-21']);
    expect(new Set(box.map((i) => i.sellerName))).toEqual(new Set(['Hanseatische Mineralöl Handels GmbH']));
    const mine = (await (await loginAs(t.app, 'verkaeufer')).get('/api/news/mine')).json().items as Item[];
    expect(mine).toHaveLength(5);
    expect(mine[0]!.date).toBe('2026-11-23');
  });

  test("a buyer whose relationship the seller disabled does not get that seller's news", async () => {
    const box = (await (await loginAs(t.app, 'bauer')).get('/api/news')).json().items as Item[];
    expect(box.map((i) => [i.date, i.sellerName])).toEqual([['2026-11-16', 'Süddeutsche Brennstoff AG']]);
  });
});

describe('writing news', () => {
  test('a seller writes, edits and deletes its item; connected buyers see it at once', async () => {
    const seller = await loginAs(t.app, 'verkaeufer-rhein');
    const created = await seller.post('/api/news', { date: '2026-11-20', text: '  Neue Ladezeiten\nab Montag  ' });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json() as Item;
    expect(item).toMatchObject({
      date: '2026-11-20',
      text: 'Neue Ladezeiten\nab Montag',
      sellerName: 'Rhein-Ruhr Tanklager GmbH',
    });
    const aviat = await loginAs(t.app, 'aviat');
    expect((await aviat.get('/api/news')).json().items[0]).toEqual(item);
    expect(texts((await (await loginAs(t.app, 'kaeufer')).get('/api/news')).json().items)).not.toContain(item.text);

    const edited = await seller.put(`/api/news/${item.id}`, { date: '2026-11-19', text: 'Geänderte Ladezeiten' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: item.id, date: '2026-11-19', text: 'Geänderte Ladezeiten' });
    expect(texts((await aviat.get('/api/news')).json().items)).toContain('Geänderte Ladezeiten');

    expect((await seller.delete(`/api/news/${item.id}`)).statusCode).toBe(204);
    expect(texts((await aviat.get('/api/news')).json().items)).not.toContain('Geänderte Ladezeiten');
    expect((await seller.delete(`/api/news/${item.id}`)).statusCode).toBe(404);
  });

  test("a seller cannot edit or delete another seller's item, and a buyer cannot write news", async () => {
    const own = (await (await loginAs(t.app, 'verkaeufer')).get('/api/news/mine')).json().items[0] as Item;
    const other = await loginAs(t.app, 'verkaeufer-rhein');
    const edit = await other.put(`/api/news/${own.id}`, { date: '2026-11-20', text: 'Übernommen' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.code).toBe('NOT_FOUND');
    expect((await other.delete(`/api/news/${own.id}`)).statusCode).toBe(404);
    expect((await (await loginAs(t.app, 'verkaeufer')).get('/api/news/mine')).json().items[0]).toEqual(own);
    expect(texts((await other.get('/api/news/mine')).json().items)).not.toContain(own.text);

    const buyer = await loginAs(t.app, 'kaeufer');
    expect((await buyer.post('/api/news', { date: '2026-11-20', text: 'Hallo' })).statusCode).toBe(403);
    expect((await buyer.put(`/api/news/${own.id}`, { date: '2026-11-20', text: 'Hallo' })).statusCode).toBe(403);
    expect((await buyer.delete(`/api/news/${own.id}`)).statusCode).toBe(403);
    expect((await buyer.get('/api/news/mine')).statusCode).toBe(403);
  });

  test('bad input is refused in German and writes nothing', async () => {
    const seller = await loginAs(t.app, 'verkaeufer-mitte');
    const empty = await seller.post('/api/news', { date: '2026-11-20', text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ text: 'Text ist ein Pflichtfeld.' });
    expect((await seller.post('/api/news', { date: '2026-02-30', text: 'x' })).json().error.fields.date).toBe(
      'Datum ist kein gültiges Datum.',
    );
    expect((await seller.post('/api/news', { text: 'x' })).json().error.fields.date).toBe('Datum ist ein Pflichtfeld.');
    expect(
      (await seller.post('/api/news', { date: '2026-11-20', text: 'x'.repeat(2001) })).json().error.fields.text,
    ).toBe('Text darf höchstens 2000 Zeichen lang sein.');
    expect((await seller.post('/api/news', { date: '2026-11-20', text: 'a\u0000b' })).statusCode).toBe(400);
    expect((await seller.get('/api/news/mine')).json().items).toEqual([]);
  });
});

describe('the news box', () => {
  test('shows the last 10 items of all connected sellers, newest first (date, then newest written)', async () => {
    const s1 = await createCompany(t.app.db, 'seller', { name: 'News Eins GmbH' });
    const s2 = await createCompany(t.app.db, 'seller', { name: 'News Zwei GmbH' });
    const stranger = await createCompany(t.app.db, 'seller', { name: 'News Fremd GmbH' });
    const buyer = await createCompany(t.app.db, 'buyer');
    await setTerms(t.app.db, buyer.accountId, s1.accountId, {});
    await setTerms(t.app.db, buyer.accountId, s2.accountId, {});
    await setTerms(t.app.db, buyer.accountId, stranger.accountId, { sellerStatus: 'NEW' });
    const write = async (seller: typeof s1, date: string, text: string) => {
      const a = await loginAs(t.app, seller.username);
      expect((await a.post('/api/news', { date, text })).statusCode).toBe(201);
    };
    for (let i = 1; i <= 6; i++) await write(s1, `2026-11-${String(10 + i).padStart(2, '0')}`, `Eins ${i}`);
    for (let i = 1; i <= 6; i++) await write(s2, `2026-11-${String(10 + i).padStart(2, '0')}`, `Zwei ${i}`);
    await write(stranger, '2026-11-20', 'Fremd');
    await write(s1, '2026-11-21', 'Morgen');

    const box = (await (await loginAs(t.app, buyer.username)).get('/api/news')).json().items as Item[];
    expect(texts(box)).toEqual([
      'Zwei 6',
      'Eins 6',
      'Zwei 5',
      'Eins 5',
      'Zwei 4',
      'Eins 4',
      'Zwei 3',
      'Eins 3',
      'Zwei 2',
      'Eins 2',
    ]);
  });

  test('a seller sees its own box only with the account feature newsBox', async () => {
    const seller = await createCompany(t.app.db, 'seller');
    const a = await loginAs(t.app, seller.username);
    expect((await a.post('/api/news', { date: '2026-11-20', text: 'Eigene Meldung' })).statusCode).toBe(201);
    const refused = await a.get('/api/news');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FEATURE_DISABLED');
    await t.app.db
      .update(accounts)
      .set({ features: { productAdditives: false, newsBox: true, sharedCreditLimits: false, triggers: false } })
      .where(eq(accounts.id, seller.accountId));
    expect(texts((await a.get('/api/news')).json().items)).toEqual(['Eigene Meldung']);
  });

  test('an admin account has no news box', async () => {
    const admin = await createCompany(t.app.db, 'admin');
    expect((await (await loginAs(t.app, admin.username)).get('/api/news')).statusCode).toBe(403);
  });
});
