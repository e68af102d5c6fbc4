import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { invoiceForUnits } from '@fuel/domain/additives/additive-rules';
import { currencyOf } from '@fuel/domain/brands/currency';
import { resolveFeatureFlags } from '@fuel/domain/brands/feature-flags';
import { startOfDay } from '@fuel/domain/formats/date';
import { businessDate } from '@fuel/domain/offers/business-time';
import { vatFor } from '@fuel/domain/tax/vat';
import { pricePer100lE4OfUnit } from '@fuel/domain/trading/additive-order';
import { addDays } from '@fuel/domain/calendar/days';
import { contractNumber, generatePickupNumber, liftingMasterNumber } from '@fuel/domain/trading/order-numbers';
import { seededRandom } from '../../shared/seeded-random';
import type { DbOrTx } from '../client';
import {
  additiveLocations,
  additiveOffers,
  additivePurchaseUnits,
  orders,
  paymentTerms,
  relationshipAdditiveProducts,
  relationships,
  users,
} from '../schema';
import type { DemoAccountKey } from './demo-accounts';
import { markPaid, statusFor } from './demo-orders';

/**
 * Half a year of additive orders (issue 17) of the buyers the additive sellers allow additives
 * (demo-additives.ts): against the active offers of the products they may order, to their additive
 * locations, old ones complete and paid, recent ones confirmed or open, a few declined. Written after
 * the additive market; each offer's sold units are added to its total so its availability stays as
 * the additive seed set it.
 */

const HISTORY_DAYS = 180;

/** Orders per week of each buyer at each additive seller, and the open (unpaid) gross it keeps at most. */
const PAIRS: Array<{ buyer: DemoAccountKey; seller: DemoAccountKey; perWeek: number; openBudget: number }> = [
  { buyer: 'schmidt', seller: 'additivTechnik', perWeek: 2, openBudget: 6_000 },
  { buyer: 'aviat', seller: 'additivTechnik', perWeek: 1.5, openBudget: 8_000 },
  { buyer: 'schmidt', seller: 'hanseatische', perWeek: 1, openBudget: 3_000 },
];

type Offer = {
  id: number;
  productId: number;
  purchaseUnitId: number;
  pricePerUnitE4: number;
  minUnits: number;
  maxUnits: number;
  deliveryDays: number;
  unitLitres: number;
  version: number;
};

export async function writeDemoAdditiveOrders(
  tx: DbOrTx,
  accountId: (key: DemoAccountKey) => number,
  opts: { brand: BrandId; now: Date },
): Promise<number> {
  const random = seededRandom(1717);
  const flags = resolveFeatureFlags(opts.brand, {});
  const vatRateBp = vatFor('DE', flags.SWISS_VAT).rateBasisPoints;
  const currency = currencyOf(flags);
  const today = businessDate(opts.now);
  const termRows = await tx.select({ id: paymentTerms.id, creditDays: paymentTerms.creditDays }).from(paymentTerms);
  const termFor = new Map(termRows.map((t) => [t.creditDays, t.id]));

  type Planned = Omit<typeof orders.$inferInsert, 'contractNumber' | 'liftingMasterNumber'> & {
    createdAt: Date;
    grossMinor: number;
    dueDate: string;
  };
  const planned: Planned[] = [];
  for (const pair of PAIRS) {
    const sellerId = accountId(pair.seller);
    const buyerId = accountId(pair.buyer);
    const [buyerUser] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.accountId, buyerId))
      .orderBy(users.id)
      .limit(1);
    const locations = await tx
      .select({ id: additiveLocations.id })
      .from(additiveLocations)
      .where(eq(additiveLocations.accountId, buyerId));
    const allowed = await tx
      .select({
        productId: relationshipAdditiveProducts.productId,
        creditDays: relationshipAdditiveProducts.creditDays,
      })
      .from(relationshipAdditiveProducts)
      .innerJoin(relationships, eq(relationships.id, relationshipAdditiveProducts.relationshipId))
      .where(and(eq(relationships.buyerAccountId, buyerId), eq(relationships.sellerAccountId, sellerId)));
    const creditDaysOf = new Map(allowed.map((a) => [a.productId, a.creditDays]));
    const offers: Offer[] =
      allowed.length === 0
        ? []
        : await tx
            .select({
              id: additiveOffers.id,
              productId: additiveOffers.productId,
              purchaseUnitId: additiveOffers.purchaseUnitId,
              pricePerUnitE4: additiveOffers.pricePerUnitE4,
              minUnits: additiveOffers.minUnits,
              maxUnits: additiveOffers.maxUnits,
              deliveryDays: additiveOffers.deliveryDays,
              unitLitres: additivePurchaseUnits.litres,
              version: additiveOffers.version,
            })
            .from(additiveOffers)
            .innerJoin(additivePurchaseUnits, eq(additivePurchaseUnits.id, additiveOffers.purchaseUnitId))
            .where(
              and(
                eq(additiveOffers.sellerAccountId, sellerId),
                eq(additiveOffers.status, 'ACTIVE'),
                inArray(additiveOffers.productId, [...creditDaysOf.keys()]),
              ),
            );
    if (!buyerUser || locations.length === 0 || offers.length === 0) continue;

    for (let age = HISTORY_DAYS; age >= 0; age--) {
      const day = addDays(today, -age);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      // Working days only, about perWeek orders a week.
      if (weekday === 0 || weekday === 6 || random() >= pair.perWeek / 5) continue;
      const offer = offers[Math.floor(random() * offers.length)]!;
      const dayStart = startOfDay(new Date(`${day}T12:00:00Z`)).getTime();
      let created = dayStart + (7 * 60 + Math.floor(random() * 10 * 60)) * 60_000;
      if (created > opts.now.getTime()) created = opts.now.getTime() - Math.floor(random() * 60) * 60_000;
      if (created < dayStart) continue;
      // Mostly near the minimum, now and then a larger call.
      const span = Math.max(0, Math.min(offer.maxUnits, offer.minUnits * 5) - offer.minUnits);
      const units = offer.minUnits + Math.floor(random() * random() * (span + 1));
      const invoice = invoiceForUnits(units, offer.pricePerUnitE4, vatRateBp);
      const status = statusFor(age, random);
      const creditDays = creditDaysOf.get(offer.productId)!;
      const collectionEndDate = addDays(day, offer.deliveryDays);
      planned.push({
        pickupNumber: generatePickupNumber(() => Math.floor(random() * 0x1_0000_0000)),
        market: 'ADDITIVE',
        status,
        additiveOfferId: offer.id,
        purchaseUnitId: offer.purchaseUnitId,
        units,
        pricePerUnitE4: offer.pricePerUnitE4,
        additiveLocationId: locations[Math.floor(random() * locations.length)]!.id,
        offerVersion: offer.version,
        sellerAccountId: sellerId,
        buyerAccountId: buyerId,
        buyerUserId: buyerUser.id,
        productId: offer.productId,
        litres: units * offer.unitLitres,
        pricePer100lE4: pricePer100lE4OfUnit(offer.pricePerUnitE4, offer.unitLitres),
        currency,
        netMinor: invoice.netMinor,
        vatRateBp,
        vatMinor: invoice.vatMinor,
        grossMinor: invoice.grossMinor,
        paymentTermId: termFor.get(creditDays) ?? null,
        creditDays,
        collectionStartDate: day,
        collectionEndDate,
        dueDate: addDays(collectionEndDate, creditDays),
        paidAt: null,
        sellerComment: status === 'DECLINED' ? 'Dieses Gebinde ist derzeit nicht lieferbar.' : null,
        createdAt: new Date(created),
        updatedAt: new Date(created),
      });
    }
  }
  if (planned.length === 0) return 0;
  markPaid(planned, PAIRS, accountId, today, opts.now);

  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const seq = await tx.execute<{ v: number }>(
    sql`select nextval('order_contract_number_seq')::int as v from generate_series(1, ${planned.length}::int) order by 1`,
  );
  // Both drivers (pg and PGlite) answer raw SQL with { rows }.
  const seqValues = (seq as unknown as { rows: Array<{ v: number }> }).rows.map((r) => Number(r.v));
  await tx.insert(orders).values(
    planned.map((o, i) => {
      const year = Number(businessDate(o.createdAt).slice(0, 4));
      return {
        ...o,
        contractNumber: contractNumber(year, seqValues[i]!),
        liftingMasterNumber: liftingMasterNumber(null, year, seqValues[i]!),
      };
    }),
  );
  // The units the non-cancelled orders took; the total grows by them, so what is left stays as offered.
  await tx.execute(sql`
    update additive_offers o
       set sold_units = s.sold, total_units = o.total_units + s.sold
      from (select additive_offer_id, sum(units)::int as sold from orders
             where status not in ('DECLINED', 'DELETED') and additive_offer_id is not null group by additive_offer_id) s
     where o.id = s.additive_offer_id`);
  return planned.length;
}
