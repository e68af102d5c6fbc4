import { ADDITIVE_OFFER_PAGE_SIZE } from '@fuel/domain/constants';
import {
  EMPTY_ADDITIVE_OFFER_LIST,
  type AdditiveOfferListQuery,
  type AdditiveOfferListResponse,
  type AdditiveOfferSortField,
} from '@fuel/domain/contracts/additives';

/** Filters of an additive offer list; null means "all". The counterparty is a buyer (seller's list) or a seller (market). */
export type AdditiveListFilters = {
  productId: number | null;
  purchaseUnitId: number | null;
  counterpartyId: number | null;
  minAvailability: number | null;
};

export type AdditiveListSort = { by: AdditiveOfferSortField; desc: boolean } | null;

export type AdditiveListState = { pageNumber: number; filters: AdditiveListFilters; sort: AdditiveListSort };

/** Spec section 9: the first page is 1. */
export const INITIAL_ADDITIVE_LIST: AdditiveListState = {
  pageNumber: 1,
  filters: { productId: null, purchaseUnitId: null, counterpartyId: null, minAvailability: null },
  sort: null,
};

/** A filter change starts at page 1 again (another filter set is another list). */
export const changeAdditiveFilters = (
  state: AdditiveListState,
  patch: Partial<AdditiveListFilters>,
): AdditiveListState => ({
  ...state,
  pageNumber: 1,
  filters: { ...state.filters, ...patch },
});

export const changeAdditiveSort = (state: AdditiveListState, sort: AdditiveListSort): AdditiveListState => ({
  ...state,
  pageNumber: 1,
  sort,
});

export const hasAdditiveFilters = (f: AdditiveListFilters): boolean => Object.values(f).some((v) => v !== null);

const one = (id: number | null) => (id === null ? undefined : [id]);

/**
 * The query of GET /api/v2/offers/additives for a list state: page size 1000 (spec section 9); the
 * counterparty filter is buyerIds for a seller and sellerIds for a buyer.
 */
export function toAdditiveOfferQuery(state: AdditiveListState, side: 'buyer' | 'seller'): AdditiveOfferListQuery {
  const f = state.filters;
  return {
    pageNumber: state.pageNumber,
    pageLimit: ADDITIVE_OFFER_PAGE_SIZE,
    productIds: one(f.productId),
    purchaseUnitList: one(f.purchaseUnitId),
    buyerIds: side === 'seller' ? one(f.counterpartyId) : undefined,
    sellerIds: side === 'buyer' ? one(f.counterpartyId) : undefined,
    minOfferAvailability: f.minAvailability ?? undefined,
    ...(state.sort ? { sortBy: state.sort.by, sortType: state.sort.desc ? 'desc' : 'asc' } : {}),
  };
}

/**
 * Spec section 8: a failed load clears the list (offers, filter options and paging) instead of keeping
 * the last answer on screen; the page says the status code beside it.
 */
export function shownAdditiveList(result: {
  isError: boolean;
  data: AdditiveOfferListResponse | undefined;
}): AdditiveOfferListResponse | undefined {
  return result.isError ? EMPTY_ADDITIVE_OFFER_LIST : result.data;
}
