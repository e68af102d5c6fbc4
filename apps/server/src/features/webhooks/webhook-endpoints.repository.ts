// The Drizzle queries of webhook endpoints; every one is scoped to the caller's account.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EndpointValues = { url: string; description: string | null; eventTypes: string[]; active: boolean };

const own = (id: number, accountId: number) =>
  and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.accountId, accountId));

export function findEndpoints(db: DbOrTx, accountId: number): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId))
    .orderBy(asc(webhookEndpoints.id));
}

export async function findOwnEndpoint(db: DbOrTx, id: number, accountId: number): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(own(id, accountId));
  return row ?? null;
}

export async function insertEndpoint(
  db: DbOrTx,
  values: EndpointValues & { accountId: number; secret: string; createdAt: Date },
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateOwnEndpoint(
  db: DbOrTx,
  id: number,
  accountId: number,
  values: EndpointValues,
): Promise<EndpointRow | null> {
  const [row] = await db.update(webhookEndpoints).set(values).where(own(id, accountId)).returning();
  return row ?? null;
}

/** Its deliveries go with it (ON DELETE CASCADE); the events stay for the account's other endpoints. */
export async function deleteOwnEndpoint(db: DbOrTx, id: number, accountId: number): Promise<boolean> {
  const rows = await db.delete(webhookEndpoints).where(own(id, accountId)).returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function rotateOwnSecret(
  db: DbOrTx,
  id: number,
  accountId: number,
  secret: string,
  previousSecret: string,
  previousUntil: Date,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret, previousSecret, previousSecretUntil: previousUntil })
    .where(own(id, accountId))
    .returning();
  return row ?? null;
}
