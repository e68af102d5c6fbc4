import { useQuery } from '@tanstack/react-query';
import { InvoiceDetailSchema } from '@fuel/domain/contracts/invoices';
import { apiGet } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /api/invoices/{id}: one document with lines, VAT breakdown, payments and credit notes. */
export const useInvoice = (id: number) =>
  useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: () => apiGet(`/api/invoices/${id}`, { schema: InvoiceDetailSchema }),
  });

/** The file routes of a document, linked as downloads. */
export const invoiceFileUrls = (id: number) => ({
  pdf: `/api/invoices/${id}/pdf`,
  cii: `/api/invoices/${id}/xml?syntax=cii`,
  ubl: `/api/invoices/${id}/xml?syntax=ubl`,
});
