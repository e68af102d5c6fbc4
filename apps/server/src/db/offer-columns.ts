import { offers } from './schema';

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
