// Empty-barrel pickup requests (issue 17 part 6; spec sections 1, 3 and 9): a buyer asks a seller it
// trades additives with to collect empty containers (seller, additive, returnable unit, number of units,
// pickup address, preferred date); the seller is mailed, sees the requests and sets their status (open,
// scheduled, done); the buyer sees its last 5. Mails leave through the outbox with the change.
import type { FastifyInstance } from 'fastify';
import {
  EMPTY_BARREL_HISTORY,
  EMPTY_BARREL_LABELS,
  type CreateEmptyBarrelRequest,
  type EmptyBarrelList,
  type EmptyBarrelListQuery,
  type EmptyBarrelOptions,
  type EmptyBarrelRequest,
} from '@fuel/domain/contracts/empty-barrels';
import type { AdditiveLocation } from '@fuel/domain/contracts/additive-locations';
import { sellsAdditives } from '@fuel/domain/additives/additive-rules';
import {
  canChangeEmptyBarrelStatus,
  EMPTY_BARREL_STATUS_LABELS,
  nextEmptyBarrelStatuses,
  preferredDateRefusal,
  type EmptyBarrelStatus,
} from '@fuel/domain/empty-barrels/empty-barrel-rules';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { businessDate } from '@fuel/domain/offers/business-time';
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import type { MailMessage } from '../../plugins/mail';
import { assertPlatformSeller, singleSellerOf, type Platform } from '../../plugins/platform';
import { AppError } from '../../shared/app-error';
import { enqueue } from '../../shared/outbox';
import { orderableLocation } from '../additive-locations/additive-locations.service';
import { sellerMailRecipients, userEmails } from '../trading/trading.service';
import { pickupRequestedMail, pickupStatusMail } from './empty-barrels.mails';
import * as repo from './empty-barrels.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

export type EmptyBarrelsDeps = {
  db: Db;
  platform: Platform;
  now: () => Date;
  outbox: Pick<FastifyInstance['outbox'], 'kick'>;
};
type Caller = Pick<AuthContext, 'userId' | 'accountId' | 'accountType'>;

const SELLER_PAGE_SIZE = 50;
export const EMPTY_BARREL_MAIL_WORK = 'empty-barrels.mail';

const notFound = () => new AppError(404, 'NOT_FOUND', SERVER_MESSAGES.notFound.emptyBarrelPickup);
const badField = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, { [field]: message });

const german = new Intl.Collator('de');

function toRequest(row: repo.RequestRow, side: 'buyer' | 'seller'): EmptyBarrelRequest {
  const r = row.request;
  return {
    id: r.id,
    seller: { id: r.sellerAccountId, name: row.sellerName },
    buyer: { id: r.buyerAccountId, name: row.buyerName },
    product: { id: r.productId, name: row.productName },
    purchaseUnit: { id: r.purchaseUnitId, name: row.unitName },
    units: r.units,
    locationId: r.locationId,
    pickupAddress: { street: r.street, postCode: r.postCode, city: r.city, county: r.county, country: r.country },
    preferredDate: r.preferredDate,
    comment: r.comment,
    status: r.status,
    statusLabel: EMPTY_BARREL_STATUS_LABELS[r.status],
    nextStatuses: side === 'seller' ? [...nextEmptyBarrelStatuses(r.status)] : [],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** As the additive market lists sellers (features/additives): active, selling additives, with the account feature. */
const sellerTradesAdditives = (row: repo.PickupOptionRow) =>
  row.sellerStatus === 'ACTIVE' && row.sellerFeatures.productAdditives && sellsAdditives(row.sellerKind);

/** The options rows grouped seller -> additive -> returnable units, by name (units by size). */
function groupOptions(rows: repo.PickupOptionRow[]): EmptyBarrelOptions {
  const sellers = new Map<number, EmptyBarrelOptions['sellers'][number]>();
  for (const row of [...rows].filter(sellerTradesAdditives).sort((a, b) => a.unitSort - b.unitSort)) {
    const seller = sellers.get(row.sellerId) ?? { id: row.sellerId, name: row.sellerName, products: [] };
    sellers.set(row.sellerId, seller);
    let product = seller.products.find((p) => p.id === row.productId);
    if (!product) seller.products.push((product = { id: row.productId, name: row.productName, purchaseUnits: [] }));
    product.purchaseUnits.push({ id: row.unitId, name: row.unitName });
  }
  const byName = (a: { name: string }, b: { name: string }) => german.compare(a.name, b.name);
  return { sellers: [...sellers.values()].sort(byName).map((s) => ({ ...s, products: s.products.sort(byName) })) };
}

/** GET /api/empty-barrels/options (buyers): the sellers, additives and returnable units the form offers. */
export async function getPickupOptions(deps: EmptyBarrelsDeps, caller: Caller): Promise<EmptyBarrelOptions> {
  const options = groupOptions(await repo.findPickupOptions(deps.db, caller.accountId));
  // Single-seller mode (decision 054): the form offers the platform's seller only.
  const single = await singleSellerOf(deps.db, deps.platform);
  return single ? { sellers: options.sellers.filter((s) => s.id === single.seller?.id) } : options;
}

/** The pickup address: a copy of one of the buyer's additive locations, or the address typed. */
async function pickupAddress(
  db: DbOrTx,
  accountId: number,
  body: CreateEmptyBarrelRequest,
): Promise<{ locationId: number | null; address: AdditiveLocation['address'] }> {
  if (body.locationId === undefined) return { locationId: null, address: body.address! };
  const location = await orderableLocation(db, accountId, body.locationId);
  if (!location) throw badField('locationId', SERVER_MESSAGES.emptyBarrels.locationRequired);
  return { locationId: location._id, address: location.address };
}

/**
 * POST /api/empty-barrels (buyers). Refused: a preferred date before today (400), a seller the buyer
 * does not trade additives with (409 ADDITIVES_NOT_ENABLED), an additive or unit the form does not offer
 * or another account's location (400 on the field). The seller is mailed through the outbox.
 */
export async function createPickupRequest(
  deps: EmptyBarrelsDeps,
  caller: Caller,
  body: CreateEmptyBarrelRequest,
): Promise<EmptyBarrelRequest> {
  const now = deps.now();
  const dateRefusal = preferredDateRefusal(body.preferredDate, businessDate(now));
  if (dateRefusal) throw badField('preferredDate', dateRefusal);
  await assertPlatformSeller(deps.db, deps.platform, body.sellerId);
  const offered = groupOptions(await repo.findPickupOptions(deps.db, caller.accountId, body.sellerId)).sellers[0];
  if (!offered)
    throw new AppError(409, 'ADDITIVES_NOT_ENABLED', ERROR_MESSAGES.ADDITIVES_NOT_ENABLED, {
      sellerId: ERROR_MESSAGES.ADDITIVES_NOT_ENABLED,
    });
  const product = offered.products.find((p) => p.id === body.productId);
  if (!product)
    throw badField('productId', SERVER_MESSAGES.emptyBarrels.productNotTakenBack(EMPTY_BARREL_LABELS.productId));
  if (!product.purchaseUnits.some((u) => u.id === body.purchaseUnitId)) {
    throw badField(
      'purchaseUnitId',
      SERVER_MESSAGES.emptyBarrels.unitNotReturnable(EMPTY_BARREL_LABELS.purchaseUnitId),
    );
  }
  const { locationId, address } = await pickupAddress(deps.db, caller.accountId, body);
  const id = await deps.db.transaction(async (tx) => {
    const created = await repo.insertRequest(tx, {
      buyerAccountId: caller.accountId,
      buyerUserId: caller.userId,
      sellerAccountId: body.sellerId,
      productId: body.productId,
      purchaseUnitId: body.purchaseUnitId,
      units: body.units,
      locationId,
      ...address,
      preferredDate: body.preferredDate,
      comment: body.comment ? body.comment : null,
      createdAt: now,
      updatedAt: now,
    });
    await enqueue(tx, EMPTY_BARREL_MAIL_WORK, { requestId: created, to: 'seller' } satisfies MailWork);
    return created;
  });
  deps.outbox.kick();
  const [row] = await repo.findRequestsById(deps.db, [id]);
  return toRequest(row!, 'buyer');
}

/** GET /api/empty-barrels: a buyer its last 5 requests; a seller the requests addressed to it, by status and page. */
export async function listPickupRequests(
  deps: EmptyBarrelsDeps,
  caller: Caller,
  query: EmptyBarrelListQuery,
): Promise<EmptyBarrelList> {
  const side = caller.accountType === 'seller' ? 'seller' : 'buyer';
  const owner = side === 'seller' ? { sellerAccountId: caller.accountId } : { buyerAccountId: caller.accountId };
  const scope: repo.RequestScope =
    side === 'seller' ? { sellerAccountId: caller.accountId, status: query.status } : owner;
  const pageSize = side === 'seller' ? (query.pageSize ?? SELLER_PAGE_SIZE) : EMPTY_BARREL_HISTORY;
  const offset = side === 'seller' ? ((query.page ?? 1) - 1) * pageSize : 0;
  const rows = await repo.findRequests(deps.db, scope, { offset, limit: pageSize });
  const byStatus = await repo.countByStatus(deps.db, owner);
  const counts = {
    OPEN: byStatus.get('OPEN') ?? 0,
    SCHEDULED: byStatus.get('SCHEDULED') ?? 0,
    DONE: byStatus.get('DONE') ?? 0,
  };
  const all = counts.OPEN + counts.SCHEDULED + counts.DONE;
  const total = side === 'seller' ? (query.status ? counts[query.status] : all) : Math.min(all, EMPTY_BARREL_HISTORY);
  return { requests: rows.map((r) => toRequest(r, side)), total, counts };
}

/**
 * PUT /api/empty-barrels/{id}/status (the request's seller; anyone else 404). The same status again
 * changes nothing; a done request is final (409 EMPTY_BARREL_STATUS_LOCKED). The buyer is mailed.
 */
export async function changePickupStatus(
  deps: EmptyBarrelsDeps,
  caller: Caller,
  id: number,
  status: EmptyBarrelStatus,
): Promise<EmptyBarrelRequest> {
  const changed = await deps.db.transaction(async (tx) => {
    const row = await repo.lockSellersRequest(tx, id, caller.accountId);
    if (!row) throw notFound();
    if (row.status === status) return false;
    if (!canChangeEmptyBarrelStatus(row.status, status))
      throw new AppError(409, 'EMPTY_BARREL_STATUS_LOCKED', ERROR_MESSAGES.EMPTY_BARREL_STATUS_LOCKED);
    await repo.updateStatus(tx, id, status, deps.now());
    await enqueue(tx, EMPTY_BARREL_MAIL_WORK, { requestId: id, to: 'buyer' } satisfies MailWork);
    return true;
  });
  if (changed) deps.outbox.kick();
  const [row] = await repo.findRequestsById(deps.db, [id]);
  return toRequest(row!, 'seller');
}

/** One mail of the outbox: the seller of a new request, or the buyer of a request whose status changed. */
type MailWork = { requestId: number; to: 'seller' | 'buyer' };

export type EmptyBarrelMailDeps = {
  db: DbOrTx;
  brand: () => BrandId;
  mailer: { sendMany(messages: MailMessage[]): Promise<void> };
};

/** The outbox handler: a batch of mails in a handful of statements (the requests as they are now). */
export function emptyBarrelMailWork(deps: EmptyBarrelMailDeps) {
  return async (payloads: Array<Record<string, unknown>>): Promise<void> => {
    const works = payloads as MailWork[];
    const rows = new Map(
      (await repo.findRequestsById(deps.db, [...new Set(works.map((w) => w.requestId))])).map((r) => [r.request.id, r]),
    );
    const sellers = await sellerMailRecipients(deps.db, [
      ...new Set([...rows.values()].map((r) => r.request.sellerAccountId)),
    ]);
    const buyers = await userEmails(deps.db, [...new Set([...rows.values()].map((r) => r.request.buyerUserId))]);
    const brand = deps.brand();
    const mails = works.flatMap((w): MailMessage[] => {
      const row = rows.get(w.requestId);
      if (!row) return [];
      if (w.to === 'seller')
        return (sellers.get(row.request.sellerAccountId) ?? []).map((to) =>
          pickupRequestedMail(to, toRequest(row, 'seller'), brand),
        );
      const to = buyers.get(row.request.buyerUserId);
      return to ? [pickupStatusMail(to, toRequest(row, 'buyer'), brand)] : [];
    });
    await deps.mailer.sendMany(mails);
  };
}
