import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, orders, userSettings } from '../../db/schema';
import type { SellerKind } from '@fuel/domain/additives/additive-rules';
import type { DayRange, StatBucket } from '@fuel/domain/statistics/periods';
import type { OrderStatus } from '@fuel/domain/trading/order-status';

// The statistics read the aggregates of migration 0016 (decision 041), never the orders themselves:
// `order_stats_daily` per Berlin day, `order_stats_monthly` per month and `order_stats_totals` over
// all time, each per seller, buyer, product, terminal and delivery address. Every statement is an
// index-only scan of the caller's rows: the seller index for a seller, the buyer index for a buyer
// (and its child accounts).
// Migration 0025 (decision 052) keys the rows also by the additive order's purchase unit (NULL for
// fuel) and sums its units: every sum below is per purchase unit, so the service can keep fuel cbm and
// additive litres/units apart and never add units of different purchase units.

/** Whose orders count: a seller's sales, or the purchases of a buyer account (and its children). */
export type StatsScope =
  { kind: 'seller'; accountId: number } | { kind: 'buyer'; accountIds: number[] } | { kind: 'none' };

/** Filters in ids; `counterpartyIds` are buyers for a seller, sellers for a buyer. */
export type StatsFilter = {
  productIds?: number[];
  terminalIds?: number[];
  deliveryAddressIds?: number[];
  counterpartyIds?: number[];
};

/** Which aggregate a part of a period reads, and which of its days or months (null = all; always null for the totals). */
export type StatsPart = { table: 'daily' | 'monthly'; range: DayRange | null } | { table: 'totals'; range: null };

const TABLES = {
  daily: { name: 'order_stats_daily', day: 'day' },
  monthly: { name: 'order_stats_monthly', day: 'month' },
  totals: { name: 'order_stats_totals', day: null },
} as const;

const list = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const counterpartyColumn = (scope: StatsScope) =>
  sql.identifier(scope.kind === 'seller' ? 'buyer_account_id' : 'seller_account_id');

function scopeCondition(scope: StatsScope): SQL {
  if (scope.kind === 'seller') return sql`seller_account_id = ${scope.accountId}`;
  if (scope.kind === 'buyer' && scope.accountIds.length > 0)
    return sql`buyer_account_id in (${list(scope.accountIds)})`;
  return sql`false`;
}

function conditions(scope: StatsScope, filter: StatsFilter, part: StatsPart): SQL {
  const c: SQL[] = [scopeCondition(scope)];
  const day = TABLES[part.table].day;
  if (part.range && day)
    c.push(sql`${sql.identifier(day)} between ${part.range.from}::date and ${part.range.to}::date`);
  if (filter.productIds) c.push(sql`product_id in (${list(filter.productIds)})`);
  if (filter.terminalIds) c.push(sql`terminal_id in (${list(filter.terminalIds)})`);
  if (filter.deliveryAddressIds) c.push(sql`delivery_address_id in (${list(filter.deliveryAddressIds)})`);
  if (filter.counterpartyIds) c.push(sql`${counterpartyColumn(scope)} in (${list(filter.counterpartyIds)})`);
  return sql.join(c, sql` and `);
}

/** The parts as one UNION ALL of `columns(part)` over the matching aggregate rows. */
function unionOf(scope: StatsScope, filter: StatsFilter, parts: StatsPart[], columns: (part: StatsPart) => SQL): SQL {
  return sql.join(
    parts.map(
      (part) =>
        sql`select ${columns(part)} from ${sql.identifier(TABLES[part.table].name)} where ${conditions(scope, filter, part)}`,
    ),
    sql` union all `,
  );
}

/** Both drivers (pg and PGlite) answer raw SQL with { rows }. */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A sum's purchase unit: null for fuel orders, the unit (id and German name) for additive orders. */
export type PurchaseUnitRef = { id: number; name: string } | null;
type QuantityColumns = {
  purchase_unit_id: number | null;
  purchase_unit_name: string | null;
  orders: string | number;
  litres: string | number;
  units: string | number;
};
const quantityOf = (r: QuantityColumns) => ({
  purchaseUnit:
    r.purchase_unit_id === null ? null : { id: Number(r.purchase_unit_id), name: r.purchase_unit_name ?? '' },
  orders: Number(r.orders),
  litres: Number(r.litres),
  units: Number(r.units),
});

export type CounterpartyTotals = {
  accountId: number;
  accountName: string;
  purchaseUnit: PurchaseUnitRef;
  orders: number;
  litres: number;
  units: number;
};

/** Orders, litres and units per counterparty and purchase unit over the parts, with the names. */
export async function sumByCounterparty(
  db: DbOrTx,
  scope: StatsScope,
  filter: StatsFilter,
  parts: StatsPart[],
): Promise<CounterpartyTotals[]> {
  if (parts.length === 0) return [];
  const rows = await rowsOf<{ account_id: number; account_name: string } & QuantityColumns>(
    db,
    sql`with t as (
          select account_id, purchase_unit_id, sum(orders) as orders, sum(litres) as litres, sum(units) as units
            from (${unionOf(scope, filter, parts, () => sql`${counterpartyColumn(scope)} as account_id, purchase_unit_id, orders, litres, units`)}) u
           group by account_id, purchase_unit_id)
        select t.account_id, a.name as account_name, t.purchase_unit_id, pu.name as purchase_unit_name, t.orders, t.litres, t.units
          from t join accounts a on a.id = t.account_id left join additive_purchase_units pu on pu.id = t.purchase_unit_id`,
  );
  return rows.map((r) => ({ accountId: Number(r.account_id), accountName: r.account_name, ...quantityOf(r) }));
}

export type BucketTotals = {
  bucket: string;
  productId: number;
  productName: string;
  purchaseUnit: PurchaseUnitRef;
  orders: number;
  litres: number;
  units: number;
};

/** The first day of the bucket a row belongs to: monthly rows are their month; daily rows their day, week or month. */
function bucketOf(part: StatsPart, bucket: StatBucket): SQL {
  if (part.table === 'totals') throw new Error('the all-time totals have no buckets');
  if (part.table === 'monthly') return sql`month`;
  if (bucket === 'DAY') return sql`day`;
  return bucket === 'WEEK' ? sql`date_trunc('week', day)::date` : sql`date_trunc('month', day)::date`;
}

/** Orders, litres and units per bucket, product and purchase unit over the parts ("YYYY-MM-DD" of the bucket's first day). */
export async function sumByBucketAndProduct(
  db: DbOrTx,
  scope: StatsScope,
  filter: StatsFilter,
  parts: StatsPart[],
  bucket: StatBucket,
): Promise<BucketTotals[]> {
  if (parts.length === 0) return [];
  const rows = await rowsOf<{ bucket: string; product_id: number; product_name: string } & QuantityColumns>(
    db,
    sql`with t as (
          select bucket, product_id, purchase_unit_id, sum(orders) as orders, sum(litres) as litres, sum(units) as units
            from (${unionOf(scope, filter, parts, (part) => sql`${bucketOf(part, bucket)} as bucket, product_id, purchase_unit_id, orders, litres, units`)}) u
           group by bucket, product_id, purchase_unit_id)
        select t.bucket::text as bucket, t.product_id, p.name as product_name, t.purchase_unit_id, pu.name as purchase_unit_name, t.orders, t.litres, t.units
          from t join products p on p.id = t.product_id left join additive_purchase_units pu on pu.id = t.purchase_unit_id`,
  );
  return rows.map((r) => ({
    bucket: r.bucket,
    productId: Number(r.product_id),
    productName: r.product_name,
    ...quantityOf(r),
  }));
}

/** The day of the caller's first counted order (null without any): one index probe per account. */
export async function findFirstDay(db: DbOrTx, scope: StatsScope): Promise<string | null> {
  if (scope.kind === 'none') return null;
  const column = sql.identifier(scope.kind === 'seller' ? 'seller_account_id' : 'buyer_account_id');
  const ids = scope.kind === 'seller' ? [scope.accountId] : scope.accountIds;
  if (ids.length === 0) return null;
  const [row] = await rowsOf<{ first: string | null }>(
    db,
    sql`select min(f.day)::text as first
          from (values ${sql.join(
            ids.map((id) => sql`(${id}::integer)`),
            sql`, `,
          )}) as v(id),
               lateral (select min(day) as day from order_stats_daily where ${column} = v.id) f`,
  );
  return row?.first ?? null;
}

/** 'market' rows say which markets the caller has orders of (id 0 fuel, 1 additive; decision 052). */
export type OptionKind = 'product' | 'terminal' | 'address' | 'account' | 'market';
export type OptionRecord = { kind: OptionKind; id: number; name: string };

/**
 * What the caller may filter by: the products, terminals, delivery addresses and counterparties of
 * all its counted orders, in one pass over its all-time rows, then the names of those few ids.
 */
export async function findOptions(db: DbOrTx, scope: StatsScope): Promise<OptionRecord[]> {
  if (scope.kind === 'none') return [];
  const rows = await rowsOf<{ kind: OptionKind; id: number; name: string }>(
    db,
    sql`with a as (
          select array_agg(distinct product_id) as products,
                 array_agg(distinct terminal_id) filter (where terminal_id is not null) as terminals,
                 array_agg(distinct delivery_address_id) filter (where delivery_address_id is not null) as addresses,
                 array_agg(distinct ${counterpartyColumn(scope)}) as accounts,
                 bool_or(purchase_unit_id is null) as fuel, bool_or(purchase_unit_id is not null) as additive
            from order_stats_totals where ${scopeCondition(scope)})
        select 'product' as kind, x.id, x.name from a join products x on x.id = any(a.products)
        union all
        select 'terminal', x.id, x.name from a join terminals x on x.id = any(a.terminals)
        union all
        select 'address', x.id, x.street || ', ' || x.post_code || ' ' || x.city from a join delivery_addresses x on x.id = any(a.addresses)
        union all
        select 'account', x.id, x.name from a join accounts x on x.id = any(a.accounts)
        union all
        select 'market', 0, 'FUEL' from a where a.fuel
        union all
        select 'market', 1, 'ADDITIVE' from a where a.additive`,
  );
  return rows.map((r) => ({ kind: r.kind, id: Number(r.id), name: r.name }));
}

export type DayProductTotals = Omit<BucketTotals, 'bucket'>;

/** One day's orders, litres and units per product and purchase unit (the dashboard's "today"). */
export async function sumDayByProduct(db: DbOrTx, scope: StatsScope, day: string): Promise<DayProductTotals[]> {
  const rows = await sumByBucketAndProduct(db, scope, {}, [{ table: 'daily', range: { from: day, to: day } }], 'DAY');
  return rows.map(({ bucket: _bucket, ...rest }) => rest);
}

/** What decides the caller's statistics sections: its seller kind and its additive feature. */
export async function findAccountKind(
  db: DbOrTx,
  accountId: number,
): Promise<{ sellerKind: SellerKind | null; productAdditives: boolean }> {
  const [row] = await db
    .select({ sellerKind: accounts.sellerKind, features: accounts.features })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return { sellerKind: row?.sellerKind ?? null, productAdditives: row?.features.productAdditives === true };
}

/** How many orders of these accounts (one side) are in one of `statuses`: a partial index of migration 0016 serves the open ones. */
export async function countOrdersInStatus(
  db: DbOrTx,
  side: { sellerAccountId: number } | { buyerAccountIds: number[] },
  statuses: readonly OrderStatus[],
): Promise<number> {
  const who =
    'sellerAccountId' in side
      ? eq(orders.sellerAccountId, side.sellerAccountId)
      : inArray(orders.buyerAccountId, side.buyerAccountIds);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(who, inArray(orders.status, [...statuses])));
  return row?.n ?? 0;
}

export async function findSettings(db: DbOrTx, userId: number): Promise<Array<{ key: string; value: unknown }>> {
  return db
    .select({ key: userSettings.key, value: userSettings.value })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
}

export async function saveSetting(db: DbOrTx, userId: number, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, key, value, updatedAt: now })
    .onConflictDoUpdate({ target: [userSettings.userId, userSettings.key], set: { value, updatedAt: now } });
}
