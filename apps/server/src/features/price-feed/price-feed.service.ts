import type { FastifyInstance } from 'fastify';
import type { ApiToken, IngestTicksRequest, PriceFeedStatus, PriceType } from '@fuel/domain/contracts/market-data';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { randomToken, sha256Hex } from '../../shared/tokens';
import * as repo from './price-feed.repository';

type Deps = Pick<FastifyInstance, 'db' | 'now' | 'config' | 'marketData' | 'events' | 'sellerMarketEvents'>;
type Caller = Pick<AuthContext, 'userId' | 'accountId'>;

const notFound = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
export const tokenInvalid = () => new AppError(401, 'API_TOKEN_INVALID', ERROR_MESSAGES.API_TOKEN_INVALID);
const notApiPriceType = () => new AppError(409, 'PRICE_TYPE_NOT_API', ERROR_MESSAGES.PRICE_TYPE_NOT_API);

/** Prefix of every secret, so a leaked one is recognisable (secret scanners, logs). */
const SECRET_PREFIX = 'fmk_';
/** Characters of the secret kept for the list: the prefix plus six random ones. */
const SHOWN_PREFIX_LENGTH = SECRET_PREFIX.length + 6;
/** Clocks of other machines drift a little; later than this is a timestamp from the future. */
export const FUTURE_TOLERANCE_MS = 5000;

// ---- Price type (spec section 3 "Price types") ----

export async function getPriceType(deps: Deps, auth: Caller): Promise<{ priceType: PriceType }> {
  const priceType = await repo.findPriceType(deps.db, auth.accountId);
  if (!priceType) throw notFound();
  return { priceType };
}

/** TRACKING is refused by the contract already; the change is audited. */
export async function savePriceType(deps: Deps, auth: Caller, priceType: PriceType): Promise<{ priceType: PriceType }> {
  const changed = await deps.db.transaction(async (tx) => {
    const before = await repo.findPriceType(tx, auth.accountId);
    if (!before) throw notFound();
    if (before === priceType) return false;
    await repo.setPriceType(tx, auth.accountId, priceType);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'account',
      entityId: auth.accountId,
      action: 'price-type.updated',
      details: { before, after: priceType },
      at: deps.now(),
    });
    return true;
  });
  // The price type picks whose quotes price the seller's live offers.
  if (changed) await deps.sellerMarketEvents.announceChange(auth.accountId);
  return { priceType };
}

// ---- API tokens ----

type TokenRow = Awaited<ReturnType<typeof repo.listTokens>>[number];
const toToken = (r: TokenRow): ApiToken => ({
  id: r.id,
  name: r.name,
  tokenPrefix: r.tokenPrefix,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
});

export async function listApiTokens(deps: Deps, auth: Caller): Promise<{ tokens: ApiToken[] }> {
  return { tokens: (await repo.listTokens(deps.db, auth.accountId)).map(toToken) };
}

/** The secret is answered once and only its SHA-256 is stored (like session ids, shared/tokens.ts). */
export async function createApiToken(deps: Deps, auth: Caller, name: string): Promise<{ token: ApiToken; secret: string }> {
  const secret = `${SECRET_PREFIX}${randomToken(32)}`;
  const row = await deps.db.transaction(async (tx) => {
    const created = await repo.insertToken(tx, {
      accountId: auth.accountId,
      name,
      tokenHash: sha256Hex(secret),
      tokenPrefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
      createdByUserId: auth.userId,
      createdAt: deps.now(),
    });
    await recordAudit(tx, { actorUserId: auth.userId, accountId: auth.accountId, entity: 'api-token', entityId: created.id, action: 'create', details: { name }, at: deps.now() });
    return created;
  });
  return { token: toToken(row), secret };
}

/** Only the account's own, active tokens; anything else is 404 (no hint that the id exists). */
export async function revokeApiToken(deps: Deps, auth: Caller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const revoked = await repo.revokeToken(tx, auth.accountId, id, deps.now());
    if (!revoked) throw notFound();
    await recordAudit(tx, { actorUserId: auth.userId, accountId: auth.accountId, entity: 'api-token', entityId: id, action: 'revoke', details: revoked, at: deps.now() });
  });
}

// ---- Ingest ----

export type ApiCaller = { tokenId: number; accountId: number };

/** The seller behind `Authorization: Bearer <secret>`: 401 for a bad or revoked token, 409 unless price type API. */
export async function authenticateApiCaller(deps: Deps, authorization: string | undefined): Promise<ApiCaller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw tokenInvalid();
  const owner = await repo.findTokenOwner(deps.db, sha256Hex(match[1]!));
  if (!owner) throw tokenInvalid();
  if (owner.priceType !== 'API') throw notApiPriceType();
  return { tokenId: owner.tokenId, accountId: owner.accountId };
}

export async function ingestTicks(deps: Deps, caller: ApiCaller, body: IngestTicksRequest): Promise<{ accepted: number }> {
  const now = deps.now();
  const fields: Record<string, string> = {};
  body.ticks.forEach((t, i) => {
    if (t.timestamp && Date.parse(t.timestamp) > now.getTime() + FUTURE_TOLERANCE_MS) {
      fields[`ticks.${i}.timestamp`] = 'Der Zeitstempel darf nicht in der Zukunft liegen.';
    }
  });
  if (Object.keys(fields).length > 0) throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, fields);
  const ticks = await deps.marketData.recordTicks(body.ticks, 'API', caller.accountId);
  await repo.touchToken(deps.db, caller.tokenId, now);
  return { accepted: ticks.length };
}

// ---- Operator feed control ----

/** The operator's switch: the simulator records ticks only while it is on. */
export async function isFeedRunning(deps: Pick<Deps, 'db'>): Promise<boolean> {
  return (await repo.findFeedControl(deps.db)).running;
}

export async function feedStatus(deps: Deps): Promise<PriceFeedStatus> {
  const control = await repo.findFeedControl(deps.db);
  return {
    running: control.running,
    lastTickAt: deps.marketData.lastPlatformTickAt(),
    liveGasPricesAvailable: deps.marketData.liveGasPricesAvailable(deps.now()),
    updatedAt: control.updatedAt.toISOString(),
  };
}

/** Stops or resumes the simulator (the leader reads the switch before every tick); audited and pushed to every page. */
export async function setFeedRunning(deps: Deps, auth: Caller, running: boolean): Promise<PriceFeedStatus> {
  await deps.db.transaction(async (tx) => {
    const before = await repo.findFeedControl(tx);
    await repo.saveFeedControl(tx, running, auth.userId, deps.now());
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'price-feed',
      entityId: 1,
      action: running ? 'resume' : 'stop',
      details: { before: before.running, after: running },
      at: deps.now(),
    });
  });
  const status = await feedStatus(deps);
  await deps.events.publish({ type: 'feedStatus', running: status.running, liveGasPricesAvailable: status.liveGasPricesAvailable });
  return status;
}
