import type { PriceAlert, PriceAlertInput } from '@fuel/domain/contracts/price-alerts';
import { PRICE_ALERT_FIELD_LABELS as L } from '@fuel/domain/contracts/price-alerts';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { e4FromPer100l, per100lFromE4 } from '@fuel/domain/pricing/units';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import type { Platform } from '../../plugins/platform';
import {
  deleteAlert,
  findAlertOfAccount,
  findAlertReferences,
  findAlertsOfAccount,
  insertAlert,
  updateAlert,
  type PriceAlertRow,
  type PriceAlertValues,
} from './price-alerts.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

export type PriceAlertsDeps = { db: Db; platform: Platform; now: () => Date };
type Buyer = Pick<AuthContext, 'userId' | 'accountId'>;

const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);

export function toPriceAlert(row: PriceAlertRow): PriceAlert {
  return {
    id: row.id,
    comment: row.comment,
    value: per100lFromE4(row.valueE4),
    operator: row.operator,
    productId: row.productId,
    product: row.product,
    terminalId: row.terminalId,
    terminal: row.terminal,
    liftingPeriodType: row.liftingPeriodType,
    status: row.status,
    triggeredAt: row.triggeredAt?.toISOString() ?? null,
    triggeredPrice: row.triggeredPriceE4 === null ? null : per100lFromE4(row.triggeredPriceE4),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/price-alerts: the alerts of the caller's account, newest first. */
export async function listAlerts(deps: PriceAlertsDeps, buyer: Buyer): Promise<PriceAlert[]> {
  return (await findAlertsOfAccount(deps.db, buyer.accountId)).map(toPriceAlert);
}

/** POST /api/price-alerts: an ACTIVE alert; the creating user gets its mail. */
export async function createAlert(deps: PriceAlertsDeps, buyer: Buyer, input: PriceAlertInput): Promise<PriceAlert> {
  const values = await checkedValues(deps, input);
  const id = await insertAlert(deps.db, {
    ...values,
    buyerAccountId: buyer.accountId,
    userId: buyer.userId,
    now: deps.now(),
  });
  return toPriceAlert((await findAlertOfAccount(deps.db, buyer.accountId, id))!);
}

/**
 * PUT /api/price-alerts/{id}: replaces the fields. A changed condition (value, operator, product,
 * terminal, lifting period type) arms the alert again; a new comment alone leaves its status.
 */
export async function changeAlert(
  deps: PriceAlertsDeps,
  buyer: Buyer,
  id: number,
  input: PriceAlertInput,
): Promise<PriceAlert> {
  const values = await checkedValues(deps, input);
  await deps.db.transaction(async (tx) => {
    const existing = await findAlertOfAccount(tx, buyer.accountId, id);
    if (!existing) throw NOT_FOUND();
    const conditionChanged =
      existing.valueE4 !== values.valueE4 ||
      existing.operator !== values.operator ||
      existing.productId !== values.productId ||
      existing.terminalId !== values.terminalId ||
      existing.liftingPeriodType !== values.liftingPeriodType;
    await updateAlert(tx, id, values, conditionChanged, deps.now());
  });
  return toPriceAlert((await findAlertOfAccount(deps.db, buyer.accountId, id))!);
}

/** DELETE /api/price-alerts/{id}. */
export async function removeAlert(deps: PriceAlertsDeps, buyer: Buyer, id: number): Promise<void> {
  if (!(await deleteAlert(deps.db, buyer.accountId, id))) throw NOT_FOUND();
}

/** The product (a fuel) and the terminal must exist: 400 with the field otherwise. */
async function checkedValues(deps: PriceAlertsDeps, input: PriceAlertInput): Promise<PriceAlertValues> {
  const refs = await findAlertReferences(deps.db, input.productId, input.terminalId);
  const fields: Record<string, string> = {};
  if (!refs.product) fields.productId = SERVER_MESSAGES.invalidField(L.productId);
  if (!refs.terminal) fields.terminalId = SERVER_MESSAGES.invalidField(L.terminalId);
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, fields);
  return {
    comment: input.comment,
    valueE4: e4FromPer100l(input.value),
    operator: input.operator,
    productId: input.productId,
    terminalId: input.terminalId,
    liftingPeriodType: input.liftingPeriodType,
  };
}
