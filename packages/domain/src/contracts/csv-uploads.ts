import { z } from 'zod';
import { IdParamsSchema } from '../validation/numbers';
import { requiredString } from '../validation/fields';
import type { CsvEncoding, CsvProblem, CsvRowAction } from '../csv/csv-file';

// CSV uploads of offers and credit limits (issue 18 parts 1 to 3, decision 044) and liftings (issue 28):
//   GET  /api/csv-uploads/{kind}/template       the template (text/csv)
//   POST /api/csv-uploads/{kind}/preview?fileName=  the raw file (text/csv) -> CsvPreview
//   POST /api/csv-uploads/{kind}/{id}/apply     applies a previewed file in one transaction
//   GET  /api/csv-uploads/{kind}                the history; GET .../{id}/file the stored file

export const CSV_UPLOAD_KINDS = ['offers', 'credit-limits', 'liftings'] as const;
export type CsvUploadKind = (typeof CSV_UPLOAD_KINDS)[number];

/** The content types a CSV upload may be sent as (browsers name a .csv file differently). */
export const CSV_CONTENT_TYPES = [
  'text/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/octet-stream',
] as const;

export const CsvPreviewQuerySchema = z.strictObject({ fileName: requiredString('Dateiname', 255) });
export type CsvPreviewQuery = z.infer<typeof CsvPreviewQuerySchema>;
export const CsvUploadIdParamsSchema = IdParamsSchema;

const ActionSchema = z.enum(['create', 'update', 'delete', 'unchanged'] satisfies CsvRowAction[]);

export const CsvProblemSchema = z.object({
  /** The row as a spreadsheet numbers it (header = 1); 0 = the file as a whole. */
  row: z.number().int(),
  /** The column's header; null = the whole row or file. */
  column: z.string().nullable(),
  message: z.string(),
}) satisfies z.ZodType<CsvProblem>;

export const CsvPreviewRowSchema = z.object({
  row: z.number().int(),
  action: ActionSchema,
  /** The offer number, customer number or contract number the row names; null for a new offer. */
  reference: z.string().nullable(),
  summary: z.string(),
  problems: z.array(CsvProblemSchema),
});
export type CsvPreviewRow = z.infer<typeof CsvPreviewRowSchema>;

export const CsvCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  delete: z.number().int(),
  unchanged: z.number().int(),
});
export type CsvCounts = z.infer<typeof CsvCountsSchema>;

/** What applying the file would do, row by row, or why it cannot be applied. */
export const CsvPreviewSchema = z.object({
  /** The stored draft to apply; null when the file has problems (nothing is stored, nothing changes). */
  uploadId: z.number().int().nullable(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  encoding: z.enum(['utf-8', 'utf-8-bom', 'windows-1252'] satisfies CsvEncoding[]),
  separator: z.enum([';', ',']),
  counts: CsvCountsSchema,
  /** Problems of the file itself (size, header, limits); row problems are with their rows. */
  fileProblems: z.array(CsvProblemSchema),
  problemCount: z.number().int(),
  rows: z.array(CsvPreviewRowSchema),
});
export type CsvPreview = z.infer<typeof CsvPreviewSchema>;

/** One applied upload of the history (spec section 3 "CSV history"). */
export const CsvUploadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CSV_UPLOAD_KINDS),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  appliedAt: z.string(),
  user: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
});
export type CsvUpload = z.infer<typeof CsvUploadSchema>;

export const CsvUploadListSchema = z.object({ uploads: z.array(CsvUploadSchema) });
export type CsvUploadList = z.infer<typeof CsvUploadListSchema>;

/** How many uploads the history lists (newest first). */
export const CSV_HISTORY_LIMIT = 50;

/** The preview of a reading: counts per action and the rows with their problems. */
export function csvPreviewOf(
  meta: Pick<CsvPreview, 'uploadId' | 'fileName' | 'sizeBytes' | 'encoding' | 'separator'>,
  reading: {
    rows: Array<{
      row: number;
      action: CsvRowAction;
      reference: string | null;
      summary: string;
      problems: CsvProblem[];
    }>;
    problems: CsvProblem[];
  },
): CsvPreview {
  const counts: CsvCounts = { create: 0, update: 0, delete: 0, unchanged: 0 };
  for (const r of reading.rows) counts[r.action] += 1;
  return {
    ...meta,
    counts,
    fileProblems: reading.problems.filter((p) => p.row <= 1),
    problemCount: reading.problems.length,
    rows: reading.rows.map((r) => ({
      row: r.row,
      action: r.action,
      reference: r.reference,
      summary: r.summary,
      problems: r.problems,
    })),
  };
}
