import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { InvoiceListSchema, type InvoiceListQuery } from '@fuel/domain/contracts/invoices';
import { toQueryString } from '@fuel/domain/validation/query-params';
import { apiGet } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

const withQuery = (path: string, query: object) => {
  const qs = toQueryString(query);
  return qs ? `${path}?${qs}` : path;
};

/** GET /api/invoices: one page of the caller's invoices and credit notes, with the totals of all that match. */
export const invoicesQuery = (query: InvoiceListQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: () => apiGet(withQuery('/api/invoices', query), { schema: InvoiceListSchema }),
  });

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export const useInvoices = (query: InvoiceListQuery) =>
  useQuery({ ...invoicesQuery(query), placeholderData: keepPreviousData });

/** The CSV export of the same filters (every page); a plain link, the browser downloads it. */
export const invoicesExportUrl = (query: InvoiceListQuery) => {
  const { pageNumber: _page, ...filters } = query;
  return withQuery('/api/invoices/export.csv', filters);
};
