import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, users } from '../../db/schema';
import type { AccountAddressUpdate } from '@fuel/domain/contracts/account';
import type { InvoicingMode } from '@fuel/domain/contracts/invoices';
import type { PriceType } from '@fuel/domain/contracts/market-data';
import type { OperatorAccountUpdate } from '@fuel/domain/contracts/operator';

export async function findAccount(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      type: accounts.type,
      city: accounts.city,
      vatId: accounts.vatId,
      addressLine1: accounts.addressLine1,
      addressLine2: accounts.addressLine2,
      postCode: accounts.postCode,
      country: accounts.country,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

/** Writes the address and answers the values it replaced (for the audit entry), or undefined when the account is gone. */
export async function updateAccountAddress(db: DbOrTx, accountId: number, address: AccountAddressUpdate) {
  const before = await findAccount(db, accountId);
  if (!before) return undefined;
  await db.update(accounts).set(address).where(eq(accounts.id, accountId));
  return before;
}

/** The operator's master data change of an account. */
export async function updateAccountMasterData(db: DbOrTx, id: number, input: OperatorAccountUpdate): Promise<void> {
  await db
    .update(accounts)
    .set({
      name: input.name,
      addressLine1: input.addressLine1,
      addressLine2: input.addressLine2,
      postCode: input.postCode,
      city: input.city,
      country: input.country,
      vatId: input.vatId === '' ? null : input.vatId,
      features: input.features,
      onlineTradingEnabled: input.onlineTradingEnabled,
      ...(input.sellerKind ? { sellerKind: input.sellerKind } : {}),
    })
    .where(eq(accounts.id, id));
}

export async function setAccountStatus(db: DbOrTx, id: number, status: 'ACTIVE' | 'BLOCKED'): Promise<void> {
  await db.update(accounts).set({ status }).where(eq(accounts.id, id));
}

export async function setPriceType(db: DbOrTx, accountId: number, priceType: PriceType): Promise<void> {
  await db.update(accounts).set({ priceType }).where(eq(accounts.id, accountId));
}

/** A seller's lifting tolerance (basis points); null when the account does not exist. */
export async function findLiftingToleranceBp(db: DbOrTx, accountId: number): Promise<number | null> {
  const [row] = await db.select({ bp: accounts.liftingToleranceBp }).from(accounts).where(eq(accounts.id, accountId));
  return row?.bp ?? null;
}

export async function setLiftingToleranceBp(db: DbOrTx, accountId: number, bp: number): Promise<void> {
  await db.update(accounts).set({ liftingToleranceBp: bp }).where(eq(accounts.id, accountId));
}

/**
 * An account as an invoice names it: address, VAT id, IBAN, brand, and the invoice address (the
 * account's invoice e-mail, else its first user's e-mail). Null when the account does not exist.
 */
export async function findInvoiceParty(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({
      name: accounts.name,
      addressLine1: accounts.addressLine1,
      addressLine2: accounts.addressLine2,
      postCode: accounts.postCode,
      city: accounts.city,
      country: accounts.country,
      vatId: accounts.vatId,
      iban: accounts.iban,
      brand: accounts.platform,
      invoicingMode: accounts.invoicingMode,
      email: sql<string>`coalesce(${accounts.invoiceEmail}, (select ${users.email} from ${users} where ${users.accountId} = ${accounts.id} order by ${users.id} limit 1), '')`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

export async function setInvoicingModeOf(db: DbOrTx, accountId: number, mode: InvoicingMode): Promise<void> {
  await db.update(accounts).set({ invoicingMode: mode }).where(eq(accounts.id, accountId));
}
