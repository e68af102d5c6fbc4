import type { InvoiceListQuery } from '@fuel/domain/contracts/invoices';
import { tradeKeyRoots } from '../../../lib/api/trade-keys';

/** Query keys of invoices (issue 28); a payment, a credit note or a bank import invalidates `all`. */
export const invoiceKeys = {
  all: tradeKeyRoots.invoices,
  list: (query: InvoiceListQuery) => [...invoiceKeys.all, 'list', query] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
  overdue: () => [...invoiceKeys.all, 'overdue'] as const,
  ofOrder: (orderId: number) => [...invoiceKeys.all, 'order', orderId] as const,
  settings: ['invoice-settings'] as const,
};
