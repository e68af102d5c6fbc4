// The only Drizzle calls of trading: the tables it owns (basket_reservations, orders, trigger price
// holds) and the rows of other tables that placing an order reads. Offers' sold volume is taken and
// given back through the offers and additives services, which own those tables (decision 061).
import { aliasedTable, and, asc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLocationColumns } from '../../db/additive-order-columns';
import { offerTradingColumns, offerTradingStatus } from '../../db/offer-columns';
import {
  accounts,
  additiveLocations,
  additiveOffers,
  additivePurchaseUnits,
  basketReservations,
  deliveryAddresses,
  liftingPeriods,
  offers,
  orderDailyVolume,
  orders,
  products,
  terminals,
  triggerPriceHolds,
  users,
} from '../../db/schema';
import type { OrderStatus } from '@fuel/domain/trading/order-status';

/** The offer fields ordering reads, with what the order copies from product, terminal and seller. */
const offerColumns = {
  id: offers.id,
  sellerAccountId: offers.sellerAccountId,
  sellerName: accounts.name,
  productId: offers.productId,
  productName: products.name,
  productCategory: products.category,
  productDensity: products.density,
  terminalId: offers.terminalId,
  terminalCode: terminals.code,
  terminalName: terminals.name,
  terminalCity: terminals.city,
  deliveryRegionId: offers.deliveryRegionId,
  // PAUSED also while the seller's own feed is paused (decision 056): the line is refused as for a paused offer.
  status: offerTradingStatus,
  ...offerTradingColumns,
  livePricing: offers.livePricing,
  liftingPeriodDays: liftingPeriods.days,
  version: offers.version,
};

function offerQuery(db: DbOrTx) {
  return db
    .select(offerColumns)
    .from(offers)
    .innerJoin(accounts, eq(accounts.id, offers.sellerAccountId))
    .innerJoin(products, eq(products.id, offers.productId))
    .leftJoin(terminals, eq(terminals.id, offers.terminalId))
    .leftJoin(liftingPeriods, eq(liftingPeriods.id, offers.liftingPeriodId));
}

export type OfferForTrade = NonNullable<Awaited<ReturnType<typeof findOfferForTrade>>>;

export async function findOfferForTrade(db: DbOrTx, offerId: number) {
  const [row] = await offerQuery(db).where(eq(offers.id, offerId));
  return row ?? null;
}

/** An additive offer as ordering reads it (issue 17), with its seller, product and purchase unit. */
export async function findAdditiveOfferForTrade(db: DbOrTx, offerId: number) {
  const [row] = await db
    .select({
      id: additiveOffers.id,
      sellerAccountId: additiveOffers.sellerAccountId,
      sellerName: accounts.name,
      sellerKind: accounts.sellerKind,
      sellerStatus: accounts.status,
      sellerFeatures: accounts.features,
      productActive: products.active,
      unitActive: additivePurchaseUnits.active,
      productId: additiveOffers.productId,
      productName: products.name,
      purchaseUnitId: additiveOffers.purchaseUnitId,
      unitName: additivePurchaseUnits.name,
      unitLitres: additivePurchaseUnits.litres,
      status: additiveOffers.status,
      pricePerUnitE4: additiveOffers.pricePerUnitE4,
      minUnits: additiveOffers.minUnits,
      maxUnits: additiveOffers.maxUnits,
      totalUnits: additiveOffers.totalUnits,
      soldUnits: additiveOffers.soldUnits,
      deliveryDays: additiveOffers.deliveryDays,
      version: additiveOffers.version,
    })
    .from(additiveOffers)
    .innerJoin(accounts, eq(accounts.id, additiveOffers.sellerAccountId))
    .innerJoin(products, eq(products.id, additiveOffers.productId))
    .innerJoin(additivePurchaseUnits, eq(additivePurchaseUnits.id, additiveOffers.purchaseUnitId))
    .where(eq(additiveOffers.id, offerId));
  return row ?? null;
}
export type AdditiveOfferForTrade = NonNullable<Awaited<ReturnType<typeof findAdditiveOfferForTrade>>>;

const accountForTrade = {
  id: accounts.id,
  name: accounts.name,
  type: accounts.type,
  status: accounts.status,
  country: accounts.country,
  parentAccountId: accounts.parentAccountId,
  onlineTradingEnabled: accounts.onlineTradingEnabled,
};

/** A buyer account as placement checks it (blocked, rights, country). */
export async function findAccountForTrade(db: DbOrTx, accountId: number) {
  const [row] = await db.select(accountForTrade).from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

/** The ordering user and its own account as placement checks them, in one statement (account null when missing). */
export async function findUserAndAccountForTrade(db: DbOrTx, userId: number, accountId: number) {
  const [row] = await db
    .select({
      user: { id: users.id, statusId: users.statusId, roles: users.roles, email: users.email },
      account: accountForTrade,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, accountId))
    .where(eq(users.id, userId));
  return { user: row?.user ?? null, account: row?.account ?? null };
}

export async function findDeliveryAddressOfAccount(db: DbOrTx, addressId: number, accountId: number) {
  const [row] = await db
    .select({ id: deliveryAddresses.id })
    .from(deliveryAddresses)
    .where(
      and(
        eq(deliveryAddresses.id, addressId),
        eq(deliveryAddresses.accountId, accountId),
        eq(deliveryAddresses.active, true),
      ),
    );
  return row ?? null;
}

/** Litres a buyer ordered of one product from one seller on a business day: one counter row (decision 034). */
export async function litresOrderedOnDay(
  tx: DbOrTx,
  q: { buyerAccountId: number; sellerAccountId: number; productId: number; day: string },
): Promise<number> {
  const [row] = await tx
    .select({ litres: orderDailyVolume.litres })
    .from(orderDailyVolume)
    .where(
      and(
        eq(orderDailyVolume.buyerAccountId, q.buyerAccountId),
        eq(orderDailyVolume.day, q.day),
        eq(orderDailyVolume.sellerAccountId, q.sellerAccountId),
        eq(orderDailyVolume.productId, q.productId),
      ),
    );
  return Number(row?.litres ?? 0);
}

export async function nextContractSequenceValue(tx: DbOrTx): Promise<number> {
  // Both drivers (node-postgres and PGlite) answer raw SQL with { rows }.
  const result = (await tx.execute(sql`select nextval('order_contract_number_seq') as n`)) as unknown as {
    rows: Array<{ n: string | number }>;
  };
  return Number(result.rows[0]!.n);
}

export type NewOrder = typeof orders.$inferInsert;

export type OrderRow = typeof orders.$inferSelect;

/** Inserts an order and answers with the row as stored (the confirmation is built from it). */
export async function insertOrder(tx: DbOrTx, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

/**
 * Whether a submit with this key was placed: the key itself is on its first order, so this is one
 * lookup on the unique index (buyer_user_id, idempotency_key).
 */
export async function submitWasPlaced(db: DbOrTx, userId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerUserId, userId), eq(orders.idempotencyKey, key)));
  return row !== undefined;
}

/** How many line keys one lookup asks for; a submit with more lines takes one more lookup per batch. */
const KEY_BATCH = 16;

/**
 * The orders one submit created: the key itself for the first line, "key#2", "key#3"... for more.
 * Asked by exact keys in batches (a prefix match could not use the unique index).
 */
export async function findOrderIdsByIdempotencyKey(db: DbOrTx, userId: number, key: string): Promise<number[]> {
  const ids: number[] = [];
  for (let first = 1; ; first += KEY_BATCH) {
    const keys = Array.from({ length: KEY_BATCH }, (_, i) => (first + i === 1 ? key : `${key}#${first + i}`));
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.buyerUserId, userId), inArray(orders.idempotencyKey, keys)));
    ids.push(...rows.map((r) => r.id));
    if (rows.length < KEY_BATCH) return ids.sort((a, b) => a - b);
  }
}

/** The orders of the submit an order belongs to (its key without "#n"); the order alone when it has no key. */
export async function findSubmissionOrderIds(db: DbOrTx, orderId: number): Promise<number[]> {
  const [row] = await db
    .select({ buyerUserId: orders.buyerUserId, key: orders.idempotencyKey })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return [];
  if (!row.key) return [orderId];
  return findOrderIdsByIdempotencyKey(db, row.buyerUserId, row.key.split('#')[0]!);
}

// Basket reservations: one per user, offer and buyer account.
export type ReservationRow = typeof basketReservations.$inferSelect;
export type NewReservation = typeof basketReservations.$inferInsert;

export async function findReservationsOfUser(db: DbOrTx, userId: number): Promise<ReservationRow[]> {
  return db
    .select()
    .from(basketReservations)
    .where(eq(basketReservations.userId, userId))
    .orderBy(asc(basketReservations.id));
}

export async function findReservationOfUser(db: DbOrTx, userId: number, id: number): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(basketReservations)
    .where(and(eq(basketReservations.id, id), eq(basketReservations.userId, userId)));
  return row ?? null;
}

/** One reservation per user, offer and buyer account: putting the same offer in again replaces it. */
export async function replaceReservation(db: DbOrTx, values: NewReservation): Promise<ReservationRow> {
  return db.transaction(async (tx) => {
    await tx
      .delete(basketReservations)
      .where(
        and(
          eq(basketReservations.userId, values.userId),
          eq(basketReservations.offerId, values.offerId),
          eq(basketReservations.buyerAccountId, values.buyerAccountId),
        ),
      );
    const [row] = await tx.insert(basketReservations).values(values).returning();
    return row!;
  });
}

export async function updateReservation(
  db: DbOrTx,
  id: number,
  values: Pick<
    NewReservation,
    'pricePer100lE4' | 'priceBasis' | 'priceSteps' | 'offerVersion' | 'termsVersion' | 'expiresAt'
  >,
): Promise<ReservationRow> {
  const [row] = await db.update(basketReservations).set(values).where(eq(basketReservations.id, id)).returning();
  return row!;
}

export async function deleteReservation(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(basketReservations)
    .where(and(eq(basketReservations.id, id), eq(basketReservations.userId, userId)))
    .returning({ id: basketReservations.id });
  return rows.length > 0;
}

/** All reservations of a user among the given ids (placement: the lines of a submit). */
export async function findReservationsOfUserById(db: DbOrTx, userId: number, ids: number[]): Promise<ReservationRow[]> {
  return db
    .select()
    .from(basketReservations)
    .where(and(inArray(basketReservations.id, ids), eq(basketReservations.userId, userId)));
}

export async function deleteReservationsById(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(basketReservations).where(inArray(basketReservations.id, ids));
}

const sellerAccount = aliasedTable(accounts, 'seller_account');
const buyerAccount = aliasedTable(accounts, 'buyer_account');

/** Everything the confirmation shows, for the given order ids. */
export async function findOrderDetailRows(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      order: orders,
      sellerName: sellerAccount.name,
      buyerName: buyerAccount.name,
      buyerParentAccountId: buyerAccount.parentAccountId,
      productName: products.name,
      terminalName: terminals.name,
      terminalCity: terminals.city,
      address: {
        id: deliveryAddresses.id,
        company: deliveryAddresses.company,
        street: deliveryAddresses.street,
        postCode: deliveryAddresses.postCode,
        city: deliveryAddresses.city,
      },
      purchaseUnit: { name: additivePurchaseUnits.name, litres: additivePurchaseUnits.litres },
      location: orderLocationColumns,
    })
    .from(orders)
    .innerJoin(sellerAccount, eq(sellerAccount.id, orders.sellerAccountId))
    .innerJoin(buyerAccount, eq(buyerAccount.id, orders.buyerAccountId))
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(terminals, eq(terminals.id, orders.terminalId))
    .leftJoin(deliveryAddresses, eq(deliveryAddresses.id, orders.deliveryAddressId))
    .leftJoin(additivePurchaseUnits, eq(additivePurchaseUnits.id, orders.purchaseUnitId))
    .leftJoin(additiveLocations, eq(additiveLocations.id, orders.additiveLocationId))
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id));
}
export type OrderDetailRow = Awaited<ReturnType<typeof findOrderDetailRows>>[number];

export async function lockOrder(tx: DbOrTx, orderId: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function updateOrderStatus(
  tx: DbOrTx,
  orderId: number,
  status: OrderStatus,
  comment: string | null,
  at: Date,
): Promise<void> {
  await tx.update(orders).set({ status, sellerComment: comment, updatedAt: at }).where(eq(orders.id, orderId));
}

/** A status change that keeps the seller's comment (liftings). */
export async function updateOrderStatusOnly(tx: DbOrTx, orderId: number, status: OrderStatus, at: Date): Promise<void> {
  await tx.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, orderId));
}

/** Who receives the seller's copy of order mails, per seller account: its company admins, else all its users. */
export async function findMailRecipientsOfAccounts(db: DbOrTx, accountIds: number[]): Promise<Map<number, string[]>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: users.accountId, email: users.email, isAdmin: users.isAdmin })
    .from(users)
    .where(and(inArray(users.accountId, accountIds), eq(users.statusId, 100)))
    .orderBy(asc(users.id));
  const recipients = new Map<number, string[]>();
  for (const accountId of accountIds) {
    const own = rows.filter((r) => r.accountId === accountId);
    const admins = own.filter((r) => r.isAdmin);
    recipients.set(
      accountId,
      (admins.length > 0 ? admins : own).map((r) => r.email),
    );
  }
  return recipients;
}

export async function findUserEmail(db: DbOrTx, userId: number): Promise<string | null> {
  return (await findUserEmails(db, [userId])).get(userId) ?? null;
}

export async function findUserEmails(db: DbOrTx, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.email]));
}

// Trigger price holds (decision 027): one row per checkout, single use, kept until placement or expiry.
export type NewTriggerHold = typeof triggerPriceHolds.$inferInsert;

/** A new hold; the caller's expired ones go at the same time, so the table stays small. */
export async function insertTriggerHold(db: DbOrTx, values: NewTriggerHold & { createdAt: Date }): Promise<void> {
  await db
    .delete(triggerPriceHolds)
    .where(and(eq(triggerPriceHolds.userId, values.userId), lt(triggerPriceHolds.expiresAt, values.createdAt)));
  await db.insert(triggerPriceHolds).values(values);
}

export async function findTriggerHold(db: DbOrTx, id: string) {
  const [row] = await db.select().from(triggerPriceHolds).where(eq(triggerPriceHolds.id, id));
  return row ?? null;
}

export async function deleteTriggerHolds(tx: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(triggerPriceHolds).where(inArray(triggerPriceHolds.id, ids));
}

/**
 * The litres of the buyer account's orders of a product placed in [since, before), declined and
 * deleted ones left out: the history its usual quantity is taken from (decision 056). The buyer's
 * created_at index finds the window; the product is filtered on the few rows it holds.
 */
export async function findOrderLitresOfBuyer(
  db: DbOrTx,
  q: { buyerAccountId: number; productId: number; since: Date; before: Date },
): Promise<number[]> {
  const rows = await db
    .select({ litres: orders.litres })
    .from(orders)
    .where(
      and(
        eq(orders.buyerAccountId, q.buyerAccountId),
        eq(orders.productId, q.productId),
        gte(orders.createdAt, q.since),
        lt(orders.createdAt, q.before),
        notInArray(orders.status, ['DECLINED', 'DELETED']),
      ),
    );
  return rows.map((r) => r.litres);
}

/** What an invoice of the order needs: its price composition, terms and the names it prints (issue 28). */
export async function findOrderForInvoicing(tx: DbOrTx, orderId: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      contractNumber: orders.contractNumber,
      sellerAccountId: orders.sellerAccountId,
      buyerAccountId: orders.buyerAccountId,
      productName: products.name,
      terminalName: sql<string>`coalesce(${terminals.name}, '')`,
      litres: orders.litres,
      chargedPriceE4: orders.pricePer100lE4,
      priceSteps: orders.priceSteps,
      vatRateBp: orders.vatRateBp,
      currency: orders.currency,
      creditDays: orders.creditDays,
      dueDate: orders.dueDate,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .leftJoin(terminals, eq(terminals.id, orders.terminalId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}
