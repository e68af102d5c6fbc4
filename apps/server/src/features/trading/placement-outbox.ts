// What a placement leaves to after its commit (decision 034): its audit entries and its mails, one
// outbox row per submit written in the placement's transaction and worked off by the outbox in
// batches (a handful of statements per batch of submits).
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { OrderDetail } from '@fuel/domain/contracts/orders';
import type { DbOrTx } from '../../db/client';
import type { MailMessage } from '../../plugins/mail';
import { recordAudits, type AuditEntry } from '../../shared/audit';
import { enqueue } from '../../shared/outbox';
import { sideOf, toOrderDetail } from './order-detail';
import { orderConfirmationMail } from './orders.mails';
import { findMailRecipientsOfAccounts, findOrderDetailRows, findUserEmails } from './trading.repository';

export const PLACEMENT_WORK = 'orders.placed';

/** The outbox row of one submit: who placed which orders, and the audit entries (dates as ISO strings). */
type PlacementWork = {
  buyerUserId: number;
  accountId: number;
  orderIds: number[];
  audit: Array<Omit<AuditEntry, 'at'> & { at: string }>;
};

/** In the placement's transaction: one row for the whole submit. */
export async function enqueuePlacement(
  tx: DbOrTx,
  work: Omit<PlacementWork, 'audit'> & { audit: AuditEntry[] },
): Promise<void> {
  const payload: PlacementWork = {
    ...work,
    audit: work.audit.map((a) => ({ ...a, at: (a.at ?? new Date()).toISOString() })),
  };
  await enqueue(tx, PLACEMENT_WORK, payload);
}

export type PlacementWorkDeps = {
  db: DbOrTx;
  brand: () => BrandId;
  mailer: { sendMany(messages: MailMessage[]): Promise<void> };
};

/**
 * The outbox handler of a batch of submits: their audit entries, then per submit ONE confirmation to
 * the buyer and one per seller listing that seller's orders of it. A mail that cannot be delivered
 * keeps its error in the mail outbox; it never undoes an order.
 */
export function placementWork(deps: PlacementWorkDeps) {
  return async (payloads: Array<Record<string, unknown>>): Promise<void> => {
    const works = payloads as PlacementWork[];
    await recordAudits(
      deps.db,
      works.flatMap((w) => w.audit.map((a) => ({ ...a, at: new Date(a.at) }) as AuditEntry)),
    );
    const rows = new Map(
      (
        await findOrderDetailRows(
          deps.db,
          works.flatMap((w) => w.orderIds),
        )
      ).map((row) => [row.order.id, row]),
    );
    const buyerEmails = await findUserEmails(deps.db, [...new Set(works.map((w) => w.buyerUserId))]);
    const sellerIds = [...new Set([...rows.values()].map((row) => row.order.sellerAccountId))];
    const recipients = await findMailRecipientsOfAccounts(deps.db, sellerIds);
    const brand = deps.brand();
    const mails: MailMessage[] = [];
    for (const work of works) {
      const orders = work.orderIds.flatMap((id) => {
        const row = rows.get(id);
        return row ? [toOrderDetail(row, sideOf(row, work.accountId) ?? 'buyer')] : [];
      });
      mails.push(...confirmations(orders, buyerEmails.get(work.buyerUserId) ?? null, recipients, brand));
    }
    await deps.mailer.sendMany(mails);
  };
}

function confirmations(
  orders: OrderDetail[],
  buyerEmail: string | null,
  recipients: Map<number, string[]>,
  brand: BrandId,
): MailMessage[] {
  const mails: MailMessage[] = [];
  if (buyerEmail)
    mails.push(
      orderConfirmationMail(
        buyerEmail,
        orders.map((o) => ({ ...o, side: 'buyer' as const })),
        brand,
        'buyer',
      ),
    );
  for (const sellerId of new Set(orders.map((o) => o.seller.id))) {
    const own = orders.filter((o) => o.seller.id === sellerId);
    for (const to of recipients.get(sellerId) ?? []) mails.push(orderConfirmationMail(to, own, brand, 'seller'));
  }
  return mails;
}
