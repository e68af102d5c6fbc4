import type { FastifyInstance } from 'fastify';
import {
  CSV_HISTORY_LIMIT,
  csvPreviewOf,
  type CsvPreview,
  type CsvUpload,
  type CsvUploadKind,
  type CsvUploadList,
} from '@fuel/domain/contracts/csv-uploads';
import {
  CSV_MESSAGES,
  decodeCsvBytes,
  MAX_CSV_BYTES,
  type CsvProblem,
  type CsvRowAction,
} from '@fuel/domain/csv/csv-file';
import { CSV_UPLOAD_MESSAGES } from '@fuel/domain/csv/upload-messages';
import type { Tx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { consumeRateLimit } from '../../shared/rate-limit';
import {
  findApplied,
  findAppliedById,
  findAppliedFile,
  findDraft,
  markApplied,
  replaceDraft,
} from './csv-uploads.repository';

export type CsvUploadsDeps = Pick<
  FastifyInstance,
  'db' | 'now' | 'platform' | 'config' | 'marketData' | 'sellerMarketEvents' | 'orderChanges'
>;
/** The session's caller as it is: the owning services' writes (e.g. recordLiftingIn) take all of it. */
export type Caller = AuthContext;

/** A reading of a file: per row what it does and its problems, and all problems (file and rows). */
export type CsvReading = {
  separator: ';' | ',';
  rows: Array<{ row: number; action: CsvRowAction; reference: string | null; summary: string; problems: CsvProblem[] }>;
  problems: CsvProblem[];
};
export type AppliedCounts = { created: number; updated: number; deleted: number };

/** What differs between the kinds of upload: the template, the reading against current data, the writes. */
export type CsvKind<R extends CsvReading> = {
  kind: CsvUploadKind;
  template(deps: CsvUploadsDeps, auth: Caller): Promise<string>;
  read(deps: CsvUploadsDeps, auth: Caller, text: string): Promise<R>;
  /** Writes every row in the caller's transaction through the owning feature's service. */
  write(
    tx: Tx,
    deps: CsvUploadsDeps,
    auth: Caller,
    reading: R,
    details: { csvUploadId: number },
    now: Date,
  ): Promise<AppliedCounts>;
  /** After the commit (e.g. open markets refetch, changed orders announced). */
  afterCommit(deps: CsvUploadsDeps, auth: Caller, reading: R): Promise<void>;
};

/** Readings (preview or apply) one account may run at once in a process: a seller cannot fill the CSV pool alone. */
export const CSV_READINGS_PER_ACCOUNT = 2;
/** Previews and applies per user and minute, counted in the database, so every process shares the count. */
export const CSV_UPLOADS_PER_MINUTE = 30;
const MINUTE = 60_000;
/** A refused reading waits this long before the client tries again (about one 10,000-row preview). */
const BUSY_RETRY_SECONDS = 5;

/** A 429 with the seconds for Retry-After (the routes set the header). */
export class CsvRetryLater extends AppError {
  constructor(
    code: 'CSV_BUSY' | 'CSV_RATE_LIMITED',
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
  }
}

const readingsInFlight = new Map<number, number>();

/** Takes one of the account's reading slots; the release function gives it back (once). Null when all are taken. */
export function takeReadingSlot(accountId: number): (() => void) | null {
  const busy = readingsInFlight.get(accountId) ?? 0;
  if (busy >= CSV_READINGS_PER_ACCOUNT) return null;
  readingsInFlight.set(accountId, busy + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (readingsInFlight.get(accountId) ?? 1) - 1;
    if (left > 0) readingsInFlight.set(accountId, left);
    else readingsInFlight.delete(accountId);
  };
}

/**
 * The limits of a preview or apply (issue 25 part 3): the user's rate first (also for a file that will
 * turn out bad, so trying files in a loop is limited too), then one of the account's reading slots
 * around the read.
 */
async function limitedReading<T>(deps: CsvUploadsDeps, auth: Caller, read: () => Promise<T>): Promise<T> {
  const now = deps.now();
  if (!(await consumeRateLimit(deps.db, `csv-upload:user:${auth.userId}`, CSV_UPLOADS_PER_MINUTE, MINUTE, now))) {
    const secondsLeft = Math.ceil((MINUTE - (now.getTime() % MINUTE)) / 1000);
    throw new CsvRetryLater('CSV_RATE_LIMITED', CSV_UPLOAD_MESSAGES.rateLimited, secondsLeft);
  }
  const release = takeReadingSlot(auth.accountId);
  if (!release) throw new CsvRetryLater('CSV_BUSY', CSV_UPLOAD_MESSAGES.busy, BUSY_RETRY_SECONDS);
  try {
    return await read();
  } finally {
    release();
  }
}

const draftGone = () => new AppError(404, 'CSV_UPLOAD_NOT_FOUND', CSV_UPLOAD_MESSAGES.draftGone);

function decoded(bytes: Uint8Array) {
  if (bytes.length > MAX_CSV_BYTES) throw new AppError(413, 'CSV_FILE_TOO_LARGE', CSV_MESSAGES.tooLarge);
  const text = decodeCsvBytes(bytes);
  if (!text) throw new AppError(400, 'CSV_NOT_TEXT', CSV_MESSAGES.notUtf8OrWindows);
  return text;
}

/**
 * Reads the file against the current data and answers row by row what applying it would do. A file
 * without problems is kept as the user's draft (its id is what apply takes); with problems nothing is
 * stored and nothing changes (spec section 4).
 */
export async function previewUpload<R extends CsvReading>(
  deps: CsvUploadsDeps,
  csv: CsvKind<R>,
  auth: Caller,
  fileName: string,
  bytes: Uint8Array,
): Promise<CsvPreview> {
  return limitedReading(deps, auth, () => readForPreview(deps, csv, auth, fileName, bytes));
}

async function readForPreview<R extends CsvReading>(
  deps: CsvUploadsDeps,
  csv: CsvKind<R>,
  auth: Caller,
  fileName: string,
  bytes: Uint8Array,
): Promise<CsvPreview> {
  const { text, encoding } = decoded(bytes);
  const reading = await csv.read(deps, auth, text);
  const uploadId =
    reading.problems.length === 0
      ? await replaceDraft(deps.db, {
          accountId: auth.accountId,
          userId: auth.userId,
          kind: csv.kind,
          fileName,
          content: bytes,
          now: deps.now(),
        })
      : null;
  return csvPreviewOf({ uploadId, fileName, sizeBytes: bytes.length, encoding, separator: reading.separator }, reading);
}

/**
 * Applies a previewed file: read again against the data as it is now (a problem refuses it, 422),
 * then every write, the counts and the audit entry in one transaction, so a failure in any row
 * leaves everything as it was.
 */
export async function applyUpload<R extends CsvReading>(
  deps: CsvUploadsDeps,
  csv: CsvKind<R>,
  auth: Caller,
  uploadId: number,
): Promise<CsvUpload> {
  const owner = { accountId: auth.accountId, kind: csv.kind };
  // Read outside the transaction (PGlite has one connection; the reading asks other features' services),
  // then write under the draft's lock: the owning services lock and re-check each row they change.
  const draft = await findDraft(deps.db, uploadId, owner);
  if (!draft) throw draftGone();
  const reading = await limitedReading(deps, auth, () => csv.read(deps, auth, decoded(draft.content).text));
  if (reading.problems.length > 0) {
    throw new AppError(
      422,
      'CSV_HAS_ERRORS',
      CSV_UPLOAD_MESSAGES.hasErrors(draft.fileName, reading.problems.length),
      problemFields(reading.problems),
    );
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (!(await findDraft(tx, uploadId, owner, { lock: true }))) throw draftGone();
    const counts = await csv.write(tx, deps, auth, reading, { csvUploadId: draft.id }, now);
    await markApplied(tx, draft.id, { userId: auth.userId, ...counts, now });
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'csv_upload',
      entityId: draft.id,
      action: 'csv_upload.applied',
      details: { kind: csv.kind, fileName: draft.fileName, ...counts },
      at: now,
    });
  });
  await csv.afterCommit(deps, auth, reading);
  const applied = await findAppliedById(deps.db, uploadId, owner);
  return toUpload(applied!);
}

/** The first problems as error fields ("Zeile 4 · Preis"), so a refused apply says where. */
function problemFields(problems: CsvProblem[]): Record<string, string> {
  return Object.fromEntries(
    problems.slice(0, 20).map((p) => [`Zeile ${p.row}${p.column ? ` · ${p.column}` : ''}`, p.message]),
  );
}

/** A refusal of one row's write, named by its row; the transaction rolls back. */
export function rowRefused(row: number, err: unknown): never {
  if (err instanceof AppError)
    throw new AppError(409, 'CSV_APPLY_FAILED', CSV_UPLOAD_MESSAGES.rowFailed(row, err.message));
  throw err;
}

type HistoryRow = NonNullable<Awaited<ReturnType<typeof findAppliedById>>>;
const toUpload = (r: HistoryRow): CsvUpload => ({
  id: r.id,
  kind: r.kind,
  fileName: r.fileName,
  sizeBytes: r.sizeBytes,
  appliedAt: r.appliedAt!.toISOString(),
  user: `${r.firstName} ${r.lastName}`.trim(),
  created: r.created,
  updated: r.updated,
  deleted: r.deleted,
});

/** The account's applied uploads of a kind, newest first (another account's are never listed). */
export async function listUploads(deps: CsvUploadsDeps, kind: CsvUploadKind, auth: Caller): Promise<CsvUploadList> {
  const rows = await findApplied(deps.db, { accountId: auth.accountId, kind }, CSV_HISTORY_LIMIT);
  return { uploads: rows.map(toUpload) };
}

/** The stored file of one of the account's applied uploads (404 for another account's). */
export async function uploadedFile(deps: CsvUploadsDeps, kind: CsvUploadKind, auth: Caller, id: number) {
  const file = await findAppliedFile(deps.db, id, { accountId: auth.accountId, kind });
  if (!file) throw new AppError(404, 'NOT_FOUND', CSV_UPLOAD_MESSAGES.notFound);
  return file;
}
