// The only Drizzle calls of trigger contracts: the tables it owns (trigger_contracts,
// offline_triggers) and what its lists read of accounts, catalog, relationships and TRIGGER orders.
import { aliasedTable, and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  offlineTriggers,
  orders,
  products,
  relationships,
  terminals,
  triggerContracts,
} from '../../db/schema';
import { VOLUME_RELEASING_STATUSES } from '@fuel/domain/trading/order-status';

const sellers = aliasedTable(accounts, 'seller');
const buyers = aliasedTable(accounts, 'buyer');

const contractColumns = {
  c: triggerContracts,
  sellerName: sellers.name,
  buyerName: buyers.name,
  buyerParentAccountId: buyers.parentAccountId,
  productName: products.name,
  productCategory: products.category,
  productDensity: products.density,
  terminalName: terminals.name,
  terminalCode: terminals.code,
  terminalCity: terminals.city,
};

function contractQuery(db: DbOrTx) {
  return db
    .select(contractColumns)
    .from(triggerContracts)
    .innerJoin(sellers, eq(sellers.id, triggerContracts.sellerAccountId))
    .innerJoin(buyers, eq(buyers.id, triggerContracts.buyerAccountId))
    .innerJoin(products, eq(products.id, triggerContracts.productId))
    .innerJoin(terminals, eq(terminals.id, triggerContracts.terminalId));
}

export type ContractRow = Awaited<ReturnType<typeof findContract>> & {};
export type NewContract = typeof triggerContracts.$inferInsert;

export async function findContract(db: DbOrTx, id: number) {
  const [row] = await contractQuery(db).where(eq(triggerContracts.id, id));
  return row ?? null;
}

/** Locks the contract row FOR UPDATE and reads it after the lock (placement, offline triggers, edits). */
export async function lockContract(tx: DbOrTx, id: number) {
  const [row] = await contractQuery(tx).where(eq(triggerContracts.id, id)).for('update', { of: triggerContracts });
  return row ?? null;
}

/** Contracts of a month the account may see: its own as seller or buyer, and its child accounts' as parent. */
export function findContractsOfAccount(db: DbOrTx, accountId: number, month: string) {
  return contractQuery(db)
    .where(
      and(
        eq(triggerContracts.month, month),
        or(
          eq(triggerContracts.sellerAccountId, accountId),
          eq(triggerContracts.buyerAccountId, accountId),
          eq(buyers.parentAccountId, accountId),
        ),
      ),
    )
    .orderBy(asc(triggerContracts.id));
}

export async function insertContract(db: DbOrTx, values: NewContract): Promise<number> {
  const [row] = await db.insert(triggerContracts).values(values).returning({ id: triggerContracts.id });
  return row!.id;
}

/** An edit against the version the seller saw: 0 rows when someone changed it in between. */
export async function updateContract(
  db: DbOrTx,
  id: number,
  version: number,
  values: Partial<NewContract>,
): Promise<number> {
  const rows = await db
    .update(triggerContracts)
    .set({ ...values, version: sql`${triggerContracts.version} + 1` })
    .where(and(eq(triggerContracts.id, id), eq(triggerContracts.version, version)))
    .returning({ id: triggerContracts.id });
  return rows.length;
}

export async function setContractStatus(
  db: DbOrTx,
  id: number,
  status: NewContract['status'],
  at: Date,
): Promise<void> {
  await db
    .update(triggerContracts)
    .set({ status, updatedAt: at, version: sql`${triggerContracts.version} + 1` })
    .where(eq(triggerContracts.id, id));
}

/** Both sides enabled: the only buyers a seller may make a contract with. */
export async function isRelationshipEnabled(
  db: DbOrTx,
  buyerAccountId: number,
  sellerAccountId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: relationships.id })
    .from(relationships)
    .where(
      and(
        eq(relationships.buyerAccountId, buyerAccountId),
        eq(relationships.sellerAccountId, sellerAccountId),
        eq(relationships.buyerStatus, 'ENABLED'),
        eq(relationships.sellerStatus, 'ENABLED'),
      ),
    );
  return row !== undefined;
}

export async function insertOfflineTrigger(db: DbOrTx, values: typeof offlineTriggers.$inferInsert): Promise<void> {
  await db.insert(offlineTriggers).values(values);
  await db
    .update(triggerContracts)
    .set({ offlineLitres: sql`${triggerContracts.offlineLitres} + ${values.litres}`, updatedAt: values.triggeredAt })
    .where(eq(triggerContracts.id, values.contractId));
}

/**
 * Online triggers of the contracts since an instant, declined or deleted ones left out. A petrol-mix
 * trigger places one order per product under one submit key ("key", "key#2", ...), so triggers are
 * counted by that key (an order without a key counts alone).
 */
export async function countTriggersSince(db: DbOrTx, contractIds: number[], since: Date): Promise<Map<number, number>> {
  if (contractIds.length === 0) return new Map();
  const trigger = sql`coalesce(${orders.buyerUserId}::text || ':' || split_part(${orders.idempotencyKey}, '#', 1), ${orders.id}::text)`;
  const rows = await db
    .select({ contractId: orders.triggerContractId, n: sql<number>`count(distinct ${trigger})::int` })
    .from(orders)
    .where(
      and(
        inArray(orders.triggerContractId, contractIds),
        gte(orders.createdAt, since),
        sql`${orders.status} NOT IN ${[...VOLUME_RELEASING_STATUSES]}`,
      ),
    )
    .groupBy(orders.triggerContractId);
  return new Map(rows.map((r) => [r.contractId!, r.n]));
}

export function findTriggerOrders(db: DbOrTx, contractIds: number[]) {
  if (contractIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      contractId: orders.triggerContractId,
      id: orders.id,
      contractNumber: orders.contractNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      litres: orders.litres,
      pricePer100lE4: orders.pricePer100lE4,
      productName: products.name,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(inArray(orders.triggerContractId, contractIds))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

export function findOfflineTriggers(db: DbOrTx, contractIds: number[]) {
  if (contractIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(offlineTriggers)
    .where(inArray(offlineTriggers.contractId, contractIds))
    .orderBy(asc(offlineTriggers.triggeredAt), asc(offlineTriggers.id));
}

/** Trading's adapter: the contract's online volume moves with its orders, in the placement transaction. */
export async function addTriggeredLitres(tx: DbOrTx, id: number, litres: number, at: Date): Promise<void> {
  await tx
    .update(triggerContracts)
    .set({ triggeredLitres: sql`${triggerContracts.triggeredLitres} + ${litres}`, updatedAt: at })
    .where(eq(triggerContracts.id, id));
}

/** A declined trigger gives its litres back to the contract (never below zero). */
export async function releaseTriggeredLitres(tx: DbOrTx, id: number, litres: number, at: Date): Promise<void> {
  await tx
    .update(triggerContracts)
    .set({ triggeredLitres: sql`greatest(0, ${triggerContracts.triggeredLitres} - ${litres})`, updatedAt: at })
    .where(eq(triggerContracts.id, id));
}

/** The products a petrol mix names, with what their price needs (category, density) and whether they are petrol. */
export function findProductsById(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      name: products.name,
      type: products.type,
      category: products.category,
      density: products.density,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/**
 * The contracts among `contractIds` with any trigger, online (an order in any status: the history shows
 * it) or offline: their buyer, product and terminal are fixed (issue 25 part 2, decision 054).
 */
export async function findContractsWithTriggers(db: DbOrTx, contractIds: number[]): Promise<Set<number>> {
  if (contractIds.length === 0) return new Set();
  const online = await db
    .selectDistinct({ id: orders.triggerContractId })
    .from(orders)
    .where(inArray(orders.triggerContractId, contractIds));
  const offline = await db
    .selectDistinct({ id: offlineTriggers.contractId })
    .from(offlineTriggers)
    .where(inArray(offlineTriggers.contractId, contractIds));
  return new Set([...online, ...offline].map((r) => r.id!));
}
