// Work a transaction hands over to after its commit (decision 034). The rows commit with the change
// or not at all; the outbox plugin works them off after the commit.
import type { DbOrTx } from '../db/client';
import { outbox } from '../db/schema';

/** Writes one piece of after-commit work; pass the transaction so it commits with the change. */
export async function enqueue(db: DbOrTx, kind: string, payload: Record<string, unknown>): Promise<void> {
  await db.insert(outbox).values({ kind, payload });
}
