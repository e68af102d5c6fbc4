import type { FastifyInstance } from 'fastify';
import {
  canTrade,
  DECISION_STATUS,
  isDecisionAllowed,
  isOpenRequest,
  type AvailableSeller,
  type CreateRelationshipRequest,
  type NewRelationshipsCount,
  type Relationship,
  type RelationshipAccountType,
  type RelationshipDecision,
  type RelationshipDecisionRequest,
} from '@fuel/domain/contracts/relationships';
import type { AuditActionOf } from '@fuel/domain/audit/audit-vocabulary';
import { currencyOf } from '@fuel/domain/brands/currency';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import {
  clearBuyerTerms,
  creditOfAccountPairs,
  paymentTermsOfAccount,
  storeTermsOnAccept,
} from '../buyer-management/buyer-management.service';
import * as repo from './relationships.repository';
import { relationshipDecisionMail, relationshipRequestedMail } from './relationships.mails';

export type RelationshipsDeps = Pick<FastifyInstance, 'db' | 'now' | 'platform' | 'mailer' | 'config'>;
type Caller = Pick<AuthContext, 'userId' | 'accountId' | 'accountType' | 'platform'>;
type Side = 'buyer' | 'seller';

const forbidden = () => new AppError(403, 'FORBIDDEN', ERROR_MESSAGES.FORBIDDEN);
const notFound = () => new AppError(404, 'RELATIONSHIP_NOT_FOUND', ERROR_MESSAGES.RELATIONSHIP_NOT_FOUND);

/** SINGLE_SELLER_MODE: buyers trade with the platform's one seller only, so they cannot ask others. */
function refuseInSingleSellerMode(deps: RelationshipsDeps): void {
  if (deps.platform.features.SINGLE_SELLER_MODE) {
    throw new AppError(409, 'SINGLE_SELLER_MODE', ERROR_MESSAGES.SINGLE_SELLER_MODE);
  }
}

/** The caller's side of a relationship; the path names the other side (spec section 7). */
function callerSide(auth: Caller, asked: RelationshipAccountType): Side {
  if (asked === 'seller' && auth.accountType === 'buyer') return 'buyer';
  if (asked === 'buyer' && auth.accountType === 'seller') return 'seller';
  throw forbidden();
}

async function listFor(deps: RelationshipsDeps, side: Side, accountId: number): Promise<Relationship[]> {
  const now = deps.now();
  const owner = side === 'buyer' ? { buyerAccountId: accountId } : { sellerAccountId: accountId };
  const [rows, termsOf] = await Promise.all([
    side === 'buyer' ? repo.listOfBuyer(deps.db, accountId) : repo.listOfSeller(deps.db, accountId),
    paymentTermsOfAccount(deps.db, owner),
  ]);
  const trading = rows.filter((r) => canTrade(r));
  const creditOf = await creditOfAccountPairs(deps.db, owner, trading, now);
  const currency = currencyOf(deps.platform.features);
  return rows.map((r) => ({
    id: r.id,
    counterparty: r.counterparty,
    other: { status: side === 'buyer' ? r.sellerStatus : r.buyerStatus, additivesEnabled: r.additivesEnabled },
    buyerStatus: r.buyerStatus,
    sellerStatus: r.sellerStatus,
    status: side === 'buyer' ? r.buyerStatus : r.sellerStatus,
    additivesEnabled: r.additivesEnabled,
    isNew: isOpenRequest(r),
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    currency,
    credit: canTrade(r) ? creditOf(r) : null,
    // The one term per granted product (decision 050), shown to the buyer on its sellers page.
    paymentTerms: canTrade(r) ? termsOf(r.id) : [],
  }));
}

/** GET /api/relationships/{accountType}: the caller's own relationships, never another account's. */
export function listRelationships(
  deps: RelationshipsDeps,
  auth: Caller,
  asked: RelationshipAccountType,
): Promise<Relationship[]> {
  return listFor(deps, callerSide(auth, asked), auth.accountId);
}

async function oneFor(
  deps: RelationshipsDeps,
  side: Side,
  accountId: number,
  relationshipId: number,
): Promise<Relationship> {
  const found = (await listFor(deps, side, accountId)).find((r) => r.id === relationshipId);
  if (!found) throw notFound();
  return found;
}

export async function countNewRelationships(deps: RelationshipsDeps, auth: Caller): Promise<NewRelationshipsCount> {
  return { count: await repo.countOpenRequests(deps.db, auth.accountId) };
}

export async function listAvailableSellers(deps: RelationshipsDeps, auth: Caller): Promise<AvailableSeller[]> {
  refuseInSingleSellerMode(deps);
  const rows = await repo.listAvailableSellers(deps.db, auth.accountId, auth.platform);
  return rows.map((r) => ({ id: r.id, name: r.name, city: r.city, previousStatus: r.previousStatus }));
}

/**
 * POST /api/relationships: a buyer asks a seller to connect. Creates the relationship, or re-opens
 * a declined or disabled one, with the buyer's side ENABLED and the seller's NEW; an open request
 * or an active relationship is refused (409). The seller's administrators get an e-mail.
 */
export async function requestRelationship(
  deps: RelationshipsDeps,
  auth: Caller,
  input: CreateRelationshipRequest,
): Promise<Relationship> {
  refuseInSingleSellerMode(deps);
  const seller = await repo.findSellerAccount(deps.db, input.sellerAccountId, auth.platform);
  if (!seller) throw new AppError(404, 'RELATIONSHIP_SELLER_NOT_FOUND', ERROR_MESSAGES.RELATIONSHIP_SELLER_NOT_FOUND);
  const message = input.message ? input.message : null;
  const now = deps.now();
  const pair = { buyerAccountId: auth.accountId, sellerAccountId: seller.id };
  const relationshipId = await deps.db.transaction(async (tx) => {
    let id = await repo.insertRequest(tx, { ...pair, message, now });
    const reopened = id === undefined;
    if (id === undefined) {
      const existing = await repo.findPairForUpdate(tx, pair.buyerAccountId, pair.sellerAccountId);
      if (!existing) throw new AppError(409, 'RELATIONSHIP_REQUEST_OPEN', ERROR_MESSAGES.RELATIONSHIP_REQUEST_OPEN);
      if (canTrade(existing))
        throw new AppError(409, 'RELATIONSHIP_ALREADY_ACTIVE', ERROR_MESSAGES.RELATIONSHIP_ALREADY_ACTIVE);
      if (
        existing.buyerStatus === 'ENABLED' &&
        (existing.sellerStatus === 'NEW' || existing.sellerStatus === 'IN_REVIEW')
      ) {
        throw new AppError(409, 'RELATIONSHIP_REQUEST_OPEN', ERROR_MESSAGES.RELATIONSHIP_REQUEST_OPEN);
      }
      await repo.setStatuses(tx, existing.id, { buyerStatus: 'ENABLED', sellerStatus: 'NEW', message, now });
      id = existing.id;
    }
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'relationship',
      entityId: id,
      action: 'relationship.requested',
      details: { sellerAccountId: seller.id, reopened, message },
      at: now,
    });
    return id;
  });
  const buyerName = await repo.findAccountName(deps.db, auth.accountId);
  const link = `${deps.config.publicUrl}/kaufer-management`;
  for (const admin of await repo.findAdminEmails(deps.db, seller.id)) {
    await deps.mailer.send(relationshipRequestedMail(admin, buyerName, message, link));
  }
  return oneFor(deps, 'buyer', auth.accountId, relationshipId);
}

const AUDIT_ACTION: Record<RelationshipDecision, AuditActionOf<'relationship'>> = {
  ACCEPT: 'relationship.accepted',
  DECLINE: 'relationship.declined',
  IN_REVIEW: 'relationship.in-review',
  DISABLE: 'relationship.disabled',
};

/**
 * POST /api/relationships/{id}/decision: the seller accepts, declines, puts in review or disables
 * one of its own relationships (another seller's answers 404). Accepting always mails the buyer,
 * the others when asked. Disabling also clears the buyer's terms: it must be set up again.
 */
export async function decideRelationship(
  deps: RelationshipsDeps,
  auth: Caller,
  relationshipId: number,
  input: RelationshipDecisionRequest,
): Promise<Relationship> {
  const now = deps.now();
  const message = input.message ? input.message : null;
  const buyerAccountId = await deps.db.transaction(async (tx) => {
    const rel = await repo.findOfSellerForUpdate(tx, relationshipId, auth.accountId);
    if (!rel) throw notFound();
    if (!isDecisionAllowed(input.decision, rel)) {
      throw new AppError(409, 'RELATIONSHIP_STATUS_CONFLICT', ERROR_MESSAGES.RELATIONSHIP_STATUS_CONFLICT);
    }
    const sellerStatus = DECISION_STATUS[input.decision];
    await repo.setStatuses(tx, rel.id, { sellerStatus, message, now });
    if (input.decision === 'DISABLE') await clearBuyerTerms(tx, rel.id, now);
    // The schema requires terms with ACCEPT; stored in this transaction, so no buyer is enabled without them.
    if (input.decision === 'ACCEPT' && input.terms) await storeTermsOnAccept(tx, auth, rel.id, input.terms, now);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'relationship',
      entityId: rel.id,
      action: AUDIT_ACTION[input.decision],
      details: {
        buyerAccountId: rel.buyerAccountId,
        from: rel.sellerStatus,
        to: sellerStatus,
        message,
        notifyBuyer: input.notifyBuyer ?? false,
      },
      at: now,
    });
    return rel.buyerAccountId;
  });
  if (input.decision === 'ACCEPT' || input.notifyBuyer) {
    const sellerName = await repo.findAccountName(deps.db, auth.accountId);
    for (const admin of await repo.findAdminEmails(deps.db, buyerAccountId)) {
      await deps.mailer.send(relationshipDecisionMail(admin, input.decision, sellerName, message));
    }
  }
  return oneFor(deps, 'seller', auth.accountId, relationshipId);
}
