// The additive market (issue 17, decision 042): who may use it (flag ENABLE_MARKETPLACE_ADDITIVES, account
// feature productAdditives, a seller that sells additives), the catalogue's additive products with their
// purchase units, the seller's additive offers (create, edit, ACTIVE/PAUSED, REMOVED, clone as PAUSED) and
// the list of GET /api/v2/offers/additives for sellers (own offers) and buyers (the additive market).
// Ordering is trading's; other features ask this service, never its repository.
import type {
  AdditiveOffer,
  AdditiveOfferClone,
  AdditiveOfferFilterOptions,
  AdditiveOfferInput,
  AdditiveOfferListQuery,
  AdditiveOfferListResponse,
  AdditiveOfferUpdate,
  AdditiveProduct,
  PurchaseUnit,
} from '@fuel/domain/contracts/additives';
import { withAdditiveOfferListDefaults } from '@fuel/domain/contracts/additives';
import {
  ADDITIVE_OFFER_MESSAGES,
  additiveStatusChange,
  availableUnits,
  CLONED_ADDITIVE_OFFER_STATUS,
  pricePerLitreE4,
  sellerKindRefusal,
  unitPriceE4FromInput,
  unitPriceFromE4,
  type AdditiveOfferStatus,
  type SellerKind,
} from '@fuel/domain/additives/additive-rules';
import type { AuditActionOf } from '@fuel/domain/audit/audit-vocabulary';
import { accountFeatureRefusal } from '@fuel/domain/accounts/account-feature-gates';
import { currencyOf } from '@fuel/domain/brands/currency';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { singleSellerOf, type Platform } from '../../plugins/platform';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import * as repo from './additives.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

// Placing and declining additive orders take and give back an offer's sold units through here:
// additives owns the table (decision 061); each takes the caller's transaction.
export { releaseSoldUnits, takeSoldUnits } from './additives.repository';

export type AdditivesDeps = { db: Db; platform: Platform; now: () => Date };
type Caller = Pick<AuthContext, 'accountId' | 'accountType' | 'userId'>;

const german = new Intl.Collator('de');
const byName = (a: { name: string }, b: { name: string }) => german.compare(a.name, b.name) || 0;

const notFound = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
const notAvailable = () => new AppError(403, 'ADDITIVES_NOT_AVAILABLE', ERROR_MESSAGES.ADDITIVES_NOT_AVAILABLE);

// ---------------------------------------------------------------------------------------------
// Access (spec section 6, issue 17 part 7)
// ---------------------------------------------------------------------------------------------

/**
 * Without the platform flag ENABLE_MARKETPLACE_ADDITIVES there is no additive market (404). The additive
 * routes declare it as `config.feature` (decision 064); this is for services that reach additives from
 * routes of their own (order history's additive filter, order placement).
 */
function assertAdditivesEnabled(platform: Platform): void {
  if (!platform.features.ENABLE_MARKETPLACE_ADDITIVES)
    throw new AppError(404, 'FEATURE_DISABLED', ERROR_MESSAGES.FEATURE_DISABLED);
}

/**
 * The account may use the additive market: the flag, the account feature productAdditives, and for a
 * seller a seller kind that sells additives (403 ADDITIVES_NOT_AVAILABLE otherwise). Answers the account.
 * For the calls where it depends on the request (order history's filter, buyer terms); a route that
 * always needs it says so in its config (`feature`, `accountFeature`, decision 064).
 */
export async function assertAdditiveAccess(
  db: DbOrTx,
  platform: Platform,
  accountId: number,
): Promise<repo.AdditiveAccount> {
  assertAdditivesEnabled(platform);
  const account = await repo.findAdditiveAccount(db, accountId);
  if (!account || accountFeatureRefusal('productAdditives', account)) throw notAvailable();
  return account;
}

/** The seller kind of an account (null for a buyer, an operator or an unknown account). */
export async function sellerKindOf(db: DbOrTx, accountId: number): Promise<SellerKind | null> {
  const account = await repo.findAdditiveAccount(db, accountId);
  return account?.type === 'seller' ? account.sellerKind : null;
}

/**
 * The one seller-kind rule (issue 25 part 2, decision 054): a seller writes offers and buyer terms only
 * for the product type its kind sells, 403 FUEL_NOT_AVAILABLE / ADDITIVES_NOT_AVAILABLE before anything
 * is stored. Offers (form, clone, CSV upload) and buyer terms (form, accept, CSV upload) all call it.
 */
export async function assertSellerSells(
  db: DbOrTx,
  accountId: number,
  productType: 'fuel' | 'additive',
): Promise<void> {
  const account = await repo.findAdditiveAccount(db, accountId);
  if (!account || account.type !== 'seller') return;
  const refusal = sellerKindRefusal(account.sellerKind, productType);
  if (refusal) throw new AppError(403, refusal, ERROR_MESSAGES[refusal]);
}

/** Fuel offers are not for an additive-only seller (decision 042): 403 FUEL_NOT_AVAILABLE before anything is stored. */
export const assertSellsFuel = (db: DbOrTx, accountId: number): Promise<void> =>
  assertSellerSells(db, accountId, 'fuel');

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

const toPurchaseUnit = (u: repo.PurchaseUnitRow): PurchaseUnit => ({ ...u, size: Number(u.size) });

/** GET /api/additives/products: active additive products with the purchase units they are sold in. */
export async function listAdditiveProducts(deps: AdditivesDeps): Promise<{ products: AdditiveProduct[] }> {
  const rows = await repo.findAdditiveProducts(deps.db);
  const byId = new Map<number, AdditiveProduct>();
  for (const { product, purchaseUnit } of rows) {
    const entry = byId.get(product.id) ?? { ...product, purchaseUnits: [] };
    byId.set(product.id, entry);
    if (purchaseUnit) entry.purchaseUnits.push(toPurchaseUnit(purchaseUnit));
  }
  return { products: [...byId.values()].sort(byName) };
}

// ---------------------------------------------------------------------------------------------
// The seller's offers
// ---------------------------------------------------------------------------------------------

function toOffer(r: repo.OfferListRow, platform: Platform, side: 'seller' | 'buyer'): AdditiveOffer {
  const priceE4 = Number(r.price_per_unit_e4);
  const iso = (x: Date | string) => (x instanceof Date ? x : new Date(String(x))).toISOString();
  return {
    _id: r.id,
    status: r.status,
    version: r.version,
    seller: { id: r.seller_account_id, name: r.seller_name },
    product: { id: r.product_id, name: r.product_name, code: r.product_code },
    purchaseUnit: toPurchaseUnit({
      id: r.purchase_unit_id,
      code: r.unit_code,
      name: r.unit_name,
      container: r.container,
      size: r.size,
      unit: r.unit,
      litres: r.litres,
      returnable: r.returnable,
    }),
    currency: currencyOf(platform.features),
    pricePerUnit: unitPriceFromE4(priceE4),
    pricePerLitre: unitPriceFromE4(pricePerLitreE4(priceE4, r.litres)),
    minUnits: r.min_units,
    maxUnits: r.max_units,
    availableUnits: availableUnits({ totalUnits: r.total_units, soldUnits: r.sold_units }),
    totalUnits: side === 'seller' ? r.total_units : null,
    soldUnits: side === 'seller' ? r.sold_units : null,
    deliveryDays: r.delivery_days,
    comment: r.comment,
    creditDays: side === 'buyer' ? r.credit_days : null,
    clonedFromId: r.cloned_from_id,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

async function sellerOfferView(deps: AdditivesDeps, id: number): Promise<AdditiveOffer> {
  const row = await repo.findOfferView(deps.db, id);
  if (!row) throw notFound();
  return toOffer(row, deps.platform, 'seller');
}

/** 400 with the field when the product is no active additive or is not sold in the unit. */
async function checkProductUnit(db: DbOrTx, input: { productId: number; purchaseUnitId: number }): Promise<void> {
  const state = await repo.productUnitState(db, input.productId, input.purchaseUnitId);
  if (state === 'ok') return;
  const fields: Record<string, string> =
    state === 'product'
      ? { productId: SERVER_MESSAGES.unknownOrInactive.additive }
      : { purchaseUnitId: ADDITIVE_OFFER_MESSAGES.unitNotForProduct };
  throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, fields);
}

const toValues = (input: Omit<AdditiveOfferInput, 'status'>): repo.OfferValues => ({
  productId: input.productId,
  purchaseUnitId: input.purchaseUnitId,
  pricePerUnitE4: unitPriceE4FromInput(input.pricePerUnit),
  minUnits: input.minUnits,
  maxUnits: input.maxUnits,
  totalUnits: input.totalUnits,
  deliveryDays: input.deliveryDays,
  comment: input.comment,
});

async function insertAudited(
  deps: AdditivesDeps,
  caller: Caller,
  values: repo.OfferValues,
  status: AdditiveOfferStatus,
  clonedFromId: number | null,
  action: AuditActionOf<'additive_offer'>,
): Promise<AdditiveOffer> {
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const created = await repo.insertOffer(tx, {
      ...values,
      sellerAccountId: caller.accountId,
      status,
      clonedFromId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      accountId: caller.accountId,
      entity: 'additive_offer',
      entityId: created,
      action,
      details: { ...values, status, clonedFromId },
      at: now,
    });
    return created;
  });
  return sellerOfferView(deps, id);
}

/** POST /api/v2/offers/additives: a new offer, ACTIVE unless saved paused. */
export async function createAdditiveOffer(
  deps: AdditivesDeps,
  caller: Caller,
  input: AdditiveOfferInput,
): Promise<AdditiveOffer> {
  await checkProductUnit(deps.db, input);
  return insertAudited(deps, caller, toValues(input), input.status, null, 'additive_offer.created');
}

/** POST /api/offer/additive (spec section 7): a copy of one of the seller's offers with the body's fields, PAUSED. */
export async function cloneAdditiveOffer(
  deps: AdditivesDeps,
  caller: Caller,
  input: AdditiveOfferClone,
): Promise<AdditiveOffer> {
  const source = await repo.findOfferRow(deps.db, input._id);
  if (!source || source.sellerAccountId !== caller.accountId) throw notFound();
  await checkProductUnit(deps.db, input);
  return insertAudited(deps, caller, toValues(input), CLONED_ADDITIVE_OFFER_STATUS, source.id, 'additive_offer.cloned');
}

/** The seller's offer under its row lock (404 for another seller's: ids tell nothing); REMOVED is final (409). */
async function lockOwnOffer(tx: DbOrTx, caller: Caller, id: number) {
  const row = await repo.findOfferRow(tx, id, { lock: true });
  if (!row || row.sellerAccountId !== caller.accountId) throw notFound();
  return row;
}

/** PUT /api/v2/offers/additives/{id}: never below the units sold; `version` guards against a concurrent edit. */
export async function updateAdditiveOffer(
  deps: AdditivesDeps,
  caller: Caller,
  id: number,
  input: AdditiveOfferUpdate,
): Promise<AdditiveOffer> {
  await checkProductUnit(deps.db, input);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockOwnOffer(tx, caller, id);
    if (row.status === 'REMOVED')
      throw new AppError(409, 'ADDITIVE_OFFER_REMOVED', ERROR_MESSAGES.ADDITIVE_OFFER_REMOVED);
    if (input.version !== undefined && input.version !== row.version)
      throw new AppError(409, 'ADDITIVE_OFFER_CHANGED', ERROR_MESSAGES.ADDITIVE_OFFER_CHANGED);
    if (input.totalUnits < row.soldUnits) {
      throw new AppError(409, 'OFFER_TOTAL_BELOW_SOLD', ERROR_MESSAGES.OFFER_TOTAL_BELOW_SOLD, {
        totalUnits: `Bereits verkauft: ${row.soldUnits} Einheiten.`,
      });
    }
    const values = toValues(input);
    await repo.updateOffer(tx, id, values, now);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      accountId: caller.accountId,
      entity: 'additive_offer',
      entityId: id,
      action: 'additive_offer.edited',
      details: { ...values },
      at: now,
    });
  });
  return sellerOfferView(deps, id);
}

const STATUS_ACTIONS: Record<AdditiveOfferStatus, AuditActionOf<'additive_offer'>> = {
  ACTIVE: 'additive_offer.active',
  PAUSED: 'additive_offer.paused',
  REMOVED: 'additive_offer.removed',
};

/**
 * PUT /api/offer/additive/edit (spec sections 4 and 7): ACTIVE <-> PAUSED, REMOVED deletes. A removed
 * offer stays removed (409 ADDITIVE_OFFER_REMOVED); the same status again changes nothing.
 */
export async function changeAdditiveOfferStatus(
  deps: AdditivesDeps,
  caller: Caller,
  id: number,
  status: AdditiveOfferStatus,
): Promise<AdditiveOffer> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockOwnOffer(tx, caller, id);
    const change = additiveStatusChange(row.status, status);
    if (change === 'final') throw new AppError(409, 'ADDITIVE_OFFER_REMOVED', ERROR_MESSAGES.ADDITIVE_OFFER_REMOVED);
    if (change === 'same') return;
    await repo.setOfferStatus(tx, id, status, now);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      accountId: caller.accountId,
      entity: 'additive_offer',
      entityId: id,
      action: STATUS_ACTIONS[status],
      details: { from: row.status, to: status },
      at: now,
    });
  });
  return sellerOfferView(deps, id);
}

// ---------------------------------------------------------------------------------------------
// The list (spec sections 3, 7 and 9)
// ---------------------------------------------------------------------------------------------

/** Which offers the caller sees: a seller its own; a buyer the market of itself or the given own/child accounts. */
async function listScope(deps: AdditivesDeps, caller: Caller, buyerIds: number[] | undefined): Promise<repo.ListScope> {
  if (caller.accountType === 'seller') return { kind: 'seller', sellerAccountId: caller.accountId };
  if (!buyerIds?.length) return { kind: 'buyer', buyerAccountIds: [caller.accountId] };
  const own = new Set([caller.accountId, ...(await repo.findChildAccountIds(deps.db, caller.accountId))]);
  if (buyerIds.some((id) => !own.has(id))) throw new AppError(403, 'FORBIDDEN', ERROR_MESSAGES.FORBIDDEN);
  return { kind: 'buyer', buyerAccountIds: [...new Set(buyerIds)] };
}

const parseJson = <T>(x: T[] | string | null): T[] =>
  x === null ? [] : typeof x === 'string' ? (JSON.parse(x) as T[]) : x;
const numberOrNull = (x: string | number | null) => (x === null ? null : Number(x));

function toFilterOptions(
  o: repo.OfferListAnswer,
  buyers: Array<{ id: number; name: string }>,
): AdditiveOfferFilterOptions {
  const minPrice = numberOrNull(o.min_price);
  const maxPrice = numberOrNull(o.max_price);
  return {
    products: parseJson(o.products).sort(byName),
    purchaseUnits: parseJson(o.units)
      .sort((a, b) => a.sort - b.sort || a.litres - b.litres)
      .map((u) => ({ label: u.name, value: u.id })),
    buyers: buyers.sort(byName),
    sellers: parseJson(o.sellers).sort(byName),
    availability: { min: numberOrNull(o.min_available), max: numberOrNull(o.max_available) },
    prices: {
      minPrice: minPrice === null ? null : unitPriceFromE4(minPrice),
      maxPrice: maxPrice === null ? null : unitPriceFromE4(maxPrice),
    },
  };
}

/** The buyer filter's choices: a seller's buyers with additives; a buyer itself and its child accounts. */
async function buyerOptions(
  deps: AdditivesDeps,
  caller: Caller,
  scope: repo.ListScope,
): Promise<Array<{ id: number; name: string }>> {
  if (scope.kind === 'seller') return repo.findAdditiveBuyersOfSeller(deps.db, caller.accountId);
  return repo.findAccountRefs(deps.db, [
    caller.accountId,
    ...(await repo.findChildAccountIds(deps.db, caller.accountId)),
  ]);
}

/**
 * The sellers a buyer's additive market shows: the asked ones, and in single-seller mode only the
 * platform's seller (decision 054), as the fuel market does (singleSellerOf). [0] matches no seller.
 */
async function marketSellerIds(deps: AdditivesDeps, asked: number[] | undefined): Promise<number[] | undefined> {
  const single = await singleSellerOf(deps.db, deps.platform);
  if (!single) return asked;
  const only = single.seller?.id ?? 0;
  return !asked?.length || asked.includes(only) ? [only] : [0];
}

/**
 * GET /api/v2/offers/additives: the page asked for (page size 1000, first page 1), its metadata and the
 * filter options of the whole list. A seller lists its offers but the removed ones; a buyer the ACTIVE
 * offers of sellers that allow it additives and the offer's product.
 */
export async function listAdditiveOffers(
  deps: AdditivesDeps,
  caller: Caller,
  query: AdditiveOfferListQuery,
): Promise<AdditiveOfferListResponse> {
  const q = withAdditiveOfferListDefaults(query);
  const scope = await listScope(deps, caller, q.buyerIds);
  const filter: repo.ListFilter = {
    productIds: q.productIds,
    purchaseUnitIds: q.purchaseUnitList,
    sellerIds: scope.kind === 'buyer' ? await marketSellerIds(deps, q.sellerIds) : q.sellerIds,
    buyerIds: scope.kind === 'seller' ? q.buyerIds : undefined,
    minAvailable: q.minOfferAvailability,
    maxAvailable: q.maxOfferAvailability,
  };
  const page = { sortBy: q.sortBy, sortType: q.sortType, limit: q.pageLimit, offset: (q.pageNumber - 1) * q.pageLimit };
  // One after the other: on PGlite a database is one connection.
  const answer = await repo.findOfferList(deps.db, scope, filter, page);
  const buyers = await buyerOptions(deps, caller, scope);
  const total = Number(answer.total);
  return {
    offers: parseJson(answer.offers).map((r) => toOffer(r, deps.platform, scope.kind)),
    filterOptions: toFilterOptions(answer, buyers),
    metadata: { pageCount: Math.ceil(total / q.pageLimit), pageLimit: q.pageLimit, pageNumber: q.pageNumber, total },
  };
}
