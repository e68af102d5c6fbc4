import type { AuditSubject } from '@fuel/domain/audit/audit-vocabulary';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

/** entity and action come from packages/domain's audit vocabulary, so each has its German words. */
export type AuditEntry = AuditSubject & {
  /** Who did it; null for the system or an anonymous caller (e.g. a blocked login). */
  actorUserId: number | null;
  accountId: number | null;
  entityId: string | number;
  details?: Record<string, unknown>;
  /** The app clock (app.now()), so tests that move time see consistent entries. */
  at?: Date;
};

/** Appends one row to the audit log; pass the transaction so the entry commits with the change. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [entry]);
}

/** Appends several rows in one statement (the outbox writes a placement's entries after its commit, decision 034). */
export async function recordAudits(db: DbOrTx, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorUserId: entry.actorUserId,
      accountId: entry.accountId,
      entity: entry.entity,
      entityId: String(entry.entityId),
      action: entry.action,
      details: entry.details ?? {},
      ...(entry.at ? { at: entry.at } : {}),
    })),
  );
}
