import type { FastifyInstance } from 'fastify';
import {
  acceptTermsErrors,
  BUYER_PRODUCTS_MESSAGES,
  type AcceptTerms,
  type BuyerAdditivesUpdate,
  type BuyerTerms,
  type BuyerTermsUpdate,
} from '@fuel/domain/contracts/buyer-management';
import { currencyOf } from '@fuel/domain/brands/currency';
import type { Credit } from '@fuel/domain/contracts/relationships';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { businessDate } from '@fuel/domain/offers/business-time';
import { cbmFromLitres, litresFromCbm, majorFromMinor, minorFromMajor } from '@fuel/domain/pricing/money';
import { creditSummary } from '@fuel/domain/trading/credit';
import { creditLine } from '@fuel/domain/trading/shared-credit';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { assertAdditiveAccess, assertSellerSells, sellerKindOf } from '../additives/additives.service';
import * as repo from './buyer-management.repository';
import { disableAdditives, updateTermsColumns } from '../relationships/relationship-terms.service';
import { findAllowedAdditiveProducts, replaceAdditiveProducts } from './buyer-additives.repository';
import {
  findAllowedProducts,
  findAllowedTerminalIds,
  pairKey,
  usedCreditByPair,
  usedCreditMinor,
} from './buyer-terms.repository';
import { findCreditPools, type CreditPoolFacts } from './credit-pools.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

export type BuyerManagementDeps = Pick<FastifyInstance, 'db' | 'now' | 'platform'>;
type Caller = Pick<AuthContext, 'userId' | 'accountId'>;
/** The terms' fields, as the form and the acceptance send them. */
type BuyerTermsInput = Omit<BuyerTermsUpdate, 'termsVersion'>;

/** Limit, used and free credit in major units for the API. */
export function creditOf(limitMinor: number | null, usedMinor: number): Credit {
  const s = creditSummary(limitMinor, usedMinor);
  return {
    limit: s.limitMinor === null ? null : majorFromMinor(s.limitMinor),
    used: majorFromMinor(s.usedMinor),
    free: majorFromMinor(s.freeMinor),
  };
}

/** The API's credit of a pair: its own limit and use, or its group's pool (decision 051) with the accounts sharing it. */
function creditOfPair(own: { limitMinor: number | null; usedMinor: number }, pool: CreditPoolFacts | null): Credit {
  const line = creditLine(own, pool);
  const credit = creditOf(line.limitMinor, line.usedMinor);
  return pool ? { ...credit, sharedWith: pool.members } : credit;
}

type OwnLimit = { buyerAccountId: number; sellerAccountId: number; creditLimitMinor: number | null };

/**
 * Credit of every pair of one account, for lists (one grouped query for the credit in use, one set
 * of queries for the shared pools): a lookup by the pair's own limit, giving the pool's figures
 * where the pair draws on one (decision 051).
 */
export async function creditOfAccountPairs(
  db: DbOrTx,
  side: { buyerAccountId: number } | { sellerAccountId: number },
  pairs: readonly OwnLimit[],
  now: Date,
): Promise<(pair: OwnLimit) => Credit> {
  const today = businessDate(now);
  const used = await usedCreditByPair(db, side, today);
  const pools = await findCreditPools(db, pairs, today);
  return (pair) => {
    const key = pairKey(pair.buyerAccountId, pair.sellerAccountId);
    return creditOfPair({ limitMinor: pair.creditLimitMinor, usedMinor: used.get(key) ?? 0 }, pools.get(key) ?? null);
  };
}

/** The payment term of each granted product per relationship of one account (decision 050), for lists: a lookup by relationship. */
export async function paymentTermsOfAccount(
  db: DbOrTx,
  side: { buyerAccountId: number } | { sellerAccountId: number },
): Promise<
  (relationshipId: number) => Array<{ productId: number; productName: string; additive: boolean; creditDays: number }>
> {
  const { fuel, additive } = await repo.findPaymentTermsOfAccount(db, side);
  const rows = [...fuel.map((r) => ({ ...r, additive: false })), ...additive.map((r) => ({ ...r, additive: true }))];
  return (relationshipId) =>
    rows
      .filter((r) => r.relationshipId === relationshipId)
      .map(({ productId, productName, additive: isAdditive, creditDays }) => ({
        productId,
        productName,
        additive: isAdditive,
        creditDays,
      }));
}

/** Called when a seller disables a relationship: it must be set up again, terms included. */
export async function clearBuyerTerms(tx: DbOrTx, relationshipId: number, now: Date): Promise<void> {
  await updateTermsColumns(tx, relationshipId, { creditLimitMinor: null }, now);
  await repo.replaceTermRows(tx, relationshipId, { terminalIds: [], products: [] });
  await disableAdditives(tx, relationshipId);
  await replaceAdditiveProducts(tx, relationshipId, []);
}

const notFound = () => new AppError(404, 'RELATIONSHIP_NOT_FOUND', ERROR_MESSAGES.RELATIONSHIP_NOT_FOUND);

async function loadTerms(
  deps: BuyerManagementDeps,
  db: DbOrTx,
  relationshipId: number,
  sellerAccountId: number,
): Promise<BuyerTerms> {
  const rel = await repo.findSellerRelationship(db, relationshipId, sellerAccountId);
  if (!rel) throw notFound();
  // Sequential: db may be a transaction (one connection, one query at a time).
  const terminalIds = await findAllowedTerminalIds(db, rel.id);
  const products = await findAllowedProducts(db, rel.id);
  const additiveProducts = await findAllowedAdditiveProducts(db, rel.id);
  const today = businessDate(deps.now());
  const usedMinor = await usedCreditMinor(db, { buyerAccountId: rel.buyerAccountId, sellerAccountId }, today);
  const pool =
    (await findCreditPools(db, [{ buyerAccountId: rel.buyerAccountId, sellerAccountId }], today)).get(
      pairKey(rel.buyerAccountId, sellerAccountId),
    ) ?? null;
  return {
    relationshipId: rel.id,
    buyer: rel.buyer,
    buyerStatus: rel.buyerStatus,
    sellerStatus: rel.sellerStatus,
    additivesEnabled: rel.additivesEnabled,
    currency: currencyOf(deps.platform.features),
    termsVersion: rel.termsVersion,
    creditLimit: rel.creditLimitMinor === null ? null : majorFromMinor(rel.creditLimitMinor),
    terminalIds,
    products: products.map((p) => ({
      productId: p.productId,
      creditDays: p.creditDays,
      dailyLimitCbm: p.dailyLimitLitres === null ? null : cbmFromLitres(p.dailyLimitLitres),
    })),
    additiveProducts,
    // The limit field above stays the pair's own (what the seller edits); credit is what the buyer orders against.
    credit: creditOfPair({ limitMinor: rel.creditLimitMinor, usedMinor }, pool),
  };
}

/** GET /api/buyer-management/{relationshipId}: only the seller of the relationship reads it (404 otherwise). */
export function getBuyerManagement(
  deps: BuyerManagementDeps,
  auth: Caller,
  relationshipId: number,
): Promise<BuyerTerms> {
  return loadTerms(deps, deps.db, relationshipId, auth.accountId);
}

/**
 * Checks that every referenced terminal and product exists and that the products are fuels (an
 * additive among them would land in the fuel terms, issue 24); 400 with the field otherwise.
 */
async function checkReferences(db: DbOrTx, input: BuyerTermsInput): Promise<void> {
  const fields: Record<string, string> = {};
  const terminalIds = await repo.findActiveTerminalIds(db, input.terminalIds);
  const productTypes = await repo.findActiveProductTypes(
    db,
    input.products.map((p) => p.productId),
  );
  if (input.terminalIds.some((id) => !terminalIds.has(id)))
    fields.terminalIds = SERVER_MESSAGES.unknownOrInactive.terminal;
  if (input.products.some((p) => !productTypes.has(p.productId)))
    fields.products = SERVER_MESSAGES.unknownOrInactive.product;
  else if (input.products.some((p) => productTypes.get(p.productId) !== 'fuel'))
    fields.products = BUYER_PRODUCTS_MESSAGES.fuelsOnly;
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, fields);
}

type LockedRelationship = NonNullable<Awaited<ReturnType<typeof repo.findSellerRelationship>>>;

/** Replaces the terms of a locked relationship, bumps terms_version and audits old and new terms. */
async function storeTerms(
  tx: DbOrTx,
  auth: Caller,
  rel: LockedRelationship,
  input: BuyerTermsInput,
  now: Date,
  details: Record<string, unknown> = {},
): Promise<void> {
  // Fuel terms only from a seller that sells fuel (decision 054): the form, the accept dialog and the CSV upload all store here.
  if (input.products.length > 0) await assertSellerSells(tx, auth.accountId, 'fuel');
  const before = {
    creditLimitMinor: rel.creditLimitMinor,
    terminalIds: await findAllowedTerminalIds(tx, rel.id),
    products: await findAllowedProducts(tx, rel.id),
  };
  const after: repo.StoredTerms = {
    creditLimitMinor: minorFromMajor(input.creditLimit),
    terminalIds: [...input.terminalIds].sort((a, b) => a - b),
    products: input.products
      .map((p) => ({
        productId: p.productId,
        creditDays: p.creditDays,
        dailyLimitLitres: p.dailyLimitCbm === null ? null : litresFromCbm(p.dailyLimitCbm),
      }))
      .sort((a, b) => a.productId - b.productId),
  };
  const termsVersion = await updateTermsColumns(tx, rel.id, { creditLimitMinor: after.creditLimitMinor }, now);
  await repo.replaceTermRows(tx, rel.id, after);
  await recordAudit(tx, {
    actorUserId: auth.userId,
    accountId: auth.accountId,
    entity: 'relationship',
    entityId: rel.id,
    action: 'buyer-terms.updated',
    details: { buyerAccountId: rel.buyerAccountId, termsVersion, before, after, ...details },
    at: now,
  });
}

/**
 * PUT /api/buyer-management/{relationshipId}: replaces the seller's terms for the buyer, bumps
 * terms_version and writes an audit entry with the old and new terms, in one transaction.
 */
export async function updateBuyerManagement(
  deps: BuyerManagementDeps,
  auth: Caller,
  relationshipId: number,
  input: BuyerTermsUpdate,
): Promise<BuyerTerms> {
  await checkReferences(deps.db, input);
  const now = deps.now();
  await deps.db.transaction((tx) =>
    updateBuyerTermsIn(tx, auth, relationshipId, input, now, { expectedVersion: input.termsVersion }),
  );
  return loadTerms(deps, deps.db, relationshipId, auth.accountId);
}

/**
 * PUT /api/buyer-management/{relationshipId}/additives (issue 17): additives on or off for the buyer and
 * the additive products it may order, with credit days; only a seller that sells additives (flag,
 * productAdditives, seller kind). Bumps terms_version and is audited with the old and new settings.
 */
export async function updateBuyerAdditives(
  deps: BuyerManagementDeps,
  auth: Caller,
  relationshipId: number,
  input: BuyerAdditivesUpdate,
): Promise<BuyerTerms> {
  // The flag and the account feature productAdditives were asked by the route's config (decision 064).
  await checkAdditiveReferences(deps.db, input.additiveProducts);
  const now = deps.now();
  await deps.db.transaction((tx) =>
    updateBuyerAdditivesIn(tx, auth, relationshipId, input, now, { expectedVersion: input.termsVersion }),
  );
  return loadTerms(deps, deps.db, relationshipId, auth.accountId);
}

/** Every named product is an active additive; a fuel among them is refused by name (issue 24); 400 otherwise. */
async function checkAdditiveReferences(
  db: DbOrTx,
  additiveProducts: BuyerAdditivesUpdate['additiveProducts'],
): Promise<void> {
  const types = await repo.findActiveProductTypes(
    db,
    additiveProducts.map((p) => p.productId),
  );
  const message = additiveProducts.some((p) => !types.has(p.productId))
    ? SERVER_MESSAGES.unknownOrInactive.additive
    : additiveProducts.some((p) => types.get(p.productId) !== 'additive')
      ? BUYER_PRODUCTS_MESSAGES.additivesOnly
      : null;
  if (message)
    throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, { additiveProducts: message });
}

/**
 * The additive terms change inside the caller's transaction (the additives PUT, or a CSV upload with
 * `details` naming it and without `additivesEnabled`, which keeps it): locks the relationship, refuses a closed one or a stale version (409),
 * replaces additives on/off and the additive products, bumps terms_version and audits old and new.
 */
export async function updateBuyerAdditivesIn(
  tx: DbOrTx,
  auth: Caller,
  relationshipId: number,
  input: Pick<BuyerAdditivesUpdate, 'additiveProducts'> & { additivesEnabled?: boolean },
  now: Date,
  opts: { expectedVersion?: number; details?: Record<string, unknown> } = {},
): Promise<void> {
  const rel = await lockOpenRelationship(tx, auth, relationshipId, opts.expectedVersion);
  // Additive terms only from a seller that sells additives (decision 054), whichever path calls.
  if (input.additiveProducts.length > 0) await assertSellerSells(tx, auth.accountId, 'additive');
  const before = {
    additivesEnabled: rel.additivesEnabled,
    additiveProducts: await findAllowedAdditiveProducts(tx, rel.id),
  };
  // A CSV upload sets the products' terms only; additives stay on or off as the seller set them.
  const after = {
    additivesEnabled: input.additivesEnabled ?? rel.additivesEnabled,
    additiveProducts: [...input.additiveProducts].sort((a, b) => a.productId - b.productId),
  };
  const termsVersion = await updateTermsColumns(tx, rel.id, { additivesEnabled: after.additivesEnabled }, now);
  await replaceAdditiveProducts(tx, rel.id, after.additiveProducts);
  await recordAudit(tx, {
    actorUserId: auth.userId,
    accountId: auth.accountId,
    entity: 'relationship',
    entityId: rel.id,
    action: 'buyer-additives.updated',
    details: { buyerAccountId: rel.buyerAccountId, termsVersion, before, after, ...opts.details },
    at: now,
  });
}

/** The seller sets additive terms (flag, productAdditives, a seller kind that sells additives): a CSV upload then has additive columns. */
export async function setsAdditiveTerms(deps: BuyerManagementDeps, auth: Caller): Promise<boolean> {
  try {
    await assertAdditiveAccess(deps.db, deps.platform, auth.accountId);
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

/**
 * The terms change inside the caller's transaction (the form's PUT, or a CSV upload with `details`
 * naming it): locks the relationship, refuses a closed one (409) or a version someone saved meanwhile
 * (409), replaces the terms and audits old and new.
 */
export async function updateBuyerTermsIn(
  tx: DbOrTx,
  auth: Caller,
  relationshipId: number,
  input: BuyerTermsInput,
  now: Date,
  opts: { expectedVersion?: number; details?: Record<string, unknown> } = {},
): Promise<void> {
  const rel = await lockOpenRelationship(tx, auth, relationshipId, opts.expectedVersion);
  await storeTerms(tx, auth, rel, input, now, opts.details);
}

/**
 * The relationship under its row lock, if the seller may still set terms for it (409 otherwise) and
 * `expectedVersion` (when sent) is current (409 when someone saved meanwhile).
 */
async function lockOpenRelationship(
  tx: DbOrTx,
  auth: Caller,
  relationshipId: number,
  expectedVersion: number | undefined,
): Promise<LockedRelationship> {
  const rel = await repo.findSellerRelationship(tx, relationshipId, auth.accountId, { lock: true });
  if (!rel) throw notFound();
  if (!termsOpen(rel)) throw new AppError(409, 'BUYER_TERMS_CLOSED', ERROR_MESSAGES.BUYER_TERMS_CLOSED);
  if (expectedVersion !== undefined && expectedVersion !== rel.termsVersion) {
    throw new AppError(409, 'BUYER_TERMS_CHANGED', ERROR_MESSAGES.BUYER_TERMS_CHANGED);
  }
  return rel;
}

/** Terms may be set unless the seller declined or disabled the buyer, and only once the buyer's side is enabled. */
const termsOpen = (rel: { sellerStatus: string; buyerStatus: string }) =>
  rel.sellerStatus !== 'DECLINED' && rel.sellerStatus !== 'DISABLED' && rel.buyerStatus === 'ENABLED';

/** Every buyer of the seller with the current terms (a CSV upload of credit limits reads and changes them). */
export async function listBuyerTermsOfSeller(db: DbOrTx, sellerAccountId: number) {
  const rows = await repo.findSellerBuyersWithTerms(db, sellerAccountId);
  return rows.map((r) => ({
    relationshipId: r.id,
    buyerAccountId: r.buyerAccountId,
    name: r.buyerName,
    open: termsOpen(r),
    creditLimit: r.creditLimitMinor === null ? null : majorFromMinor(r.creditLimitMinor),
    terminalIds: r.terminalIds,
    products: r.products.map((p) => ({
      productId: p.productId,
      creditDays: p.creditDays,
      dailyLimitCbm: p.dailyLimitLitres === null ? null : cbmFromLitres(p.dailyLimitLitres),
    })),
    additivesEnabled: r.additivesEnabled,
    additiveProducts: r.additiveProducts,
  }));
}

/**
 * Accepting a buyer (relationships' decision): the terms are stored inside the decision's
 * transaction `tx`, so a refused term (unknown or additive product, unknown terminal) rolls the
 * acceptance back too and no buyer is ever enabled without terms.
 */
export async function storeTermsOnAccept(
  tx: DbOrTx,
  auth: Caller,
  relationshipId: number,
  terms: AcceptTerms,
  now: Date,
): Promise<void> {
  const missing = acceptTermsErrors(terms, await sellerKindOf(tx, auth.accountId));
  if (missing.products)
    throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, { products: missing.products });
  await checkReferences(tx, terms);
  const rel = await repo.findSellerRelationship(tx, relationshipId, auth.accountId, { lock: true });
  if (!rel) throw notFound();
  await storeTerms(tx, auth, rel, terms, now);
}
