import type { ChildAccount, ChildAccountList, ChildAccountSettings } from '@fuel/domain/contracts/child-accounts';
import { DEFAULT_CHILD_SETTINGS } from '@fuel/domain/contracts/child-accounts';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { businessDate } from '@fuel/domain/offers/business-time';
import {
  cbmFromLitres,
  litresFromCbm,
  pricePer100lE4FromInput,
  priceInputFromPer100lE4,
} from '@fuel/domain/pricing/money';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import {
  countTerminals,
  findChildSettings,
  findChildSettingsOfAccount,
  isChildOf,
  listActiveTerminals,
  listChildAccountsOf,
  listPaymentTerms,
  litresOrderedOnDay,
  paymentTermExists,
  upsertChildSettings,
  type ChildSettingsRow,
} from './child-accounts.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

type Deps = { db: Db; now: () => Date };
type Caller = Pick<AuthContext, 'userId' | 'accountId'>;

const notFound = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, { [field]: message });

function toSettings(row: ChildSettingsRow | null): ChildAccountSettings {
  if (!row) return DEFAULT_CHILD_SETTINGS;
  return {
    paymentTermId: row.paymentTermId,
    dailyLimitCbm: row.dailyLimitLitres === null ? null : cbmFromLitres(row.dailyLimitLitres),
    collectionShorteningDays: row.collectionShorteningDays,
    priceAdjustment: priceInputFromPer100lE4(row.priceAdjustmentE4, 'EUR_100L15'),
    terminalIds: row.terminalIds,
  };
}

/** GET /api/child-accounts: the caller's children with their settings and today's use of the daily limit. */
export async function listChildAccounts(deps: Deps, auth: Caller): Promise<ChildAccountList> {
  const rows = await listChildAccountsOf(deps.db, auth.accountId);
  const ordered = await litresOrderedOnDay(
    deps.db,
    rows.map((r) => r.id),
    businessDate(deps.now()),
  );
  const childAccounts: ChildAccount[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    settings: toSettings(r.settings),
    orderedTodayCbm: cbmFromLitres(ordered.get(r.id) ?? 0),
    updatedAt: r.settings?.updatedAt.toISOString() ?? null,
  }));
  return {
    childAccounts,
    paymentTerms: await listPaymentTerms(deps.db),
    terminals: await listActiveTerminals(deps.db),
  };
}

/** PUT /api/child-accounts/{id}/settings: a company admin of the parent saves all five tabs at once. */
export async function saveChildSettings(
  deps: Deps,
  auth: Caller,
  childAccountId: number,
  input: ChildAccountSettings,
): Promise<ChildAccount> {
  if (!(await isChildOf(deps.db, auth.accountId, childAccountId))) throw notFound();
  if (input.paymentTermId !== null && !(await paymentTermExists(deps.db, input.paymentTermId))) {
    throw invalid('paymentTermId', SERVER_MESSAGES.childAccounts.paymentTermInvalid);
  }
  if (input.terminalIds !== null && (await countTerminals(deps.db, input.terminalIds)) !== input.terminalIds.length) {
    throw invalid('terminalIds', SERVER_MESSAGES.childAccounts.terminalsInvalid);
  }
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const before = await findChildSettings(tx, childAccountId);
    await upsertChildSettings(tx, childAccountId, {
      paymentTermId: input.paymentTermId,
      dailyLimitLitres: input.dailyLimitCbm === null ? null : litresFromCbm(input.dailyLimitCbm),
      collectionShorteningDays: input.collectionShorteningDays,
      priceAdjustmentE4: pricePer100lE4FromInput(input.priceAdjustment, 'EUR_100L15'),
      terminalIds: input.terminalIds,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'child_account_settings',
      entityId: childAccountId,
      action: 'child_account.settings_updated',
      details: { before: toSettings(before), after: input },
      at: now,
    });
  });
  const list = await listChildAccounts(deps, auth);
  return list.childAccounts.find((c) => c.id === childAccountId)!;
}

/**
 * The parent's settings for an order of `buyer`, or null for an account without a parent (or a
 * child without settings). `lock` is for placement: it serialises the child's orders across sellers.
 */
export async function childOrderSettings(
  db: DbOrTx,
  buyer: { id: number; parentAccountId: number | null },
  opts: { lock?: boolean } = {},
) {
  if (buyer.parentAccountId === null) return null;
  return findChildSettings(db, buyer.id, opts);
}

/** Litres the child ordered on `today` (its Europe/Berlin business day), over all sellers and products. */
export async function childLitresToday(db: DbOrTx, childAccountId: number, today: string): Promise<number> {
  return (await litresOrderedOnDay(db, [childAccountId], today)).get(childAccountId) ?? 0;
}

/** What a child account's market shows differently: its parent's terminals, surcharge and collection shortening. */
export type ChildMarketTerms = {
  terminalIds: number[] | null;
  priceAdjustmentE4: number;
  collectionShorteningDays: number;
};

/**
 * The market terms of an account that is a child account (whoever looks: the child's own users or
 * its parent), as its basket and orders apply them; null for an account without parent settings.
 */
export async function childMarketTerms(db: DbOrTx, accountId: number): Promise<ChildMarketTerms | null> {
  const row = await findChildSettingsOfAccount(db, accountId);
  if (!row) return null;
  return {
    terminalIds: row.terminalIds,
    priceAdjustmentE4: row.priceAdjustmentE4,
    collectionShorteningDays: row.collectionShorteningDays,
  };
}
