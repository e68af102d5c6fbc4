import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { offerTradingColumns } from '../../db/offer-columns';
import { liftingPeriods, offers, products, regions, terminals } from '../../db/schema';
import type { LiveOfferParams } from '@fuel/domain/pricing/live-pricing';

export type OfferValues = {
  productId: number;
  terminalId: number | null;
  deliveryRegionId: number | null;
  pricingType: 'FIXED' | 'LIVE';
  priceInputUnit: 'EUR_100L15' | 'EUR_L';
  pricePer100lE4: number | null;
  /** LiveOfferParams of a live offer; null for a fixed price. */
  livePricing: LiveOfferParams | null;
  totalLitres: number;
  minOrderLitres: number;
  maxOrderLitres: number;
  startDate: string;
  endDate: string;
  dailyStartTime: string;
  dailyEndTime: string;
  liftingPeriodId: number | null;
  collectionStartDate: string | null;
  collectionEndDate: string | null;
};

const offerColumns = {
  id: offers.id,
  sellerAccountId: offers.sellerAccountId,
  productId: offers.productId,
  terminalId: offers.terminalId,
  productCategory: products.category,
  productDensity: products.density,
  status: offers.status,
  ...offerTradingColumns,
  priceInputUnit: offers.priceInputUnit,
  livePricing: offers.livePricing,
  version: offers.version,
  autoExecution: offers.autoExecution,
  autoMaxLitres: offers.autoMaxLitres,
  createdAt: offers.createdAt,
  updatedAt: offers.updatedAt,
  product: { id: products.id, name: products.name, categorySort: products.categorySort },
  terminal: { id: terminals.id, name: terminals.name, city: terminals.city },
  deliveryRegion: { id: regions.id, name: regions.name },
  liftingPeriod: { id: liftingPeriods.id, name: liftingPeriods.label, days: liftingPeriods.days },
};

function selectOffers(db: DbOrTx) {
  return db
    .select(offerColumns)
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .leftJoin(terminals, eq(terminals.id, offers.terminalId))
    .leftJoin(regions, eq(regions.id, offers.deliveryRegionId))
    .leftJoin(liftingPeriods, eq(liftingPeriods.id, offers.liftingPeriodId));
}

export type OfferRow = Awaited<ReturnType<typeof findSellerOffers>>[number];

/** A seller's offers that are not removed, optionally of some products, newest first. */
export function findSellerOffers(db: DbOrTx, sellerAccountId: number, productIds?: number[]) {
  return selectOffers(db)
    .where(
      and(
        eq(offers.sellerAccountId, sellerAccountId),
        ne(offers.status, 'REMOVED'),
        productIds?.length ? inArray(offers.productId, productIds) : undefined,
      ),
    )
    .orderBy(sql`${offers.createdAt} desc`, sql`${offers.id} desc`);
}

/** One of the seller's offers (not removed); undefined for another seller's or an unknown id. */
export async function findSellerOffer(
  db: DbOrTx,
  sellerAccountId: number,
  offerId: number,
): Promise<OfferRow | undefined> {
  const [row] = await selectOffers(db).where(
    and(eq(offers.id, offerId), eq(offers.sellerAccountId, sellerAccountId), ne(offers.status, 'REMOVED')),
  );
  return row;
}

/** Locks the seller's offer row for a change (orders lock it too, so sold litres cannot move meanwhile). */
export async function lockSellerOffer(tx: DbOrTx, sellerAccountId: number, offerId: number) {
  const [row] = await tx
    .select({
      id: offers.id,
      status: offers.status,
      soldLitres: offers.soldLitres,
      version: offers.version,
      pricingType: offers.pricingType,
      livePricing: offers.livePricing,
    })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.sellerAccountId, sellerAccountId), ne(offers.status, 'REMOVED')))
    .for('update');
  return row;
}

/** The stored values of an offer, for cloning. */
export async function findOfferValues(tx: DbOrTx, offerId: number): Promise<OfferValues> {
  const [row] = await tx
    .select({
      productId: offers.productId,
      terminalId: offers.terminalId,
      deliveryRegionId: offers.deliveryRegionId,
      pricingType: offers.pricingType,
      priceInputUnit: offers.priceInputUnit,
      pricePer100lE4: offers.pricePer100lE4,
      livePricing: offers.livePricing,
      totalLitres: offers.totalLitres,
      minOrderLitres: offers.minOrderLitres,
      maxOrderLitres: offers.maxOrderLitres,
      startDate: offers.startDate,
      endDate: offers.endDate,
      dailyStartTime: offers.dailyStartTime,
      dailyEndTime: offers.dailyEndTime,
      liftingPeriodId: offers.liftingPeriodId,
      collectionStartDate: offers.collectionStartDate,
      collectionEndDate: offers.collectionEndDate,
    })
    .from(offers)
    .where(eq(offers.id, offerId));
  return { ...row, livePricing: row.livePricing as LiveOfferParams | null };
}

export async function insertOffer(
  tx: DbOrTx,
  values: OfferValues & { sellerAccountId: number; status: 'ACTIVE' | 'PAUSED'; now: Date },
): Promise<number> {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(offers)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning({ id: offers.id });
  return row.id;
}

/** Several new offers in one statement; their ids in the order given. */
export async function insertOffers(
  tx: DbOrTx,
  rows: Array<OfferValues & { sellerAccountId: number; status: 'ACTIVE' | 'PAUSED'; now: Date }>,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(offers)
    .values(rows.map(({ now, ...rest }) => ({ ...rest, createdAt: now, updatedAt: now })))
    .returning({ id: offers.id });
  return inserted.map((r) => r.id);
}

/** Replaces the editable fields and bumps the version. */
export async function updateOfferValues(tx: DbOrTx, offerId: number, values: OfferValues, now: Date): Promise<void> {
  await tx
    .update(offers)
    .set({ ...values, version: sql`${offers.version} + 1`, updatedAt: now })
    .where(eq(offers.id, offerId));
}

export async function updateOfferStatus(
  tx: DbOrTx,
  offerId: number,
  status: 'ACTIVE' | 'PAUSED' | 'REMOVED',
  now: Date,
): Promise<void> {
  await tx.update(offers).set({ status, updatedAt: now }).where(eq(offers.id, offerId));
}

/** Issue 29: the seller's consent to automatic execution (null keeps the default by pricing type). */
export async function updateOfferAutoExecution(
  tx: DbOrTx,
  offerId: number,
  values: { autoExecution: boolean; autoMaxLitres: number | null },
  now: Date,
): Promise<void> {
  await tx
    .update(offers)
    .set({ ...values, version: sql`${offers.version} + 1`, updatedAt: now })
    .where(eq(offers.id, offerId));
}

/** What the references of an input point at: a fuel product, an active terminal, a region, a lifting period. */
export async function findOfferReferences(
  db: DbOrTx,
  ids: {
    productId: number;
    terminalId: number | null;
    deliveryRegionId: number | null;
    liftingPeriodId: number | null;
  },
) {
  const [product, terminal, region, liftingPeriod] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, ids.productId), eq(products.type, 'fuel'), eq(products.active, true))),
    ids.terminalId === null
      ? Promise.resolve([])
      : db
          .select({ id: terminals.id })
          .from(terminals)
          .where(and(eq(terminals.id, ids.terminalId), eq(terminals.active, true))),
    ids.deliveryRegionId === null
      ? Promise.resolve([])
      : db.select({ id: regions.id }).from(regions).where(eq(regions.id, ids.deliveryRegionId)),
    ids.liftingPeriodId === null
      ? Promise.resolve([])
      : db.select({ id: liftingPeriods.id }).from(liftingPeriods).where(eq(liftingPeriods.id, ids.liftingPeriodId)),
  ]);
  return {
    product: product.length > 0,
    terminal: terminal.length > 0,
    region: region.length > 0,
    liftingPeriod: liftingPeriod.length > 0,
  };
}

/** Stores new live params (the min-price floor) without touching the offer's version: the seller's fields did not change. */
export async function updateLivePricing(
  tx: DbOrTx,
  offerId: number,
  livePricing: LiveOfferParams,
  now: Date,
): Promise<void> {
  await tx.update(offers).set({ livePricing, updatedAt: now }).where(eq(offers.id, offerId));
}

/** What the engine reads of a product: category (default density) and density. */
export async function findProductForPricing(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({ category: products.category, density: products.density })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/**
 * Takes litres from an offer in ONE conditional update, the last statement of a placement (decision
 * 034): the row lock is held from here to the commit only. It takes them only while the offer is as
 * the line was checked against (same version and status) and still holds them; false otherwise, and
 * the placement is checked again on fresh rows. `remaining >= litres` repeats the domain's volume
 * rule because only this statement sees the row's volume at the instant it is taken.
 */
export async function takeSoldLitres(
  tx: DbOrTx,
  offer: { id: number; version: number; status: string },
  litres: number,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(offers)
    .set({ soldLitres: sql`${offers.soldLitres} + ${litres}`, updatedAt: at })
    .where(
      and(
        eq(offers.id, offer.id),
        eq(offers.version, offer.version),
        sql`${offers.status} = ${offer.status}`,
        sql`${offers.totalLitres} - ${offers.soldLitres} >= ${litres}`,
      ),
    )
    .returning({ id: offers.id });
  return rows.length > 0;
}

/** Gives a declined order's litres back to its offer (never below zero). */
export async function releaseSoldLitres(tx: DbOrTx, offerId: number, litres: number, at: Date): Promise<void> {
  await tx
    .update(offers)
    .set({ soldLitres: sql`greatest(0, ${offers.soldLitres} - ${litres})`, updatedAt: at })
    .where(eq(offers.id, offerId));
}
