import { and, desc, eq, sql } from 'drizzle-orm';
import type { CsvUploadKind } from '@fuel/domain/contracts/csv-uploads';
import type { DbOrTx } from '../../db/client';
import { csvUploads, users } from '../../db/schema';

type Owner = { accountId: number; kind: CsvUploadKind };

/** Stores a checked file as the user's draft of this kind, replacing an earlier one; its id. */
export async function replaceDraft(
  tx: DbOrTx,
  draft: Owner & { userId: number; fileName: string; content: Uint8Array; now: Date },
): Promise<number> {
  await tx
    .delete(csvUploads)
    .where(
      and(eq(csvUploads.userId, draft.userId), eq(csvUploads.kind, draft.kind), eq(csvUploads.status, 'PREVIEWED')),
    );
  const [row] = await tx
    .insert(csvUploads)
    .values({
      accountId: draft.accountId,
      userId: draft.userId,
      kind: draft.kind,
      fileName: draft.fileName,
      content: draft.content,
      createdAt: draft.now,
    })
    .returning({ id: csvUploads.id });
  return row!.id;
}

/** The account's draft with this id; `lock` keeps it until the transaction ends (one apply at a time). */
export async function findDraft(db: DbOrTx, id: number, owner: Owner, opts: { lock?: boolean } = {}) {
  const query = db
    .select({ id: csvUploads.id, fileName: csvUploads.fileName, content: csvUploads.content })
    .from(csvUploads)
    .where(
      and(
        eq(csvUploads.id, id),
        eq(csvUploads.accountId, owner.accountId),
        eq(csvUploads.kind, owner.kind),
        eq(csvUploads.status, 'PREVIEWED'),
      ),
    );
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function markApplied(
  tx: DbOrTx,
  id: number,
  applied: { userId: number; created: number; updated: number; deleted: number; now: Date },
): Promise<void> {
  await tx
    .update(csvUploads)
    .set({
      status: 'APPLIED',
      userId: applied.userId,
      createdCount: applied.created,
      updatedCount: applied.updated,
      deletedCount: applied.deleted,
      appliedAt: applied.now,
    })
    .where(eq(csvUploads.id, id));
}

const historyColumns = {
  id: csvUploads.id,
  kind: csvUploads.kind,
  fileName: csvUploads.fileName,
  sizeBytes: sql<number>`octet_length(${csvUploads.content})`.mapWith(Number),
  appliedAt: csvUploads.appliedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  created: csvUploads.createdCount,
  updated: csvUploads.updatedCount,
  deleted: csvUploads.deletedCount,
};

/** The account's applied uploads of this kind, newest first. */
export function findApplied(db: DbOrTx, owner: Owner, limit: number) {
  return db
    .select(historyColumns)
    .from(csvUploads)
    .innerJoin(users, eq(users.id, csvUploads.userId))
    .where(
      and(eq(csvUploads.accountId, owner.accountId), eq(csvUploads.kind, owner.kind), eq(csvUploads.status, 'APPLIED')),
    )
    .orderBy(desc(csvUploads.appliedAt), desc(csvUploads.id))
    .limit(limit);
}

export async function findAppliedById(db: DbOrTx, id: number, owner: Owner) {
  const [row] = await db
    .select(historyColumns)
    .from(csvUploads)
    .innerJoin(users, eq(users.id, csvUploads.userId))
    .where(
      and(
        eq(csvUploads.id, id),
        eq(csvUploads.accountId, owner.accountId),
        eq(csvUploads.kind, owner.kind),
        eq(csvUploads.status, 'APPLIED'),
      ),
    );
  return row;
}

/** The stored bytes of one of the account's applied uploads. */
export async function findAppliedFile(db: DbOrTx, id: number, owner: Owner) {
  const [row] = await db
    .select({ fileName: csvUploads.fileName, content: csvUploads.content })
    .from(csvUploads)
    .where(
      and(
        eq(csvUploads.id, id),
        eq(csvUploads.accountId, owner.accountId),
        eq(csvUploads.kind, owner.kind),
        eq(csvUploads.status, 'APPLIED'),
      ),
    );
  return row;
}
