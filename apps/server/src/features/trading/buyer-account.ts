// Who a line is bought for and where it goes: the ordering account (own or a child account) and a
// delivered offer's delivery address.
import { ACTIVE_USER_STATUS } from '@fuel/domain/constants';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../shared/app-error';
import { tradeError } from './trade-error';
import { orderableLocation } from '../additive-locations/additive-locations.service';
import { findAccountForTrade, findDeliveryAddressOfAccount, findUserAndAccountForTrade } from './trading.repository';

export type TradeAuth = { userId: number; accountId: number; roles: string[] };

/**
 * The account an order is placed for: the caller's own, or a child account of it. Refused with
 * ORDER_NOT_POSSIBLE (contact the operator) when the user may not purchase (role MyOffers_Purchase)
 * or the user or account is blocked or not enabled for online trading.
 */
export async function resolveBuyerAccount(db: DbOrTx, auth: TradeAuth, childAccountId: number | undefined) {
  const { user, account: own } = await findUserAndAccountForTrade(db, auth.userId, auth.accountId);
  const allowed = (a: typeof own) => a && a.type === 'buyer' && a.status === 'ACTIVE' && a.onlineTradingEnabled;
  if (!user || user.statusId !== ACTIVE_USER_STATUS || !user.roles.includes('MyOffers_Purchase') || !allowed(own)) {
    throw tradeError('ORDER_NOT_POSSIBLE');
  }
  if (childAccountId === undefined || childAccountId === auth.accountId) return own!;
  const child = await findAccountForTrade(db, childAccountId);
  if (!child || child.parentAccountId !== auth.accountId)
    throw new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
  if (!allowed(child)) throw tradeError('ORDER_NOT_POSSIBLE');
  return child;
}
export type BuyerAccount = Awaited<ReturnType<typeof resolveBuyerAccount>> & {};

/**
 * Delivered offers need one of the buyer account's active delivery addresses. When it is not
 * required yet (a basket line without one), none is fine; one that is given is checked all the same.
 */
export async function resolveDeliveryAddress(
  db: DbOrTx,
  offer: { deliveryRegionId: number | null },
  buyerAccountId: number,
  addressId: number | null | undefined,
  required: boolean,
): Promise<number | null> {
  if (offer.deliveryRegionId === null || (!addressId && !required)) return null;
  if (!addressId || !(await findDeliveryAddressOfAccount(db, addressId, buyerAccountId)))
    throw tradeError('DELIVERY_ADDRESS_REQUIRED');
  return addressId;
}

/** An additive order goes to one of the buyer account's active additive delivery locations (spec section 5: a delivery address must be chosen). */
export async function resolveAdditiveLocation(
  db: DbOrTx,
  buyerAccountId: number,
  locationId: number | null | undefined,
): Promise<number> {
  if (!locationId || !(await orderableLocation(db, buyerAccountId, locationId)))
    throw tradeError('DELIVERY_ADDRESS_REQUIRED');
  return locationId;
}
