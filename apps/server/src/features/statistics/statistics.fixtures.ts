// Test data of the statistics tests: orders written straight into `orders` (of companies made by
// trading-fixtures' createCompany, so the demo orders do not count), as a seed or a later feature
// would; the trigger of migration 0016 keeps the aggregates the statistics read.
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { OrderStatus } from '@fuel/domain/trading/order-status';

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
