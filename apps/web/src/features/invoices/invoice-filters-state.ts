import type { InvoiceKind, InvoiceListQuery, INVOICE_STATE_FILTERS } from '@fuel/domain/contracts/invoices';

export type InvoiceStateFilter = (typeof INVOICE_STATE_FILTERS)[number];

/** The filters of "Rechnungen"; nulls and '' mean "not filtered". */
export type InvoiceFilters = {
  state: InvoiceStateFilter;
  kind: InvoiceKind | null;
  /** The other side: a buyer for a seller, a seller for a buyer. */
  partnerAccountId: number | null;
  /** "YYYY-MM-DD" invoice days, both ends inclusive. */
  from: string | null;
  to: string | null;
  /** Invoice, contract or BOL number (contains). */
  q: string;
};

export const EMPTY_INVOICE_FILTERS: InvoiceFilters = {
  state: 'all',
  kind: null,
  partnerAccountId: null,
  from: null,
  to: null,
  q: '',
};

export const hasActiveInvoiceFilters = (f: InvoiceFilters): boolean =>
  f.state !== 'all' || f.kind !== null || f.partnerAccountId !== null || f.from !== null || f.to !== null || f.q !== '';

/** The API query of the filters and page; a range given the wrong way round is sent sorted. */
export function toInvoiceListQuery(f: InvoiceFilters, pageNumber: number): InvoiceListQuery {
  const [from, to] = f.from && f.to && f.from > f.to ? [f.to, f.from] : [f.from, f.to];
  const q = f.q.trim();
  return {
    state: f.state === 'all' ? undefined : f.state,
    kind: f.kind ?? undefined,
    partnerAccountId: f.partnerAccountId ?? undefined,
    from: from ?? undefined,
    to: to ?? undefined,
    q: q === '' ? undefined : q,
    pageNumber: pageNumber > 1 ? pageNumber : undefined,
  };
}
