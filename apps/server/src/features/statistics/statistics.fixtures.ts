// Test data of the statistics and news tests: companies of their own (so the demo orders do not
// count) and orders written straight into `orders`, as a seed or a later feature would; the trigger
// of migration 0016 keeps the aggregates the statistics read.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { accounts, orders, users } from '../../db/schema';
import type { AccountFeatures } from '@fuel/domain/contracts/metadata';
import type { OrderStatus } from '@fuel/domain/trading/order-status';
import { userByName } from '../../../test/trading-fixtures';

const NO_FEATURES: AccountFeatures = { productAdditives: false, newsBox: false, sharedCreditLimits: false, triggers: false };

/** A company with one admin user who logs in with the demo password. */
export async function createCompany(
  db: Db,
  type: 'buyer' | 'seller' | 'admin',
  opts: { name?: string; parentAccountId?: number; features?: Partial<AccountFeatures> } = {},
): Promise<{ accountId: number; userId: number; username: string; name: string }> {
  const suffix = randomBytes(4).toString('hex');
  const name = opts.name ?? `Statistik ${type} ${suffix} GmbH`;
  const template = await userByName(db, 'kaeufer');
  const [account] = await db
    .insert(accounts)
    .values({ type, name, platform: 'A', parentAccountId: opts.parentAccountId ?? null, features: { ...NO_FEATURES, ...opts.features } })
    .returning({ id: accounts.id });
  const username = `stat_${type}_${suffix}`;
  const [user] = await db
    .insert(users)
    .values({
      accountId: account!.id,
      username,
      email: `${username}@example.de`,
      passwordHash: template.passwordHash,
      firstName: 'Test',
      lastName: type,
      roles: type === 'buyer' ? ['MyOffers_Purchase', 'MyRelationships_View', 'ChildAccounts_View'] : ['MyRelationships_View'],
      isAdmin: true,
      gtcAcceptedAt: new Date(),
    })
    .returning({ id: users.id });
  return { accountId: account!.id, userId: user!.id, username, name };
}

export type TestOrder = {
  sellerAccountId: number;
  buyerAccountId: number;
  buyerUserId: number;
  productId: number;
  terminalId?: number | null;
  deliveryAddressId?: number | null;
  litres: number;
  createdAt: Date;
  status?: OrderStatus;
};

let counter = 0;

/** One order as placement would store it (prices and amounts are plausible, the statistics ignore them). */
export async function insertOrder(db: Db, o: TestOrder): Promise<number> {
  const n = `S-${process.pid}-${Date.now()}-${++counter}`;
  const day = o.createdAt.toISOString().slice(0, 10);
  const net = Math.round((o.litres * 984_500) / 10_000);
  const [row] = await db
    .insert(orders)
    .values({
      contractNumber: n,
      liftingMasterNumber: `LM-${n}`,
      pickupNumber: `P-${n}`,
      status: o.status ?? 'CONFIRMED',
      sellerAccountId: o.sellerAccountId,
      buyerAccountId: o.buyerAccountId,
      buyerUserId: o.buyerUserId,
      productId: o.productId,
      terminalId: o.terminalId ?? null,
      deliveryAddressId: o.deliveryAddressId ?? null,
      litres: o.litres,
      pricePer100lE4: 984_500,
      netMinor: net,
      vatRateBp: 1900,
      vatMinor: Math.round(net * 0.19),
      grossMinor: net + Math.round(net * 0.19),
      creditDays: 14,
      collectionStartDate: day,
      collectionEndDate: day,
      dueDate: day,
      createdAt: o.createdAt,
      updatedAt: o.createdAt,
    })
    .returning({ id: orders.id });
  return row!.id;
}
