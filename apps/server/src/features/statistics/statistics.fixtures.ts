// Test data of the statistics tests: orders written straight into `orders` (of companies made by
// trading-fixtures' createCompany, so the demo orders do not count), as a seed or a later feature
// would; the trigger of migration 0016 keeps the aggregates the statistics read.
import { eq, sql } from 'drizzle-orm';
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

export type TestAdditiveOrder = Omit<TestOrder, 'productId' | 'litres' | 'terminalId' | 'deliveryAddressId'> & {
  /** A demo purchase unit by code (e.g. KANISTER_20, LOSE_LITER) and the number of units. */
  unitCode: string;
  units: number;
};

/**
 * One additive order (market ADDITIVE, decision 043) as placement would store it: units of a purchase
 * unit, litres = units x litres of the unit. It borrows a demo additive offer in that unit and a demo
 * additive location (the statistics read neither).
 */
export async function insertAdditiveOrder(
  db: Db,
  o: TestAdditiveOrder,
): Promise<{ id: number; productId: number; purchaseUnitId: number; litres: number }> {
  const [offer] = (
    (await db.execute(sql`select o.id, o.product_id, o.purchase_unit_id, u.litres
                            from additive_offers o join additive_purchase_units u on u.id = o.purchase_unit_id
                           where u.code = ${o.unitCode} order by o.id limit 1`)) as unknown as {
      rows: Array<{ id: number; product_id: number; purchase_unit_id: number; litres: number }>;
    }
  ).rows;
  const [location] = (
    (await db.execute(sql`select id from additive_locations order by id limit 1`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  if (!offer || !location) throw new Error(`no demo additive offer in unit ${o.unitCode}`);
  const litres = o.units * Number(offer.litres);
  const id = await insertOrder(db, { ...o, productId: Number(offer.product_id), litres });
  await db
    .update(orders)
    .set({
      market: 'ADDITIVE',
      additiveOfferId: Number(offer.id),
      purchaseUnitId: Number(offer.purchase_unit_id),
      units: o.units,
      pricePerUnitE4: 365_000,
      additiveLocationId: Number(location.id),
    })
    .where(eq(orders.id, id));
  return { id, productId: Number(offer.product_id), purchaseUnitId: Number(offer.purchase_unit_id), litres };
}
