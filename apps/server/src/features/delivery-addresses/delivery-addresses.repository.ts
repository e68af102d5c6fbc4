import { and, asc, eq } from 'drizzle-orm';
import type { DeliveryAddressInput } from '@fuel/domain/contracts/delivery-addresses';
import type { DbOrTx } from '../../db/client';
import { deliveryAddresses } from '../../db/schema';

const columns = {
  id: deliveryAddresses.id,
  company: deliveryAddresses.company,
  street: deliveryAddresses.street,
  postCode: deliveryAddresses.postCode,
  city: deliveryAddresses.city,
  country: deliveryAddresses.country,
  contactPerson: deliveryAddresses.contactPerson,
  onSiteContact: deliveryAddresses.onSiteContact,
  instructions: deliveryAddresses.instructions,
};

/** Active addresses only: removed ones stay in the table for the order history that names them. */
const activeOf = (accountId: number, id?: number) =>
  and(
    eq(deliveryAddresses.accountId, accountId),
    eq(deliveryAddresses.active, true),
    id === undefined ? undefined : eq(deliveryAddresses.id, id),
  );

export function listActiveAddresses(db: DbOrTx, accountId: number) {
  return db
    .select(columns)
    .from(deliveryAddresses)
    .where(activeOf(accountId))
    .orderBy(asc(deliveryAddresses.company), asc(deliveryAddresses.id));
}

export async function findActiveAddress(db: DbOrTx, accountId: number, id: number) {
  const [row] = await db.select(columns).from(deliveryAddresses).where(activeOf(accountId, id)).for('update');
  return row;
}

export async function insertAddress(db: DbOrTx, accountId: number, input: DeliveryAddressInput) {
  const [row] = await db
    .insert(deliveryAddresses)
    .values({ ...input, accountId })
    .returning(columns);
  return row!;
}

export async function updateAddress(db: DbOrTx, accountId: number, id: number, input: DeliveryAddressInput) {
  const [row] = await db.update(deliveryAddresses).set(input).where(activeOf(accountId, id)).returning(columns);
  return row;
}

export async function deactivateAddress(db: DbOrTx, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(deliveryAddresses)
    .set({ active: false })
    .where(activeOf(accountId, id))
    .returning({ id: deliveryAddresses.id });
  return rows.length > 0;
}
