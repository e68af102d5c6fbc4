// What a placement leaves to after its commit (decision 034): its audit entries and its mails, one
// outbox row per submit written in the placement's transaction and worked off by the outbox.
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { OrderDetail } from '@fuel/domain/contracts/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { MailMessage } from '../../plugins/mail';
import { recordAudits, type AuditEntry } from '../../shared/audit';
import { enqueue } from '../../shared/outbox';
import { sideOf, toOrderDetail } from './order-detail';
import { orderConfirmationMail } from './orders.mails';
import { findAccountMailRecipients, findOrderDetailRows, findUserEmail } from './trading.repository';

export const PLACEMENT_WORK = 'orders.placed';

/** The outbox row of one submit: who placed which orders, and the audit entries (dates as ISO strings). */
type PlacementWork = {
  buyerUserId: number;
  accountId: number;
  orderIds: number[];
  audit: Array<Omit<AuditEntry, 'at'> & { at: string }>;
};

/** In the placement's transaction: one row for the whole submit. */
export async function enqueuePlacement(tx: DbOrTx, work: Omit<PlacementWork, 'audit'> & { audit: AuditEntry[] }): Promise<void> {
  const payload: PlacementWork = { ...work, audit: work.audit.map((a) => ({ ...a, at: (a.at ?? new Date()).toISOString() })) };
  await enqueue(tx, PLACEMENT_WORK, payload);
}

export type PlacementWorkDeps = {
  db: DbOrTx;
  brand: () => BrandId;
  mailer: { send(message: MailMessage): Promise<void> };
  log: FastifyBaseLogger;
};

/** The outbox handler: the audit entries, then ONE confirmation to the buyer and one per seller listing that seller's orders. */
export function placementWork(deps: PlacementWorkDeps) {
  return async (raw: Record<string, unknown>): Promise<void> => {
    const work = raw as PlacementWork;
    await recordAudits(deps.db, work.audit.map((a) => ({ ...a, at: new Date(a.at) }) as AuditEntry));
    const rows = await findOrderDetailRows(deps.db, work.orderIds);
    const orders = rows.map((row) => toOrderDetail(row, sideOf(row, work.accountId) ?? 'buyer'));
    await notify(deps, work.buyerUserId, orders);
  };
}

/** A failing mail never undoes an order; the mail outbox keeps its error. */
async function notify(deps: PlacementWorkDeps, buyerUserId: number, orders: OrderDetail[]): Promise<void> {
  const brand = deps.brand();
  const buyerEmail = await findUserEmail(deps.db, buyerUserId);
  if (buyerEmail) await deps.mailer.send(orderConfirmationMail(buyerEmail, orders.map((o) => ({ ...o, side: 'buyer' as const })), brand, 'buyer'));
  for (const sellerId of new Set(orders.map((o) => o.seller.id))) {
    const own = orders.filter((o) => o.seller.id === sellerId);
    for (const to of await findAccountMailRecipients(deps.db, sellerId)) await deps.mailer.send(orderConfirmationMail(to, own, brand, 'seller'));
  }
}
