import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { checkAuditChainPage, type AuditChainBreak } from '@fuel/domain/audit/audit-chain';
import { startOfDay, zonedParts } from '@fuel/domain/formats/date';
import { ACTIVE_USER_STATUS, BLOCKED_USER_STATUS } from '@fuel/domain/constants';
import {
  OPERATOR_PAGE_SIZE,
  type AuditChainCheck,
  type AuditList,
  type AuditQuery,
  type OperatorAccount,
  type OperatorAccountList,
  type OperatorAccountsQuery,
  type OperatorAccountUpdate,
  type OperatorUser,
  type RemovalRequest,
} from '@fuel/domain/contracts/operator';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { destroyUserSessions } from '../../plugins/session';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { decideRemovalRequest as storeRemovalDecision, setUserStatus } from '../users/user-records.service';
import { setAccountStatus, updateAccountMasterData } from '../account/account.service';
import * as repo from './operator.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

export type OperatorDeps = Pick<FastifyInstance, 'db' | 'now'>;
type Caller = Pick<AuthContext, 'userId' | 'accountId' | 'platform'>;

const notFound = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
const selfBlock = () => new AppError(409, 'OPERATOR_SELF_BLOCK', ERROR_MESSAGES.OPERATOR_SELF_BLOCK);

type AccountRow = NonNullable<Awaited<ReturnType<typeof repo.findAccount>>>;
const toAccount = (r: AccountRow): OperatorAccount => ({ ...r, features: { ...r.features } });

type UserRow = Awaited<ReturnType<typeof repo.listUsersOfAccount>>[number];
const toUser = ({ accountId: _a, ...u }: UserRow): OperatorUser => ({
  ...u,
  blocked: u.statusId !== ACTIVE_USER_STATUS,
});

export async function listAccounts(
  deps: OperatorDeps,
  auth: Caller,
  query: OperatorAccountsQuery,
): Promise<OperatorAccountList> {
  const { rows, total } = await repo.listAccounts(deps.db, auth.platform, {
    search: query.search || undefined,
    type: query.type,
    limit: OPERATOR_PAGE_SIZE,
    offset: (query.page - 1) * OPERATOR_PAGE_SIZE,
  });
  return { docs: rows.map(toAccount), total, page: query.page, pageSize: OPERATOR_PAGE_SIZE };
}

export async function updateAccount(
  deps: OperatorDeps,
  auth: Caller,
  id: number,
  input: OperatorAccountUpdate,
): Promise<OperatorAccount> {
  return deps.db.transaction(async (tx) => {
    const before = await repo.findAccount(tx, auth.platform, id);
    if (!before) throw notFound();
    if (input.sellerKind && before.type !== 'seller') {
      throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, {
        sellerKind: SERVER_MESSAGES.operator.sellerKindOfBuyer,
      });
    }
    await updateAccountMasterData(tx, id, input);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: id,
      entity: 'account',
      entityId: id,
      action: 'operator-update',
      details: { before: { ...toAccount(before), userCount: undefined }, after: input },
      at: deps.now(),
    });
    return toAccount((await repo.findAccount(tx, auth.platform, id))!);
  });
}

/** Blocking ends the sessions of every user of the account at once; the session plugin refuses them too. */
export async function setAccountBlocked(
  deps: OperatorDeps,
  auth: Caller,
  id: number,
  blocked: boolean,
): Promise<OperatorAccount> {
  if (blocked && id === auth.accountId) throw selfBlock();
  return deps.db.transaction(async (tx) => {
    const account = await repo.findAccount(tx, auth.platform, id);
    if (!account) throw notFound();
    await setAccountStatus(tx, id, blocked ? 'BLOCKED' : 'ACTIVE');
    if (blocked) {
      for (const userId of await repo.userIdsOfAccount(tx, id)) await destroyUserSessions(tx, userId);
    }
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: id,
      entity: 'account',
      entityId: id,
      action: blocked ? 'block' : 'unblock',
      at: deps.now(),
    });
    return toAccount((await repo.findAccount(tx, auth.platform, id))!);
  });
}

export async function listUsers(
  deps: OperatorDeps,
  auth: Caller,
  accountId: number,
): Promise<{ docs: OperatorUser[] }> {
  if (!(await repo.findAccount(deps.db, auth.platform, accountId))) throw notFound();
  return { docs: (await repo.listUsersOfAccount(deps.db, accountId)).map(toUser) };
}

async function blockUserIn(tx: DbOrTx, userId: number): Promise<void> {
  await setUserStatus(tx, userId, BLOCKED_USER_STATUS);
  await destroyUserSessions(tx, userId);
}

export async function setUserBlocked(
  deps: OperatorDeps,
  auth: Caller,
  id: number,
  blocked: boolean,
): Promise<OperatorUser> {
  if (blocked && id === auth.userId) throw selfBlock();
  return deps.db.transaction(async (tx) => {
    const user = await repo.findUser(tx, auth.platform, id);
    if (!user) throw notFound();
    if (blocked) await blockUserIn(tx, id);
    else await setUserStatus(tx, id, ACTIVE_USER_STATUS);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: user.accountId,
      entity: 'user',
      entityId: id,
      action: blocked ? 'block' : 'unblock',
      at: deps.now(),
    });
    return toUser((await repo.findUser(tx, auth.platform, id))!);
  });
}

export async function listRemovalRequests(deps: OperatorDeps, auth: Caller): Promise<{ docs: RemovalRequest[] }> {
  const rows = await repo.listRemovalRequests(deps.db, auth.platform);
  return {
    docs: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decidedBy: r.decidedBy ?? null,
    })),
  };
}

/** Approving blocks the user and ends its sessions; users are never deleted (orders reference them). */
export async function decideRemovalRequest(
  deps: OperatorDeps,
  auth: Caller,
  id: number,
  decision: 'APPROVED' | 'REJECTED',
): Promise<{ ok: true }> {
  await deps.db.transaction(async (tx) => {
    const request = await repo.lockRemovalRequest(tx, auth.platform, id);
    if (!request) throw notFound();
    if (request.status !== 'OPEN')
      throw new AppError(409, 'REMOVAL_REQUEST_DECIDED', ERROR_MESSAGES.REMOVAL_REQUEST_DECIDED);
    if (decision === 'APPROVED' && request.userId === auth.userId) throw selfBlock();
    const now = deps.now();
    await storeRemovalDecision(tx, id, decision, auth.userId, now);
    if (decision === 'APPROVED') await blockUserIn(tx, request.userId);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: request.accountId,
      entity: 'user-removal-request',
      entityId: id,
      action: decision === 'APPROVED' ? 'approve' : 'reject',
      details: { userId: request.userId },
      at: now,
    });
  });
  return { ok: true };
}

export async function listAudit(deps: OperatorDeps, query: AuditQuery): Promise<AuditList> {
  const { rows, total } = await repo.listAudit(deps.db, {
    entity: query.entity || undefined,
    accountId: query.accountId,
    limit: OPERATOR_PAGE_SIZE,
    offset: (query.page - 1) * OPERATOR_PAGE_SIZE,
  });
  return {
    docs: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total,
    page: query.page,
    pageSize: OPERATOR_PAGE_SIZE,
  };
}

const CHAIN_PAGE = 2000;
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * "Audit-Kette prüfen" (decision 057): walks the whole log in chain order, recomputes every hash
 * from the canonical serialisation and compares the end with the chain head, so a changed, removed
 * or inserted row shows as the first broken one. Pages of CHAIN_PAGE rows keep memory flat.
 */
export async function verifyAuditChain(deps: Pick<FastifyInstance, 'db'>): Promise<AuditChainCheck> {
  const head = await repo.readAuditChainHead(deps.db);
  const anchor = await repo.latestAuditAnchor(deps.db);
  let state = { seq: 0, hash: '' };
  let lastRow: { id: string; seq: string; at: string } | null = null;
  let broken: AuditChainBreak | null = null;
  for (;;) {
    const rows = await repo.readAuditChainPage(deps.db, state.seq, CHAIN_PAGE);
    const page = checkAuditChainPage(rows, state, sha256Hex);
    state = page.state;
    if (page.broken) {
      broken = page.broken;
      break;
    }
    if (rows.length > 0) lastRow = rows[rows.length - 1]!;
    if (rows.length < CHAIN_PAGE) break;
  }
  if (!broken && (state.seq !== head.seq || state.hash !== head.hash)) {
    broken = {
      id: lastRow?.id ?? '0',
      seq: lastRow?.seq ?? '0',
      at: lastRow?.at ?? new Date(0).toISOString(),
      reason: 'HEAD_MISMATCH',
    };
  }
  return {
    ok: broken === null,
    count: state.seq,
    headSeq: head.seq,
    headHash: head.hash,
    lastAnchor: anchor ? { day: anchor.day, seq: anchor.seq, hash: anchor.hash } : null,
    broken: broken ? { id: Number(broken.id), seq: Number(broken.seq), at: broken.at, reason: broken.reason } : null,
  };
}

const isoDay = (d: Date) => {
  const p = zonedParts(d);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

/**
 * The daily anchor: the chain head at the end of yesterday (Europe/Berlin), stored once and written
 * to the log output, so a copy outside the database can prove later that the chain up to it is
 * unchanged. Null when yesterday's anchor exists already or the log was empty then.
 */
export async function writeDailyAuditAnchor(
  deps: Pick<FastifyInstance, 'db' | 'now' | 'log'>,
): Promise<{ day: string; seq: number; hash: string } | null> {
  const now = deps.now();
  const endOfYesterday = startOfDay(now);
  const day = isoDay(new Date(endOfYesterday.getTime() - 1));
  const last = await repo.lastAuditRowBefore(deps.db, endOfYesterday);
  if (!last) return null;
  const anchor = { day, seq: last.seq, hash: last.hash };
  if (!(await repo.insertAuditAnchor(deps.db, { ...anchor, at: now }))) return null;
  deps.log.info({ auditAnchor: anchor }, 'audit anchor');
  return anchor;
}
