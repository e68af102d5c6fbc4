import { useMutation } from '@tanstack/react-query';
import { CsvPreviewSchema, type CsvUploadKind } from '@fuel/domain/contracts/csv-uploads';
import { apiUpload } from '../../../lib/api-client';
import { csvPaths } from '../csv-kinds';

/** POST /api/csv-uploads/{kind}/preview: the raw file; the server's authoritative preview. */
export const previewCsvUpload = (kind: CsvUploadKind, file: File, onProgress: (fraction: number) => void) =>
  apiUpload(csvPaths(kind).preview(file.name), file, { schema: CsvPreviewSchema, contentType: 'text/csv', onProgress });

export function usePreviewCsvUpload(kind: CsvUploadKind, onProgress: (fraction: number) => void) {
  return useMutation({ mutationFn: (file: File) => previewCsvUpload(kind, file, onProgress) });
}
