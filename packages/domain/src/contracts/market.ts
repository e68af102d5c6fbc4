import { z } from 'zod';
import { IdParamsSchema, idParamSchema, MAX_ID } from '../validation/numbers';
import { ERROR_MESSAGES } from '../errors/messages';
import { LiveRecipeSchema } from '../pricing/live-pricing';

// The market (issue 3 part 4): GET /api/v2/offers and GET /api/offers/childAccount/{id} (spec
// sections 3 "Offer (market)" and 7): the active offers of the buyer's connected sellers.

const idList = z
  .preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    const items = Array.isArray(v) ? v : [v];
    return items.flatMap((item) => String(item).split(',')).filter((item) => item.trim() !== '');
  }, z.array(idParamSchema()))
  .optional();

/** The largest page of the market answer. */
export const MARKET_PAGE_MAX = 1000;

/** Query filters: product(s), region, terminal(s), seller(s), delivery address (lists comma-separated or repeated). */
export const MarketOffersQuerySchema = z.object({
  productId: idList,
  productIds: idList,
  regionId: idParamSchema().optional(),
  terminalId: idList,
  terminalIds: idList,
  /** A favourite market's sellers (issue 18); none: every connected seller. */
  sellerIds: idList,
  deliveryAddressId: idParamSchema().optional(),
  /** Decision 035: `compact` answers MarketOffersCompactSchema (lookup tables once); the spec's shape by default. */
  view: z.enum(['full', 'compact'], { error: 'Ansicht muss "full" oder "compact" sein.' }).optional(),
  /** Paging (decision 035): at most `limit` rows from `offset` in market order; `total` counts them all. */
  limit: z.coerce
    .number({ error: 'Seitengröße muss eine Zahl sein.' })
    .int({ error: 'Seitengröße muss eine ganze Zahl sein.' })
    .min(1, { error: 'Seitengröße muss mindestens 1 sein.' })
    .max(MARKET_PAGE_MAX, { error: `Seitengröße darf höchstens ${MARKET_PAGE_MAX} sein.` })
    .optional(),
  offset: z.coerce
    .number({ error: 'Versatz muss eine Zahl sein.' })
    .int({ error: 'Versatz muss eine ganze Zahl sein.' })
    .min(0, { error: 'Versatz darf nicht negativ sein.' })
    .max(MAX_ID, { error: 'Versatz ist zu groß.' })
    .optional(),
});
export type MarketOffersQuery = z.infer<typeof MarketOffersQuerySchema>;

export const ChildAccountParamsSchema = IdParamsSchema;

export const CollectionOverrideSchema = z.object({
  /** Length of the collection window in days. */
  collectionTime: z.number().int(),
  collectionStartDate: z.string(),
  collectionEndDate: z.string(),
});

const Ref = z.object({ id: z.number().int(), name: z.string() });

/** One market row (spec section 3 "Offer (market)"). Volumes in cbm, prices per 100 L at 15 °C and per litre. */
export const MarketOfferSchema = z.object({
  id: z.number().int(),
  /** The offer's version: a basket reservation records it. */
  version: z.number().int(),
  seller: Ref,
  product: Ref.extend({ category: z.string(), categorySort: z.number().int() }),
  deliveryType: z.enum(['PICKUP', 'DELIVERED']),
  terminal: Ref.extend({ city: z.string() }).nullable(),
  region: Ref,
  pricingType: z.enum(['FIXED', 'LIVE']),
  currency: z.enum(['EUR', 'CHF']),
  /** For a live offer: the engine's price for this buyer when the server answered (the browser re-prices from liveRecipe). */
  pricePer100l: z.number(),
  pricePerLitre: z.number(),
  /** How the browser prices a live offer on every tick (pricing/engine.ts priceFromMarket); null for a fixed price. */
  liveRecipe: LiveRecipeSchema.nullable(),
  remainingCbm: z.number(),
  minOrderCbm: z.number(),
  maxOrderCbm: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  dailyStartTime: z.string(),
  dailyEndTime: z.string(),
  selectedQuantity: z.literal(0),
  overrides: z.object({ current: CollectionOverrideSchema, original: CollectionOverrideSchema }),
  deliveryAddress: z.object({ id: z.number().int(), street: z.string(), zipCode: z.string() }).nullable(),
  /** The seller's VAT id. */
  vatNumber: z.string().nullable(),
  /** The buyer's payment term ("Zahlungsziel") for the product in days: the one term that governs its orders (decision 050). */
  creditDays: z.number().int(),
});
export type MarketOffer = z.infer<typeof MarketOfferSchema>;

export const MarketFilterOptionsSchema = z.object({
  /** The buyer's delivery addresses (DELIVERED_PRODUCTS), empty otherwise. */
  deliveryAddress: z.array(
    z.object({ id: z.number().int(), company: z.string(), street: z.string(), zipCode: z.string(), city: z.string() }),
  ),
  /** Terminals that have visible offers (before the terminal and region filters), with their region. */
  terminals: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string(), region: Ref })),
});
export type MarketFilterOptions = z.infer<typeof MarketFilterOptionsSchema>;

/**
 * Market data state of the answer (spec section 8 "market data failure"): live offers of pricing-engine
 * sellers without fresh quotes are left out and counted; message is ERROR_MESSAGES.MARKET_DATA_UNAVAILABLE then.
 */
export const MarketDataStateSchema = z.object({
  liveGasPricesAvailable: z.boolean(),
  hiddenLiveOffers: z.number().int().nonnegative(),
  message: z.string().nullable(),
});
export type MarketDataState = z.infer<typeof MarketDataStateSchema>;

/** The spec's message only when live offers were actually hidden. */
export function marketDataStateOf(liveGasPricesAvailable: boolean, hiddenLiveOffers: number): MarketDataState {
  return {
    liveGasPricesAvailable,
    hiddenLiveOffers,
    message: hiddenLiveOffers > 0 ? ERROR_MESSAGES.MARKET_DATA_UNAVAILABLE : null,
  };
}

export const MarketOffersResponseSchema = z.object({
  offers: z.array(MarketOfferSchema),
  filterOptions: MarketFilterOptionsSchema,
  marketData: MarketDataStateSchema,
  /** Rows of the whole market after the filters; more than `offers` when the call asked for a page. */
  total: z.number().int().nonnegative(),
});
export type MarketOffersResponse = z.infer<typeof MarketOffersResponseSchema>;
