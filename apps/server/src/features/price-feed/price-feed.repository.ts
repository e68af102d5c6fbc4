import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { PriceType } from '@fuel/domain/contracts/market-data';
import type { DbOrTx } from '../../db/client';
import { accounts, heldPricePushes, offers, priceFeedControl, products, sellerFeedHeartbeats } from '../../db/schema';

export async function findPriceType(db: DbOrTx, accountId: number): Promise<PriceType | undefined> {
  const [row] = await db.select({ priceType: accounts.priceType }).from(accounts).where(eq(accounts.id, accountId));
  return row?.priceType;
}

/** The operator's switch; the row is written by migration 0006, the fallback covers a hand-cleared table. */
export async function findFeedControl(db: DbOrTx): Promise<{ running: boolean; updatedAt: Date }> {
  const [row] = await db
    .select({ running: priceFeedControl.running, updatedAt: priceFeedControl.updatedAt })
    .from(priceFeedControl)
    .where(eq(priceFeedControl.id, 1));
  return row ?? { running: true, updatedAt: new Date(0) };
}

export async function saveFeedControl(db: DbOrTx, running: boolean, userId: number, now: Date): Promise<void> {
  await db
    .insert(priceFeedControl)
    .values({ id: 1, running, updatedAt: now, updatedByUserId: userId })
    .onConflictDoUpdate({ target: priceFeedControl.id, set: { running, updatedAt: now, updatedByUserId: userId } });
}

// ---- Rails of a seller's own feed (decision 056) ----

/** The seller's live offers that its own feed prices today (what the price band compares). */
export async function findLiveOffersOfSeller(db: DbOrTx, sellerAccountId: number, today: string) {
  return db
    .select({
      id: offers.id,
      sellerAccountId: offers.sellerAccountId,
      productId: offers.productId,
      terminalId: offers.terminalId,
      livePricing: offers.livePricing,
      productCategory: products.category,
      productDensity: products.density,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(
      and(
        eq(offers.sellerAccountId, sellerAccountId),
        eq(offers.status, 'ACTIVE'),
        eq(offers.pricingType, 'LIVE'),
        gte(offers.endDate, today),
      ),
    )
    .orderBy(asc(offers.id));
}

export async function findHeartbeat(db: DbOrTx, sellerAccountId: number) {
  const [row] = await db
    .select()
    .from(sellerFeedHeartbeats)
    .where(eq(sellerFeedHeartbeats.sellerAccountId, sellerAccountId));
  return row;
}

/**
 * A push beats the heart: last push now, and no longer paused. Answers whether it was paused (read
 * before, under the row lock of the upsert's conflict, so two pushes resume it once).
 */
export async function beatHeart(db: DbOrTx, sellerAccountId: number, now: Date): Promise<{ wasPaused: boolean }> {
  const result = await db.execute(sql`
    with before as (
      select paused_at from ${sellerFeedHeartbeats} where seller_account_id = ${sellerAccountId} for update
    )
    insert into ${sellerFeedHeartbeats} (seller_account_id, last_push_at, paused_at)
    values (${sellerAccountId}, ${now.toISOString()}::timestamptz, null)
    on conflict (seller_account_id) do update set last_push_at = excluded.last_push_at, paused_at = null
    returning (select paused_at from before) as was_paused_at`);
  const rows = (result as unknown as { rows: Array<{ was_paused_at: unknown }> }).rows;
  return { wasPaused: rows[0]?.was_paused_at != null };
}

/** The dead-man switch: pauses every API seller's feed silent since before `cutoff`; answers whose. */
export async function pauseSilentFeeds(db: DbOrTx, cutoff: Date, now: Date) {
  return db
    .update(sellerFeedHeartbeats)
    .set({ pausedAt: now })
    .where(
      and(
        isNull(sellerFeedHeartbeats.pausedAt),
        lt(sellerFeedHeartbeats.lastPushAt, cutoff),
        sql`exists (select 1 from ${accounts} a where a.id = ${sellerFeedHeartbeats.sellerAccountId} and a.price_type = 'API')`,
      ),
    )
    .returning({ sellerAccountId: sellerFeedHeartbeats.sellerAccountId, lastPushAt: sellerFeedHeartbeats.lastPushAt });
}

/** Paused feeds whose seller left price type API: their offers price from the platform again. */
export async function unpauseNonApiFeeds(db: DbOrTx) {
  return db
    .update(sellerFeedHeartbeats)
    .set({ pausedAt: null })
    .where(
      and(
        isNotNull(sellerFeedHeartbeats.pausedAt),
        sql`not exists (select 1 from ${accounts} a where a.id = ${sellerFeedHeartbeats.sellerAccountId} and a.price_type = 'API')`,
      ),
    )
    .returning({ sellerAccountId: sellerFeedHeartbeats.sellerAccountId });
}

export type NewHeldPush = typeof heldPricePushes.$inferInsert;

export async function insertHeldPush(db: DbOrTx, values: NewHeldPush) {
  const [row] = await db.insert(heldPricePushes).values(values).returning({ id: heldPricePushes.id });
  return row!;
}

const heldColumns = {
  id: heldPricePushes.id,
  receivedAt: heldPricePushes.receivedAt,
  ticks: heldPricePushes.ticks,
  offerId: heldPricePushes.offerId,
  referencePriceE4: heldPricePushes.referencePriceE4,
  pushedPriceE4: heldPricePushes.pushedPriceE4,
  deviationBp: heldPricePushes.deviationBp,
  bandBp: heldPricePushes.bandBp,
};

/** The seller's pushes waiting for its decision, newest first (at most 50: older ones are superseded anyway). */
export async function listHeldPushes(db: DbOrTx, sellerAccountId: number) {
  return db
    .select(heldColumns)
    .from(heldPricePushes)
    .where(and(eq(heldPricePushes.sellerAccountId, sellerAccountId), eq(heldPricePushes.status, 'HELD')))
    .orderBy(desc(heldPricePushes.id))
    .limit(50);
}

/**
 * A held push is decided once: CONFIRMED or DISCARDED only while HELD and only by its own seller;
 * undefined otherwise (404 for the caller).
 */
export async function decideHeldPush(
  db: DbOrTx,
  sellerAccountId: number,
  id: number,
  status: 'CONFIRMED' | 'DISCARDED',
  userId: number,
  now: Date,
) {
  const [row] = await db
    .update(heldPricePushes)
    .set({ status, decidedAt: now, decidedByUserId: userId })
    .where(
      and(
        eq(heldPricePushes.id, id),
        eq(heldPricePushes.sellerAccountId, sellerAccountId),
        eq(heldPricePushes.status, 'HELD'),
      ),
    )
    .returning(heldColumns);
  return row;
}

/** A newer push went live: what was held before it is out of date and leaves the list. */
export async function supersedeHeldPushes(
  db: DbOrTx,
  sellerAccountId: number,
  now: Date,
  beforeId?: number,
): Promise<void> {
  await db
    .update(heldPricePushes)
    .set({ status: 'SUPERSEDED', decidedAt: now })
    .where(
      and(
        eq(heldPricePushes.sellerAccountId, sellerAccountId),
        eq(heldPricePushes.status, 'HELD'),
        beforeId === undefined ? undefined : lt(heldPricePushes.id, beforeId),
      ),
    );
}
