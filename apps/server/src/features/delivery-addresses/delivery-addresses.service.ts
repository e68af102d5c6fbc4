import type {
  DeliveryAddress,
  DeliveryAddressInput,
  DeliveryAddressList,
} from '@fuel/domain/contracts/delivery-addresses';
import type { AuditActionOf } from '@fuel/domain/audit/audit-vocabulary';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import {
  deactivateAddress,
  findActiveAddress,
  insertAddress,
  listActiveAddresses,
  updateAddress,
} from './delivery-addresses.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

type Deps = { db: Db; now: () => Date };
type Caller = Pick<AuthContext, 'userId' | 'accountId'>;

/** Another account's address, a removed one and a missing one all look the same: not found. */
const notFound = () => new AppError(404, 'NOT_FOUND', SERVER_MESSAGES.notFound.deliveryAddress);

const audit = (
  deps: Deps,
  tx: DbOrTx,
  auth: Caller,
  id: number,
  action: AuditActionOf<'delivery_address'>,
  details?: Record<string, unknown>,
) =>
  recordAudit(tx, {
    actorUserId: auth.userId,
    accountId: auth.accountId,
    entity: 'delivery_address',
    entityId: id,
    action,
    details,
    at: deps.now(),
  });

/** The account's active addresses for another feature (metadata), read through the feature that keeps them. */
export function activeDeliveryAddressesOf(db: DbOrTx, accountId: number): Promise<DeliveryAddress[]> {
  return listActiveAddresses(db, accountId);
}

export async function listDeliveryAddresses(deps: Deps, auth: Caller): Promise<DeliveryAddressList> {
  return { addresses: await listActiveAddresses(deps.db, auth.accountId) };
}

export async function createDeliveryAddress(
  deps: Deps,
  auth: Caller,
  input: DeliveryAddressInput,
): Promise<DeliveryAddress> {
  return deps.db.transaction(async (tx) => {
    const created = await insertAddress(tx, auth.accountId, input);
    await audit(deps, tx, auth, created.id, 'delivery_address.created', { after: input });
    return created;
  });
}

export async function updateDeliveryAddress(
  deps: Deps,
  auth: Caller,
  id: number,
  input: DeliveryAddressInput,
): Promise<DeliveryAddress> {
  return deps.db.transaction(async (tx) => {
    const before = await findActiveAddress(tx, auth.accountId, id);
    if (!before) throw notFound();
    const updated = await updateAddress(tx, auth.accountId, id, input);
    if (!updated) throw notFound();
    await audit(deps, tx, auth, id, 'delivery_address.updated', { before, after: input });
    return updated;
  });
}

/** Soft delete: orders keep pointing at the row, so history still shows the address; new orders cannot use it. */
export async function deleteDeliveryAddress(deps: Deps, auth: Caller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await deactivateAddress(tx, auth.accountId, id))) throw notFound();
    await audit(deps, tx, auth, id, 'delivery_address.removed');
  });
}
