import type { FastifyInstance } from 'fastify';
import {
  MY_OFFERS_PAGE_SIZE,
  type MyOffersQuery,
  type MyOffersResponse,
  type OfferAutoExecution,
  type OfferInput,
  type SellerOffer,
} from '@fuel/domain/contracts/offers';
import { currencyOf } from '@fuel/domain/brands/currency';
import { businessDate } from '@fuel/domain/offers/business-time';
import { autoExecutionOf } from '@fuel/domain/target-orders/target-order-rules';
import {
  OFFER_DISPLAY_STATUSES,
  OFFER_FIELD_LABELS,
  OFFER_MESSAGES,
  offerDateErrors,
  offerDisplayStatus,
  remainingLitres,
  type OfferDisplayStatus,
} from '@fuel/domain/offers/offer-rules';
import {
  cbmFromLitres,
  litresFromCbm,
  priceInputFromPer100lE4,
  pricePer100lE4FromInput,
} from '@fuel/domain/pricing/money';
import { formatNumber } from '@fuel/domain/formats/number';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { liveOfferParamsOf, LiveOfferParamsSchema, type LiveOfferParams } from '@fuel/domain/pricing/live-pricing';
import { negativeFinalPriceMessage } from '@fuel/domain/pricing/engine';
import { NO_BUYER_ACCOUNT_ID } from '@fuel/domain/pricing/min-price';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit, recordAudits } from '../../shared/audit';
import type { Platform } from '../../plugins/platform';
import type { SellerMarketEvents } from '../../plugins/seller-market-events';
import type { MarketData } from '../../plugins/market-data';
import { priceLiveOfferNow, type LivePriceDeps, type PricingContext } from '../pricing-engine/live-pricing.service';
import { assertSellsFuel } from '../additives/additives.service';
import {
  findOfferReferences,
  findOfferValues,
  findProductForPricing,
  findSellerOffer,
  findSellerOffers,
  insertOffer,
  insertOffers,
  lockSellerOffer,
  updateOfferAutoExecution,
  updateOfferStatus,
  updateOfferValues,
  type OfferRow,
  type OfferValues,
} from './offers.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';
import { recordEvents } from '../webhooks/webhooks.service';

// Placing and declining orders take and give back an offer's sold litres through here: offers owns
// the table (decision 061); each takes the caller's transaction.
export { releaseSoldLitres, takeSoldLitres } from './offers.repository';

export type OffersDeps = {
  sellerMarketEvents: SellerMarketEvents;
  db: Db;
  platform: Platform;
  now: () => Date;
  marketData: Pick<MarketData, 'quotes'>;
  livePriceMaxAgeMs: number;
};
type Seller = Pick<AuthContext, 'userId' | 'accountId'>;

/** The offers' deps from the app (routes and other features' services build them the same way). */
export const offersDepsOf = (
  app: Pick<FastifyInstance, 'db' | 'platform' | 'now' | 'marketData' | 'config' | 'sellerMarketEvents'>,
): OffersDeps => ({
  db: app.db,
  platform: app.platform,
  now: () => app.now(),
  marketData: app.marketData,
  livePriceMaxAgeMs: app.config.livePriceMaxAgeMs,
  sellerMarketEvents: app.sellerMarketEvents,
});

export const notFound = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
export const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, fields);

/**
 * The seller's offers with derived status, filtered by derived status and product, one page of them
 * and the count per status. The status derives from today's business date (offerDisplayStatus), so
 * the list is filtered and paged here rather than in SQL; a seller has hundreds of offers, not millions.
 */
export async function listMyOffers(deps: OffersDeps, seller: Seller, query: MyOffersQuery): Promise<MyOffersResponse> {
  const today = businessDate(deps.now());
  const rows = await findSellerOffers(deps.db, seller.accountId, query.productId);
  const offers = rows.map((row) => toSellerOffer(row, today));
  const counts = Object.fromEntries(OFFER_DISPLAY_STATUSES.map((s) => [s, 0])) as Record<OfferDisplayStatus, number>;
  for (const o of offers) counts[o.displayStatus] += 1;
  const matching = query.status?.length ? offers.filter((o) => query.status!.includes(o.displayStatus)) : offers;
  if (query.page === undefined && query.pageSize === undefined)
    return { offers: matching, total: matching.length, pageCount: 1, counts };
  const pageSize = query.pageSize ?? MY_OFFERS_PAGE_SIZE;
  const start = ((query.page ?? 1) - 1) * pageSize;
  return {
    offers: matching.slice(start, start + pageSize),
    total: matching.length,
    pageCount: Math.max(1, Math.ceil(matching.length / pageSize)),
    counts,
  };
}

export async function getMyOffer(deps: OffersDeps, seller: Seller, offerId: number): Promise<SellerOffer> {
  const row = await findSellerOffer(deps.db, seller.accountId, offerId);
  if (!row) throw notFound();
  return toSellerOffer(row, businessDate(deps.now()));
}

export async function createOffer(deps: OffersDeps, seller: Seller, input: OfferInput): Promise<SellerOffer> {
  await assertSellsFuel(deps.db, seller.accountId);
  const values = await checkedValues(deps, seller, input);
  const now = deps.now();
  const offerId = await deps.db.transaction(async (tx) => {
    const id = await insertOffer(tx, { ...values, sellerAccountId: seller.accountId, status: 'ACTIVE', now });
    await recordAudit(tx, {
      actorUserId: seller.userId,
      accountId: seller.accountId,
      entity: 'offer',
      entityId: id,
      action: 'create',
      details: values,
      at: now,
    });
    await recordOfferEvents(tx, seller, [id], 'created', now);
    return id;
  });
  await deps.sellerMarketEvents.announceChange(seller.accountId);
  return getMyOffer(deps, seller, offerId);
}

/** Replaces the offer's fields and bumps its version; the total may not fall below what is sold (409). */
export async function updateOffer(
  deps: OffersDeps,
  seller: Seller,
  offerId: number,
  input: OfferInput,
): Promise<SellerOffer> {
  await assertSellsFuel(deps.db, seller.accountId);
  const checked = await checkedValues(deps, seller, input);
  const now = deps.now();
  await deps.db.transaction((tx) => updateOfferIn(tx, deps, seller, { offerId, input, values: checked }, now));
  await deps.sellerMarketEvents.announceChange(seller.accountId);
  return getMyOffer(deps, seller, offerId);
}

/**
 * The edit inside the caller's transaction (the form's PUT, or a CSV upload with `details` naming it):
 * locks the offer, keeps a min-price floor while the toggle stays on, refuses a total below what is
 * sold (409), bumps the version and writes the audit entry.
 */
export async function updateOfferIn(
  tx: DbOrTx,
  deps: Pick<OffersDeps, 'platform'>,
  seller: Seller,
  edit: { offerId: number; input: OfferInput; values: OfferValues },
  now: Date,
  details: Record<string, unknown> = {},
): Promise<void> {
  const { offerId, input } = edit;
  // The seller-kind rule on every path that writes a fuel offer (decision 054): the form and the CSV upload.
  await assertSellsFuel(tx, seller.accountId);
  const offer = await lockSellerOffer(tx, seller.accountId, offerId);
  if (!offer) throw notFound();
  // The min-price floor survives an edit while the toggle stays on (read under the lock).
  const values =
    input.pricingType === 'LIVE'
      ? { ...edit.values, livePricing: liveOfferParamsOf(input, storedLiveParams(offer)) }
      : edit.values;
  if (values.totalLitres < offer.soldLitres) {
    const sold = formatNumber(cbmFromLitres(offer.soldLitres), { brand: deps.platform.brand.id, decimals: 3 });
    const message = OFFER_MESSAGES.totalBelowSold(sold);
    throw new AppError(409, 'OFFER_TOTAL_BELOW_SOLD', message, { totalCbm: message });
  }
  await updateOfferValues(tx, offerId, values, now);
  await recordAudit(tx, {
    actorUserId: seller.userId,
    accountId: seller.accountId,
    entity: 'offer',
    entityId: offerId,
    action: 'update',
    details: { ...values, previousVersion: offer.version, ...details },
    at: now,
  });
  await recordOfferEvents(tx, seller, [offerId], 'updated', now);
}

/** New offers (status ACTIVE) inside the caller's transaction, a few hundred per statement, each with its audit entry. */
export async function createOffersIn(
  tx: DbOrTx,
  seller: Seller,
  values: OfferValues[],
  now: Date,
  details: Record<string, unknown> = {},
): Promise<number[]> {
  // The CSV upload's creates: the same seller-kind rule as the form (decision 054).
  if (values.length > 0) await assertSellsFuel(tx, seller.accountId);
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += CREATE_BATCH) {
    const batch = values.slice(i, i + CREATE_BATCH);
    const created = await insertOffers(
      tx,
      batch.map((v) => ({ ...v, sellerAccountId: seller.accountId, status: 'ACTIVE' as const, now })),
    );
    await recordAudits(
      tx,
      created.map((id, j) => ({
        actorUserId: seller.userId,
        accountId: seller.accountId,
        entity: 'offer',
        entityId: id,
        action: 'create',
        details: { ...batch[j], ...details },
        at: now,
      })),
    );
    ids.push(...created);
  }
  await recordOfferEvents(tx, seller, ids, 'created', now);
  return ids;
}
/** Decision 068: `offer.changed` to the seller's account, in the change's transaction (form and CSV upload alike). */
function recordOfferEvents(
  tx: DbOrTx,
  seller: Seller,
  offerIds: number[],
  change: 'created' | 'updated' | 'cloned' | 'paused' | 'resumed' | 'removed',
  now: Date,
): Promise<void> {
  return recordEvents(
    tx,
    offerIds.map((offerId) => ({ accountId: seller.accountId, type: 'offer.changed', data: { offerId, change } })),
    now,
  );
}

/** Rows per INSERT: well below PostgreSQL's 65,535 parameters (about 20 per offer). */
const CREATE_BATCH = 500;

/** A copy of the offer with status PAUSED, nothing sold, version 1 (spec section 4). */
export async function cloneOffer(deps: OffersDeps, seller: Seller, offerId: number): Promise<SellerOffer> {
  await assertSellsFuel(deps.db, seller.accountId);
  const now = deps.now();
  const cloneId = await deps.db.transaction(async (tx) => {
    const offer = await lockSellerOffer(tx, seller.accountId, offerId);
    if (!offer) throw notFound();
    const values = await findOfferValues(tx, offerId);
    const id = await insertOffer(tx, { ...values, sellerAccountId: seller.accountId, status: 'PAUSED', now });
    await recordAudit(tx, {
      actorUserId: seller.userId,
      accountId: seller.accountId,
      entity: 'offer',
      entityId: id,
      action: 'clone',
      details: { from: offerId },
      at: now,
    });
    await recordOfferEvents(tx, seller, [id], 'cloned', now);
    return id;
  });
  return getMyOffer(deps, seller, cloneId);
}

/** Pause (PAUSED) or resume (ACTIVE); REMOVED is only reached through delete. */
export async function changeOfferStatus(
  deps: OffersDeps,
  seller: Seller,
  offerId: number,
  status: 'ACTIVE' | 'PAUSED',
): Promise<SellerOffer> {
  const now = deps.now();
  const changed = await deps.db.transaction(async (tx) => {
    const offer = await lockSellerOffer(tx, seller.accountId, offerId);
    if (!offer) throw notFound();
    if (offer.status === status) return false;
    await updateOfferStatus(tx, offerId, status, now);
    await recordAudit(tx, {
      actorUserId: seller.userId,
      accountId: seller.accountId,
      entity: 'offer',
      entityId: offerId,
      action: status === 'PAUSED' ? 'pause' : 'resume',
      details: { from: offer.status, to: status },
      at: now,
    });
    await recordOfferEvents(tx, seller, [offerId], status === 'PAUSED' ? 'paused' : 'resumed', now);
    return true;
  });
  if (changed) await deps.sellerMarketEvents.announceChange(seller.accountId);
  return getMyOffer(deps, seller, offerId);
}

/** PUT /api/offers/{id}/auto-execution (issue 29): the seller's consent to automatic execution, audited. */
export async function changeOfferAutoExecution(
  deps: OffersDeps,
  seller: Seller,
  offerId: number,
  input: OfferAutoExecution,
): Promise<SellerOffer> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const offer = await lockSellerOffer(tx, seller.accountId, offerId);
    if (!offer) throw notFound();
    const values = {
      autoExecution: input.autoExecution,
      autoMaxLitres: input.autoMaxCbm === null ? null : litresFromCbm(input.autoMaxCbm),
    };
    await updateOfferAutoExecution(tx, offerId, values, now);
    await recordAudit(tx, {
      actorUserId: seller.userId,
      accountId: seller.accountId,
      entity: 'offer',
      entityId: offerId,
      action: 'auto-execution',
      details: values,
      at: now,
    });
  });
  await deps.sellerMarketEvents.announceChange(seller.accountId);
  return getMyOffer(deps, seller, offerId);
}

/** Delete = status REMOVED: the row stays for the orders that point at it. */
export async function removeOffer(deps: OffersDeps, seller: Seller, offerId: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction((tx) => removeOfferIn(tx, seller, offerId, now));
  await deps.sellerMarketEvents.announceChange(seller.accountId);
}

/** The removal inside the caller's transaction (the form's DELETE or a CSV upload, named in `details`). */
export async function removeOfferIn(
  tx: DbOrTx,
  seller: Seller,
  offerId: number,
  now: Date,
  details: Record<string, unknown> = {},
): Promise<void> {
  const offer = await lockSellerOffer(tx, seller.accountId, offerId);
  if (!offer) throw notFound();
  await updateOfferStatus(tx, offerId, 'REMOVED', now);
  await recordOfferEvents(tx, seller, [offerId], 'removed', now);
  await recordAudit(tx, {
    actorUserId: seller.userId,
    accountId: seller.accountId,
    entity: 'offer',
    entityId: offerId,
    action: 'remove',
    details: { from: offer.status, ...details },
    at: now,
  });
}

/**
 * The rules the contract cannot check alone: the end may not be in the past (business today), delivery
 * only with DELIVERED_PRODUCTS, and the ids must point at an active fuel, terminal, region and lifting
 * period. Then the input in stored units (litres, price per 100 L in e4).
 */
async function checkedValues(deps: OffersDeps, seller: Seller, input: OfferInput): Promise<OfferValues> {
  const fields: Record<string, string> = { ...offerDateErrors(input, businessDate(deps.now())) };
  const delivered = input.deliveryType === 'DELIVERED';
  if (delivered && !deps.platform.features.DELIVERED_PRODUCTS)
    fields.deliveryType = SERVER_MESSAGES.offers.deliveryNotAvailable;
  const ids = referenceIdsOf(input);
  const refs = await findOfferReferences(deps.db, ids);
  const unknown = (field: keyof typeof OFFER_FIELD_LABELS) => SERVER_MESSAGES.invalidField(OFFER_FIELD_LABELS[field]);
  if (!refs.product) fields.productId = unknown('productId');
  if (ids.terminalId !== null && !refs.terminal) fields.terminalId = unknown('terminalId');
  if (ids.deliveryRegionId !== null && !refs.region) fields.deliveryRegionId = unknown('deliveryRegionId');
  if (ids.liftingPeriodId !== null && !refs.liftingPeriod) fields.liftingPeriodId = unknown('liftingPeriodId');
  if (Object.keys(fields).length > 0) throw invalid(fields);
  if (input.pricingType === 'LIVE') await assertLivePriceNotNegative(deps, seller, input, ids);
  return storedOfferValues(input);
}

/** The ids an input points at: a terminal or a region by delivery type, a lifting period unless custom. */
export function referenceIdsOf(input: OfferInput) {
  const delivered = input.deliveryType === 'DELIVERED';
  return {
    productId: input.productId,
    terminalId: delivered ? null : input.terminalId,
    deliveryRegionId: delivered ? input.deliveryRegionId : null,
    liftingPeriodId: input.collectionType === 'LIFTING_PERIOD' ? input.liftingPeriodId : null,
  };
}

/** A checked input in stored units (litres, price per 100 L in e4); ids follow the delivery type and collection. */
export function storedOfferValues(input: OfferInput): OfferValues {
  const custom = input.collectionType === 'CUSTOM';
  const live = input.pricingType === 'LIVE';
  return {
    ...referenceIdsOf(input),
    pricingType: input.pricingType,
    // A live offer has no stored price: the market shows the engine's price for each buyer.
    priceInputUnit: live ? 'EUR_100L15' : input.priceInputUnit,
    pricePer100lE4: live ? null : pricePer100lE4FromInput(input.price, input.priceInputUnit),
    livePricing: live ? liveOfferParamsOf(input) : null,
    totalLitres: litresFromCbm(input.totalCbm),
    minOrderLitres: litresFromCbm(input.minOrderCbm),
    maxOrderLitres: litresFromCbm(input.maxOrderCbm),
    startDate: input.startDate,
    endDate: input.endDate,
    dailyStartTime: input.dailyStartTime,
    dailyEndTime: input.dailyEndTime,
    collectionStartDate: custom ? input.collectionStartDate : null,
    collectionEndDate: custom ? input.collectionEndDate : null,
  };
}

/**
 * Spec section 5 "A negative final price is invalid": checked on the current quotes for no particular
 * buyer; without market data there is nothing to check yet (the market then leaves the offer out).
 */
export async function assertLivePriceNotNegative(
  deps: OffersDeps,
  seller: Seller,
  input: OfferInput & { pricingType: 'LIVE' },
  ids: { productId: number; terminalId: number | null },
) {
  const product = await findProductForPricing(deps.db, ids.productId);
  if (!product) return;
  const { result } = await priceLiveOfferNow(
    livePriceDeps(deps),
    {
      id: 0,
      sellerAccountId: seller.accountId,
      ...ids,
      livePricing: liveOfferParamsOf(input),
      productCategory: product.category,
      productDensity: product.density,
    },
    NO_BUYER_ACCOUNT_ID,
    pricingContext(deps),
  );
  const message = negativeFinalPriceMessage(result);
  if (message) throw invalid({ surcharge: message });
}

export const livePriceDeps = (deps: OffersDeps): LivePriceDeps => ({
  db: deps.db,
  marketData: deps.marketData,
  maxAgeMs: deps.livePriceMaxAgeMs,
});
export const pricingContext = (deps: OffersDeps): PricingContext => ({
  currency: currencyOf(deps.platform.features),
  now: deps.now(),
});

const iso = (d: Date) => d.toISOString();

/** The stored live params of a live offer (offers.live_pricing), or null. */
export function storedLiveParams(row: { pricingType: 'FIXED' | 'LIVE'; livePricing: unknown }): LiveOfferParams | null {
  if (row.pricingType !== 'LIVE' || !row.livePricing) return null;
  return LiveOfferParamsSchema.parse(row.livePricing);
}

export function toSellerOffer(row: OfferRow, today: string): SellerOffer {
  const displayStatus = offerDisplayStatus(row, today);
  return {
    id: row.id,
    product: row.product,
    deliveryType: row.terminal ? 'PICKUP' : 'DELIVERED',
    terminal: row.terminal,
    deliveryRegion: row.deliveryRegion,
    status: row.status,
    // Removed offers never reach this mapping (the repository leaves them out).
    displayStatus: displayStatus === 'REMOVED' ? 'PAUSED' : displayStatus,
    pricingType: row.pricingType,
    priceInputUnit: row.priceInputUnit,
    pricePer100l: row.pricePer100lE4 === null ? null : priceInputFromPer100lE4(row.pricePer100lE4, 'EUR_100L15'),
    pricePerLitre: row.pricePer100lE4 === null ? null : priceInputFromPer100lE4(row.pricePer100lE4, 'EUR_L'),
    live: row.pricingType === 'LIVE' ? storedLiveParams(row) : null,
    totalCbm: cbmFromLitres(row.totalLitres),
    soldCbm: cbmFromLitres(row.soldLitres),
    remainingCbm: cbmFromLitres(remainingLitres(row)),
    minOrderCbm: cbmFromLitres(row.minOrderLitres),
    maxOrderCbm: cbmFromLitres(row.maxOrderLitres),
    startDate: row.startDate,
    endDate: row.endDate,
    dailyStartTime: row.dailyStartTime,
    dailyEndTime: row.dailyEndTime,
    collectionType: row.collectionStartDate ? 'CUSTOM' : 'LIFTING_PERIOD',
    liftingPeriod: row.liftingPeriod,
    collectionStartDate: row.collectionStartDate,
    collectionEndDate: row.collectionEndDate,
    version: row.version,
    autoExecution: autoExecutionOf(row.autoExecution, row.pricingType),
    autoMaxCbm: row.autoMaxLitres === null ? null : cbmFromLitres(row.autoMaxLitres),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
