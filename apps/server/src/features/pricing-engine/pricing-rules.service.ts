import type { PricingRule, PricingRuleInput } from '@fuel/domain/contracts/pricing-engine';
import { PRICING_RULE_FIELD_LABELS as F } from '@fuel/domain/contracts/pricing-engine';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { duplicateRuleCode, ruleDuplicateKey } from '@fuel/domain/pricing/rules';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { isPgError } from '../../shared/pg-errors';
import {
  deleteRule,
  findCustomerIds,
  findDuplicateRule,
  findFuelProductIds,
  findRuleOfSeller,
  findRulesOfSellers,
  findTerminalIds,
  insertRule,
  isOwnOffer,
  updateRule,
  type PricingRuleRow,
  type PricingRuleValues,
} from './pricing-engine.repository';
import type { SellerMarketEvents } from '../../plugins/seller-market-events';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

export type PricingRulesDeps = { db: Db; now: () => Date; sellerMarketEvents: SellerMarketEvents };
type Seller = Pick<AuthContext, 'userId' | 'accountId'>;

const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);

export const RULE_TARGET_MESSAGES = {
  accountIds: SERVER_MESSAGES.ruleTargets.accountIds(F.accountIds),
  productIds: SERVER_MESSAGES.ruleTargets.productIds(F.productIds),
  terminalIds: SERVER_MESSAGES.ruleTargets.terminalIds(F.terminalIds),
  offerId: SERVER_MESSAGES.invalidField(F.offerId),
} as const;

/** A stored row as the API and the engine read it (params were validated by their kind on write). */
export function toPricingRule(row: PricingRuleRow): PricingRule {
  return {
    id: row.id,
    kind: row.kind,
    scope: row.scope,
    groupName: row.groupName,
    params: row.params,
    accountIds: row.accountIds,
    productIds: row.productIds,
    terminalIds: row.terminalIds,
    offerId: row.offerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } as PricingRule;
}

/** GET /api/pricing/rules: the seller's rules, oldest first. */
export async function listRules(deps: PricingRulesDeps, seller: Seller): Promise<PricingRule[]> {
  return (await findRulesOfSellers(deps.db, [seller.accountId])).map(toPricingRule);
}

/** POST /api/pricing/rules: a new rule with targets of the seller's own; a duplicate is refused (409). */
export async function createRule(
  deps: PricingRulesDeps,
  seller: Seller,
  input: PricingRuleInput,
): Promise<PricingRule> {
  await assertOwnTargets(deps.db, seller.accountId, input);
  const values = valuesOf(input);
  const now = deps.now();
  const rule = await withDuplicateGuard(input, () =>
    deps.db.transaction(async (tx) => {
      await assertNoDuplicate(tx, seller.accountId, input, values.duplicateKey, null);
      const row = await insertRule(tx, seller.accountId, values, now);
      await recordAudit(tx, {
        actorUserId: seller.userId,
        accountId: seller.accountId,
        entity: 'pricing_rule',
        entityId: row.id,
        action: 'create',
        details: values,
        at: now,
      });
      return toPricingRule(row);
    }),
  );
  await deps.sellerMarketEvents.announceChange(seller.accountId);
  return rule;
}

/** PUT /api/pricing/rules/{id}: replaces the rule; the same checks as create, an edit never clashes with itself. */
export async function changeRule(
  deps: PricingRulesDeps,
  seller: Seller,
  id: number,
  input: PricingRuleInput,
): Promise<PricingRule> {
  await assertOwnTargets(deps.db, seller.accountId, input);
  const values = valuesOf(input);
  const now = deps.now();
  const rule = await withDuplicateGuard(input, () =>
    deps.db.transaction(async (tx) => {
      const existing = await findRuleOfSeller(tx, seller.accountId, id, { lock: true });
      if (!existing) throw NOT_FOUND();
      await assertNoDuplicate(tx, seller.accountId, input, values.duplicateKey, id);
      const row = await updateRule(tx, id, values, now);
      await recordAudit(tx, {
        actorUserId: seller.userId,
        accountId: seller.accountId,
        entity: 'pricing_rule',
        entityId: id,
        action: 'update',
        details: { ...values, previous: valuesOfRow(existing) },
        at: now,
      });
      return toPricingRule(row);
    }),
  );
  await deps.sellerMarketEvents.announceChange(seller.accountId);
  return rule;
}

/** DELETE /api/pricing/rules/{id}. */
export async function removeRule(deps: PricingRulesDeps, seller: Seller, id: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const existing = await findRuleOfSeller(tx, seller.accountId, id, { lock: true });
    if (!existing) throw NOT_FOUND();
    await deleteRule(tx, id);
    await recordAudit(tx, {
      actorUserId: seller.userId,
      accountId: seller.accountId,
      entity: 'pricing_rule',
      entityId: id,
      action: 'delete',
      details: valuesOfRow(existing),
      at: now,
    });
  });
  await deps.sellerMarketEvents.announceChange(seller.accountId);
}

function valuesOf(input: PricingRuleInput): PricingRuleValues {
  return {
    kind: input.kind,
    scope: input.scope,
    groupName: input.groupName,
    params: input.params as Record<string, unknown>,
    accountIds: input.accountIds,
    productIds: input.productIds,
    terminalIds: input.terminalIds,
    offerId: input.offerId,
    duplicateKey: ruleDuplicateKey(input),
  };
}

function valuesOfRow(row: PricingRuleRow): PricingRuleValues {
  const { id: _id, sellerAccountId: _seller, createdAt: _c, updatedAt: _u, ...values } = row;
  return values;
}

/**
 * Targets must be the seller's own: customers with a relationship to the seller, existing fuel
 * products and terminals, one of the seller's own offers. 400 with the fields that are not.
 */
async function assertOwnTargets(db: DbOrTx, sellerAccountId: number, input: PricingRuleInput): Promise<void> {
  const customers = await findCustomerIds(db, sellerAccountId, input.accountIds);
  const productIds = await findFuelProductIds(db, input.productIds);
  const terminalIds = await findTerminalIds(db, input.terminalIds);
  const fields: Record<string, string> = {};
  if (input.accountIds.some((id) => !customers.has(id))) fields.accountIds = RULE_TARGET_MESSAGES.accountIds;
  if (input.productIds.some((id) => !productIds.has(id))) fields.productIds = RULE_TARGET_MESSAGES.productIds;
  if (input.terminalIds.some((id) => !terminalIds.has(id))) fields.terminalIds = RULE_TARGET_MESSAGES.terminalIds;
  if (input.offerId !== null && !(await isOwnOffer(db, sellerAccountId, input.offerId)))
    fields.offerId = RULE_TARGET_MESSAGES.offerId;
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, fields);
}

const duplicateError = (input: PricingRuleInput) => {
  const code = duplicateRuleCode(input.kind);
  return new AppError(409, code, ERROR_MESSAGES[code]);
};

async function assertNoDuplicate(
  tx: DbOrTx,
  sellerAccountId: number,
  input: PricingRuleInput,
  key: string,
  exceptId: number | null,
): Promise<void> {
  if (await findDuplicateRule(tx, sellerAccountId, key, exceptId)) throw duplicateError(input);
}

/** Two concurrent saves of the same rule: the unique index refuses the second, with the same answer. */
async function withDuplicateGuard<T>(input: PricingRuleInput, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError) && isPgError(err, '23505', 'pricing_rules_duplicate_idx'))
      throw duplicateError(input);
    throw err;
  }
}
