// The Drizzle queries of target-price orders (issue 29): the buyer's list, the matcher's active set,
// state changes and fills. Every state change is one conditional UPDATE, so concurrent processes
// agree on the outcome.
import { and, desc, eq, gt, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { TargetOrderStatus } from '@fuel/domain/target-orders/target-order-rules';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  deliveryAddresses,
  offers,
  orders,
  products,
  regions,
  relationships,
  targetOrderFills,
  targetOrders,
  targetOrdersVersion,
  terminals,
  users,
} from '../../db/schema';

const columns = {
  id: targetOrders.id,
  buyerAccountId: targetOrders.buyerAccountId,
  userId: targetOrders.userId,
  productId: targetOrders.productId,
  terminalIds: targetOrders.terminalIds,
  regionId: targetOrders.regionId,
  deliveryAddressId: targetOrders.deliveryAddressId,
  litres: targetOrders.litres,
  filledLitres: targetOrders.filledLitres,
  fills: targetOrders.fills,
  targetPriceE4: targetOrders.targetPriceE4,
  liftingFrom: targetOrders.liftingFrom,
  liftingTo: targetOrders.liftingTo,
  validUntil: targetOrders.validUntil,
  status: targetOrders.status,
  refusal: targetOrders.refusal,
  createdAt: targetOrders.createdAt,
  updatedAt: targetOrders.updatedAt,
  buyer: { id: accounts.id, name: accounts.name },
  product: { id: products.id, name: products.name },
};

function selectTargets(db: DbOrTx) {
  return db
    .select(columns)
    .from(targetOrders)
    .innerJoin(accounts, eq(accounts.id, targetOrders.buyerAccountId))
    .innerJoin(products, eq(products.id, targetOrders.productId));
}
export type TargetOrderRow = Awaited<ReturnType<typeof findTargetsOfAccount>>[number];

/** The account's own target orders and its child accounts', newest first. */
export function findTargetsOfAccount(db: DbOrTx, accountId: number) {
  return selectTargets(db)
    .where(or(eq(targetOrders.buyerAccountId, accountId), eq(accounts.parentAccountId, accountId)))
    .orderBy(desc(targetOrders.id));
}

/** One target order the account may see (its own or a child's); undefined otherwise. */
export async function findTargetOfAccount(db: DbOrTx, accountId: number, id: number) {
  const [row] = await selectTargets(db).where(
    and(
      eq(targetOrders.id, id),
      or(eq(targetOrders.buyerAccountId, accountId), eq(accounts.parentAccountId, accountId)),
    ),
  );
  return row;
}

/**
 * The matcher's work: ACTIVE and still valid, with the account of the user the orders are placed for;
 * only the given ids when named (the screen's candidates).
 */
export function findMatchableTargets(db: DbOrTx, now: Date, ids?: number[]) {
  return db
    .select({
      ...columns,
      userAccountId: users.accountId,
      user: { email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(targetOrders)
    .innerJoin(accounts, eq(accounts.id, targetOrders.buyerAccountId))
    .innerJoin(products, eq(products.id, targetOrders.productId))
    .innerJoin(users, eq(users.id, targetOrders.userId))
    .where(
      and(
        eq(targetOrders.status, 'ACTIVE'),
        gt(targetOrders.validUntil, now),
        ids === undefined ? undefined : inArray(targetOrders.id, ids),
      ),
    )
    .orderBy(targetOrders.id);
}
export type MatchableTarget = Awaited<ReturnType<typeof findMatchableTargets>>[number];

export type TargetValues = Pick<
  typeof targetOrders.$inferInsert,
  | 'productId'
  | 'terminalIds'
  | 'regionId'
  | 'deliveryAddressId'
  | 'litres'
  | 'targetPriceE4'
  | 'liftingFrom'
  | 'liftingTo'
  | 'validUntil'
>;

export async function insertTarget(
  db: DbOrTx,
  values: TargetValues & { buyerAccountId: number; userId: number; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(targetOrders)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .returning({ id: targetOrders.id });
  return row!.id;
}

/** An edit of a target order that is neither filled nor cancelled; false when it was (meanwhile). */
export async function updateTarget(db: DbOrTx, id: number, values: TargetValues, now: Date): Promise<boolean> {
  const rows = await db
    .update(targetOrders)
    .set({ ...values, updatedAt: now })
    .where(and(eq(targetOrders.id, id), inArray(targetOrders.status, ['ACTIVE', 'PAUSED'])))
    .returning({ id: targetOrders.id });
  return rows.length > 0;
}

/** from -> to, with the refusal text (null clears it); false when the order was not in `from`. */
export async function setTargetStatus(
  db: DbOrTx,
  id: number,
  change: { from: TargetOrderStatus[]; to: TargetOrderStatus; refusal: string | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(targetOrders)
    .set({ status: change.to, refusal: change.refusal, updatedAt: change.now })
    .where(and(eq(targetOrders.id, id), inArray(targetOrders.status, change.from)))
    .returning({ id: targetOrders.id });
  return rows.length > 0;
}

/**
 * Records fill number `fillNo` in the placement's transaction: only if the target is still ACTIVE with
 * `fillNo - 1` fills, so a second process (or a retry) with the same fill cannot record it twice.
 */
export async function recordFill(
  tx: DbOrTx,
  fill: {
    targetOrderId: number;
    fillNo: number;
    orderId: number;
    offerId: number;
    litres: number;
    priceE4: number;
    status: TargetOrderStatus;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(targetOrders)
    .set({
      fills: fill.fillNo,
      filledLitres: sql`${targetOrders.filledLitres} + ${fill.litres}`,
      status: fill.status,
      updatedAt: fill.now,
    })
    .where(
      and(
        eq(targetOrders.id, fill.targetOrderId),
        eq(targetOrders.status, 'ACTIVE'),
        eq(targetOrders.fills, fill.fillNo - 1),
      ),
    )
    .returning({ id: targetOrders.id });
  if (rows.length === 0) return false;
  await tx.insert(targetOrderFills).values({
    targetOrderId: fill.targetOrderId,
    fillNo: fill.fillNo,
    orderId: fill.orderId,
    offerId: fill.offerId,
    litres: fill.litres,
    priceE4: fill.priceE4,
    createdAt: fill.now,
  });
  return true;
}

/** The fills of these target orders with their orders' numbers, sellers and terminals. */
export function findFills(db: DbOrTx, targetOrderIds: number[]) {
  if (targetOrderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      targetOrderId: targetOrderFills.targetOrderId,
      fillNo: targetOrderFills.fillNo,
      orderId: targetOrderFills.orderId,
      orderNumber: orders.contractNumber,
      sellerName: sql<string>`(select name from accounts s where s.id = ${offers.sellerAccountId})`,
      terminalName: terminals.name,
      litres: targetOrderFills.litres,
      priceE4: targetOrderFills.priceE4,
      createdAt: targetOrderFills.createdAt,
    })
    .from(targetOrderFills)
    .innerJoin(orders, eq(orders.id, targetOrderFills.orderId))
    .innerJoin(offers, eq(offers.id, targetOrderFills.offerId))
    .leftJoin(terminals, eq(terminals.id, offers.terminalId))
    .where(inArray(targetOrderFills.targetOrderId, targetOrderIds))
    .orderBy(targetOrderFills.targetOrderId, targetOrderFills.fillNo);
}

/** Names of terminals and regions for the list. */
export async function findPlaceNames(db: DbOrTx, terminalIds: number[], regionIds: number[]) {
  const [ts, rs] = await Promise.all([
    terminalIds.length
      ? db
          .select({ id: terminals.id, name: terminals.name, regionId: terminals.regionId })
          .from(terminals)
          .where(inArray(terminals.id, terminalIds))
      : Promise.resolve([]),
    regionIds.length
      ? db.select({ id: regions.id, name: regions.name }).from(regions).where(inArray(regions.id, regionIds))
      : Promise.resolve([]),
  ]);
  return { terminals: ts, regions: rs };
}

/** Active terminals of these regions (a region's target is matched at its terminals). */
export function findTerminalsOfRegions(db: DbOrTx, regionIds: number[]) {
  if (regionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: terminals.id, regionId: terminals.regionId })
    .from(terminals)
    .where(and(inArray(terminals.regionId, regionIds), eq(terminals.active, true)));
}

/** For checking an input: active products, active terminals and regions among the ids given. */
export async function countKnown(
  db: DbOrTx,
  ids: { productId: number; terminalIds: number[]; regionId: number | null },
) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, ids.productId), eq(products.active, true)));
  const ts = ids.terminalIds.length
    ? await db
        .select({ id: terminals.id })
        .from(terminals)
        .where(and(inArray(terminals.id, ids.terminalIds), eq(terminals.active, true)))
    : [];
  const [region] =
    ids.regionId === null ? [] : await db.select({ id: regions.id }).from(regions).where(eq(regions.id, ids.regionId));
  return { product: product !== undefined, terminals: ts.length, region: region !== undefined };
}

/** The account itself or one of its child accounts, if it is a buyer account; undefined otherwise. */
export async function findOwnOrChildBuyer(db: DbOrTx, accountId: number, buyerAccountId: number) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, buyerAccountId),
        eq(accounts.type, 'buyer'),
        or(eq(accounts.id, accountId), eq(accounts.parentAccountId, accountId)),
      ),
    );
  return row;
}

/**
 * The demand view of a seller: active, valid pickup target orders of buyers connected to it (enabled on
 * both sides), per product and terminal (a region's order counts at each of its active terminals).
 */
export async function findDemandOfSeller(db: DbOrTx, sellerAccountId: number, now: Date) {
  const result = (await db.execute(sql`
    with wanted as (
      select t.buyer_account_id, t.product_id, t.litres - t.filled_litres as litres, t.target_price_e4,
             coalesce(nullif(t.terminal_ids, '{}'), (select array_agg(tr.id) from terminals tr
                                                      where tr.region_id = t.region_id and tr.active)) as terminal_ids
        from target_orders t
        join accounts a on a.id = t.buyer_account_id
        join relationships r on r.seller_account_id = ${sellerAccountId}
                            and r.buyer_account_id = coalesce(a.parent_account_id, a.id)
                            and r.seller_status = 'ENABLED' and r.buyer_status = 'ENABLED'
       where t.status = 'ACTIVE' and t.valid_until > ${now} and t.delivery_address_id is null)
    select p.id as product_id, p.name as product_name, tm.id as terminal_id, tm.name as terminal_name,
           sum(w.litres)::bigint as litres, max(w.target_price_e4) as best_e4,
           count(distinct w.buyer_account_id)::int as buyers
      from wanted w
      cross join lateral unnest(w.terminal_ids) as u(terminal_id)
      join terminals tm on tm.id = u.terminal_id
      join products p on p.id = w.product_id
     group by p.id, p.name, tm.id, tm.name
     order by p.name, tm.name`)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows.map((r) => ({
    product: { id: Number(r.product_id), name: String(r.product_name) },
    terminal: { id: Number(r.terminal_id), name: String(r.terminal_name) },
    litres: Number(r.litres),
    bestTargetPriceE4: Number(r.best_e4),
    buyers: Number(r.buyers),
  }));
}

/** The version of the target orders (migration 0036): one primary-key lookup; 0 if the row is missing. */
export async function findTargetsVersion(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ version: targetOrdersVersion.version })
    .from(targetOrdersVersion)
    .where(eq(targetOrdersVersion.id, 1));
  return row?.version ?? 0;
}

/** The screen's index rows (decision 073): active and valid targets, only what the index keys and compares. */
export function findScreenTargets(db: DbOrTx, now: Date) {
  return db
    .select({
      id: targetOrders.id,
      buyerAccountId: targetOrders.buyerAccountId,
      productId: targetOrders.productId,
      terminalIds: targetOrders.terminalIds,
      regionId: targetOrders.regionId,
      deliveryAddressId: targetOrders.deliveryAddressId,
      targetPriceE4: targetOrders.targetPriceE4,
    })
    .from(targetOrders)
    .where(and(eq(targetOrders.status, 'ACTIVE'), gt(targetOrders.validUntil, now)));
}

/**
 * The offers the screen prices: active pickup and delivered offers of these products within their dates today, with
 * what a live recipe needs. Wider than any buyer's market (no connection, hour, volume or feed test):
 * the screen may name too many candidates, never too few.
 */
export function findScreenOffers(db: DbOrTx, productIds: number[], today: string) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: offers.id,
      sellerAccountId: offers.sellerAccountId,
      productId: offers.productId,
      terminalId: offers.terminalId,
      deliveryRegionId: offers.deliveryRegionId,
      pricingType: offers.pricingType,
      pricePer100lE4: offers.pricePer100lE4,
      livePricing: offers.livePricing,
      productCategory: products.category,
      productDensity: products.density,
      autoExecution: offers.autoExecution,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(
      and(
        eq(offers.status, 'ACTIVE'),
        or(isNotNull(offers.terminalId), isNotNull(offers.deliveryRegionId)),
        inArray(offers.productId, productIds),
        lte(offers.startDate, today),
        gte(offers.endDate, today),
      ),
    );
}
export type ScreenOfferRow = Awaited<ReturnType<typeof findScreenOffers>>[number];

/** Sellers each buyer is connected to (enabled on both sides), a child's with its parent's. */
export async function findConnectedSellers(db: DbOrTx, buyerAccountIds: number[]): Promise<Map<number, Set<number>>> {
  const map = new Map<number, Set<number>>(buyerAccountIds.map((id) => [id, new Set<number>()]));
  if (buyerAccountIds.length === 0) return map;
  const rows = await db
    .select({ buyerAccountId: accounts.id, sellerAccountId: relationships.sellerAccountId })
    .from(accounts)
    .innerJoin(
      relationships,
      and(
        or(eq(relationships.buyerAccountId, accounts.id), eq(relationships.buyerAccountId, accounts.parentAccountId)),
        eq(relationships.sellerStatus, 'ENABLED'),
        eq(relationships.buyerStatus, 'ENABLED'),
      ),
    )
    .where(inArray(accounts.id, buyerAccountIds));
  for (const row of rows) map.get(row.buyerAccountId)!.add(row.sellerAccountId);
  return map;
}

/** Names of delivery addresses for the list ("Company, City"). */
export function findAddressNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: deliveryAddresses.id,
      name: sql<string>`${deliveryAddresses.company} || ', ' || ${deliveryAddresses.city}`,
    })
    .from(deliveryAddresses)
    .where(inArray(deliveryAddresses.id, ids));
}
