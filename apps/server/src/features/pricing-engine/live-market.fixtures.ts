// Test support for live prices: live offers written by the test, and quotes fed through the real
// market-data path (stored, cached, published) at the app clock's time.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { LiveOfferParams } from '@fuel/domain/pricing/live-pricing';
import type { Db } from '../../db/client';
import { pricingRules } from '../../db/schema';
import { createOffer, type TestOffer } from '../../../test/trading-fixtures';

/** DOMAIN.md's worked example: 700 USD/mt, 1.08 USD per EUR (density 0.845 -> 54.7685 EUR/100L15). */
export const EXAMPLE_QUOTES = { 'ICE/GAS': 700, 'ICE/GAS1': 705, 'FX/EURUSD': 1.08 } as const;

export const liveParams = (p: Partial<LiveOfferParams> = {}): LiveOfferParams => ({
  futureMonth: 'M00',
  fxMode: 'LIVE',
  fxRate: null,
  surcharge: 0,
  surchargeUnit: 'EUR_CBM',
  density: 0.845,
  minPriceEnabled: false,
  maxPriceFall: null,
  minPriceFloorE4: null,
  minPriceUpdatedAt: null,
  ...p,
});

/** An active live offer (no stored price), open all day from yesterday to ten days on. */
export async function createLiveOffer(
  db: Db,
  now: Date,
  values: Partial<TestOffer> & { sellerAccountId: number; live?: Partial<LiveOfferParams> },
) {
  const { live, ...rest } = values;
  return createOffer(db, now, { pricingType: 'LIVE', pricePer100lE4: null, livePricing: liveParams(live), ...rest });
}

/** Records quotes now (platform quotes, or an API seller's own), as the feed would. */
export async function feedQuotes(
  app: FastifyInstance,
  prices: Record<string, number>,
  sellerAccountId: number | null = null,
) {
  const ticks = Object.entries(prices).map(([symbol, price]) => ({ symbol, price }));
  return app.marketData.recordTicks(ticks, sellerAccountId === null ? 'SIMULATOR' : 'API', sellerAccountId);
}

export async function deleteRulesOf(db: Db, sellerAccountId: number): Promise<void> {
  await db.delete(pricingRules).where(eq(pricingRules.sellerAccountId, sellerAccountId));
}
