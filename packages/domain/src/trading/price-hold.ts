// How long a market row's price holds (issue 14 part 7), said in the row. A fixed price is the
// offer's until the offer ends: its last day's daily end time (business wall clock, Europe/Berlin;
// Europe/Zurich keeps the same clock). A live price follows the market on every quote; it holds only
// once reserved in the basket, for the reservation time (whose length the spec keeps unshown).

export type PriceHold =
  | { kind: 'live' }
  /** The offer ends today at `time` ("HH:mm"). */
  | { kind: 'today'; time: string }
  /** The offer runs until `date` ("YYYY-MM-DD") at `time` ("HH:mm"). */
  | { kind: 'until'; date: string; time: string };

export type PriceHoldOffer = { pricingType: 'FIXED' | 'LIVE'; endDate: string; dailyEndTime: string };

/** today: the business date ("YYYY-MM-DD", offers/business-time businessDate). */
export function priceHold(offer: PriceHoldOffer, today: string): PriceHold {
  if (offer.pricingType === 'LIVE') return { kind: 'live' };
  const time = offer.dailyEndTime.slice(0, 5);
  return offer.endDate <= today ? { kind: 'today', time } : { kind: 'until', date: offer.endDate, time };
}
