import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BankLinesResultSchema, type BankLinesRequest } from '@fuel/domain/contracts/invoices';
import { refreshAfterOrders } from '../../../lib/api/trade-keys';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/invoices/bank-lines: the seller's bank statement as CSV text, matched by invoice number;
 * apply=false previews, apply=true records the matched payments (then every invoice query refreshes).
 */
export function useImportBankLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankLinesRequest) =>
      apiPost('/api/invoices/bank-lines', body, { schema: BankLinesResultSchema }),
    onSuccess: (answer) => {
      if (answer.applied) void refreshAfterOrders(queryClient);
    },
  });
}
