import { useQuery } from '@tanstack/react-query';
import { OrderInvoicesSchema } from '@fuel/domain/contracts/invoices';
import { apiGet } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /api/orders/{id}/invoices: the order's invoices and credit notes, for both sides. */
export const useOrderInvoices = (orderId: number) =>
  useQuery({
    queryKey: invoiceKeys.ofOrder(orderId),
    queryFn: () => apiGet(`/api/orders/${orderId}/invoices`, { schema: OrderInvoicesSchema }),
  });
