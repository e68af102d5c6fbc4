import { and, eq } from 'drizzle-orm';
import type { AdditiveLocationInput } from '@fuel/domain/contracts/additive-locations';
import type { DbOrTx } from '../../db/client';
import { additiveLocations } from '../../db/schema';

const columns = {
  id: additiveLocations.id,
  street: additiveLocations.street,
  postCode: additiveLocations.postCode,
  city: additiveLocations.city,
  county: additiveLocations.county,
  country: additiveLocations.country,
};
export type LocationRow = {
  id: number;
  street: string;
  postCode: string;
  city: string;
  county: string;
  country: string;
};

/** Active locations only: removed ones stay for the orders that name them. */
const activeOf = (accountId: number, id?: number) =>
  and(
    eq(additiveLocations.accountId, accountId),
    eq(additiveLocations.active, true),
    id === undefined ? undefined : eq(additiveLocations.id, id),
  );

export function listActiveLocations(db: DbOrTx, accountId: number): Promise<LocationRow[]> {
  return db.select(columns).from(additiveLocations).where(activeOf(accountId));
}

export async function findActiveLocation(db: DbOrTx, accountId: number, id: number): Promise<LocationRow | undefined> {
  const [row] = await db.select(columns).from(additiveLocations).where(activeOf(accountId, id));
  return row;
}

export async function insertLocation(
  db: DbOrTx,
  accountId: number,
  address: AdditiveLocationInput['address'],
  now: Date,
): Promise<LocationRow> {
  const [row] = await db
    .insert(additiveLocations)
    .values({ ...address, accountId, createdAt: now, updatedAt: now })
    .returning(columns);
  return row!;
}

export async function updateLocation(
  db: DbOrTx,
  accountId: number,
  id: number,
  address: AdditiveLocationInput['address'],
  now: Date,
): Promise<LocationRow | undefined> {
  const [row] = await db
    .update(additiveLocations)
    .set({ ...address, updatedAt: now })
    .where(activeOf(accountId, id))
    .returning(columns);
  return row;
}

export async function deactivateLocation(db: DbOrTx, accountId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(additiveLocations)
    .set({ active: false, updatedAt: now })
    .where(activeOf(accountId, id))
    .returning({ id: additiveLocations.id });
  return rows.length > 0;
}
