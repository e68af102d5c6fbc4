// API keys of a company (issue 27 part 1, decision 067): created by a company admin with scopes and an
// optional last day, answered once and stored as a SHA-256 hash, revoked at once. A key acts for its
// company as the user who created it, with its scopes only (plugins/api-key-auth.ts asks authenticate).
import {
  API_SCOPES_BY_ACCOUNT_TYPE,
  type ApiKey,
  type ApiKeyList,
  type ApiScope,
  type CreateApiKeyResponse,
} from '@fuel/domain/contracts/api-keys';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';
import { businessDate } from '@fuel/domain/offers/business-time';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { randomToken, sha256Hex } from '../../shared/tokens';
import * as repo from './api-keys.repository';

export type ApiKeysDeps = { db: Db; now: () => Date };
type Caller = Pick<AuthContext, 'userId' | 'accountId' | 'accountType'>;

/** Recognisable in logs and secret scanners; the first characters are shown in the list. */
const SECRET_PREFIX = 'fmk_';
/** Characters of the secret kept for the list: the prefix plus six random ones. */
const SHOWN_PREFIX_LENGTH = SECRET_PREFIX.length + 6;

const notFound = () => new AppError(404, 'NOT_FOUND', SERVER_MESSAGES.notFound.apiKey);
const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, { [field]: message });

function toKey(row: repo.KeyRow, today: string): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.tokenPrefix,
    scopes: row.scopes as ApiScope[],
    createdAt: row.createdAt.toISOString(),
    expiresOn: row.expiresOn,
    expired: row.expiresOn !== null && row.expiresOn < today,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdBy: row.createdByFirstName ? `${row.createdByFirstName} ${row.createdByLastName}` : null,
  };
}

export async function listApiKeys(deps: ApiKeysDeps, auth: Caller): Promise<ApiKeyList> {
  const today = businessDate(deps.now());
  return {
    keys: (await repo.listKeys(deps.db, auth.accountId)).map((row) => toKey(row, today)),
    availableScopes: [...API_SCOPES_BY_ACCOUNT_TYPE[auth.accountType]],
  };
}

/** The secret is answered once and only its SHA-256 is stored (like session ids, shared/tokens.ts). */
export async function createApiKey(
  deps: ApiKeysDeps,
  auth: Caller,
  input: { name: string; scopes: ApiScope[]; expiresOn: string | null },
): Promise<CreateApiKeyResponse> {
  const allowed = API_SCOPES_BY_ACCOUNT_TYPE[auth.accountType];
  if (input.scopes.some((s) => !allowed.includes(s))) throw invalid('scopes', SERVER_MESSAGES.apiKeys.scopeNotAllowed);
  const today = businessDate(deps.now());
  if (input.expiresOn !== null && input.expiresOn < today)
    throw invalid('expiresOn', SERVER_MESSAGES.apiKeys.expiryInPast);
  const secret = `${SECRET_PREFIX}${randomToken(32)}`;
  const id = await deps.db.transaction(async (tx) => {
    const created = await repo.insertKey(tx, {
      accountId: auth.accountId,
      name: input.name,
      tokenHash: sha256Hex(secret),
      tokenPrefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
      scopes: input.scopes,
      expiresOn: input.expiresOn,
      createdByUserId: auth.userId,
      createdAt: deps.now(),
    });
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'api-token',
      entityId: created,
      action: 'create',
      details: { name: input.name, scopes: input.scopes, expiresOn: input.expiresOn },
      at: deps.now(),
    });
    return created;
  });
  const row = (await repo.listKeys(deps.db, auth.accountId)).find((r) => r.id === id)!;
  return { key: toKey(row, today), secret };
}

/** Only the account's own, active keys; anything else is 404 (no hint that the id exists). */
export async function revokeApiKey(deps: ApiKeysDeps, auth: Caller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const revoked = await repo.revokeKey(tx, auth.accountId, id, deps.now());
    if (!revoked) throw notFound();
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'api-token',
      entityId: id,
      action: 'revoke',
      details: revoked,
      at: deps.now(),
    });
  });
}

/**
 * The caller behind a secret, read fresh on every call (a revoke holds at once in every process):
 * the key's company, acting as the user who created the key, with the key's scopes. Null when the
 * key does not work (unknown, revoked, past its last day, account blocked, creator gone).
 */
export async function authenticateApiKey(deps: ApiKeysDeps, secret: string): Promise<AuthContext | null> {
  const now = deps.now();
  const key = await repo.findWorkingKey(deps.db, sha256Hex(secret), businessDate(now));
  if (!key || key.userId === null) return null;
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= 60_000) await repo.touchKey(deps.db, key.id, now);
  return {
    sessionIdHash: '',
    userId: key.userId,
    accountId: key.accountId,
    accountType: key.accountType,
    platform: key.platform as BrandId,
    roles: [],
    isAdmin: false,
    twoFactorPending: false,
    apiKeyId: key.id,
    scopes: key.scopes as ApiScope[],
  };
}

// ---- Idempotency of key requests (IETF idempotency-key draft, decision 067) ----

/** How long an answer is kept for a retry with the same Idempotency-Key. */
export const IDEMPOTENCY_HOURS = 24;

export type Answer = { status: number; body: unknown };

/** JSON with sorted keys, so the same body in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * Runs a key caller's write once per Idempotency-Key: the same key with the same request answers the
 * first answer again (replayed), with another request 422, while the first is in flight 409. A refusal
 * (4xx) is kept like a success; a failure on our side frees the key for the retry. Session callers
 * (the web app) keep the placement's own idempotency and pass straight through.
 */
export async function runIdempotent(
  deps: ApiKeysDeps,
  auth: Pick<AuthContext, 'apiKeyId'>,
  idempotencyKey: string | undefined,
  request: unknown,
  run: () => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  if (auth.apiKeyId === undefined) return { ...(await run()), replayed: false };
  if (!idempotencyKey) throw invalid('Idempotency-Key', SERVER_MESSAGES.apiKeys.idempotencyKeyRequired);
  const apiKeyId = auth.apiKeyId;
  const fingerprint = sha256Hex(canonical(request));
  const claimed = await repo.claimIdempotencyKey(deps.db, {
    apiKeyId,
    idempotencyKey,
    fingerprint,
    createdAt: deps.now(),
  });
  if (!claimed) {
    const first = await repo.findIdempotencyKey(deps.db, apiKeyId, idempotencyKey);
    if (!first || first.status === null)
      throw new AppError(409, 'IDEMPOTENCY_KEY_IN_USE', ERROR_MESSAGES.IDEMPOTENCY_KEY_IN_USE);
    if (first.fingerprint !== fingerprint)
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', ERROR_MESSAGES.IDEMPOTENCY_KEY_REUSED);
    return { status: first.status, body: first.response, replayed: true };
  }
  try {
    const answer = await run();
    await repo.storeIdempotentAnswer(deps.db, apiKeyId, idempotencyKey, answer.status, answer.body);
    return { ...answer, replayed: false };
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500 && err.statusCode !== 429) {
      const body = { error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } };
      await repo.storeIdempotentAnswer(deps.db, apiKeyId, idempotencyKey, err.statusCode, body);
    } else {
      await repo.releaseIdempotencyKey(deps.db, apiKeyId, idempotencyKey);
    }
    throw err;
  }
}

export async function pruneIdempotencyKeys(db: DbOrTx, now: Date): Promise<void> {
  await repo.pruneIdempotencyKeys(db, new Date(now.getTime() - IDEMPOTENCY_HOURS * 3_600_000));
}
