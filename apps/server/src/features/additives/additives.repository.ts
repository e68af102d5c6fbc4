// Every statement of the additive market (issue 17): the catalogue's additive products with their
// purchase units, the sellers' additive offers, and the offer list of GET /api/v2/offers/additives.
// The list is one statement per answer part: the page (with its total) and the filter options.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdditiveOfferSortField } from '@fuel/domain/contracts/additives';
import type {
  AdditiveContainer,
  AdditiveMeasure,
  AdditiveOfferStatus,
  SellerKind,
} from '@fuel/domain/additives/additive-rules';
import type { AccountFeatures } from '@fuel/domain/contracts/metadata';
import type { DbOrTx } from '../../db/client';
import { accounts, additiveOffers, additiveProductUnits, additivePurchaseUnits, products } from '../../db/schema';

// Both drivers (pg and PGlite) answer raw SQL with { rows }.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

// ---------------------------------------------------------------------------------------------
// Accounts and catalogue
// ---------------------------------------------------------------------------------------------

export type AdditiveAccount = {
  type: 'buyer' | 'seller' | 'admin';
  features: AccountFeatures;
  sellerKind: SellerKind | null;
  parentAccountId: number | null;
};

export async function findAdditiveAccount(db: DbOrTx, accountId: number): Promise<AdditiveAccount | undefined> {
  const [row] = await db
    .select({
      type: accounts.type,
      features: accounts.features,
      sellerKind: accounts.sellerKind,
      parentAccountId: accounts.parentAccountId,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

/** The account's child accounts (a shareholder parent shows their additive markets). */
export async function findChildAccountIds(db: DbOrTx, parentAccountId: number): Promise<number[]> {
  const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.parentAccountId, parentAccountId));
  return rows.map((r) => r.id);
}

export async function findAccountRefs(db: DbOrTx, ids: number[]): Promise<Array<{ id: number; name: string }>> {
  if (ids.length === 0) return [];
  return db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, ids));
}

export type PurchaseUnitRow = {
  id: number;
  code: string;
  name: string;
  container: AdditiveContainer;
  size: string;
  unit: AdditiveMeasure;
  litres: number;
  returnable: boolean;
};

const unitColumns = {
  id: additivePurchaseUnits.id,
  code: additivePurchaseUnits.code,
  name: additivePurchaseUnits.name,
  container: additivePurchaseUnits.container,
  size: additivePurchaseUnits.size,
  unit: additivePurchaseUnits.unit,
  litres: additivePurchaseUnits.litres,
  returnable: additivePurchaseUnits.returnable,
};

/** Active additive products, each with its active purchase units (smallest first). */
export async function findAdditiveProducts(db: DbOrTx) {
  return db
    .select({
      product: { id: products.id, code: products.code, name: products.name, unit: products.unit },
      purchaseUnit: unitColumns,
    })
    .from(products)
    .leftJoin(additiveProductUnits, eq(additiveProductUnits.productId, products.id))
    .leftJoin(
      additivePurchaseUnits,
      and(eq(additivePurchaseUnits.id, additiveProductUnits.purchaseUnitId), eq(additivePurchaseUnits.active, true)),
    )
    .where(and(eq(products.type, 'additive'), eq(products.active, true)))
    .orderBy(asc(products.id), asc(additivePurchaseUnits.sort), asc(additivePurchaseUnits.litres));
}

/** What a product/unit pair of an offer input is: unknown product, a unit it is not sold in, or fine. */
export async function productUnitState(
  db: DbOrTx,
  productId: number,
  purchaseUnitId: number,
): Promise<'product' | 'unit' | 'ok'> {
  const [row] = await db
    .select({ productId: products.id, unitId: additivePurchaseUnits.id })
    .from(products)
    .leftJoin(
      additiveProductUnits,
      and(eq(additiveProductUnits.productId, products.id), eq(additiveProductUnits.purchaseUnitId, purchaseUnitId)),
    )
    .leftJoin(
      additivePurchaseUnits,
      and(eq(additivePurchaseUnits.id, additiveProductUnits.purchaseUnitId), eq(additivePurchaseUnits.active, true)),
    )
    .where(and(eq(products.id, productId), eq(products.type, 'additive'), eq(products.active, true)));
  if (!row) return 'product';
  return row.unitId === null ? 'unit' : 'ok';
}

// ---------------------------------------------------------------------------------------------
// The seller's offers
// ---------------------------------------------------------------------------------------------

export type OfferValues = {
  productId: number;
  purchaseUnitId: number;
  pricePerUnitE4: number;
  minUnits: number;
  maxUnits: number;
  totalUnits: number;
  deliveryDays: number;
  comment: string | null;
};

export async function insertOffer(
  tx: DbOrTx,
  values: OfferValues & {
    sellerAccountId: number;
    status: AdditiveOfferStatus;
    clonedFromId: number | null;
    createdAt: Date;
    updatedAt: Date;
  },
): Promise<number> {
  const [row] = await tx.insert(additiveOffers).values(values).returning({ id: additiveOffers.id });
  return row!.id;
}

/** The offer's row, locked for the change when `lock` (inside a transaction). */
export async function findOfferRow(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const query = db.select().from(additiveOffers).where(eq(additiveOffers.id, id));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function updateOffer(tx: DbOrTx, id: number, values: OfferValues, now: Date): Promise<void> {
  await tx
    .update(additiveOffers)
    .set({ ...values, version: sql`${additiveOffers.version} + 1`, updatedAt: now })
    .where(eq(additiveOffers.id, id));
}

export async function setOfferStatus(tx: DbOrTx, id: number, status: AdditiveOfferStatus, now: Date): Promise<void> {
  await tx.update(additiveOffers).set({ status, updatedAt: now }).where(eq(additiveOffers.id, id));
}

// ---------------------------------------------------------------------------------------------
// The list: the offers a caller sees ("visible"), then filters, sort and page.
// ---------------------------------------------------------------------------------------------

/** A seller sees its own offers but the removed ones; buyers see the additive market of their accounts. */
export type ListScope = { kind: 'seller'; sellerAccountId: number } | { kind: 'buyer'; buyerAccountIds: number[] };

export type ListFilter = {
  productIds?: number[];
  purchaseUnitIds?: number[];
  sellerIds?: number[];
  /** Seller: only offers these buyers may order. */
  buyerIds?: number[];
  minAvailable?: number;
  maxAvailable?: number;
};

/** Relationship of seller and buyer that allows additives (spec section 4: both ENABLED and additivesEnabled). */
const additivesAllowed = (r: string) =>
  sql.raw(`${r}.seller_status = 'ENABLED' and ${r}.buyer_status = 'ENABLED' and ${r}.additives_enabled`);

/** Columns of one offer as the list answers it (v.* of every statement below). */
const offerColumns =
  sql.raw(`o.id, o.seller_account_id, o.product_id, o.purchase_unit_id, o.status, o.price_per_unit_e4, o.min_units, o.max_units,
    o.total_units, o.sold_units, o.delivery_days, o.comment, o.cloned_from_id, o.version, o.created_at, o.updated_at,
    s.name as seller_name, p.name as product_name, p.code as product_code,
    u.code as unit_code, u.name as unit_name, u.container, u.size::text as size, u.unit, u.litres, u.returnable`);
const offerJoins = sql.raw(`join accounts s on s.id = o.seller_account_id
      join products p on p.id = o.product_id and p.active
      join additive_purchase_units u on u.id = o.purchase_unit_id and u.active`);

/**
 * The visible offers with every column of the answer (names joined from the few catalogue and seller
 * rows by hash). A buyer: ACTIVE offers with at least the minimum number of units left, of sellers of
 * additives that are not blocked and have productAdditives, in a relationship that allows additives
 * and the product. Several buyer accounts (a parent with its children): each offer once, with the
 * shortest credit days.
 */
function visibleOffers(scope: ListScope): SQL {
  if (scope.kind === 'seller') {
    return sql`select ${offerColumns}, null::int as credit_days from additive_offers o ${offerJoins}
      where o.seller_account_id = ${scope.sellerAccountId} and o.status <> 'REMOVED'`;
  }
  const several = scope.buyerAccountIds.length > 1;
  return sql`select ${several ? sql`distinct on (o.id)` : sql``} ${offerColumns}, rap.credit_days
      from additive_offers o
      join relationships r on r.seller_account_id = o.seller_account_id and r.buyer_account_id in (${idList(scope.buyerAccountIds)}) and ${additivesAllowed('r')}
      join relationship_additive_products rap on rap.relationship_id = r.id and rap.product_id = o.product_id
      ${offerJoins}
     where o.status = 'ACTIVE' and o.total_units - o.sold_units >= o.min_units
       and s.status = 'ACTIVE' and s.seller_kind in ('ADDITIVES', 'FUEL_AND_ADDITIVES') and (s.features ->> 'productAdditives') = 'true'
     ${several ? sql`order by o.id, rap.credit_days` : sql``}`;
}

function filterConditions(f: ListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.productIds?.length) parts.push(sql`v.product_id in (${idList(f.productIds)})`);
  if (f.purchaseUnitIds?.length) parts.push(sql`v.purchase_unit_id in (${idList(f.purchaseUnitIds)})`);
  if (f.sellerIds?.length) parts.push(sql`v.seller_account_id in (${idList(f.sellerIds)})`);
  if (f.minAvailable !== undefined) parts.push(sql`v.total_units - v.sold_units >= ${f.minAvailable}`);
  if (f.maxAvailable !== undefined) parts.push(sql`v.total_units - v.sold_units <= ${f.maxAvailable}`);
  if (f.buyerIds?.length) {
    parts.push(sql`exists (select 1 from relationships r
      join relationship_additive_products rap on rap.relationship_id = r.id and rap.product_id = v.product_id
      where r.seller_account_id = v.seller_account_id and r.buyer_account_id in (${idList(f.buyerIds)}) and ${additivesAllowed('r')})`);
  }
  return sql.join(parts, sql` and `);
}

const SORT_EXPRESSIONS: Record<AdditiveOfferSortField, SQL> = {
  created: sql`v.created_at`,
  updated: sql`v.updated_at`,
  product: sql`v.product_name`,
  purchaseUnit: sql`v.litres`,
  price: sql`v.price_per_unit_e4`,
  pricePerLitre: sql`v.price_per_unit_e4::numeric / v.litres`,
  availability: sql`v.total_units - v.sold_units`,
  minUnits: sql`v.min_units`,
  maxUnits: sql`v.max_units`,
  deliveryDays: sql`v.delivery_days`,
  seller: sql`v.seller_name`,
  status: sql`v.status`,
};

export type OfferListRow = {
  id: number;
  seller_account_id: number;
  seller_name: string;
  product_id: number;
  product_name: string;
  product_code: string;
  purchase_unit_id: number;
  unit_code: string;
  unit_name: string;
  container: AdditiveContainer;
  size: string;
  unit: AdditiveMeasure;
  litres: number;
  returnable: boolean;
  status: AdditiveOfferStatus;
  price_per_unit_e4: string | number;
  min_units: number;
  max_units: number;
  total_units: number;
  sold_units: number;
  delivery_days: number;
  comment: string | null;
  credit_days: number | null;
  cloned_from_id: number | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
};

/** One offer as the list shows it (seller's view), whatever its status. */
export async function findOfferView(db: DbOrTx, id: number): Promise<OfferListRow | undefined> {
  const result = await db.execute(
    sql`select ${offerColumns}, null::int as credit_days from additive_offers o ${offerJoins} where o.id = ${id}`,
  );
  return rowsOf<OfferListRow>(result)[0];
}

export type OfferListAnswer = {
  total: string | number;
  /** The page, sorted; null when empty. */
  offers: OfferListRow[] | string | null;
  products: Array<{ id: number; name: string }> | string | null;
  units: Array<{ id: number; name: string; sort: number; litres: number }> | string | null;
  sellers: Array<{ id: number; name: string }> | string | null;
  min_available: number | null;
  max_available: number | null;
  min_price: string | number | null;
  max_price: string | number | null;
};

/**
 * The whole answer in one statement over the caller's visible offers, computed once: the page (a top-N
 * sort of the filtered rows, ties by id, as one JSON array), the filtered total, and what the filters can
 * choose from, taken from the unfiltered list (names joined from the few ids).
 */
export async function findOfferList(
  db: DbOrTx,
  scope: ListScope,
  filter: ListFilter,
  page: { sortBy: AdditiveOfferSortField; sortType: 'asc' | 'desc'; limit: number; offset: number },
): Promise<OfferListAnswer> {
  const dir = sql.raw(page.sortType === 'asc' ? 'asc' : 'desc');
  const order = sql`${SORT_EXPRESSIONS[page.sortBy]} ${dir}, v.id ${dir}`;
  const result = await db.execute(sql`
    with v as materialized (${visibleOffers(scope)}),
    a as (
      select count(*) filter (where ${filterConditions(filter)}) as total,
             array_agg(distinct v.product_id) as product_ids,
             array_agg(distinct v.purchase_unit_id) as unit_ids,
             array_agg(distinct v.seller_account_id) as seller_ids,
             min(v.total_units - v.sold_units) as min_available,
             max(v.total_units - v.sold_units) as max_available,
             min(v.price_per_unit_e4) as min_price,
             max(v.price_per_unit_e4) as max_price
        from v),
    page as (select v.* from v where ${filterConditions(filter)} order by ${order} limit ${page.limit} offset ${page.offset})
    select a.total, a.min_available, a.max_available, a.min_price, a.max_price,
           (select json_agg(v order by ${order}) from page v) as offers,
           (select json_agg(json_build_object('id', p.id, 'name', p.name)) from products p where p.id = any(a.product_ids)) as products,
           (select json_agg(json_build_object('id', u.id, 'name', u.name, 'sort', u.sort, 'litres', u.litres))
              from additive_purchase_units u where u.id = any(a.unit_ids)) as units,
           (select json_agg(json_build_object('id', x.id, 'name', x.name)) from accounts x where x.id = any(a.seller_ids)) as sellers
      from a`);
  return rowsOf<OfferListAnswer>(result)[0]!;
}

/** A seller's buyers that may order additives (the seller's buyer filter). */
export async function findAdditiveBuyersOfSeller(
  db: DbOrTx,
  sellerAccountId: number,
): Promise<Array<{ id: number; name: string }>> {
  const result = await db.execute(sql`
    select b.id, b.name from relationships r join accounts b on b.id = r.buyer_account_id
     where r.seller_account_id = ${sellerAccountId} and ${additivesAllowed('r')}`);
  return rowsOf<{ id: number; name: string }>(result);
}

/** Takes units from an additive offer in ONE conditional update, as takeSoldLitres does for a spot offer (decision 034). */
export async function takeSoldUnits(
  tx: DbOrTx,
  offer: { id: number; version: number; status: string },
  units: number,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(additiveOffers)
    .set({ soldUnits: sql`${additiveOffers.soldUnits} + ${units}`, updatedAt: at })
    .where(
      and(
        eq(additiveOffers.id, offer.id),
        eq(additiveOffers.version, offer.version),
        sql`${additiveOffers.status} = ${offer.status}`,
        sql`${additiveOffers.totalUnits} - ${additiveOffers.soldUnits} >= ${units}`,
      ),
    )
    .returning({ id: additiveOffers.id });
  return rows.length > 0;
}

/** Gives a declined additive order's units back to its offer (never below zero). */
export async function releaseSoldUnits(tx: DbOrTx, offerId: number, units: number, at: Date): Promise<void> {
  await tx
    .update(additiveOffers)
    .set({ soldUnits: sql`greatest(0, ${additiveOffers.soldUnits} - ${units})`, updatedAt: at })
    .where(eq(additiveOffers.id, offerId));
}
