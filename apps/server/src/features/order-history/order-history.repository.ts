import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { orderLocationColumns } from '../../db/additive-order-columns';
import {
  accounts,
  additiveLocations,
  additivePurchaseUnits,
  deliveryAddresses,
  offers,
  orders,
  products,
  terminals,
  users,
} from '../../db/schema';
import type { OrderHistorySortField } from '@fuel/domain/contracts/order-history';
import type { Keyset } from './history-cursor';

const buyerAccount = alias(accounts, 'buyer_account');
const sellerAccount = alias(accounts, 'seller_account');

/** Whose orders a caller may see: a seller its sales, a buyer its account's and its children's purchases. */
export type Visibility =
  { kind: 'seller'; accountId: number } | { kind: 'buyer'; accountIds: number[] } | { kind: 'none' };

/** The filters in storage units (e4 prices, minor amounts, litres, instants); every field optional. */
export type HistoryFilter = {
  productType?: 'fuel' | 'additive';
  market?: 'SPOT' | 'TRIGGER' | 'ADDITIVE';
  orderId?: string;
  priceMinE4?: number;
  priceMaxE4?: number;
  grossMin?: number;
  grossMax?: number;
  collectionStart?: string;
  collectionEnd?: string;
  createdFrom?: Date;
  createdTo?: Date;
  litresMin?: number;
  litresMax?: number;
  productIds?: number[];
  terminalIds?: number[];
  deliveryAddressIds?: number[];
  sellerIds?: number[];
  buyerIds?: number[];
  statuses?: Array<(typeof orders.status.enumValues)[number]>;
  purchaseUserIds?: number[];
};

export async function findChildAccountIds(db: DbOrTx, parentId: number): Promise<number[]> {
  const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.parentAccountId, parentId));
  return rows.map((r) => r.id);
}

/** A parent buyer account and its child accounts (the shareholders of the order history filter). */
export function findShareholderAccounts(db: DbOrTx, parentId: number): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(or(eq(accounts.id, parentId), eq(accounts.parentAccountId, parentId)));
}

function visibilityCondition(v: Visibility): SQL {
  if (v.kind === 'seller') return eq(orders.sellerAccountId, v.accountId);
  if (v.kind === 'buyer')
    return v.accountIds.length === 1
      ? eq(orders.buyerAccountId, v.accountIds[0]!)
      : inArray(orders.buyerAccountId, v.accountIds);
  return sql`false`;
}

/**
 * The caller's whole history of one product type and market: what the filter options describe. The
 * product type is `= any(array(...))` of the few products, evaluated once: a plain filter on the
 * history index, so a newest-first walk with a limit stays a walk. (As `in (select ...)` the planner
 * misjudges the semi-join and sorted all 100,000 orders of a seller for the 500 recent numbers.)
 */
function baseConditions(v: Visibility, f: HistoryFilter): SQL[] {
  const c = [visibilityCondition(v)];
  if (f.productType)
    c.push(
      sql`${orders.productId} = any(array(select ${products.id} from ${products} where ${products.type} = ${f.productType}))`,
    );
  if (f.market) c.push(eq(orders.market, f.market));
  return c;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function filterConditions(v: Visibility, f: HistoryFilter): SQL[] {
  const c = baseConditions(v, f);
  const push = (x: SQL | undefined) => x && c.push(x);
  if (f.orderId) push(ilike(orders.contractNumber, `%${escapeLike(f.orderId)}%`));
  if (f.priceMinE4 !== undefined) push(gte(orders.pricePer100lE4, f.priceMinE4));
  if (f.priceMaxE4 !== undefined) push(lte(orders.pricePer100lE4, f.priceMaxE4));
  if (f.grossMin !== undefined) push(gte(orders.grossMinor, f.grossMin));
  if (f.grossMax !== undefined) push(lte(orders.grossMinor, f.grossMax));
  // A collection window matches when it overlaps the asked range.
  if (f.collectionStart) push(gte(orders.collectionEndDate, f.collectionStart));
  if (f.collectionEnd) push(lte(orders.collectionStartDate, f.collectionEnd));
  if (f.createdFrom) push(gte(orders.createdAt, f.createdFrom));
  if (f.createdTo) push(lte(orders.createdAt, f.createdTo));
  if (f.litresMin !== undefined) push(gte(orders.litres, f.litresMin));
  if (f.litresMax !== undefined) push(lte(orders.litres, f.litresMax));
  if (f.productIds) push(inArray(orders.productId, f.productIds));
  if (f.terminalIds) push(inArray(orders.terminalId, f.terminalIds));
  if (f.deliveryAddressIds) push(inArray(orders.deliveryAddressId, f.deliveryAddressIds));
  if (f.sellerIds) push(inArray(orders.sellerAccountId, f.sellerIds));
  if (f.buyerIds) push(inArray(orders.buyerAccountId, f.buyerIds));
  if (f.statuses) push(inArray(orders.status, f.statuses));
  if (f.purchaseUserIds) push(inArray(orders.buyerUserId, f.purchaseUserIds));
  return c;
}

const SORT_COLUMNS: Record<OrderHistorySortField, SQL> = {
  created: sql`${orders.createdAt}`,
  orderId: sql`${orders.contractNumber}`,
  price: sql`${orders.pricePer100lE4}`,
  volume: sql`${orders.litres}`,
  invoice: sql`${orders.grossMinor}`,
  collection: sql`${orders.collectionStartDate}`,
  status: sql`${orders.status}`,
  product: sql`${products.name}`,
  terminal: sql`${terminals.name}`,
  buyer: sql`${buyerAccount.name}`,
  seller: sql`${sellerAccount.name}`,
};

/** Sort columns a row may lack (a left join). */
const NULLABLE_SORTS = new Set<OrderHistorySortField>(['terminal']);

const rowColumns = {
  id: orders.id,
  contractNumber: orders.contractNumber,
  createdAt: orders.createdAt,
  market: orders.market,
  status: orders.status,
  buyerId: orders.buyerAccountId,
  buyerName: buyerAccount.name,
  sellerId: orders.sellerAccountId,
  sellerName: sellerAccount.name,
  productId: orders.productId,
  productName: products.name,
  productType: products.type,
  terminalId: orders.terminalId,
  terminalName: terminals.name,
  deliveryAddressId: orders.deliveryAddressId,
  deliveryStreet: deliveryAddresses.street,
  deliveryPostCode: deliveryAddresses.postCode,
  deliveryCity: deliveryAddresses.city,
  litres: orders.litres,
  pricePer100lE4: orders.pricePer100lE4,
  currency: orders.currency,
  netMinor: orders.netMinor,
  vatMinor: orders.vatMinor,
  grossMinor: orders.grossMinor,
  collectionStartDate: orders.collectionStartDate,
  collectionEndDate: orders.collectionEndDate,
  creditDays: orders.creditDays,
  dueDate: orders.dueDate,
  orderOfferVersion: orders.offerVersion,
  offerVersion: offers.version,
  offerCollectionStartDate: offers.collectionStartDate,
  offerCollectionEndDate: offers.collectionEndDate,
  buyerUserId: orders.buyerUserId,
  buyerUserFirstName: users.firstName,
  buyerUserLastName: users.lastName,
  // An additive order's units, unit and location (issue 17); null for fuel.
  units: orders.units,
  purchaseUnitId: orders.purchaseUnitId,
  pricePerUnitE4: orders.pricePerUnitE4,
  unitName: additivePurchaseUnits.name,
  unitLitres: additivePurchaseUnits.litres,
  location: orderLocationColumns,
};

export type HistorySort = { sortBy: OrderHistorySortField; sortType: 'asc' | 'desc' };

/** Where a page starts: after a keyset (the previous page's last row) or at an offset. */
export type PageStart = { after: Keyset } | { offset: number };

function selectHistoryRows(db: DbOrTx, sortBy: OrderHistorySortField) {
  return db
    .select({ ...rowColumns, sortKey: sql<string | null>`(${SORT_COLUMNS[sortBy]})::text` })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(buyerAccount, eq(buyerAccount.id, orders.buyerAccountId))
    .innerJoin(sellerAccount, eq(sellerAccount.id, orders.sellerAccountId))
    .innerJoin(users, eq(users.id, orders.buyerUserId))
    .leftJoin(terminals, eq(terminals.id, orders.terminalId))
    .leftJoin(deliveryAddresses, eq(deliveryAddresses.id, orders.deliveryAddressId))
    .leftJoin(offers, eq(offers.id, orders.offerId))
    .leftJoin(additivePurchaseUnits, eq(additivePurchaseUnits.id, orders.purchaseUnitId))
    .leftJoin(additiveLocations, eq(additiveLocations.id, orders.additiveLocationId))
    .$dynamic();
}

/** One row with its names, and `sortKey`: its sort value as text (null for a row without a terminal). */
export type HistoryRecord = Awaited<ReturnType<ReturnType<typeof selectHistoryRows>['execute']>>[number];

/**
 * One page with its names in ONE statement. Newest first (the usual view) walks the
 * (seller|buyer, created_at, id) index backwards and stops after `limit` rows; a keyset start is a
 * row comparison on the same columns, so page 500 costs what page 1 costs.
 */
export function findHistoryRows(
  db: DbOrTx,
  v: Visibility,
  f: HistoryFilter,
  sort: HistorySort,
  start: PageStart,
  limit: number,
): Promise<HistoryRecord[]> {
  const dir = sort.sortType === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[sort.sortBy];
  const conditions = filterConditions(v, f);
  if ('after' in start) {
    const { value, id } = start.after;
    const after =
      sort.sortType === 'asc'
        ? sql`(${column}, ${orders.id}) > (${value}, ${id})`
        : sql`(${column}, ${orders.id}) < (${value}, ${id})`;
    // Ascending puts rows without a value (no terminal: delivered and additive orders) last: they all
    // still follow a row with one (a row comparison with null is never true).
    conditions.push(
      sort.sortType === 'asc' && NULLABLE_SORTS.has(sort.sortBy) ? sql`(${after} or ${column} is null)` : after,
    );
  }
  const query = selectHistoryRows(db, sort.sortBy)
    .where(and(...conditions))
    .orderBy(dir(column), dir(orders.id))
    .limit(limit);
  return 'offset' in start && start.offset > 0 ? query.offset(start.offset) : query;
}

/** How many orders match, counted up to `cap + 1` on the orders index alone (no joins). */
export async function countHistory(db: DbOrTx, v: Visibility, f: HistoryFilter, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(...filterConditions(v, f)))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matching);
  return row?.n ?? 0;
}

type Ref = { id: number; name: string };
type AddressRef = { id: number; street: string; postCode: string; city: string };

/** The raw filter options: distinct references with names, statuses, and the ranges in storage units. */
export type OptionsRecord = {
  products: Ref[];
  buyers: Ref[];
  sellers: Ref[];
  terminals: Ref[];
  purchaseUnits: Ref[];
  statuses: string[];
  addresses: AddressRef[];
  minStart: string | null;
  maxEnd: string | null;
  minCreated: Date | null;
  maxCreated: Date | null;
  minPrice: number | null;
  maxPrice: number | null;
  minLitres: number | null;
  maxLitres: number | null;
  minGross: number | null;
  maxGross: number | null;
};

/**
 * Every filter option in one pass over the caller's history (an index-only scan of the history
 * index): distinct ids per dimension and the ranges in one aggregate row, then the names of those
 * few ids joined in the same statement. About three times cheaper than GROUPING SETS, which compute
 * every aggregate once per set.
 */
export async function findFilterOptions(db: DbOrTx, v: Visibility, f: HistoryFilter): Promise<OptionsRecord> {
  const where = and(...baseConditions(v, { productType: f.productType, market: f.market }));
  const result = await db.execute(sql`
    with a as (
      select array_agg(distinct ${orders.productId}) as product_ids,
             array_agg(distinct ${orders.buyerAccountId}) as buyer_ids,
             array_agg(distinct ${orders.sellerAccountId}) as seller_ids,
             array_agg(distinct ${orders.terminalId}) filter (where ${orders.terminalId} is not null) as terminal_ids,
             array_agg(distinct ${orders.buyerUserId}) as user_ids,
             array_agg(distinct ${orders.status}::text) as statuses,
             array_agg(distinct ${orders.deliveryAddressId}) filter (where ${orders.deliveryAddressId} is not null) as address_ids,
             min(${orders.collectionStartDate})::text as min_start,
             max(${orders.collectionEndDate})::text as max_end,
             min(${orders.createdAt}) as min_created,
             max(${orders.createdAt}) as max_created,
             min(${orders.pricePer100lE4}) as min_price,
             max(${orders.pricePer100lE4}) as max_price,
             min(${orders.litres}) as min_litres,
             max(${orders.litres}) as max_litres,
             min(${orders.grossMinor}) as min_gross,
             max(${orders.grossMinor}) as max_gross
        from ${orders}
       where ${where}
    )
    select a.statuses, a.min_start, a.max_end, a.min_created, a.max_created, a.min_price, a.max_price,
           a.min_litres, a.max_litres, a.min_gross, a.max_gross,
           (select json_agg(json_build_object('id', p.id, 'name', p.name)) from products p where p.id = any(a.product_ids)) as products,
           (select json_agg(json_build_object('id', x.id, 'name', x.name)) from accounts x where x.id = any(a.buyer_ids)) as buyers,
           (select json_agg(json_build_object('id', x.id, 'name', x.name)) from accounts x where x.id = any(a.seller_ids)) as sellers,
           (select json_agg(json_build_object('id', t.id, 'name', t.name)) from terminals t where t.id = any(a.terminal_ids)) as terminals,
           (select json_agg(json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name))) from users u where u.id = any(a.user_ids)) as purchase_units,
           (select json_agg(json_build_object('id', d.id, 'street', d.street, 'postCode', d.post_code, 'city', d.city))
              from delivery_addresses d where d.id = any(a.address_ids)) as addresses
      from a`);
  // Both drivers (pg and PGlite) answer raw SQL with { rows }; json may arrive parsed or as text.
  const r = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
  const json = <T>(x: unknown): T[] =>
    x === null || x === undefined ? [] : ((typeof x === 'string' ? JSON.parse(x) : x) as T[]);
  const num = (x: unknown) => (x === null || x === undefined ? null : Number(x));
  const date = (x: unknown) => (x === null || x === undefined ? null : x instanceof Date ? x : new Date(String(x)));
  const list = (x: unknown) =>
    Array.isArray(x)
      ? (x as string[])
      : typeof x === 'string'
        ? x
            .replace(/^\{|\}$/g, '')
            .split(',')
            .filter(Boolean)
        : [];
  return {
    products: json<Ref>(r.products),
    buyers: json<Ref>(r.buyers),
    sellers: json<Ref>(r.sellers),
    terminals: json<Ref>(r.terminals),
    purchaseUnits: json<Ref>(r.purchase_units),
    statuses: list(r.statuses),
    addresses: json<AddressRef>(r.addresses),
    minStart: (r.min_start as string | null) ?? null,
    maxEnd: (r.max_end as string | null) ?? null,
    minCreated: date(r.min_created),
    maxCreated: date(r.max_created),
    minPrice: num(r.min_price),
    maxPrice: num(r.max_price),
    minLitres: num(r.min_litres),
    maxLitres: num(r.max_litres),
    minGross: num(r.min_gross),
    maxGross: num(r.max_gross),
  };
}

/**
 * The newest contract numbers of the caller's history (the order-number filter's suggestions): a
 * backward walk of the (seller|buyer, created_at, id) index that stops after `limit` rows.
 */
export async function findRecentContractNumbers(
  db: DbOrTx,
  v: Visibility,
  f: HistoryFilter,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ n: orders.contractNumber })
    .from(orders)
    .where(and(...baseConditions(v, { productType: f.productType, market: f.market })))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((r) => r.n);
}

/** How many of the seller's orders are in one of `statuses` (the work queue badge). */
export async function countSellerOrders(
  db: DbOrTx,
  sellerAccountId: number,
  statuses: NonNullable<HistoryFilter['statuses']>,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.sellerAccountId, sellerAccountId), inArray(orders.status, statuses)));
  return row?.count ?? 0;
}
