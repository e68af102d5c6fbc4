import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { TargetOrderSchema } from '@fuel/domain/contracts/target-orders';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { deliveryAddresses, orders, terminals } from '../../db/schema';
import { createOffer } from '../../../test/trading-fixtures';
import { targetOrderFixtures } from './target-orders.fixtures';
import { matchTargetOrders } from './target-orders.matcher';

// Issue 29 part 1: a delivered product's target (brand A trades delivered products) names the region of
// the delivered offers and one of the buyer's delivery addresses; it is filled only by a delivered offer
// of that region, and the order goes to the address.

let t: TestApp;
const { ids, market, input, load } = targetOrderFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await load();
});
afterAll(async () => {
  await t.close();
});

const addressOf = async (accountId: number, company: string) => {
  const [row] = await t.app.db
    .insert(deliveryAddresses)
    .values({ accountId, company, street: 'Hafenstraße 1', postCode: '28197', city: 'Bremen' })
    .returning({ id: deliveryAddresses.id });
  return row!.id;
};

test('a delivered target: only its region’s delivered offer fills it, delivered to its address; bad addresses are refused', async () => {
  const { buyer, company, seller } = await market({ priceE4: 930_000 }); // a cheaper pickup offer at Bremen
  const [bremen] = await t.app.db.select().from(terminals).where(eq(terminals.id, ids.bremen));
  const regionId = bremen!.regionId;
  const delivered = await createOffer(t.app.db, t.clock.now, {
    sellerAccountId: seller.accountId,
    deliveryRegionId: regionId,
    pricePer100lE4: 950_000,
  });
  const address = await addressOf(company.accountId, 'Tankstelle Hafen');
  const other = await market();
  const foreign = await addressOf(other.company.accountId, 'Fremde GmbH');

  const refused = await buyer.post(
    '/api/target-orders',
    input({ terminalIds: [], regionId, deliveryAddressId: foreign }),
  );
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.fields.deliveryAddressId).toBe('Bitte wählen Sie eine Lieferadresse Ihres Unternehmens.');
  const withTerminals = await buyer.post('/api/target-orders', input({ deliveryAddressId: address }));
  expect(withTerminals.statusCode).toBe(400);
  expect(withTerminals.json().error.fields.regionId).toMatch(/Lieferung/);

  const res = await buyer.post(
    '/api/target-orders',
    input({ terminalIds: [], regionId, deliveryAddressId: address, targetPrice: 96, quantityCbm: 10 }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const created = TargetOrderSchema.parse(res.json());
  expect(created.deliveryAddress).toEqual({ id: address, name: 'Tankstelle Hafen, Bremen' });
  expect(created.bestPrice).toBe(95);

  await matchTargetOrders(t.app.targetOrderMatching.deps);
  const placed = await t.app.db.select().from(orders).where(eq(orders.buyerAccountId, company.accountId));
  expect(placed).toHaveLength(1);
  expect(placed[0]).toMatchObject({ offerId: delivered.id, deliveryAddressId: address, litres: 10_000 });
});
