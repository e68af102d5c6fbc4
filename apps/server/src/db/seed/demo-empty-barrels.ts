import { and, eq } from 'drizzle-orm';
import { addDays } from '@fuel/domain/calendar/days';
import { businessDate } from '@fuel/domain/offers/business-time';
import type { DbOrTx } from '../client';
import { additiveLocations, additivePurchaseUnits, emptyBarrelRequests, products, users } from '../schema';
import type { DemoAccountKey } from './demo-accounts';

/**
 * Two empty-barrel pickup requests (issue 17 part 6) at the additive seller: kaeufer's company asks
 * for drums to be collected at its Bremen location (open), the Aviat group's IBCs at a free address
 * are already scheduled.
 */
const DEMO_REQUESTS: Array<{
  buyer: DemoAccountKey;
  seller: DemoAccountKey;
  product: string;
  unit: string;
  units: number;
  /** A street of one of the buyer's additive locations, or a free address. */
  at: { locationStreet: string } | { street: string; postCode: string; city: string; county: string };
  ageDays: number;
  inDays: number;
  status: 'OPEN' | 'SCHEDULED';
  comment: string | null;
}> = [
  {
    buyer: 'schmidt',
    seller: 'additivTechnik',
    product: 'ADBLUE',
    unit: 'FASS_200L',
    units: 6,
    at: { locationStreet: 'Hafenstraße 112' },
    ageDays: 1,
    inDays: 4,
    status: 'OPEN',
    comment: 'Fässer stehen gereinigt an Rampe 2.',
  },
  {
    buyer: 'aviat',
    seller: 'additivTechnik',
    product: 'DIESEL-FLIESS-WINTER',
    unit: 'IBC_1CBM',
    units: 2,
    at: { street: 'Billstraße 80', postCode: '20539', city: 'Hamburg', county: 'Hamburg' },
    ageDays: 5,
    inDays: 2,
    status: 'SCHEDULED',
    comment: null,
  },
];

export async function writeDemoEmptyBarrels(
  tx: DbOrTx,
  accountId: (key: DemoAccountKey) => number,
  now: Date,
): Promise<void> {
  const today = businessDate(now);
  for (const r of DEMO_REQUESTS) {
    const buyerAccountId = accountId(r.buyer);
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.accountId, buyerAccountId))
      .orderBy(users.id)
      .limit(1);
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.code, r.product));
    const [unit] = await tx
      .select({ id: additivePurchaseUnits.id })
      .from(additivePurchaseUnits)
      .where(eq(additivePurchaseUnits.code, r.unit));
    if (!user || !product || !unit)
      throw new Error(`demo data: empty-barrel request of ${r.buyer} is missing its user, product or unit`);
    let address: {
      locationId: number | null;
      street: string;
      postCode: string;
      city: string;
      county: string;
      country: string;
    };
    if ('locationStreet' in r.at) {
      const [location] = await tx
        .select()
        .from(additiveLocations)
        .where(and(eq(additiveLocations.accountId, buyerAccountId), eq(additiveLocations.street, r.at.locationStreet)));
      if (!location) throw new Error(`demo data: no additive location ${r.at.locationStreet}`);
      address = {
        locationId: location.id,
        street: location.street,
        postCode: location.postCode,
        city: location.city,
        county: location.county,
        country: location.country,
      };
    } else {
      address = { locationId: null, ...r.at, country: 'DE' };
    }
    const createdAt = new Date(now.getTime() - r.ageDays * 86_400_000);
    await tx.insert(emptyBarrelRequests).values({
      buyerAccountId,
      buyerUserId: user.id,
      sellerAccountId: accountId(r.seller),
      productId: product.id,
      purchaseUnitId: unit.id,
      units: r.units,
      ...address,
      preferredDate: addDays(today, r.inDays),
      comment: r.comment,
      status: r.status,
      createdAt,
      updatedAt: r.status === 'OPEN' ? createdAt : now,
    });
  }
}
