import type { FastifyInstance } from 'fastify';
import { PURCHASE_ROLE } from '@fuel/domain/contracts/users';
import type { BuyerUsers, PurchaseRightUpdate } from '@fuel/domain/contracts/purchase-rights';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { AuthContext } from '../../plugins/authorization';
import { assertPlatformSeller } from '../../plugins/platform';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { findSellerRelationship } from './buyer-management.repository';
import { setRoles } from '../users/user-records.service';
import * as repo from './purchase-rights.repository';

export type PurchaseRightsDeps = Pick<FastifyInstance, 'db' | 'now' | 'platform'>;
type Caller = Pick<AuthContext, 'userId' | 'accountId'>;

const notFound = () => new AppError(404, 'RELATIONSHIP_NOT_FOUND', ERROR_MESSAGES.RELATIONSHIP_NOT_FOUND);
const userNotFound = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);

/** SELLER_ABLE_TO_SET_PURCHASE_RIGHTS (only with SINGLE_SELLER_MODE): otherwise the buyer's admins decide. */
function requireFeature(deps: PurchaseRightsDeps): void {
  if (!deps.platform.features.SELLER_ABLE_TO_SET_PURCHASE_RIGHTS) {
    throw new AppError(409, 'PURCHASE_RIGHTS_BY_SELLER_DISABLED', ERROR_MESSAGES.PURCHASE_RIGHTS_BY_SELLER_DISABLED);
  }
}

/** The buyer account of one of the seller's own relationships (another seller's answers 404). */
async function buyerOf(deps: PurchaseRightsDeps, auth: Caller, relationshipId: number): Promise<number> {
  // Only the platform's one seller reads and sets its buyers' purchase rights (decision 054).
  await assertPlatformSeller(deps.db, deps.platform, auth.accountId, 'PURCHASE_RIGHTS_PLATFORM_SELLER_ONLY');
  const rel = await findSellerRelationship(deps.db, relationshipId, auth.accountId);
  if (!rel) throw notFound();
  return rel.buyerAccountId;
}

/** GET /api/buyer-management/{relationshipId}/users: the buyer's users and their purchase right. */
export async function listBuyerUsers(
  deps: PurchaseRightsDeps,
  auth: Caller,
  relationshipId: number,
): Promise<BuyerUsers> {
  requireFeature(deps);
  const buyerAccountId = await buyerOf(deps, auth, relationshipId);
  const [onlineTradingEnabled, rows] = await Promise.all([
    repo.findOnlineTradingEnabled(deps.db, buyerAccountId),
    repo.listUsersOfAccount(deps.db, buyerAccountId),
  ]);
  return {
    onlineTradingEnabled,
    users: rows.map(({ roles, ...u }) => ({ ...u, purchaseRight: roles.includes(PURCHASE_ROLE) })),
  };
}

/**
 * PUT /api/buyer-management/{relationshipId}/users/{userId}/purchase-right: the seller grants or
 * revokes a buyer user's purchase right (role MyOffers_Purchase). Granting needs the buyer account
 * to be enabled for online trading (422), as for the buyer's own admins.
 */
export async function setPurchaseRight(
  deps: PurchaseRightsDeps,
  auth: Caller,
  relationshipId: number,
  userId: number,
  input: PurchaseRightUpdate,
): Promise<BuyerUsers> {
  requireFeature(deps);
  const buyerAccountId = await buyerOf(deps, auth, relationshipId);
  await deps.db.transaction(async (tx) => {
    const user = await repo.findUserOfAccountForUpdate(tx, userId, buyerAccountId);
    if (!user) throw userNotFound();
    const has = user.roles.includes(PURCHASE_ROLE);
    if (has === input.granted) return;
    if (input.granted && !(await repo.findOnlineTradingEnabled(tx, buyerAccountId))) {
      throw new AppError(422, 'PURCHASE_RIGHTS_NOT_ENABLED', ERROR_MESSAGES.PURCHASE_RIGHTS_NOT_ENABLED);
    }
    const roles = input.granted ? [...user.roles, PURCHASE_ROLE] : user.roles.filter((r) => r !== PURCHASE_ROLE);
    await setRoles(tx, userId, roles);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'user',
      entityId: userId,
      action: input.granted ? 'purchase-right.granted-by-seller' : 'purchase-right.revoked-by-seller',
      details: { relationshipId, buyerAccountId },
      at: deps.now(),
    });
  });
  return listBuyerUsers(deps, auth, relationshipId);
}
