import { afterAll, beforeAll, expect, test } from 'vitest';
import { MyOffersResponseSchema, type MyOffersResponse } from '@fuel/domain/contracts/offers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_NOW } from '../../../test/test-clock';
import { loginAs } from '../../../test/demo-login';

let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = TEST_NOW;
  seller = await loginAs(t.app, 'verkaeufer');
});
afterAll(() => t.close());

async function mine(query: string): Promise<MyOffersResponse> {
  const res = await seller.get(`/api/offers/mine${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return MyOffersResponseSchema.parse(res.json());
}

test('pages the filtered list: total, page count and the count per status of all offers', async () => {
  const all = await mine('');
  const expired = all.offers.filter((o) => o.displayStatus === 'EXPIRED');
  expect(expired.length).toBeGreaterThan(10);
  expect(all.counts.EXPIRED).toBe(expired.length);
  expect(Object.values(all.counts).reduce((a, b) => a + b, 0)).toBe(all.offers.length);

  const first = await mine('?status=EXPIRED&page=1&pageSize=10');
  expect(first).toMatchObject({ total: expired.length, pageCount: Math.ceil(expired.length / 10), counts: all.counts });
  expect(first.offers.map((o) => o.id)).toEqual(expired.slice(0, 10).map((o) => o.id));
  const second = await mine('?status=EXPIRED&page=2&pageSize=10');
  expect(second.offers.map((o) => o.id)).toEqual(expired.slice(10, 20).map((o) => o.id));

  const active = await mine('?status=ACTIVE&page=1&pageSize=20');
  expect(active.offers.every((o) => o.displayStatus === 'ACTIVE')).toBe(true);
  expect(active.total).toBe(all.counts.ACTIVE);
});

test('bad paging or filter input is a German 400, unknown parameters too', async () => {
  const cases: Array<[string, string, RegExp]> = [
    ['?page=0', 'page', /Seite muss mindestens 1 sein/],
    ['?page=abc', 'page', /Seite muss eine Zahl sein/],
    ['?pageSize=1000', 'pageSize', /Einträge pro Seite darf höchstens 100 sein/],
    ['?status=KAPUTT', 'status.0', /Status ist ungültig/],
    ['?sort=price', '_', /Unbekannter Parameter: sort/],
  ];
  for (const [query, field, message] of cases) {
    const res = await seller.get(`/api/offers/mine${query}`);
    expect(res.statusCode, query).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields[field], `${query} ${res.body}`).toMatch(message);
  }
});
