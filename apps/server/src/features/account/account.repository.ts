import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema';
import type { AccountAddressUpdate } from '@fuel/domain/contracts/account';

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
