import type { FastifyInstance } from 'fastify';
import type {
  ApiToken,
  FeedRails,
  HeldPricePush,
  IngestTicksRequest,
  IngestTicksResponse,
  PriceFeedStatus,
  PriceType,
} from '@fuel/domain/contracts/market-data';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { currencyOf } from '@fuel/domain/brands/currency';
import { deviationBp, outsidePriceBand } from '@fuel/domain/market-data/feed-rails';
import { supersedes } from '@fuel/domain/market-data/quote-book';
import type { QuoteMap } from '@fuel/domain/market-data/symbols';
import { businessDate } from '@fuel/domain/offers/business-time';
import { formatNumber } from '@fuel/domain/formats/number';
import { priceFromMarket } from '@fuel/domain/pricing/engine';
import { NO_BUYER_ACCOUNT_ID } from '@fuel/domain/pricing/min-price';
import type { ApiKey } from '@fuel/domain/contracts/api-keys';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { createApiKey, listApiKeys, revokeApiKey } from '../api-keys/api-keys.service';
import { loadSellerPricing, recipeFor } from '../pricing-engine/live-pricing.service';
import { setPriceType } from '../account/account.service';
import * as repo from './price-feed.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

type Deps = Pick<
  FastifyInstance,
  'db' | 'now' | 'config' | 'marketData' | 'events' | 'sellerMarketEvents' | 'platform'
>;
type Caller = Pick<AuthContext, 'userId' | 'accountId'>;
type TokenCaller = Pick<AuthContext, 'userId' | 'accountId' | 'accountType'>;

const notFound = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
export const tokenInvalid = () => new AppError(401, 'API_TOKEN_INVALID', ERROR_MESSAGES.API_TOKEN_INVALID);
const notApiPriceType = () => new AppError(409, 'PRICE_TYPE_NOT_API', ERROR_MESSAGES.PRICE_TYPE_NOT_API);

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
    await setPriceType(tx, auth.accountId, priceType);
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

// ---- API tokens: the price-ingest view of the company's API keys (decision 067) ----

const toToken = (k: ApiKey): ApiToken => ({
  id: k.id,
  name: k.name,
  tokenPrefix: k.prefix,
  createdAt: k.createdAt,
  lastUsedAt: k.lastUsedAt,
});

/** The keys that may push prices. */
export async function listApiTokens(deps: Deps, auth: TokenCaller): Promise<{ tokens: ApiToken[] }> {
  const { keys } = await listApiKeys(deps, auth);
  return { tokens: keys.filter((k) => k.scopes.includes('prices:write') && !k.expired).map(toToken) };
}

/** A key with prices:write and no expiry; the secret is answered once. */
export async function createApiToken(
  deps: Deps,
  auth: TokenCaller,
  name: string,
): Promise<{ token: ApiToken; secret: string }> {
  const { key, secret } = await createApiKey(deps, auth, { name, scopes: ['prices:write'], expiresOn: null });
  return { token: toToken(key), secret };
}

export async function revokeApiToken(deps: Deps, auth: TokenCaller, id: number): Promise<void> {
  await revokeApiKey(deps, auth, id);
}

// ---- Ingest ----

export type ApiCaller = { tokenId: number; accountId: number };

/** The seller behind the request's key (plugins/api-key-auth.ts checked it and its prices:write); 409 unless price type API. */
export async function apiCallerOf(deps: Deps, auth: AuthContext): Promise<ApiCaller> {
  if (auth.apiKeyId === undefined || auth.accountType !== 'seller') throw tokenInvalid();
  const priceType = await repo.findPriceType(deps.db, auth.accountId);
  if (priceType !== 'API') throw notApiPriceType();
  return { tokenId: auth.apiKeyId, accountId: auth.accountId };
}

export async function ingestTicks(
  deps: Deps,
  caller: ApiCaller,
  body: IngestTicksRequest,
): Promise<IngestTicksResponse> {
  const now = deps.now();
  const fields: Record<string, string> = {};
  body.ticks.forEach((t, i) => {
    if (t.timestamp && Date.parse(t.timestamp) > now.getTime() + FUTURE_TOLERANCE_MS) {
      fields[`ticks.${i}.timestamp`] = SERVER_MESSAGES.priceFeed.timestampInFuture;
    }
  });
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, fields);
  const pushed = body.ticks.map((t) => ({
    symbol: t.symbol,
    price: t.price,
    timestamp: t.timestamp ? new Date(t.timestamp).toISOString() : now.toISOString(),
  }));
  const breach = await priceBandBreach(deps, caller.accountId, pushed, now);
  // Any authenticated push is a heartbeat, a held one too: the feed is alive, only its price is doubted.
  const { wasPaused } = await repo.beatHeart(deps.db, caller.accountId, now);
  let result: IngestTicksResponse;
  if (breach) {
    const held = await deps.db.transaction(async (tx) => {
      const row = await repo.insertHeldPush(tx, {
        sellerAccountId: caller.accountId,
        ticks: pushed,
        receivedAt: now,
        bandBp: deps.config.priceBandBp,
        ...breach,
      });
      await recordAudit(tx, {
        actorUserId: null,
        accountId: caller.accountId,
        entity: 'held-price',
        entityId: row.id,
        action: 'held-price.held',
        details: { ...breach, bandBp: deps.config.priceBandBp, tokenId: caller.tokenId },
        at: now,
      });
      return row;
    });
    result = {
      accepted: 0,
      held: pushed.length,
      heldPushId: held.id,
      notice: heldNotice(breach, deps.config.priceBandBp, deps.platform.brand.id),
    };
  } else {
    const ticks = await deps.marketData.recordTicks(pushed, 'API', caller.accountId);
    // What was held before this push is out of date now that newer prices are live.
    await repo.supersedeHeldPushes(deps.db, caller.accountId, now);
    result = { accepted: ticks.length, held: 0, heldPushId: null, notice: null };
  }
  if (wasPaused) {
    await recordAudit(deps.db, {
      actorUserId: null,
      accountId: caller.accountId,
      entity: 'seller-feed',
      entityId: caller.accountId,
      action: 'feed.resumed',
      details: { at: now.toISOString() },
      at: now,
    });
    await deps.sellerMarketEvents.announceChange(caller.accountId);
  }
  return result;
}

type PushedTick = { symbol: string; price: number; timestamp: string };
type Breach = { offerId: number; referencePriceE4: number; pushedPriceE4: number; deviationBp: number };

/**
 * The price band (decision 056): each of the seller's live offers is priced twice with its recipe (no
 * particular buyer), once from the platform's exchange quotes (the formula reference) and once from
 * the seller's quotes with this push applied. The offer furthest outside the band holds the push; an
 * offer without a fresh reference (platform data missing or stale) is not compared.
 */
async function priceBandBreach(
  deps: Deps,
  sellerAccountId: number,
  pushed: PushedTick[],
  now: Date,
): Promise<Breach | null> {
  const offers = await repo.findLiveOffersOfSeller(deps.db, sellerAccountId, businessDate(now));
  if (offers.length === 0) return null;
  const pricing = await loadSellerPricing(deps.db, [sellerAccountId]);
  const reference = deps.marketData.quotes(null);
  const candidate: Record<string, { price: number; timestamp: string }> = {
    ...deps.marketData.quotes(sellerAccountId),
  };
  for (const tick of pushed)
    if (supersedes(candidate[tick.symbol], tick))
      candidate[tick.symbol] = { price: tick.price, timestamp: tick.timestamp };
  const ctx = { currency: currencyOf(deps.platform.features), now };
  const opts = { maxAgeMs: deps.config.livePriceMaxAgeMs };
  let worst: Breach | null = null;
  for (const offer of offers) {
    const recipe = recipeFor(offer, NO_BUYER_ACCOUNT_ID, pricing, ctx);
    if (!recipe) continue;
    const ref = priceFromMarket(recipe, reference, now, opts);
    const own = priceFromMarket(recipe, candidate as QuoteMap, now, opts);
    if (!ref.ok || !own.ok || !outsidePriceBand(own.pricePer100lE4, ref.pricePer100lE4, deps.config.priceBandBp))
      continue;
    const bp = deviationBp(own.pricePer100lE4, ref.pricePer100lE4)!;
    if (!worst || bp > worst.deviationBp)
      worst = {
        offerId: offer.id,
        referencePriceE4: ref.pricePer100lE4,
        pushedPriceE4: own.pricePer100lE4,
        deviationBp: bp,
      };
  }
  return worst;
}

const percentOf = (brand: Deps['platform']['brand']['id']) => (bp: number) =>
  `${formatNumber(bp / 100, { brand, decimals: 2 })} %`;

function heldNotice(breach: Breach, bandBp: number, brand: Deps['platform']['brand']['id']): string {
  const percent = percentOf(brand);
  return SERVER_MESSAGES.priceFeed.held({
    offerId: breach.offerId,
    deviation: percent(breach.deviationBp),
    allowed: percent(bandBp),
  });
}

// ---- Rails: held prices and the dead-man switch (decision 056) ----

type HeldRow = Awaited<ReturnType<typeof repo.listHeldPushes>>[number];
const toHeld = (r: HeldRow): HeldPricePush => ({
  id: r.id,
  receivedAt: r.receivedAt.toISOString(),
  ticks: r.ticks,
  offerId: r.offerId,
  referencePriceE4: r.referencePriceE4,
  pushedPriceE4: r.pushedPriceE4,
  deviationBp: r.deviationBp,
  bandBp: r.bandBp,
});

export async function getFeedRails(deps: Deps, auth: Caller): Promise<FeedRails> {
  const [beat, held] = await Promise.all([
    repo.findHeartbeat(deps.db, auth.accountId),
    repo.listHeldPushes(deps.db, auth.accountId),
  ]);
  return {
    bandBp: deps.config.priceBandBp,
    heartbeatSeconds: Math.round(deps.config.feedHeartbeatMs / 1000),
    lastPushAt: beat?.lastPushAt.toISOString() ?? null,
    pausedSince: beat?.pausedAt?.toISOString() ?? null,
    held: held.map(toHeld),
  };
}

/**
 * The seller stands by a held push: its prices go live now (timestamped now, the moment the seller
 * confirmed them), audited; pushes held before it are out of date. 404 unless it is the seller's and held.
 */
export async function confirmHeldPrice(deps: Deps, auth: Caller, id: number): Promise<FeedRails> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const decided = await repo.decideHeldPush(tx, auth.accountId, id, 'CONFIRMED', auth.userId, now);
    if (!decided) throw notFound();
    await repo.supersedeHeldPushes(tx, auth.accountId, now, id);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'held-price',
      entityId: id,
      action: 'held-price.confirmed',
      details: { ticks: decided.ticks },
      at: now,
    });
    return decided;
  });
  await deps.marketData.recordTicks(
    row.ticks.map((t) => ({ symbol: t.symbol, price: t.price, timestamp: now })),
    'API',
    auth.accountId,
  );
  return getFeedRails(deps, auth);
}

/** The seller throws a held push away: nothing goes live; audited. 404 unless it is the seller's and held. */
export async function discardHeldPrice(deps: Deps, auth: Caller, id: number): Promise<FeedRails> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const decided = await repo.decideHeldPush(tx, auth.accountId, id, 'DISCARDED', auth.userId, now);
    if (!decided) throw notFound();
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'held-price',
      entityId: id,
      action: 'held-price.discarded',
      details: { ticks: decided.ticks },
      at: now,
    });
  });
  return getFeedRails(deps, auth);
}

/**
 * The dead-man switch (jobs/feed-heartbeat.job.ts): every API seller whose feed has been silent longer
 * than the heartbeat gets its feed paused, so its live offers leave the markets and cannot be ordered
 * until the next push; a seller that left price type API is let go again. Answers the sellers paused.
 */
export async function pauseSilentFeeds(
  deps: Pick<Deps, 'db' | 'now' | 'config' | 'sellerMarketEvents'>,
): Promise<number[]> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - deps.config.feedHeartbeatMs);
  const paused = await deps.db.transaction(async (tx) => {
    const rows = await repo.pauseSilentFeeds(tx, cutoff, now);
    for (const r of rows) {
      await recordAudit(tx, {
        actorUserId: null,
        accountId: r.sellerAccountId,
        entity: 'seller-feed',
        entityId: r.sellerAccountId,
        action: 'feed.paused',
        details: {
          lastPushAt: r.lastPushAt.toISOString(),
          heartbeatSeconds: Math.round(deps.config.feedHeartbeatMs / 1000),
        },
        at: now,
      });
    }
    return rows.map((r) => r.sellerAccountId);
  });
  const released = (await repo.unpauseNonApiFeeds(deps.db)).map((r) => r.sellerAccountId);
  for (const id of [...paused, ...released]) await deps.sellerMarketEvents.announceChange(id);
  return paused;
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
  await deps.events.publish({
    type: 'feedStatus',
    running: status.running,
    liveGasPricesAvailable: status.liveGasPricesAvailable,
  });
  return status;
}
