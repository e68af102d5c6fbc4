import type { OfferFormValues } from '@fuel/domain/contracts/offers';
import { businessDate } from '@fuel/domain/offers/business-time';
import { addDays } from '@fuel/domain/calendar/days';

// Shared arrangement of the offer form tests (offer-form.test.tsx, offer-form-live.test.tsx); the
// metadata they render with is test/metadata.ts.

const today = businessDate(new Date());

/** A complete fixed-price pick-up offer of Diesel B7 at terminal 7, from today for five days. */
export const completeFixedOffer = {
  pricingType: 'FIXED',
  productId: 2,
  deliveryType: 'PICKUP',
  terminalId: 7,
  deliveryRegionId: null,
  totalCbm: 500,
  minOrderCbm: 10,
  maxOrderCbm: 40,
  priceInputUnit: 'EUR_100L15',
  price: 145.5,
  startDate: today,
  endDate: addDays(today, 5),
  dailyStartTime: '06:00',
  dailyEndTime: '18:00',
  collectionType: 'LIFTING_PERIOD',
  liftingPeriodId: 3,
  collectionStartDate: null,
  collectionEndDate: null,
} as OfferFormValues;
