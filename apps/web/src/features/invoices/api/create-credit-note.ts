import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InvoiceDetailSchema, type CreditNoteRequest } from '@fuel/domain/contracts/invoices';
import { refreshAfterOrders } from '../../../lib/api/trade-keys';
import { apiPost } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** POST /api/invoices/{id}/credit-notes: a full (Storno) or partial (Korrektur) credit note of the invoice. */
export function useCreateCreditNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditNoteRequest) =>
      apiPost(`/api/invoices/${id}/credit-notes`, body, { schema: InvoiceDetailSchema }),
    onSuccess: (answer) => queryClient.setQueryData(invoiceKeys.detail(id), answer),
    // A credit note frees the buyer's credit: the credit figures refresh with the invoices.
    onSettled: () => refreshAfterOrders(queryClient),
  });
}
