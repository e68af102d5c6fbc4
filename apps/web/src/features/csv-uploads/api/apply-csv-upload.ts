import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CsvUploadSchema, type CsvUploadKind } from '@fuel/domain/contracts/csv-uploads';
import { apiPost } from '../../../lib/api-client';
import { invalidateOffers, refreshAfterOrders } from '../../../lib/api/trade-keys';
import { relationshipKeys } from '../../../lib/api/relationship-keys';
import { csvPaths } from '../csv-kinds';
import { csvUploadKeys } from './get-csv-uploads';

/** POST /api/csv-uploads/{kind}/{id}/apply: writes the previewed file in one transaction. */
export const applyCsvUpload = (kind: CsvUploadKind, uploadId: number) =>
  apiPost(csvPaths(kind).apply(uploadId), {}, { schema: CsvUploadSchema });

/** Applies and refreshes the history and what the file changed (the offers, the buyers' terms, or orders and liftings). */
export function useApplyCsvUpload(kind: CsvUploadKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: number) => applyCsvUpload(kind, uploadId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: csvUploadKeys.history(kind) });
      if (kind === 'offers') await invalidateOffers(queryClient);
      else if (kind === 'credit-limits') await queryClient.invalidateQueries({ queryKey: relationshipKeys.all });
      else {
        // The liftings feature's queries (its key root) and the orders whose status the liftings moved on.
        await queryClient.invalidateQueries({ queryKey: ['liftings'] });
        void refreshAfterOrders(queryClient);
      }
    },
  });
}
