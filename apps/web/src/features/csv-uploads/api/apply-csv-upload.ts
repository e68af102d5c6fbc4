import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CsvUploadSchema, type CsvUploadKind } from '@fuel/domain/contracts/csv-uploads';
import { apiPost } from '../../../lib/api-client';
import { invalidateOffers } from '../../../lib/api/trade-keys';
import { relationshipKeys } from '../../../lib/api/relationship-keys';
import { csvPaths } from '../csv-kinds';
import { csvUploadKeys } from './get-csv-uploads';

/** POST /api/csv-uploads/{kind}/{id}/apply: writes the previewed file in one transaction. */
export const applyCsvUpload = (kind: CsvUploadKind, uploadId: number) =>
  apiPost(csvPaths(kind).apply(uploadId), {}, { schema: CsvUploadSchema });

/** Applies and refreshes the history and what the file changed (the offers, or the buyers' terms). */
export function useApplyCsvUpload(kind: CsvUploadKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: number) => applyCsvUpload(kind, uploadId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: csvUploadKeys.history(kind) });
      if (kind === 'offers') await invalidateOffers(queryClient);
      else await queryClient.invalidateQueries({ queryKey: relationshipKeys.all });
    },
  });
}
