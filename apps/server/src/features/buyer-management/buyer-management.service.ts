import type { FastifyInstance } from 'fastify';
import type { AcceptTerms, BuyerAdditivesUpdate, BuyerTerms, BuyerTermsUpdate } from '@fuel/domain/contracts/buyer-management';
import { currencyOf } from '@fuel/domain/brands/currency';
import type { Credit } from '@fuel/domain/contracts/relationships';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { businessDate } from '@fuel/domain/offers/business-time';
import { cbmFromLitres, litresFromCbm, majorFromMinor, minorFromMajor } from '@fuel/domain/pricing/money';
import { creditSummary } from '@fuel/domain/trading/credit';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { assertAdditiveAccess } from '../additives/additives.service';
import * as repo from './buyer-management.repository';
import { clearAdditiveTerms, findActiveAdditiveProductIds, findAllowedAdditiveProducts, replaceAdditiveTerms } from './buyer-additives.repository';
import { findAllowedProducts, findAllowedTerminalIds, pairKey, usedCreditByPair, usedCreditMinor } from './buyer-terms.repository';

export type BuyerManagementDeps = Pick<FastifyInstance, 'db' | 'now' | 'platform'>;
type Caller = Pick<AuthContext, 'userId' | 'accountId'>;
/** The terms' fields, as the form and the acceptance send them. */
type BuyerTermsInput = Omit<BuyerTermsUpdate, 'termsVersion'>;

/** Limit, used and free credit in major units for the API. */
export function creditOf(limitMinor: number | null, usedMinor: number): Credit {
  const s = creditSummary(limitMinor, usedMinor);
  return { limit: s.limitMinor === null ? null : majorFromMinor(s.limitMinor), used: majorFromMinor(s.usedMinor), free: majorFromMinor(s.freeMinor) };
}

/** Credit in use of every pair of one account, for lists (one grouped query): a lookup by buyer and seller. */
export async function usedCreditOfAccount(
  db: DbOrTx,
  side: { buyerAccountId: number } | { sellerAccountId: number },
  now: Date,
): Promise<(buyerAccountId: number, sellerAccountId: number) => number> {
  const used = await usedCreditByPair(db, side, businessDate(now));
  return (buyerAccountId, sellerAccountId) => used.get(pairKey(buyerAccountId, sellerAccountId)) ?? 0;
}

/** Called when a seller disables a relationship: it must be set up again, terms included. */
export async function clearBuyerTerms(tx: DbOrTx, relationshipId: number, now: Date): Promise<void> {
  await repo.replaceTerms(tx, relationshipId, { creditLimitMinor: null, paymentTermId: null, terminalIds: [], products: [] }, now);
  await clearAdditiveTerms(tx, relationshipId);
}

const notFound = () => new AppError(404, 'RELATIONSHIP_NOT_FOUND', ERROR_MESSAGES.RELATIONSHIP_NOT_FOUND);

async function loadTerms(deps: BuyerManagementDeps, db: DbOrTx, relationshipId: number, sellerAccountId: number): Promise<BuyerTerms> {
  const rel = await repo.findSellerRelationship(db, relationshipId, sellerAccountId);
  if (!rel) throw notFound();
  // Sequential: db may be a transaction (one connection, one query at a time).
  const terminalIds = await findAllowedTerminalIds(db, rel.id);
  const products = await findAllowedProducts(db, rel.id);
  const additiveProducts = await findAllowedAdditiveProducts(db, rel.id);
  const usedMinor = await usedCreditMinor(db, { buyerAccountId: rel.buyerAccountId, sellerAccountId }, businessDate(deps.now()));
  return {
    relationshipId: rel.id,
    buyer: rel.buyer,
    buyerStatus: rel.buyerStatus,
    sellerStatus: rel.sellerStatus,
    additivesEnabled: rel.additivesEnabled,
    currency: currencyOf(deps.platform.features),
    termsVersion: rel.termsVersion,
    creditLimit: rel.creditLimitMinor === null ? null : majorFromMinor(rel.creditLimitMinor),
    paymentTermId: rel.paymentTermId,
    terminalIds,
    products: products.map((p) => ({
      productId: p.productId,
      creditDays: p.creditDays,
      dailyLimitCbm: p.dailyLimitLitres === null ? null : cbmFromLitres(p.dailyLimitLitres),
    })),
    additiveProducts,
    credit: creditOf(rel.creditLimitMinor, usedMinor),
  };
}

/** GET /api/buyer-management/{relationshipId}: only the seller of the relationship reads it (404 otherwise). */
export function getBuyerManagement(deps: BuyerManagementDeps, auth: Caller, relationshipId: number): Promise<BuyerTerms> {
  return loadTerms(deps, deps.db, relationshipId, auth.accountId);
}

/** Checks that every referenced terminal, product and payment term exists; 400 with the field otherwise. */
async function checkReferences(db: DbOrTx, input: BuyerTermsInput): Promise<void> {
  const fields: Record<string, string> = {};
  const terminalIds = await repo.findActiveTerminalIds(db, input.terminalIds);
  const productIds = await repo.findActiveProductIds(db, input.products.map((p) => p.productId));
  const termExists = await repo.paymentTermExists(db, input.paymentTermId);
  if (!termExists) fields.paymentTermId = 'Unbekanntes Zahlungsziel.';
  if (input.terminalIds.some((id) => !terminalIds.has(id))) fields.terminalIds = 'Unbekanntes oder inaktives Terminal.';
  if (input.products.some((p) => !productIds.has(p.productId))) fields.products = 'Unbekanntes oder inaktives Produkt.';
  if (Object.keys(fields).length > 0) throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, fields);
}

type LockedRelationship = NonNullable<Awaited<ReturnType<typeof repo.findSellerRelationship>>>;

/** Replaces the terms of a locked relationship, bumps terms_version and audits old and new terms. */
async function storeTerms(tx: DbOrTx, auth: Caller, rel: LockedRelationship, input: BuyerTermsInput, now: Date): Promise<void> {
  const before = {
    creditLimitMinor: rel.creditLimitMinor,
    paymentTermId: rel.paymentTermId,
    terminalIds: await findAllowedTerminalIds(tx, rel.id),
    products: await findAllowedProducts(tx, rel.id),
  };
  const after: repo.StoredTerms = {
    creditLimitMinor: minorFromMajor(input.creditLimit),
    paymentTermId: input.paymentTermId,
    terminalIds: [...input.terminalIds].sort((a, b) => a - b),
    products: input.products
      .map((p) => ({ productId: p.productId, creditDays: p.creditDays, dailyLimitLitres: p.dailyLimitCbm === null ? null : litresFromCbm(p.dailyLimitCbm) }))
      .sort((a, b) => a.productId - b.productId),
  };
  const termsVersion = await repo.replaceTerms(tx, rel.id, after, now);
  await recordAudit(tx, {
    actorUserId: auth.userId,
    accountId: auth.accountId,
    entity: 'relationship',
    entityId: rel.id,
    action: 'buyer-terms.updated',
    details: { buyerAccountId: rel.buyerAccountId, termsVersion, before, after },
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
  await changeOpenTerms(deps, auth, relationshipId, input.termsVersion, (tx, rel) => storeTerms(tx, auth, rel, input, now));
  return loadTerms(deps, deps.db, relationshipId, auth.accountId);
}

/**
 * A change of the terms of a relationship the seller may still set terms for (not declined or
 * disabled, the buyer ENABLED), under the relationship's row lock; `termsVersion` (when sent) must be current.
 */
async function changeOpenTerms(
  deps: BuyerManagementDeps,
  auth: Caller,
  relationshipId: number,
  termsVersion: number | undefined,
  change: (tx: DbOrTx, rel: LockedRelationship) => Promise<void>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const rel = await repo.findSellerRelationship(tx, relationshipId, auth.accountId, { lock: true });
    if (!rel) throw notFound();
    if (rel.sellerStatus === 'DECLINED' || rel.sellerStatus === 'DISABLED' || rel.buyerStatus !== 'ENABLED') {
      throw new AppError(409, 'BUYER_TERMS_CLOSED', ERROR_MESSAGES.BUYER_TERMS_CLOSED);
    }
    if (termsVersion !== undefined && termsVersion !== rel.termsVersion) {
      throw new AppError(409, 'BUYER_TERMS_CHANGED', ERROR_MESSAGES.BUYER_TERMS_CHANGED);
    }
    await change(tx, rel);
  });
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
  await assertAdditiveAccess(deps.db, deps.platform, auth.accountId);
  const known = await findActiveAdditiveProductIds(deps.db, input.additiveProducts.map((p) => p.productId));
  if (input.additiveProducts.some((p) => !known.has(p.productId))) {
    throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, { additiveProducts: 'Unbekanntes oder inaktives Additiv.' });
  }
  const now = deps.now();
  await changeOpenTerms(deps, auth, relationshipId, input.termsVersion, async (tx, rel) => {
    const before = { additivesEnabled: rel.additivesEnabled, additiveProducts: await findAllowedAdditiveProducts(tx, rel.id) };
    const after = { additivesEnabled: input.additivesEnabled, additiveProducts: [...input.additiveProducts].sort((a, b) => a.productId - b.productId) };
    const termsVersion = await replaceAdditiveTerms(tx, rel.id, after, now);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'relationship',
      entityId: rel.id,
      action: 'buyer-additives.updated',
      details: { buyerAccountId: rel.buyerAccountId, termsVersion, before, after },
      at: now,
    });
  });
  return loadTerms(deps, deps.db, relationshipId, auth.accountId);
}

/**
 * Accepting a buyer (relationships' decision): the terms are stored inside the decision's
 * transaction `tx`, so a refused term (unknown product, terminal or payment term) rolls the
 * acceptance back too and no buyer is ever enabled without terms.
 */
export async function storeTermsOnAccept(tx: DbOrTx, auth: Caller, relationshipId: number, terms: AcceptTerms, now: Date): Promise<void> {
  await checkReferences(tx, terms);
  const rel = await repo.findSellerRelationship(tx, relationshipId, auth.accountId, { lock: true });
  if (!rel) throw notFound();
  await storeTerms(tx, auth, rel, terms, now);
}
