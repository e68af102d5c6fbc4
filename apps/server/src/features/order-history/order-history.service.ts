import {
  ORDER_HISTORY_EXPORT_MAX_ROWS,
  ORDER_HISTORY_ORDER_ID_OPTIONS,
  withOrderHistoryDefaults,
  type OrderHistoryFilterOptions,
  type OrderHistoryQuery,
  type OrderHistoryResponse,
  type OrderHistoryRow,
  type AwaitingConfirmationCount,
} from '@fuel/domain/contracts/order-history';
import { currencyFromCode } from '@fuel/domain/brands/currency';
import { dateRangeFilter, formatDate } from '@fuel/domain/formats/date';
import { cbmFromLitres, litresFromCbm, majorFromMinor, minorFromMajor, PRICE_E4, pricePer100lE4FromInput } from '@fuel/domain/pricing/money';
import { orderStatusLabel, ORDER_STATUSES, SELLER_DECIDABLE_STATUSES, type OrderSide } from '@fuel/domain/trading/order-status';
import { formatIsoDate, orderHistoryCsv } from '@fuel/domain/trading/order-history-export';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import type { Platform } from '../../plugins/platform';
import { AppError } from '../../shared/app-error';
import {
  countSellerOrders,
  findChildAccountIds,
  findFilterOptions,
  findHistoryPage,
  findRecentContractNumbers,
  findShareholderAccounts,
  type HistoryFilter,
  type HistoryRecord,
  type OptionsRecord,
  type Visibility,
} from './order-history.repository';

export type OrderHistoryDeps = { db: Db; platform: Platform };

/** The side whose labels the caller sees: sellers see their sales, everybody else the buyer's view. */
export const sideOf = (auth: AuthContext): OrderSide => (auth.accountType === 'seller' ? 'seller' : 'buyer');

/** A seller sees its sales; a buyer its account's orders and, as a parent, its children's; others none. */
async function visibilityOf(db: Db, auth: AuthContext): Promise<Visibility> {
  if (auth.accountType === 'seller') return { kind: 'seller', accountId: auth.accountId };
  if (auth.accountType === 'buyer') return { kind: 'buyer', accountIds: [auth.accountId, ...(await findChildAccountIds(db, auth.accountId))] };
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
    throw new AppError(400, 'VALIDATION_FAILED', 'Gesellschafter enthält ein Unternehmen, das nicht zu Ihrer Gruppe gehört.', {
      shareholderList: 'Gesellschafter enthält ein Unternehmen, das nicht zu Ihrer Gruppe gehört.',
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

const daysBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
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
        ? { id: r.deliveryAddressId, street: r.deliveryStreet, zipCode: r.deliveryPostCode ?? '', city: r.deliveryCity ?? '' }
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
    collectionTimeText: `${formatIsoDate(r.collectionStartDate)} – ${formatIsoDate(r.collectionEndDate)}`,
    collectionRange: { start: r.collectionStartDate, end: r.collectionEndDate },
    edited: r.offerVersion !== null && r.orderOfferVersion < r.offerVersion,
    cancelled: r.status === 'DECLINED' || r.status === 'DELETED',
    overrides: { current, original },
    purchaseUnit: { label: `${r.buyerUserFirstName} ${r.buyerUserLastName}`.trim(), value: r.buyerUserId },
    creditor: seller,
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

/** GET /api/orderHistory: one page, the totals and the filter options of the caller's whole history. */
export async function getOrderHistory(deps: OrderHistoryDeps, auth: AuthContext, query: OrderHistoryQuery): Promise<OrderHistoryResponse> {
  const q = withOrderHistoryDefaults(query);
  const side = sideOf(auth);
  const [visibility, shareholders] = await Promise.all([visibilityOf(deps.db, auth), shareholdersOf(deps.db, auth, q)]);
  const filter = toHistoryFilter(q);
  const [page, options, orderIds] = await Promise.all([
    findHistoryPage(deps.db, visibility, filter, {
      limit: q.pageLimit,
      offset: (q.pageNumber - 1) * q.pageLimit,
      sortBy: q.sortBy,
      sortType: q.sortType,
    }),
    findFilterOptions(deps.db, visibility, filter),
    findRecentContractNumbers(deps.db, visibility, filter, ORDER_HISTORY_ORDER_ID_OPTIONS),
  ]);
  return {
    metadata: { total: page.total, pageCount: Math.ceil(page.total / q.pageLimit) },
    orders: page.rows.map((r) => toRow(r, side)),
    filterOptions: { ...toFilterOptions(options, orderIds, side), ...(shareholders ? { shareholders } : {}) },
  };
}

/** GET /api/orderHistory/export: the filtered list (all pages, at most 10,000 rows) as CSV. */
export async function exportOrderHistory(
  deps: OrderHistoryDeps,
  auth: AuthContext,
  query: OrderHistoryQuery,
  now: Date,
): Promise<{ fileName: string; csv: string }> {
  const q = withOrderHistoryDefaults(query);
  const side = sideOf(auth);
  const [visibility] = await Promise.all([visibilityOf(deps.db, auth), shareholdersOf(deps.db, auth, q)]);
  const page = await findHistoryPage(deps.db, visibility, toHistoryFilter(q), {
    limit: ORDER_HISTORY_EXPORT_MAX_ROWS,
    offset: 0,
    sortBy: q.sortBy,
    sortType: q.sortType,
  });
  const rows = page.rows.map((r) => toRow(r, side));
  const day = formatDate(now).split('.').reverse().join('-');
  return { fileName: `bestellhistorie-${day}.csv`, csv: orderHistoryCsv(rows, side, deps.platform.brand.id) };
}



/** GET /api/orderHistory/awaiting-count: the seller's orders it may still confirm or decline (its work queue). */
export async function countAwaitingConfirmation(deps: Pick<OrderHistoryDeps, 'db'>, auth: AuthContext): Promise<AwaitingConfirmationCount> {
  return { count: await countSellerOrders(deps.db, auth.accountId, [...SELLER_DECIDABLE_STATUSES]) };
}
