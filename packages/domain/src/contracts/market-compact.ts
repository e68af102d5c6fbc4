import { z } from 'zod';
import {
  CollectionOverrideSchema,
  MarketDataStateSchema,
  MarketFilterOptionsSchema,
  MarketOfferSchema,
  type MarketOffer,
  type MarketOffersResponse,
} from './market';

// Decision 035: the compact market answer (GET /api/v2/offers?view=compact). The spec's row repeats
// the seller, product, terminal, region and payment term objects and the answer-wide currency and
// delivery address in every row; here each of them is sent once in a lookup table and rows carry ids.
// expandMarketOffers turns it back into the spec's answer: the server answers the default view with it
// and the web app reads the compact view through it, so both shapes come from one place.

const Ref = z.object({ id: z.number().int(), name: z.string() });

/** A row: the spec's own fields as MarketOfferSchema declares them, ids instead of the repeated objects. */
export const CompactMarketOfferSchema = MarketOfferSchema.pick({
  id: true,
  version: true,
  pricingType: true,
  pricePer100l: true,
  pricePerLitre: true,
  liveRecipe: true,
  remainingCbm: true,
  minOrderCbm: true,
  maxOrderCbm: true,
  startDate: true,
  endDate: true,
  dailyStartTime: true,
  dailyEndTime: true,
  creditDays: true,
}).extend({
  sellerId: z.number().int(),
  productId: z.number().int(),
  /** Null for a delivered offer (deliveryType DELIVERED). */
  terminalId: z.number().int().nullable(),
  regionId: z.number().int(),
  /** `current` is left out when it equals `original` (no child-account shortening). */
  overrides: z.object({ original: CollectionOverrideSchema, current: CollectionOverrideSchema.optional() }),
});
export type CompactMarketOffer = z.infer<typeof CompactMarketOfferSchema>;

export const MarketOffersCompactSchema = z.object({
  offers: z.array(CompactMarketOfferSchema),
  /** Lookup tables: only the entries the rows of this answer name. */
  sellers: z.array(Ref.extend({ vatNumber: z.string().nullable() })),
  products: z.array(MarketOfferSchema.shape.product),
  terminals: z.array(Ref.extend({ city: z.string() })),
  regions: z.array(Ref),
  currency: MarketOfferSchema.shape.currency,
  deliveryAddress: MarketOfferSchema.shape.deliveryAddress,
  filterOptions: MarketFilterOptionsSchema,
  marketData: MarketDataStateSchema,
  total: z.number().int().nonnegative(),
});
export type MarketOffersCompact = z.infer<typeof MarketOffersCompactSchema>;

function lookup<T extends { id: number }>(items: T[], what: string): (id: number) => T {
  const byId = new Map(items.map((item) => [item.id, item]));
  return (id) => {
    const item = byId.get(id);
    if (!item) throw new Error(`market answer names ${what} ${id} without its entry`);
    return item;
  };
}

/** The spec's market answer from the compact one (same rows, same order). */
export function expandMarketOffers(compact: MarketOffersCompact): MarketOffersResponse {
  const seller = lookup(compact.sellers, 'seller');
  const product = lookup(compact.products, 'product');
  const terminal = lookup(compact.terminals, 'terminal');
  const region = lookup(compact.regions, 'region');
  const offers = compact.offers.map((row): MarketOffer => {
    const s = seller(row.sellerId);
    return {
      id: row.id,
      version: row.version,
      seller: { id: s.id, name: s.name },
      product: product(row.productId),
      deliveryType: row.terminalId === null ? 'DELIVERED' : 'PICKUP',
      terminal: row.terminalId === null ? null : terminal(row.terminalId),
      region: region(row.regionId),
      pricingType: row.pricingType,
      currency: compact.currency,
      pricePer100l: row.pricePer100l,
      pricePerLitre: row.pricePerLitre,
      liveRecipe: row.liveRecipe,
      remainingCbm: row.remainingCbm,
      minOrderCbm: row.minOrderCbm,
      maxOrderCbm: row.maxOrderCbm,
      startDate: row.startDate,
      endDate: row.endDate,
      dailyStartTime: row.dailyStartTime,
      dailyEndTime: row.dailyEndTime,
      selectedQuantity: 0,
      overrides: { current: row.overrides.current ?? row.overrides.original, original: row.overrides.original },
      deliveryAddress: compact.deliveryAddress,
      vatNumber: s.vatNumber,
      creditDays: row.creditDays,
    };
  });
  return { offers, filterOptions: compact.filterOptions, marketData: compact.marketData, total: compact.total };
}
