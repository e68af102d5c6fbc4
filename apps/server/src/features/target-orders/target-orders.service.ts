// Target-price orders (issue 29): the buyer's list, create, edit, pause, resume and cancel. Filling
// them is target-orders.matcher.ts.
import type { TargetDemand, TargetOrder, TargetOrderInput } from '@fuel/domain/contracts/target-orders';
import { TARGET_ORDER_MESSAGES as M } from '@fuel/domain/contracts/target-orders';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { cbmFromLitres, litresFromCbm } from '@fuel/domain/pricing/money';
import { e4FromPer100l, per100lFromE4 } from '@fuel/domain/pricing/units';
import {
  TARGET_ORDER_MAX_VALID_DAYS,
  targetOrderState,
  type TargetOrderStatus,
} from '@fuel/domain/target-orders/target-order-rules';
import type { Db } from '../../db/client';
import { AppError } from '../../shared/app-error';
import { activeDeliveryAddressesOf } from '../delivery-addresses/delivery-addresses.service';
import {
  countKnown,
  findAddressNames,
  findDemandOfSeller,
  findFills,
  findOwnOrChildBuyer,
  findPlaceNames,
  findTargetOfAccount,
  findTargetsOfAccount,
  insertTarget,
  setTargetStatus,
  updateTarget,
  type TargetOrderRow,
  type TargetValues,
} from './target-orders.repository';

export type TargetOrdersDeps = {
  db: Db;
  now: () => Date;
  /** The brand trades delivered products (feature DELIVERED_PRODUCTS): targets may name a delivery address. */
  deliveredProducts: boolean;
  /** The best current price per target (the matcher's view), for the list's distance. */
  bestPrices?: (rows: TargetOrderRow[]) => Promise<Map<number, number | null>>;
  /** After a create, edit or resume: match at once rather than at the next tick. */
  matchSoon?: () => void;
};
type Caller = { userId: number; accountId: number };

const T = SERVER_MESSAGES.targetOrders;
const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
const closed = () => new AppError(409, 'TARGET_ORDER_CLOSED', ERROR_MESSAGES.TARGET_ORDER_CLOSED);
const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, fields);

/** GET /api/target-orders: the caller's account's and its child accounts', newest first. */
export async function listTargets(deps: TargetOrdersDeps, caller: Caller): Promise<TargetOrder[]> {
  return toTargetOrders(deps, await findTargetsOfAccount(deps.db, caller.accountId));
}

export async function createTarget(
  deps: TargetOrdersDeps,
  caller: Caller,
  input: TargetOrderInput,
): Promise<TargetOrder> {
  const buyerAccountId = input.buyerAccountId ?? caller.accountId;
  if (!(await findOwnOrChildBuyer(deps.db, caller.accountId, buyerAccountId)))
    throw invalid({ buyerAccountId: T.unknownBuyer });
  const values = await checkedValues(deps, input, buyerAccountId);
  const id = await insertTarget(deps.db, { ...values, buyerAccountId, userId: caller.userId, now: deps.now() });
  deps.matchSoon?.();
  return oneTarget(deps, caller, id);
}

/** PUT: what the buyer changed applies from the next match; a refusal's pause stays until resumed. */
export async function changeTarget(
  deps: TargetOrdersDeps,
  caller: Caller,
  id: number,
  input: TargetOrderInput,
): Promise<TargetOrder> {
  const row = await findTargetOfAccount(deps.db, caller.accountId, id);
  if (!row) throw NOT_FOUND();
  if (input.buyerAccountId !== undefined && input.buyerAccountId !== row.buyerAccountId)
    throw invalid({ buyerAccountId: T.buyerFixed });
  const values = await checkedValues(deps, input, row.buyerAccountId);
  if (values.litres < row.filledLitres) throw invalid({ quantityCbm: T.belowFilled });
  if (!(await updateTarget(deps.db, id, values, deps.now()))) throw closed();
  deps.matchSoon?.();
  return oneTarget(deps, caller, id);
}

const TRANSITIONS: Record<'pause' | 'resume' | 'cancel', { from: TargetOrderStatus[]; to: TargetOrderStatus }> = {
  pause: { from: ['ACTIVE'], to: 'PAUSED' },
  resume: { from: ['PAUSED'], to: 'ACTIVE' },
  cancel: { from: ['ACTIVE', 'PAUSED'], to: 'CANCELLED' },
};

/** POST /api/target-orders/{id}/pause|resume|cancel. Resuming clears a refusal. */
export async function transitionTarget(
  deps: TargetOrdersDeps,
  caller: Caller,
  id: number,
  action: keyof typeof TRANSITIONS,
): Promise<TargetOrder> {
  const row = await findTargetOfAccount(deps.db, caller.accountId, id);
  if (!row) throw NOT_FOUND();
  const now = deps.now();
  const state = targetOrderState(row, now);
  if (state === 'EXPIRED' || state === 'FILLED' || state === 'CANCELLED') throw closed();
  const { from, to } = TRANSITIONS[action];
  if (row.status !== to && !(await setTargetStatus(deps.db, id, { from, to, refusal: null, now }))) throw closed();
  if (to === 'ACTIVE') deps.matchSoon?.();
  return oneTarget(deps, caller, id);
}

/** GET /api/target-orders/demand: the seller's anonymised demand view (issue 29 part 3). */
export async function demandOfSeller(deps: TargetOrdersDeps, seller: Caller): Promise<TargetDemand> {
  const rows = await findDemandOfSeller(deps.db, seller.accountId, deps.now());
  return {
    items: rows.map((r) => ({
      product: r.product,
      terminal: r.terminal,
      quantityCbm: cbmFromLitres(r.litres),
      bestTargetPrice: per100lFromE4(r.bestTargetPriceE4),
      buyers: r.buyers,
    })),
  };
}

async function oneTarget(deps: TargetOrdersDeps, caller: Caller, id: number): Promise<TargetOrder> {
  const row = await findTargetOfAccount(deps.db, caller.accountId, id);
  if (!row) throw NOT_FOUND();
  return (await toTargetOrders(deps, [row]))[0]!;
}

async function checkedValues(
  deps: TargetOrdersDeps,
  input: TargetOrderInput,
  buyerAccountId: number,
): Promise<TargetValues> {
  const now = deps.now();
  const validUntil = new Date(input.validUntil);
  const fields: Record<string, string> = {};
  if (validUntil.getTime() <= now.getTime()) fields.validUntil = M.validUntilPast;
  else if (validUntil.getTime() > now.getTime() + TARGET_ORDER_MAX_VALID_DAYS * 86_400_000)
    fields.validUntil = M.validUntilTooFar;
  const terminalIds = [...new Set(input.terminalIds)];
  const known = await countKnown(deps.db, { productId: input.productId, terminalIds, regionId: input.regionId });
  if (!known.product) fields.productId = SERVER_MESSAGES.unknownOrInactive.product;
  if (known.terminals !== terminalIds.length) fields.terminalIds = SERVER_MESSAGES.unknownOrInactive.terminal;
  if (input.regionId !== null && !known.region) fields.regionId = T.unknownRegion;
  if (input.deliveryAddressId !== null) {
    if (!deps.deliveredProducts) fields.deliveryAddressId = M.deliveryOff;
    // The orders go to this address: it must be one of the target's buyer account's active addresses.
    else if (!(await activeDeliveryAddressesOf(deps.db, buyerAccountId)).some((a) => a.id === input.deliveryAddressId))
      fields.deliveryAddressId = M.deliveryAddressUnknown;
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return {
    productId: input.productId,
    terminalIds,
    regionId: input.regionId,
    deliveryAddressId: input.deliveryAddressId,
    litres: litresFromCbm(input.quantityCbm),
    targetPriceE4: e4FromPer100l(input.targetPrice),
    liftingFrom: input.liftingFrom,
    liftingTo: input.liftingTo,
    validUntil,
  };
}

async function toTargetOrders(deps: TargetOrdersDeps, rows: TargetOrderRow[]): Promise<TargetOrder[]> {
  const now = deps.now();
  const [fills, places, best, addresses] = await Promise.all([
    findFills(
      deps.db,
      rows.map((r) => r.id),
    ),
    findPlaceNames(
      deps.db,
      [...new Set(rows.flatMap((r) => r.terminalIds))],
      [...new Set(rows.flatMap((r) => (r.regionId === null ? [] : [r.regionId])))],
    ),
    deps.bestPrices ? deps.bestPrices(rows) : Promise.resolve(new Map<number, number | null>()),
    findAddressNames(deps.db, [
      ...new Set(rows.flatMap((r) => (r.deliveryAddressId === null ? [] : [r.deliveryAddressId]))),
    ]),
  ]);
  return rows.map((row) => {
    const bestE4 = best.get(row.id) ?? null;
    return {
      id: row.id,
      buyer: row.buyer,
      product: row.product,
      terminals: places.terminals.filter((t) => row.terminalIds.includes(t.id)).map(({ id, name }) => ({ id, name })),
      region: places.regions.find((r) => r.id === row.regionId) ?? null,
      deliveryAddress: addresses.find((a) => a.id === row.deliveryAddressId) ?? null,
      quantityCbm: cbmFromLitres(row.litres),
      filledCbm: cbmFromLitres(row.filledLitres),
      targetPrice: per100lFromE4(row.targetPriceE4),
      liftingFrom: row.liftingFrom,
      liftingTo: row.liftingTo,
      validUntil: row.validUntil.toISOString(),
      status: row.status,
      state: targetOrderState(row, now),
      refusal: row.refusal,
      bestPrice: bestE4 === null ? null : per100lFromE4(bestE4),
      distance: bestE4 === null ? null : per100lFromE4(bestE4 - row.targetPriceE4),
      fills: fills
        .filter((f) => f.targetOrderId === row.id)
        .map((f) => ({
          orderId: f.orderId,
          orderNumber: f.orderNumber,
          sellerName: f.sellerName,
          terminalName: f.terminalName,
          quantityCbm: cbmFromLitres(f.litres),
          price: per100lFromE4(f.priceE4),
          at: f.createdAt.toISOString(),
        })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
