import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { GtcAccepted } from '@fuel/domain/contracts/identity';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { recordGtcAcceptance } from '../users/user-records.service';
import { findGtcAcceptedAt } from './terms.repository';

type TermsDeps = { db: Db; now: () => Date };
type Caller = Pick<AuthContext, 'userId' | 'accountId'>;

const loggedOut = () => new AppError(401, 'UNAUTHENTICATED', ERROR_MESSAGES.UNAUTHENTICATED);

export async function getGtcAccepted(deps: TermsDeps, auth: Caller): Promise<GtcAccepted> {
  const row = await findGtcAcceptedAt(deps.db, auth.userId);
  if (!row) throw loggedOut();
  return { accepted: row.gtcAcceptedAt !== null };
}

/** Records acceptance of the general terms; idempotent, the first acceptance and its audit entry stay. */
export async function acceptGtc(deps: TermsDeps, auth: Caller): Promise<GtcAccepted> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    if (await recordGtcAcceptance(tx, auth.userId, at)) {
      await recordAudit(tx, {
        actorUserId: auth.userId,
        accountId: auth.accountId,
        entity: 'user',
        entityId: auth.userId,
        action: 'gtc.accepted',
        at,
      });
    } else if (!(await findGtcAcceptedAt(tx, auth.userId))) {
      throw loggedOut();
    }
  });
  return { accepted: true };
}
