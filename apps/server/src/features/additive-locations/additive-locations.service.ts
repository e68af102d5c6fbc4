// A buyer's additive delivery locations (issue 17, spec sections 3 and 7): list (by county, then postCode),
// create, change, remove. Removing is soft, so an additive order keeps its location; ownership decides
// (another account's location is "not found"). Trading asks orderableLocation for an order's location.
import type {
  AdditiveLocation,
  AdditiveLocationInput,
  AdditiveLocationList,
} from '@fuel/domain/contracts/additive-locations';
import type { AuditActionOf } from '@fuel/domain/audit/audit-vocabulary';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import type { Platform } from '../../plugins/platform';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import * as repo from './additive-locations.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

export type AdditiveLocationsDeps = { db: Db; platform: Platform; now: () => Date };
type Caller = Pick<AuthContext, 'userId' | 'accountId'>;

const notFound = () => new AppError(404, 'NOT_FOUND', SERVER_MESSAGES.notFound.deliveryLocation);

// German order for counties (PostgreSQL and PGlite collate differently); post codes are digits.
const german = new Intl.Collator('de');
const byCountyThenPostCode = (a: repo.LocationRow, b: repo.LocationRow) =>
  german.compare(a.county, b.county) || a.postCode.localeCompare(b.postCode) || a.id - b.id;

const toLocation = ({ id, ...address }: repo.LocationRow): AdditiveLocation => ({ _id: id, address });

const audit = (
  deps: AdditiveLocationsDeps,
  tx: DbOrTx,
  caller: Caller,
  id: number,
  action: AuditActionOf<'additive_location'>,
  details?: Record<string, unknown>,
) =>
  recordAudit(tx, {
    actorUserId: caller.userId,
    accountId: caller.accountId,
    entity: 'additive_location',
    entityId: id,
    action,
    details,
    at: deps.now(),
  });

/** GET /api/metadata/locations: the caller's active locations, by county, then postCode. */
export async function listLocations(deps: AdditiveLocationsDeps, caller: Caller): Promise<AdditiveLocationList> {
  const rows = await repo.listActiveLocations(deps.db, caller.accountId);
  return rows.sort(byCountyThenPostCode).map(toLocation);
}

export async function createLocation(
  deps: AdditiveLocationsDeps,
  caller: Caller,
  input: AdditiveLocationInput,
): Promise<AdditiveLocation> {
  return deps.db.transaction(async (tx) => {
    const created = await repo.insertLocation(tx, caller.accountId, input.address, deps.now());
    await audit(deps, tx, caller, created.id, 'additive_location.created', { after: input.address });
    return toLocation(created);
  });
}

export async function updateLocation(
  deps: AdditiveLocationsDeps,
  caller: Caller,
  id: number,
  input: AdditiveLocationInput,
): Promise<AdditiveLocation> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findActiveLocation(tx, caller.accountId, id);
    const updated = before && (await repo.updateLocation(tx, caller.accountId, id, input.address, deps.now()));
    if (!updated) throw notFound();
    await audit(deps, tx, caller, id, 'additive_location.updated', { before, after: input.address });
    return toLocation(updated);
  });
}

/** Soft delete: orders keep pointing at the row; new orders cannot use it. */
export async function deleteLocation(deps: AdditiveLocationsDeps, caller: Caller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deactivateLocation(tx, caller.accountId, id, deps.now()))) throw notFound();
    await audit(deps, tx, caller, id, 'additive_location.removed');
  });
}

/** For trading: the account's active location `id`, or null (a removed or another account's location). */
export async function orderableLocation(db: DbOrTx, accountId: number, id: number): Promise<AdditiveLocation | null> {
  const row = await repo.findActiveLocation(db, accountId, id);
  return row ? toLocation(row) : null;
}
