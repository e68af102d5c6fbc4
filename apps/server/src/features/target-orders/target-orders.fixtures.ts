// Test data of target-price orders (issue 29): a new seller with one offer at Bremen and a new buyer
// connected to it, so no other offer is in the buyer's market; and the buyer's create call.
import { expect } from 'vitest';
import { TargetOrderSchema, type TargetOrder } from '@fuel/domain/contracts/target-orders';
import type { TestApp } from '../../../test/test-app';
import { TEST_NOW } from '../../../test/test-clock';
import { loginAs } from '../../../test/demo-login';
import type { offers } from '../../db/schema';
import {
  createBuyer,
  createCompany,
  createOffer,
  productIdByCode,
  setTerms,
  terminalIdByCode,
} from '../../../test/trading-fixtures';

export type Buyer = Awaited<ReturnType<typeof loginAs>>;

export function targetOrderFixtures(app: () => TestApp) {
  const ids = { heizoel: 0, bremen: 0, hamburg: 0 };
  const validUntil = new Date(TEST_NOW.getTime() + 2 * 86_400_000).toISOString();
  const input = (o: Record<string, unknown> = {}) => ({
    productId: ids.heizoel,
    terminalIds: [ids.bremen],
    quantityCbm: 20,
    targetPrice: 99,
    validUntil,
    ...o,
  });
  return {
    ids,
    validUntil,
    input,
    /** Reads the ids the fixtures use (in beforeAll). */
    async load() {
      const { db } = app().app;
      ids.heizoel = await productIdByCode(db, 'HEL-SCHWEFELARM');
      ids.bremen = await terminalIdByCode(db, 'HB-IND');
      ids.hamburg = await terminalIdByCode(db, 'HH-HAR');
    },
    /** A new seller with one offer at Bremen (98.45 per 100 L by default) and a new buyer connected to it. */
    async market(
      opts: { priceE4?: number; creditLimitMinor?: number; offer?: Partial<typeof offers.$inferInsert> } = {},
    ) {
      const t = app();
      const seller = await createCompany(t.app.db, 'seller');
      const offer = await createOffer(t.app.db, t.clock.now, {
        ...opts.offer,
        pricePer100lE4: opts.priceE4 ?? 984_500,
        sellerAccountId: seller.accountId,
      });
      const company = await createBuyer(t.app.db);
      await setTerms(t.app.db, company.accountId, seller.accountId, {
        creditLimitMinor: opts.creditLimitMinor ?? 500_000_00,
        terminalIds: [ids.bremen, ids.hamburg],
      });
      const buyer = await loginAs(t.app, company.username);
      return { seller, offer, company, buyer };
    },
    async create(buyer: Buyer, o: Record<string, unknown> = {}): Promise<TargetOrder> {
      const res = await buyer.post('/api/target-orders', input(o));
      expect(res.statusCode, res.body).toBe(201);
      return TargetOrderSchema.parse(res.json());
    },
  };
}
