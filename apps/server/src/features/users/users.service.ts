import type { FastifyInstance } from 'fastify';
import { ACTIVE_USER_STATUS } from '@fuel/domain/constants';
import {
  PURCHASE_ROLE,
  SELF_USER_ID,
  type CreateUser,
  type PasswordChange,
  type UpdateUser,
  type UserListItem,
  type UserProfile,
  type UserSearchQuery,
  type UserSearchResponse,
} from '@fuel/domain/contracts/users';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { checkPassword, passwordProblemFields } from '@fuel/domain/validation/password';
import type { AuthContext } from '../../plugins/authorization';
import { destroyOtherSessions } from '../../plugins/session';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { hashPassword, verifyPassword } from '../../shared/password-hash';
import { invalidateResetKeys, issueResetKey } from '../password-reset/password-reset.service';
import { isPgError } from '../../shared/pg-errors';
import * as repo from './users.repository';
import type { UserRow } from './users.repository';
import { NEW_USER_LINK_TTL_MS } from './users.constants';
import { newUserMail } from './users.mails';
import { getAccount } from '../account/account.service';

export type UsersDeps = Pick<FastifyInstance, 'db' | 'now' | 'mailer' | 'config'>;

const forbidden = () => new AppError(403, 'FORBIDDEN', ERROR_MESSAGES.FORBIDDEN);
const notFound = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
const selfChange = () => new AppError(409, 'SELF_ADMIN_CHANGE', ERROR_MESSAGES.SELF_ADMIN_CHANGE);
const purchaseNotEnabled = () =>
  new AppError(422, 'PURCHASE_RIGHTS_NOT_ENABLED', ERROR_MESSAGES.PURCHASE_RIGHTS_NOT_ENABLED);
const usernameTaken = () =>
  new AppError(409, 'USERNAME_TAKEN', ERROR_MESSAGES.USERNAME_TAKEN, { username: ERROR_MESSAGES.USERNAME_TAKEN });
const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', ERROR_MESSAGES.EMAIL_TAKEN, { email: ERROR_MESSAGES.EMAIL_TAKEN });

/**
 * An e-mail address names one user on the whole platform (login and reset by address, decision
 * 017). Checked first for a clear answer; the unique index settles a parallel race.
 */
async function assertEmailFree(db: UsersDeps['db'], email: string, exceptUserId?: number): Promise<void> {
  if (await repo.emailInUse(db, email, exceptUserId)) throw emailTaken();
}

/** Runs `work`, answering EMAIL_TAKEN when a parallel request took the address in between. */
async function guardEmailRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isPgError(err, '23505', 'users_email_lower_idx')) throw emailTaken();
    throw err;
  }
}

function toProfile(row: NonNullable<UserRow>): UserProfile {
  return {
    id: row.id,
    accountId: row.accountId,
    username: row.username,
    statusId: row.statusId,
    typeId: row.typeId,
    roles: row.roles,
    isAdmin: row.isAdmin,
    twoFactorEnabled: row.twoFactorEnabled,
    salutation: row.salutation ?? '',
    title: row.title ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    useIndividualAddress: row.useIndividualAddress,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    county: row.county,
    country: row.country,
    postCode: row.postCode,
    jobTitle: row.jobTitle,
    department: row.department,
    departmentSize: row.departmentSize,
    onlineTradingEnabled: row.onlineTradingEnabled,
  };
}

/** Spec section 3 "User list item": the derived accountDisabled and purchaseStatus. */
export function toListItem(row: NonNullable<UserRow>): UserListItem {
  const { onlineTradingEnabled: _omit, ...profile } = toProfile(row);
  return {
    ...profile,
    status: row.statusId,
    accountDisabled: row.accountStatus === 'BLOCKED',
    purchaseStatus: row.roles.includes(PURCHASE_ROLE),
    removalRequested: Boolean(row.removalRequested),
  };
}

export async function getOwnProfile(deps: UsersDeps, auth: AuthContext): Promise<UserProfile> {
  const row = await repo.findUser(deps.db, auth.userId);
  if (!row) throw notFound();
  return toProfile(row);
}

export async function searchUsers(
  deps: UsersDeps,
  auth: AuthContext,
  query: UserSearchQuery,
): Promise<UserSearchResponse> {
  const { rows, total } = await repo.listAccountUsers(deps.db, {
    accountId: auth.accountId,
    excludeUserId: query.removeLoggedInUser === 'REMOVE' ? auth.userId : null,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { docs: rows.map(toListItem), totalDocs: total };
}

/** The user a company admin manages: one of its own account, otherwise 404 (no hint it exists). */
async function findManagedUser(db: UsersDeps['db'], auth: AuthContext, userId: number, lock = false) {
  const row = await repo.findUser(db, userId, { lock });
  if (!row || row.accountId !== auth.accountId) throw notFound();
  return row;
}

/** The roles after granting or removing the purchase right; granting needs online trading. */
function rolesWithPurchase(current: string[], purchase: boolean | undefined, onlineTradingEnabled: boolean): string[] {
  if (purchase === undefined || purchase === current.includes(PURCHASE_ROLE)) return current;
  if (!purchase) return current.filter((r) => r !== PURCHASE_ROLE);
  if (!onlineTradingEnabled) throw purchaseNotEnabled();
  return [...current, PURCHASE_ROLE];
}

/**
 * PUT /api/user/{id}: everyone edits its own profile; a company admin also edits the users of its
 * own account, including admin rights, two-factor login and the purchase right. An admin cannot
 * take its own admin rights away.
 */
export async function updateUser(
  deps: UsersDeps,
  auth: AuthContext,
  id: number,
  input: UpdateUser,
): Promise<UserProfile> {
  const targetId = id === SELF_USER_ID ? auth.userId : id;
  const self = targetId === auth.userId;
  if (!self && !auth.isAdmin) throw forbidden();
  const { isAdmin, twoFactorEnabled, purchaseStatus, ...profile } = input;
  return guardEmailRace(() =>
    deps.db.transaction(async (tx) => {
      const row = await findManagedUser(tx, auth, targetId, true);
      if (profile.email.toLowerCase() !== row.email.toLowerCase()) await assertEmailFree(tx, profile.email, targetId);
      const changesAdminFields =
        (isAdmin !== undefined && isAdmin !== row.isAdmin) ||
        (twoFactorEnabled !== undefined && twoFactorEnabled !== row.twoFactorEnabled) ||
        (purchaseStatus !== undefined && purchaseStatus !== row.roles.includes(PURCHASE_ROLE));
      if (changesAdminFields && !auth.isAdmin) throw forbidden();
      if (self && isAdmin === false && row.isAdmin) throw selfChange();
      const values: repo.UserValues = {
        ...profile,
        isAdmin: isAdmin ?? row.isAdmin,
        twoFactorEnabled: twoFactorEnabled ?? row.twoFactorEnabled,
        roles: rolesWithPurchase(row.roles, purchaseStatus, row.onlineTradingEnabled),
      };
      await repo.updateUser(tx, targetId, values);
      await recordAudit(tx, {
        actorUserId: auth.userId,
        accountId: auth.accountId,
        entity: 'user',
        entityId: targetId,
        action: 'profile-update',
        details: { changed: changedFields(row, values) },
        at: deps.now(),
      });
      return toProfile((await repo.findUser(tx, targetId))!);
    }),
  );
}

function changedFields(before: NonNullable<UserRow>, after: repo.UserValues): string[] {
  return Object.entries(after)
    .filter(
      ([key, value]) => JSON.stringify((before as Record<string, unknown>)[key] ?? '') !== JSON.stringify(value ?? ''),
    )
    .map(([key]) => key);
}

/**
 * POST /api/user/password: the current password, then the policy. The user's other sessions end
 * and reset links mailed before stop working: whoever knew the old password or holds such a link
 * is out, the caller stays logged in.
 */
export async function changePassword(deps: UsersDeps, auth: AuthContext, input: PasswordChange): Promise<{ ok: true }> {
  const stored = await repo.findPasswordHash(deps.db, auth.userId);
  if (!(await verifyPassword(input.currentPassword, stored))) {
    throw new AppError(400, 'WRONG_PASSWORD', ERROR_MESSAGES.WRONG_PASSWORD, {
      currentPassword: ERROR_MESSAGES.WRONG_PASSWORD,
    });
  }
  const problems = checkPassword(input.password, input.passwordRepeat);
  if (problems.length > 0) {
    throw new AppError(400, 'PASSWORD_POLICY', ERROR_MESSAGES.PASSWORD_POLICY, passwordProblemFields(problems));
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, auth.userId, { passwordHash });
    await destroyOtherSessions(tx, auth.userId, auth.sessionIdHash);
    await invalidateResetKeys(tx, auth.userId, deps.now());
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'user',
      entityId: auth.userId,
      action: 'password-change',
      at: deps.now(),
    });
  });
  return { ok: true };
}

/**
 * POST /api/user: a company admin adds a user to its own account. The user has no password yet;
 * a mail carries a single-use link (the reset token table, 7 days) to /passwort/reset/<key>.
 */
export async function createUser(deps: UsersDeps, auth: AuthContext, input: CreateUser): Promise<UserListItem> {
  const { isAdmin, twoFactorEnabled, purchaseStatus, username, ...profile } = input;
  if (await repo.usernameExists(deps.db, username)) throw usernameTaken();
  await assertEmailFree(deps.db, profile.email);
  const now = deps.now();
  const { created, token } = await deps.db.transaction(async (tx) => {
    const admin = await findManagedUser(tx, auth, auth.userId);
    const userId = await repo.insertUser(tx, {
      ...profile,
      username,
      accountId: auth.accountId,
      passwordHash: null,
      statusId: ACTIVE_USER_STATUS,
      isAdmin: isAdmin ?? false,
      twoFactorEnabled: twoFactorEnabled ?? false,
      roles: rolesWithPurchase([], purchaseStatus, admin.onlineTradingEnabled),
      createdAt: now,
    });
    // A parallel creation with the same name or address won a unique index.
    if (userId === undefined) throw (await repo.emailInUse(tx, profile.email)) ? emailTaken() : usernameTaken();
    const token = await issueResetKey(tx, userId, new Date(now.getTime() + NEW_USER_LINK_TTL_MS), now);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'user',
      entityId: userId,
      action: 'create',
      details: { username, isAdmin: isAdmin ?? false },
      at: now,
    });
    return { created: (await repo.findUser(tx, userId))!, token };
  });
  const companyName = (await getAccount(deps, auth)).name;
  await deps.mailer.send(newUserMail(created, companyName, `${deps.config.publicUrl}/passwort/reset/${token}`));
  return toListItem(created);
}

/** POST /api/user/{id}/removal-request: goes to the platform operator, who decides. */
export async function requestRemoval(
  deps: UsersDeps,
  auth: AuthContext,
  id: number,
  reason: string,
): Promise<{ id: number; status: 'OPEN' }> {
  const targetId = id === SELF_USER_ID ? auth.userId : id;
  if (targetId === auth.userId) throw selfChange();
  return deps.db.transaction(async (tx) => {
    const row = await findManagedUser(tx, auth, targetId, true);
    if (row.removalRequested) throw new AppError(409, 'REMOVAL_REQUEST_OPEN', ERROR_MESSAGES.REMOVAL_REQUEST_OPEN);
    const now = deps.now();
    const requestId = await repo.insertRemovalRequest(tx, {
      userId: targetId,
      accountId: auth.accountId,
      requestedBy: auth.userId,
      reason,
      now,
    });
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'user',
      entityId: targetId,
      action: 'removal-request',
      details: { requestId, reason },
      at: now,
    });
    return { id: requestId, status: 'OPEN' as const };
  });
}
