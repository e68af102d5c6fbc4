import { sql } from 'drizzle-orm';
import { accounts, offers, sellerFeedHeartbeats } from './schema';

/**
 * The offer columns the trading rules read (price, volumes, validity, daily hours, collection window):
 * one list for the offers, market and orders repositories, so the rules always get the same fields.
 */
export const offerTradingColumns = {
  pricingType: offers.pricingType,
  pricePer100lE4: offers.pricePer100lE4,
  totalLitres: offers.totalLitres,
  soldLitres: offers.soldLitres,
  minOrderLitres: offers.minOrderLitres,
  maxOrderLitres: offers.maxOrderLitres,
  startDate: offers.startDate,
  endDate: offers.endDate,
  dailyStartTime: offers.dailyStartTime,
  dailyEndTime: offers.dailyEndTime,
  collectionStartDate: offers.collectionStartDate,
  collectionEndDate: offers.collectionEndDate,
};

/**
 * Decision 056 (dead-man switch): a live offer of a seller of price type API whose own feed is paused
 * for silence. One condition for the market (left out) and trading (read as PAUSED), so what a buyer
 * cannot see it cannot order either. `offers` must not be aliased in the query that uses it.
 */
export const offerFeedPaused = sql<boolean>`(${offers.pricingType} = 'LIVE' and exists (
  select 1 from ${sellerFeedHeartbeats} fh join ${accounts} fa on fa.id = fh.seller_account_id
   where fh.seller_account_id = ${offers.sellerAccountId} and fh.paused_at is not null and fa.price_type = 'API'))`;

/** The offer's status as trading reads it: PAUSED while its seller's feed is paused (offerFeedPaused). */
export const offerTradingStatus = sql<
  'ACTIVE' | 'PAUSED' | 'REMOVED'
>`(case when ${offerFeedPaused} then 'PAUSED'::offer_status else ${offers.status} end)`;
