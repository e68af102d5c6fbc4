import type { AwaitingConfirmationCount } from '@fuel/domain/contracts/awaiting-count';
import {
  ORDER_HISTORY_COUNT_CAP,
  ORDER_HISTORY_EXPORT_MAX_ROWS,
  ORDER_HISTORY_ORDER_ID_OPTIONS,
  withOrderHistoryDefaults,
  type OrderHistoryPage,
  type OrderHistorySummary,
  type ResolvedOrderHistoryQuery,
  type OrderHistoryFilterOptions,
  type OrderHistoryQuery,
  type OrderHistoryResponse,
  type OrderHistoryRow,
} from '@fuel/domain/contracts/order-history';
import { currencyFromCode } from '@fuel/domain/brands/currency';
import { dateRangeFilter } from '@fuel/domain/formats/date';
import { businessDate } from '@fuel/domain/offers/business-time';
import {
  cbmFromLitres,
  litresFromCbm,
  majorFromMinor,
  minorFromMajor,
  PRICE_E4,
  pricePer100lE4FromInput,
} from '@fuel/domain/pricing/money';
import {
  orderStatusLabel,
  ORDER_STATUSES,
  SELLER_DECIDABLE_STATUSES,
  type OrderSide,
} from '@fuel/domain/trading/order-status';
import { formatDay } from '@fuel/domain/calendar/format';
import { daysBetween } from '@fuel/domain/calendar/days';
import { orderHistoryCsvHead, orderHistoryCsvRows } from '@fuel/domain/trading/order-history-export';
import { additiveOrderFacts } from '@fuel/domain/trading/additive-order';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import type { Platform } from '../../plugins/platform';
import { AppError } from '../../shared/app-error';
import { assertAdditiveAccess } from '../additives/additives.service';
import {
  countHistory,
  countSellerOrders,
  findChildAccountIds,
  findFilterOptions,
  findHistoryRows,
  findRecentContractNumbers,
  findShareholderAccounts,
  type HistoryFilter,
  type HistoryRecord,
  type OptionsRecord,
  type PageStart,
  type Visibility,
} from './order-history.repository';
import { decodeCursor, encodeCursor } from './history-cursor';

export type { Visibility };
import { AccountCache } from './summary-cache';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

/** The cached counts and filter options of one app (one server process). */
export type SummaryCache = { counts: AccountCache<number>; options: AccountCache<OrderHistoryFilterOptions> };

/**
 * Short enough that another server process, which does not hear this one's order changes, shows a
 * new order in the totals within seconds; long enough that paging and tab switches reuse them.
 */
const SUMMARY_TTL_MS = 15_000;
const SUMMARY_MAX_ENTRIES = 5_000;

export const createSummaryCache = (): SummaryCache => ({
  counts: new AccountCache(SUMMARY_TTL_MS, SUMMARY_MAX_ENTRIES),
  options: new AccountCache(SUMMARY_TTL_MS, SUMMARY_MAX_ENTRIES),
});

/** Orders of these accounts changed: their cached totals and options go (wired to app.orderChanges). */
export function forgetSummaries(cache: SummaryCache, accountIds: readonly number[]): void {
  cache.counts.forget(accountIds);
  cache.options.forget(accountIds);
}

export type OrderHistoryDeps = { db: Db; platform: Platform; now: () => Date; summaryCache: SummaryCache };

/** The side whose labels the caller sees: sellers see their sales, everybody else the buyer's view. */
export const sideOf = (auth: AuthContext): OrderSide => (auth.accountType === 'seller' ? 'seller' : 'buyer');

/**
 * A seller sees its sales; a buyer its account's orders and, as a parent, its children's; others none.
 * The statistics count the same orders (one rule of whose orders a caller sees).
 */
export async function visibilityOf(db: Db, auth: AuthContext): Promise<Visibility> {
  if (auth.accountType === 'seller') return { kind: 'seller', accountId: auth.accountId };
  if (auth.accountType === 'buyer')
    return { kind: 'buyer', accountIds: [auth.accountId, ...(await findChildAccountIds(db, auth.accountId))] };
  return { kind: 'none' };
}

type Shareholder = { value: number; label: string };
const SHAREHOLDER_ROLE = 'ChildAccounts_Offers_View';

/**
 * A buyer with ChildAccounts_Offers_View filters by shareholder: its own account and its child
 * accounts. Any other id in shareholderList is refused (400) rather than silently matching nothing.
 * Without the role there are no shareholder options and the list can only narrow the own history.
 */
async function shareholdersOf(db: Db, auth: AuthContext, q: OrderHistoryQuery): Promise<Shareholder[] | undefined> {
  if (auth.accountType !== 'buyer' || !auth.roles.includes(SHAREHOLDER_ROLE)) return undefined;
  const rows = await findShareholderAccounts(db, auth.accountId);
  const own = new Set(rows.map((r) => r.id));
  if (q.shareholderList?.some((id) => !own.has(id))) {
    throw new AppError(400, 'VALIDATION_FAILED', SERVER_MESSAGES.orderHistory.shareholderOutsideGroup, {
      shareholderList: SERVER_MESSAGES.orderHistory.shareholderOutsideGroup,
    });
  }
  return rows.sort(byName).map((r) => ({ value: r.id, label: r.name }));
}

/** The calendar day "YYYY-MM-DD" at noon UTC lies inside that day in Europe/Berlin too. */
const noonOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** Query (cbm, prices per 100 L, amounts, calendar days) -> storage units of the repository. */
export function toHistoryFilter(q: OrderHistoryQuery): HistoryFilter {
  const created =
    q.createdStart || q.createdEnd
      ? dateRangeFilter(noonOf(q.createdStart ?? q.createdEnd!), noonOf(q.createdEnd ?? q.createdStart!))
      : undefined;
  return {
    productType: q.productType === 'FUEL' ? 'fuel' : q.productType === 'ADDITIVE' ? 'additive' : undefined,
    market: q.market,
    orderId: q.orderId,
    priceMinE4: q.priceMin === undefined ? undefined : pricePer100lE4FromInput(q.priceMin, 'EUR_100L15'),
    priceMaxE4: q.priceMax === undefined ? undefined : pricePer100lE4FromInput(q.priceMax, 'EUR_100L15'),
    grossMin: q.invoiceMin === undefined ? undefined : minorFromMajor(q.invoiceMin),
    grossMax: q.invoiceMax === undefined ? undefined : minorFromMajor(q.invoiceMax),
    collectionStart: q.collectionRangeStart,
    collectionEnd: q.collectionRangeEnd,
    // Only one end given: open on the other side (from the start of that day, or up to its end).
    createdFrom: q.createdStart && created ? created.start : undefined,
    createdTo: q.createdEnd && created ? created.end : undefined,
    litresMin: q.orderQuantityMin === undefined ? undefined : litresFromCbm(q.orderQuantityMin),
    litresMax: q.orderQuantityMax === undefined ? undefined : litresFromCbm(q.orderQuantityMax),
    productIds: q.productList,
    terminalIds: q.terminalList,
    deliveryAddressIds: q.deliveryAddressList,
    sellerIds: q.sellerList,
    // Shareholders are the buyer accounts of a parent's group: both narrow the buyer side.
    buyerIds: intersect(q.buyerList, q.shareholderList),
    statuses: q.orderStatusList,
    purchaseUserIds: q.purchaseUnitList,
  };
}

function intersect(a: number[] | undefined, b: number[] | undefined): number[] | undefined {
  if (!a) return b;
  if (!b) return a;
  return a.filter((x) => b.includes(x));
}

const isoOf = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const priceOf = (e4: number) => e4 / PRICE_E4;

export function toRow(r: HistoryRecord, side: OrderSide): OrderHistoryRow {
  const current = {
    collectionTime: daysBetween(r.collectionStartDate, r.collectionEndDate),
    collectionStartDate: r.collectionStartDate,
    collectionEndDate: r.collectionEndDate,
  };
  const original =
    r.offerCollectionStartDate && r.offerCollectionEndDate
      ? {
          collectionTime: daysBetween(r.offerCollectionStartDate, r.offerCollectionEndDate),
          collectionStartDate: r.offerCollectionStartDate,
          collectionEndDate: r.offerCollectionEndDate,
        }
      : current;
  const seller = { id: r.sellerId, name: r.sellerName };
  return {
    _id: r.id,
    orderId: r.contractNumber,
    created: isoOf(r.createdAt),
    market: r.market,
    buyer: { id: r.buyerId, name: r.buyerName },
    status: { code: r.status, label: orderStatusLabel(r.status, side) },
    terminal: r.terminalId !== null && r.terminalName !== null ? { id: r.terminalId, name: r.terminalName } : null,
    deliveryAddress:
      r.deliveryAddressId !== null && r.deliveryStreet !== null
        ? {
            id: r.deliveryAddressId,
            street: r.deliveryStreet,
            zipCode: r.deliveryPostCode ?? '',
            city: r.deliveryCity ?? '',
          }
        : null,
    product: { id: r.productId, name: r.productName, type: r.productType },
    price: priceOf(r.pricePer100lE4),
    invoice: {
      net: majorFromMinor(r.netMinor),
      vat: majorFromMinor(r.vatMinor),
      gross: majorFromMinor(r.grossMinor),
      currency: currencyFromCode(r.currency),
    },
    volume: cbmFromLitres(r.litres),
    seller,
    collectionTime: current.collectionTime,
    collectionTimeText: `${formatDay(r.collectionStartDate)} – ${formatDay(r.collectionEndDate)}`,
    collectionRange: { start: r.collectionStartDate, end: r.collectionEndDate },
    paymentPeriod: { creditDays: r.creditDays, dueDate: r.dueDate },
    edited: r.offerVersion !== null && r.orderOfferVersion < r.offerVersion,
    cancelled: r.status === 'DECLINED' || r.status === 'DELETED',
    overrides: { current, original },
    purchaseUnit: { label: `${r.buyerUserFirstName} ${r.buyerUserLastName}`.trim(), value: r.buyerUserId },
    creditor: seller,
    additive: additiveOrderFacts(r),
  };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de');

export function toFilterOptions(o: OptionsRecord, orderIds: string[], side: OrderSide): OrderHistoryFilterOptions {
  const present = new Set(o.statuses);
  const orNull = <T, R>(v: T | null, f: (x: T) => R): R | null => (v === null ? null : f(v));
  return {
    orderIds,
    products: [...o.products].sort(byName),
    buyers: [...o.buyers].sort(byName),
    sellers: [...o.sellers].sort(byName),
    terminals: [...o.terminals].sort(byName),
    purchaseUnits: [...o.purchaseUnits].sort(byName).map((r) => ({ label: r.name, value: r.id })),
    // In the order of the lifecycle, not alphabetically.
    status: ORDER_STATUSES.filter((s) => present.has(s)).map((code) => ({ code, label: orderStatusLabel(code, side) })),
    collectionRanges: { minStart: o.minStart, maxEnd: o.maxEnd },
    createdDates: { minDate: orNull(o.minCreated, isoOf), maxDate: orNull(o.maxCreated, isoOf) },
    prices: { minPrice: orNull(o.minPrice, priceOf), maxPrice: orNull(o.maxPrice, priceOf) },
    volumes: { minQuantity: orNull(o.minLitres, cbmFromLitres), maxQuantity: orNull(o.maxLitres, cbmFromLitres) },
    invoices: { invoiceMin: orNull(o.minGross, majorFromMinor), invoiceMax: orNull(o.maxGross, majorFromMinor) },
    deliveryAddress: [...o.addresses]
      .sort((a, b) => a.street.localeCompare(b.street, 'de'))
      .map((d) => ({ id: d.id, street: d.street, zipCode: d.postCode, city: d.city })),
  };
}

/** Where the caller's history starts and what it filters: resolved once per request. */
type Scope = {
  side: OrderSide;
  visibility: Visibility;
  filter: HistoryFilter;
  shareholders: Shareholder[] | undefined;
};

async function scopeOf(deps: OrderHistoryDeps, auth: AuthContext, q: OrderHistoryQuery): Promise<Scope> {
  const additivesAsked = q.productType === 'ADDITIVE' || q.market === 'ADDITIVE';
  // The additive history is the additive market's (flag and account feature: 404/403 when off).
  if (additivesAsked) await assertAdditiveAccess(deps.db, deps.platform, auth.accountId);
  const [visibility, shareholders] = await Promise.all([visibilityOf(deps.db, auth), shareholdersOf(deps.db, auth, q)]);
  const filter = toHistoryFilter(q);
  // Without the additive market on the platform the history is the fuel history.
  if (!additivesAsked && !filter.productType && !deps.platform.features.ENABLE_MARKETPLACE_ADDITIVES)
    filter.productType = 'fuel';
  return { side: sideOf(auth), visibility, filter, shareholders };
}

const accountsOf = (v: Visibility): number[] =>
  v.kind === 'seller' ? [v.accountId] : v.kind === 'buyer' ? v.accountIds : [];

/** One page: a keyset start when a cursor came with the query, else the page number's offset. */
async function pageOf(deps: OrderHistoryDeps, scope: Scope, q: ResolvedOrderHistoryQuery): Promise<OrderHistoryPage> {
  const sort = { sortBy: q.sortBy, sortType: q.sortType };
  const start = q.cursor ? { after: decodeCursor(q.cursor, sort) } : { offset: (q.pageNumber - 1) * q.pageLimit };
  // One row more than asked tells whether a next page exists without counting.
  const rows = await findHistoryRows(deps.db, scope.visibility, scope.filter, sort, start, q.pageLimit + 1);
  const page = rows.slice(0, q.pageLimit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > q.pageLimit && last?.sortKey != null
      ? encodeCursor(sort, { value: last.sortKey, id: last.id })
      : null;
  return { orders: page.map((r) => toRow(r, scope.side)), nextCursor };
}

/** Total and filter options of a filter set, each from the cache when it holds them (decision 036). */
async function summaryOf(deps: OrderHistoryDeps, scope: Scope, pageLimit: number): Promise<OrderHistorySummary> {
  const { visibility, filter, side } = scope;
  const accounts = accountsOf(visibility);
  const now = deps.now().getTime();
  const optionsKey = JSON.stringify(['options', side, visibility, filter.productType ?? null, filter.market ?? null]);
  const countKey = JSON.stringify(['count', visibility, filter]);
  const { counts, options } = deps.summaryCache;
  const countStamp = counts.stamp();
  const optionsStamp = options.stamp();
  const [count, opts] = await Promise.all([
    counts.get(countKey, now) ??
      countHistory(deps.db, visibility, filter, ORDER_HISTORY_COUNT_CAP).then((n) => {
        counts.set(countKey, accounts, n, now, countStamp);
        return n;
      }),
    options.get(optionsKey, now) ??
      Promise.all([
        findFilterOptions(deps.db, visibility, filter),
        findRecentContractNumbers(deps.db, visibility, filter, ORDER_HISTORY_ORDER_ID_OPTIONS),
      ]).then(([o, ids]) => {
        const value = toFilterOptions(o, ids, side);
        options.set(optionsKey, accounts, value, now, optionsStamp);
        return value;
      }),
  ]);
  const total = Math.min(count, ORDER_HISTORY_COUNT_CAP);
  return {
    metadata: { total, pageCount: Math.ceil(total / pageLimit), capped: count > ORDER_HISTORY_COUNT_CAP },
    filterOptions: { ...opts, ...(scope.shareholders ? { shareholders: scope.shareholders } : {}) },
  };
}

/** GET /api/orderHistory (the spec's call): one page, the total and the filter options. */
export async function getOrderHistory(
  deps: OrderHistoryDeps,
  auth: AuthContext,
  query: OrderHistoryQuery,
): Promise<OrderHistoryResponse> {
  const q = withOrderHistoryDefaults(query);
  const scope = await scopeOf(deps, auth, q);
  const [page, summary] = await Promise.all([pageOf(deps, scope, q), summaryOf(deps, scope, q.pageLimit)]);
  return { ...summary, ...page };
}

/** GET /api/orderHistory/page: the rows of one page and the cursor of the next (the web asks it per page). */
export async function getOrderHistoryPage(
  deps: OrderHistoryDeps,
  auth: AuthContext,
  query: OrderHistoryQuery,
): Promise<OrderHistoryPage> {
  const q = withOrderHistoryDefaults(query);
  return pageOf(deps, await scopeOf(deps, auth, q), q);
}

/** GET /api/orderHistory/summary: total and filter options of a filter set (the web asks once per set). */
export async function getOrderHistorySummary(
  deps: OrderHistoryDeps,
  auth: AuthContext,
  query: OrderHistoryQuery,
): Promise<OrderHistorySummary> {
  const q = withOrderHistoryDefaults(query);
  return summaryOf(deps, await scopeOf(deps, auth, q), q.pageLimit);
}

/** Rows per statement of the export's keyset walk. */
const EXPORT_BATCH = 1000;

/**
 * GET /api/orderHistory/export: the filtered list (all pages, at most 10,000 rows) as CSV text in
 * pieces, batch by batch along the same keyset as the pages, so no whole file is ever held. Refusals
 * (400) happen before the first piece, while an error answer can still be sent.
 */
export async function exportOrderHistory(
  deps: OrderHistoryDeps,
  auth: AuthContext,
  query: OrderHistoryQuery,
  now: Date,
): Promise<{ fileName: string; csv: AsyncIterable<string> }> {
  const q = withOrderHistoryDefaults(query);
  const scope = await scopeOf(deps, auth, q);
  const sort = { sortBy: q.sortBy, sortType: q.sortType };
  const brand = deps.platform.brand.id;
  async function* pieces(): AsyncGenerator<string> {
    yield orderHistoryCsvHead(scope.side, brand);
    let start: PageStart = { offset: 0 };
    for (let sent = 0; sent < ORDER_HISTORY_EXPORT_MAX_ROWS;) {
      const limit = Math.min(EXPORT_BATCH, ORDER_HISTORY_EXPORT_MAX_ROWS - sent);
      const rows = await findHistoryRows(deps.db, scope.visibility, scope.filter, sort, start, limit);
      if (rows.length === 0) return;
      yield orderHistoryCsvRows(
        rows.map((r) => toRow(r, scope.side)),
        scope.side,
        brand,
      );
      sent += rows.length;
      if (rows.length < limit) return;
      const last = rows.at(-1)!;
      // Rows without a sort value (no terminal) cannot be a keyset: continue by offset then.
      start = last.sortKey != null ? { after: { value: last.sortKey, id: last.id } } : { offset: sent };
    }
  }
  const day = businessDate(now);
  return { fileName: `bestellhistorie-${day}.csv`, csv: pieces() };
}

/** GET /api/orderHistory/awaiting-count: the seller's orders it may still confirm or decline (its work queue). */
export async function countAwaitingConfirmation(
  deps: Pick<OrderHistoryDeps, 'db'>,
  auth: AuthContext,
): Promise<AwaitingConfirmationCount> {
  return { count: await countSellerOrders(deps.db, auth.accountId, [...SELLER_DECIDABLE_STATUSES]) };
}
