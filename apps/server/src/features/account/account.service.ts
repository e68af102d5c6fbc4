import { ACCOUNT_SAVED_MESSAGE, type Account, type AccountAddressUpdate } from '@fuel/domain/contracts/account';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { InvoicingMode } from '@fuel/domain/contracts/invoices';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import {
  findAccount,
  findInvoiceParty,
  findLiftingToleranceBp,
  setInvoicingModeOf,
  setLiftingToleranceBp,
  updateAccountAddress,
} from './account.repository';

// The account feature owns the accounts table (decision 061): the operator's master data and
// status changes and the seller's price type are written here, in the caller's transaction.
export { setAccountStatus, setPriceType, updateAccountMasterData } from './account.repository';

/** An account as its invoices name it (feature invoices, decision 070), read in the caller's transaction. */
export { findInvoiceParty as invoicePartyOf } from './account.repository';

/** A seller's lifting tolerance in basis points (decision 069), read in the caller's transaction. */
export { findLiftingToleranceBp as liftingToleranceOf } from './account.repository';

type AccountDeps = { db: Db; now: () => Date };
type Caller = Pick<AuthContext, 'userId' | 'accountId'>;

const notFound = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);

/** The caller's own account; there is no way to read another one here. */
export async function getAccount(deps: AccountDeps, auth: Caller): Promise<Account> {
  const account = await findAccount(deps.db, auth.accountId);
  if (!account) throw notFound();
  return account;
}

/** Company admins change their account's address (the route checks the admin right); audited with old and new values. */
export async function saveAccountAddress(
  deps: AccountDeps,
  auth: Caller,
  address: AccountAddressUpdate,
): Promise<{ message: string }> {
  await deps.db.transaction(async (tx) => {
    const before = await updateAccountAddress(tx, auth.accountId, address);
    if (!before) throw notFound();
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'account',
      entityId: auth.accountId,
      action: 'account.address.updated',
      details: {
        before: {
          addressLine1: before.addressLine1,
          addressLine2: before.addressLine2,
          postCode: before.postCode,
          country: before.country,
        },
        after: address,
      },
      at: deps.now(),
    });
  });
  return { message: ACCOUNT_SAVED_MESSAGE };
}

/** A seller's company admin sets its lifting tolerance (the route checks who); audited with old and new. */
export async function setLiftingTolerance(deps: AccountDeps, auth: Caller, bp: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await findLiftingToleranceBp(tx, auth.accountId);
    if (before === null) throw notFound();
    await setLiftingToleranceBp(tx, auth.accountId, bp);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'account',
      entityId: auth.accountId,
      action: 'lifting-tolerance.updated',
      details: { before, after: bp },
      at: deps.now(),
    });
  });
}

/** A seller's company admin chooses when invoices are issued (decision 070); audited with old and new. */
export async function setInvoicingMode(deps: AccountDeps, auth: Caller, mode: InvoicingMode): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await findInvoiceParty(tx, auth.accountId);
    if (!before) throw notFound();
    await setInvoicingModeOf(tx, auth.accountId, mode);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      accountId: auth.accountId,
      entity: 'account',
      entityId: auth.accountId,
      action: 'invoicing-mode.updated',
      details: { before: before.invoicingMode, after: mode },
      at: deps.now(),
    });
  });
}
