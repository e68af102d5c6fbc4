import { ORDER_HISTORY_PAGE_SIZE } from '@fuel/domain/constants';
import type { OrderHistoryQuery, OrderHistorySortField } from '@fuel/domain/contracts/order-history';
import type { OrderSide, OrderStatus } from '@fuel/domain/trading/order-status';
import type { OrderProductType } from '@fuel/domain/contracts/orders';

/** The filters of the order history page; empty lists and nulls mean "not filtered". */
export type HistoryFilters = {
  statuses: OrderStatus[];
  productId: number | null;
  terminalId: number | null;
  /** The other side: a seller for a buyer, a buyer for a seller. */
  counterpartyId: number | null;
  /** Buyer accounts of the caller's group (only for ChildAccounts_Offers_View: filterOptions.shareholders). */
  shareholderIds: number[];
  /** "YYYY-MM-DD" calendar days, both ends inclusive. */
  created: [string | null, string | null];
  priceMin: number | null;
  priceMax: number | null;
  volumeMin: number | null;
  volumeMax: number | null;
};

/** The server sorts and pages the history; null is its default (newest first). */
export type HistorySort = { by: OrderHistorySortField; desc: boolean } | null;

export type HistoryState = {
  /** Spec section 4 "orders market selection": fuel (default, index 0) or additive. */
  productType: OrderProductType;
  /** The seller's fuel tabs. */
  market: 'SPOT' | 'TRIGGER';
  pageNumber: number;
  filters: HistoryFilters;
  sort: HistorySort;
  /**
   * Keyset cursors of pages reached by the server's nextCursor (page number -> cursor): the next page
   * continues after the last row shown instead of counting past every earlier row. A page without one
   * (a jump) is asked by its number. Belong to one filter set and sort, so every change drops them.
   */
  cursors: Readonly<Record<number, string>>;
};

export const EMPTY_FILTERS: HistoryFilters = {
  statuses: [],
  productId: null,
  terminalId: null,
  counterpartyId: null,
  shareholderIds: [],
  created: [null, null],
  priceMin: null,
  priceMax: null,
  volumeMin: null,
  volumeMax: null,
};

/** Spot is the default orders market (spec section 9). */
export const INITIAL_STATE: HistoryState = {
  productType: 'FUEL',
  market: 'SPOT',
  pageNumber: 1,
  filters: EMPTY_FILTERS,
  sort: null,
  cursors: {},
};

/** Spec section 4: any filter change resets paging to page 1 (and so reloads the orders). */
export function changeFilters(state: HistoryState, patch: Partial<HistoryFilters>): HistoryState {
  return { ...state, pageNumber: 1, cursors: {}, filters: { ...state.filters, ...patch } };
}

export function changeMarket(state: HistoryState, market: HistoryState['market']): HistoryState {
  return market === state.market ? state : { ...state, market, pageNumber: 1, cursors: {} };
}

/**
 * The other market is another list: page 1, and no filters or sort carried over (terminals, volumes
 * and their sort fields belong to fuel orders).
 */
export function changeProductType(state: HistoryState, productType: OrderProductType): HistoryState {
  return productType === state.productType
    ? state
    : { ...state, productType, pageNumber: 1, cursors: {}, filters: EMPTY_FILTERS, sort: null };
}

/** A new order starts again at page 1, like a filter change: page 3 of another order is another list. */
export function changeSort(state: HistoryState, sort: HistorySort): HistoryState {
  return { ...state, pageNumber: 1, cursors: {}, sort };
}

export function changePage(state: HistoryState, pageNumber: number): HistoryState {
  return { ...state, pageNumber: Math.max(1, Math.floor(pageNumber)) };
}

/** The server answered page `pageNumber` with the cursor of the page after it. */
export function rememberNextCursor(state: HistoryState, pageNumber: number, nextCursor: string | null): HistoryState {
  if (nextCursor === null || state.cursors[pageNumber + 1] === nextCursor) return state;
  return { ...state, cursors: { ...state.cursors, [pageNumber + 1]: nextCursor } };
}

export function hasActiveFilters(f: HistoryFilters): boolean {
  return (
    f.statuses.length > 0 ||
    f.productId !== null ||
    f.terminalId !== null ||
    f.counterpartyId !== null ||
    f.shareholderIds.length > 0 ||
    f.created[0] !== null ||
    f.created[1] !== null ||
    [f.priceMin, f.priceMax, f.volumeMin, f.volumeMax].some((v) => v !== null)
  );
}

const one = (id: number | null) => (id === null ? undefined : [id]);
const value = (v: number | null) => (v === null ? undefined : v);

/**
 * The API query of a page state. Only sellers have the spot/trigger tabs (sales history, fuel only);
 * ranges given the wrong way round are sent sorted, so a half-typed range never makes the call fail.
 */
export function toOrderHistoryQuery(state: HistoryState, side: OrderSide): OrderHistoryQuery {
  const f = state.filters;
  const sorted = (a: number | null, b: number | null): [number | null, number | null] =>
    a !== null && b !== null && a > b ? [b, a] : [a, b];
  const [priceMin, priceMax] = sorted(f.priceMin, f.priceMax);
  const [volumeMin, volumeMax] = sorted(f.volumeMin, f.volumeMax);
  const [createdStart, createdEnd] = f.created;
  return {
    productType: state.productType,
    market: side === 'seller' && state.productType === 'FUEL' ? state.market : undefined,
    pageNumber: state.pageNumber,
    pageLimit: ORDER_HISTORY_PAGE_SIZE,
    cursor: state.cursors[state.pageNumber],
    orderStatusList: f.statuses.length > 0 ? f.statuses : undefined,
    productList: one(f.productId),
    terminalList: one(f.terminalId),
    sellerList: side === 'buyer' ? one(f.counterpartyId) : undefined,
    buyerList: side === 'seller' ? one(f.counterpartyId) : undefined,
    shareholderList: f.shareholderIds.length > 0 ? f.shareholderIds : undefined,
    createdStart: createdStart ?? undefined,
    createdEnd: createdEnd ?? undefined,
    priceMin: value(priceMin),
    priceMax: value(priceMax),
    orderQuantityMin: value(volumeMin),
    orderQuantityMax: value(volumeMax),
    ...(state.sort ? { sortBy: state.sort.by, sortType: state.sort.desc ? 'desc' : 'asc' } : {}),
  };
}
