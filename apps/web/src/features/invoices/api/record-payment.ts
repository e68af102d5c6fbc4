import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InvoiceDetailSchema, type RecordPaymentRequest } from '@fuel/domain/contracts/invoices';
import { refreshAfterOrders } from '../../../lib/api/trade-keys';
import { apiPost } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** POST /api/invoices/{id}/payments: the seller records a payment; lists, totals and overdue sums refresh. */
export function useRecordPayment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPaymentRequest) =>
      apiPost(`/api/invoices/${id}/payments`, body, { schema: InvoiceDetailSchema }),
    onSuccess: (answer) => queryClient.setQueryData(invoiceKeys.detail(id), answer),
    // A payment frees the buyer's credit: the credit figures refresh with the invoices.
    onSettled: () => refreshAfterOrders(queryClient),
  });
}
