// Liftings (issue 28 part 1): the seller records what left the terminal against a confirmed order; the
// order becomes TRANSFERRED while partly lifted and COMPLETE once the lifted litres reach the ordered
// ones within the tolerance (domain liftings/lifting-rules). Both sides read them on the order.
import {
  tolerancePercentFromBp,
  toleranceBpFromPercent,
  type Lifting,
  type LiftingSettings,
  type OrderLiftings,
  type RecordLiftingRequest,
} from '@fuel/domain/contracts/liftings';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';
import {
  DEFAULT_LIFTING_TOLERANCE_BP,
  LIFTABLE_STATUSES,
  liftingOutcome,
  liftingWindow,
  unliftedLitres,
} from '@fuel/domain/liftings/lifting-rules';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import {
  closeOrderShort,
  findOrderOfParty,
  lockOrderForLifting,
  lockOrderOfSeller,
  setLiftingStatus,
  type OrderForLifting,
} from '../trading/orders.service';
import { recordEvents } from '../webhooks/webhooks.service';
import { issueInvoicesAfterLifting, settleClosedShortOrder } from '../invoices/invoice-issue.service';
import { liftingToleranceOf, setLiftingTolerance } from '../account/account.service';
import {
  findLiftingsOfOrder,
  findOrdersToCloseShort,
  insertLifting,
  liftedLitresOfOrder,
  type LiftingRow,
} from './liftings.repository';

export type LiftingsDeps = {
  db: Db;
  now: () => Date;
  /** Told after the commit whose orders changed (the order history's cached counts and live lists). */
  orderChanges: { announce(accountIds: number[]): void };
};

const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);

/** The seller's tolerance (account feature), the default when the account is gone. */
const toleranceOf = async (db: DbOrTx, sellerAccountId: number) =>
  (await liftingToleranceOf(db, sellerAccountId)) ?? DEFAULT_LIFTING_TOLERANCE_BP;

/** GET /api/liftings/settings: the calling seller's tolerance. */
export async function getLiftingSettings(deps: Pick<LiftingsDeps, 'db'>, auth: AuthContext): Promise<LiftingSettings> {
  return { tolerancePercent: tolerancePercentFromBp(await toleranceOf(deps.db, auth.accountId)) };
}

/** PUT /api/liftings/settings (company admins of sellers): applies to liftings recorded from now on. */
export async function saveLiftingSettings(
  deps: Pick<LiftingsDeps, 'db' | 'now'>,
  auth: AuthContext,
  body: LiftingSettings,
): Promise<LiftingSettings> {
  await setLiftingTolerance(deps, auth, toleranceBpFromPercent(body.tolerancePercent));
  return getLiftingSettings(deps, auth);
}

const toLifting = (r: LiftingRow): Lifting => ({
  id: r.id,
  bolNumber: r.bolNumber,
  liftedAt: r.liftedAt.toISOString(),
  litres15: r.litres15,
  ambientLitres: r.ambientLitres,
  temperatureC: r.temperatureC === null ? null : Number(r.temperatureC),
  densityKgL: r.densityKgL === null ? null : Number(r.densityKgL),
  vehicleRef: r.vehicleRef,
  recordedAt: r.recordedAt.toISOString(),
});

function summary(
  order: OrderForLifting,
  rows: LiftingRow[],
  toleranceBp: number,
  canRecordAsSeller: boolean,
): OrderLiftings {
  const lifted = rows.reduce((sum, r) => sum + r.litres15, 0);
  const window = liftingWindow(order.litres, toleranceBp);
  return {
    orderId: order.id,
    orderedLitres: order.litres,
    liftedLitres: lifted,
    remainingLitres: Math.max(0, order.litres - lifted),
    tolerancePercent: tolerancePercentFromBp(toleranceBp),
    completeFromLitres: window.completeFromLitres,
    maxLitres: window.maxLitres,
    canRecord: canRecordAsSeller && LIFTABLE_STATUSES.includes(order.status),
    liftings: rows.map(toLifting),
  };
}

/** `lifting.recorded` to the buyer's and the seller's account (webhooks, decision 068), in the lifting's transaction. */
function recordLiftingEvents(
  tx: DbOrTx,
  order: OrderForLifting,
  row: LiftingRow,
  outcome: { status: string; liftedLitres: number; remainingLitres: number },
  now: Date,
) {
  const data = {
    orderId: order.id,
    contractNumber: order.contractNumber,
    orderStatus: outcome.status,
    liftedLitres: outcome.liftedLitres,
    remainingLitres: outcome.remainingLitres,
    lifting: toLifting(row),
  };
  return recordEvents(
    tx,
    [order.buyerAccountId, order.sellerAccountId].map((accountId) => ({
      accountId,
      type: 'lifting.recorded' as const,
      data,
    })),
    now,
  );
}

/** GET /api/orders/{id}/liftings: the seller, the buyer or its parent account; anyone else 404. */
export async function listLiftings(deps: Pick<LiftingsDeps, 'db'>, auth: AuthContext, orderId: number) {
  const party = await findOrderOfParty(deps.db, auth.accountId, orderId);
  if (!party) throw NOT_FOUND();
  const toleranceBp = await toleranceOf(deps.db, party.order.sellerAccountId);
  return summary(party.order, await findLiftingsOfOrder(deps.db, orderId), toleranceBp, party.side === 'seller');
}

export type RecordedLifting = { order: OrderForLifting; toleranceBp: number; lifting: LiftingRow };

/**
 * Records one lifting in `tx`: the order's seller only, under the order's row lock, so two liftings at
 * once cannot both pass the tolerance; a bill of lading already recorded is refused. Throws the
 * refusal as an AppError, so a caller recording several (the CSV upload) rolls all of them back.
 */
export async function recordLiftingIn(
  tx: Tx,
  auth: AuthContext,
  orderId: number,
  body: RecordLiftingRequest,
  now: Date,
  /** Added to the audit entry (the CSV upload's id). */
  auditDetails: Record<string, unknown> = {},
): Promise<RecordedLifting> {
  const locked = await lockOrderOfSeller(tx, auth.accountId, orderId);
  if (!locked) throw NOT_FOUND();
  const toleranceBp = await toleranceOf(tx, locked.sellerAccountId);
  const outcome = liftingOutcome({
    market: locked.market,
    status: locked.status,
    orderedLitres: locked.litres,
    liftedLitres: await liftedLitresOfOrder(tx, orderId),
    litres: body.litres15,
    toleranceBp,
    brand: auth.platform,
  });
  if (outcome.kind === 'refused') throw new AppError(409, 'LIFTING_REFUSED', outcome.message);
  const row = await insertLifting(tx, {
    orderId,
    sellerAccountId: auth.accountId,
    bolNumber: body.bolNumber,
    liftedAt: new Date(body.liftedAt),
    litres15: body.litres15,
    ambientLitres: body.ambientLitres ?? null,
    temperatureC: body.temperatureC ?? null,
    densityKgL: body.densityKgL ?? null,
    vehicleRef: body.vehicleRef?.trim() ? body.vehicleRef.trim() : null,
    recordedByUserId: auth.userId,
    recordedAt: now,
  });
  if (!row) throw new AppError(409, 'LIFTING_REFUSED', SERVER_MESSAGES.liftings.bolTaken(body.bolNumber));
  if (outcome.status !== locked.status) await setLiftingStatus(tx, orderId, outcome.status, now);
  await recordLiftingEvents(tx, locked, row, outcome, now);
  await recordAudit(tx, {
    actorUserId: auth.userId,
    accountId: auth.accountId,
    entity: 'order',
    entityId: orderId,
    action: 'order.lifted',
    details: { bolNumber: body.bolNumber, litres15: body.litres15, status: outcome.status, ...auditDetails },
    at: now,
  });
  const order = { ...locked, status: outcome.status };
  await issueInvoicesAfterLifting(
    tx,
    {
      orderId,
      lifting: row,
      liftedLitres: outcome.liftedLitres,
      complete: outcome.status === 'COMPLETE',
      actorUserId: auth.userId,
    },
    now,
  );
  return { order, toleranceBp, lifting: row };
}

/** POST /api/orders/{id}/liftings: the order's seller records a lifting. */
export async function recordLifting(
  deps: LiftingsDeps,
  auth: AuthContext,
  orderId: number,
  body: RecordLiftingRequest,
): Promise<OrderLiftings> {
  const now = deps.now();
  const recorded = await deps.db.transaction((tx) => recordLiftingIn(tx, auth, orderId, body, now));
  deps.orderChanges.announce([recorded.order.buyerAccountId, recorded.order.sellerAccountId]);
  return summary(recorded.order, await findLiftingsOfOrder(deps.db, orderId), recorded.toleranceBp, true);
}

/**
 * The liftings job: partly lifted orders whose collection period ended before `today` (the business
 * day) are closed short (their ids are answered): COMPLETE with what was lifted, the unlifted rest back to the offer or contract.
 * Each order in its own transaction under its lock, so a lifting recorded meanwhile is counted.
 */
export async function closeShortDue(deps: LiftingsDeps, today: string): Promise<number[]> {
  const now = deps.now();
  const closed: number[] = [];
  for (const id of await findOrdersToCloseShort(deps.db, today)) {
    const order = await deps.db.transaction(async (tx) => {
      const locked = await lockOrderForLifting(tx, id);
      if (!locked || locked.status !== 'TRANSFERRED') return null;
      const lifted = await liftedLitresOfOrder(tx, id);
      const rest = unliftedLitres(locked.litres, lifted);
      await closeOrderShort(tx, id, rest, now);
      const last = (await findLiftingsOfOrder(tx, id)).at(-1) ?? null;
      await settleClosedShortOrder(tx, { orderId: id, liftedLitres: lifted, lastLifting: last }, now);
      await recordAudit(tx, {
        actorUserId: null,
        accountId: locked.sellerAccountId,
        entity: 'order',
        entityId: id,
        action: 'order.closed_short',
        details: { liftedLitres: lifted, releasedLitres: rest },
        at: now,
      });
      return locked;
    });
    if (!order) continue;
    closed.push(id);
    deps.orderChanges.announce([order.buyerAccountId, order.sellerAccountId]);
  }
  return closed;
}

/** A liftings CSV's check and template example (the csv-uploads feature reads them through this service). */
export { liftingCsvContext, listLiftableOrders } from './liftings-list.service';
