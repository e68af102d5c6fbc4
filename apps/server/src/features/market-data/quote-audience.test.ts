import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { relationships } from '../../db/schema';
import { findQuoteAudiences } from './quote-audience.repository';
import { isTickVisible } from './quote-audience.service';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const username of [
    'verkaeufer',
    'verkaeufer-rhein',
    'verkaeufer-sued',
    'kaeufer',
    'bauer',
    'verkaeufer-mitte',
    'aviat',
    'aviat-nord',
    'verkaeufer-additive',
  ]) {
    ids[username] = (await (await loginAs(t.app, username)).get('/api/account')).json().id;
  }
});
afterAll(() => t.close());

test('an account hears itself and the sellers it trades with (ENABLED on both sides), nothing else', async () => {
  const audiences = await findQuoteAudiences(t.app.db, [ids.verkaeufer!, ids.kaeufer!, ids.bauer!]);
  expect(audiences.get(ids.verkaeufer!)).toEqual(new Set([ids.verkaeufer]));
  // kaeufer asked three more sellers, who have not (or not yet) said yes; the additive seller trades with it.
  expect(audiences.get(ids.kaeufer!)).toEqual(new Set([ids.kaeufer, ids.verkaeufer, ids['verkaeufer-additive']]));
  // The seller disabled bauer: bauer hears only the other seller it trades with.
  expect(audiences.get(ids.bauer!)).toEqual(new Set([ids.bauer, ids['verkaeufer-sued']]));
  expect(await findQuoteAudiences(t.app.db, [])).toEqual(new Map());
});

test("a parent hears its child accounts' sellers; a child does not hear its parent's", async () => {
  // The child trades with one more seller, the parent alone with another.
  await t.app.db.insert(relationships).values([
    {
      buyerAccountId: ids['aviat-nord']!,
      sellerAccountId: ids['verkaeufer-sued']!,
      buyerStatus: 'ENABLED',
      sellerStatus: 'ENABLED',
    },
    {
      buyerAccountId: ids.aviat!,
      sellerAccountId: ids['verkaeufer-mitte']!,
      buyerStatus: 'ENABLED',
      sellerStatus: 'ENABLED',
    },
  ]);
  const both = [ids.verkaeufer, ids['verkaeufer-rhein']];
  const audiences = await findQuoteAudiences(t.app.db, [ids.aviat!, ids['aviat-nord']!]);
  expect(audiences.get(ids.aviat!)).toEqual(
    new Set([ids.aviat, ...both, ids['verkaeufer-sued'], ids['verkaeufer-mitte'], ids['verkaeufer-additive']]),
  );
  expect(audiences.get(ids['aviat-nord']!)).toEqual(new Set([ids['aviat-nord'], ...both, ids['verkaeufer-sued']]));
  // Asked alone, the parent still hears its child's seller.
  expect((await findQuoteAudiences(t.app.db, [ids.aviat!])).get(ids.aviat!)).toEqual(audiences.get(ids.aviat!));
});

test('platform ticks are for everyone, an API seller’s only for its audience', () => {
  expect(isTickVisible({ sellerAccountId: null }, new Set())).toBe(true);
  expect(isTickVisible({ sellerAccountId: 7 }, new Set([7]))).toBe(true);
  expect(isTickVisible({ sellerAccountId: 7 }, new Set([8]))).toBe(false);
});
