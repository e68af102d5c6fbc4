import { queryOptions, useQuery } from '@tanstack/react-query';
import { CsvUploadListSchema, type CsvUploadKind } from '@fuel/domain/contracts/csv-uploads';
import { apiGet } from '../../../lib/api-client';
import { csvPaths } from '../csv-kinds';

export const csvUploadKeys = {
  all: ['csv-uploads'] as const,
  history: (kind: CsvUploadKind) => ['csv-uploads', kind, 'history'] as const,
};

/** GET /api/csv-uploads/{kind}: the account's applied uploads, newest first. */
export const getCsvUploads = (kind: CsvUploadKind) => apiGet(csvPaths(kind).history, { schema: CsvUploadListSchema });

export const csvUploadsQuery = (kind: CsvUploadKind) =>
  queryOptions({ queryKey: csvUploadKeys.history(kind), queryFn: () => getCsvUploads(kind) });

export const useCsvUploads = (kind: CsvUploadKind) => useQuery(csvUploadsQuery(kind));
