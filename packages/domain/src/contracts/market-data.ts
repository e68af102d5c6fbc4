import { z } from 'zod';
import { requiredString } from '../validation/fields';
import { MARKET_SYMBOLS } from '../market-data/symbols';

// Live market data (issue 4): the market window (spec sections 3 and 7), price ingest for sellers of
// price type API, API tokens, the server-sent events of GET /api/events, market info, feed control.

const isoDateTime = z.string();

/** One price of the market window (spec section 3: symbol, price, live, timestamp). */
export const MarketWindowPriceSchema = z.object({
  symbol: z.string(),
  price: z.number(),
  /** At most LIVE_PRICE_FRESHNESS_MS old when the window was served. */
  live: z.boolean(),
  timestamp: isoDateTime,
});
export type MarketWindowPrice = z.infer<typeof MarketWindowPriceSchema>;

export const MarketWindowSchema = z.object({
  prices: z.array(MarketWindowPriceSchema),
  created: isoDateTime,
  expires: isoDateTime,
  /** Server time when the answer was made: the browser derives its clock difference from it. */
  currentTime: isoDateTime,
  /** True when prices moved since the previous window. */
  marketChange: z.boolean(),
});
export type MarketWindow = z.infer<typeof MarketWindowSchema>;

/** GET /api/generic/marketWindow: a window, or {} when there is none (spec section 7 "Empty means none"). */
export const MarketWindowResponseSchema = z.union([MarketWindowSchema, z.object({}).strict()]);
export type MarketWindowResponse = z.infer<typeof MarketWindowResponseSchema>;
export const hasMarketWindow = (w: MarketWindowResponse | null | undefined): w is MarketWindow => !!w && 'expires' in w;

/** One tick as pushed to browsers and stored. sellerAccountId is set for prices pushed by an API seller. */
export const TickSchema = z.object({
  symbol: z.string(),
  price: z.number(),
  timestamp: isoDateTime,
  sellerAccountId: z.number().int().nullable(),
});
export type Tick = z.infer<typeof TickSchema>;

/** POST /api/price-feed/ticks (Authorization: Bearer <token>): prices of a seller of price type API. */
export const IngestTicksRequestSchema = z.object({
  ticks: z
    .array(
      z.object({
        symbol: z.enum(MARKET_SYMBOLS, { error: 'Unbekanntes Symbol.' }),
        price: z
          .number({ error: 'Preis ist erforderlich.' })
          .positive({ error: 'Preis muss größer als 0 sein.' })
          .max(100_000),
        /** Defaults to the time of receipt; may not lie in the future. */
        timestamp: z.iso.datetime({ offset: true, error: 'Zeitstempel ist ungültig.' }).optional(),
      }),
    )
    .min(1, { error: 'Mindestens ein Preis ist erforderlich.' })
    .max(100, { error: 'Höchstens 100 Preise pro Aufruf.' }),
});
export type IngestTicksRequest = z.infer<typeof IngestTicksRequestSchema>;
/**
 * `accepted`: ticks that went live. `held`: ticks the price band held for the seller's confirmation
 * (decision 056), with the German `notice` that says why; the seller confirms or discards them on its
 * pricing screen (GET /api/pricing/feed-rails).
 */
export const IngestTicksResponseSchema = z.object({
  accepted: z.number().int(),
  held: z.number().int(),
  heldPushId: z.number().int().nullable(),
  notice: z.string().nullable(),
});
export type IngestTicksResponse = z.infer<typeof IngestTicksResponseSchema>;

/** A push the price band held (decision 056): its ticks and the offer price that left the band. */
export const HeldPricePushSchema = z.object({
  id: z.number().int(),
  receivedAt: isoDateTime,
  ticks: z.array(z.object({ symbol: z.string(), price: z.number(), timestamp: isoDateTime })),
  offerId: z.number().int().nullable(),
  /** The offer's price from the platform's exchange quotes (the formula reference), EUR/100L15 x 10,000. */
  referencePriceE4: z.number().int(),
  /** The same offer priced with the pushed quotes. */
  pushedPriceE4: z.number().int(),
  /** Distance from the reference in basis points (1 % = 100), and the band it broke. */
  deviationBp: z.number().int(),
  bandBp: z.number().int(),
});
export type HeldPricePush = z.infer<typeof HeldPricePushSchema>;

/**
 * GET /api/pricing/feed-rails: the rails of the seller's own feed: the band and the heartbeat in force,
 * its last push, since when its live offers are paused for silence (null while live), held pushes.
 */
export const FeedRailsSchema = z.object({
  bandBp: z.number().int(),
  heartbeatSeconds: z.number().int(),
  lastPushAt: isoDateTime.nullable(),
  pausedSince: isoDateTime.nullable(),
  held: z.array(HeldPricePushSchema),
});
export type FeedRails = z.infer<typeof FeedRailsSchema>;

export const PRICE_TYPES = ['FIXED', 'TRACKING', 'API'] as const;
export const PriceTypeSchema = z.enum(PRICE_TYPES);
export type PriceType = z.infer<typeof PriceTypeSchema>;
export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  FIXED: 'Börsenpreise der Plattform',
  TRACKING: 'Tracking (nicht verfügbar)',
  API: 'Eigene Preise per API',
};
/** GET/PUT /api/pricing/price-type. TRACKING is disabled (spec section 3) and refused. */
export const PriceTypeResponseSchema = z.object({ priceType: PriceTypeSchema });
export const PriceTypeUpdateSchema = z.object({
  priceType: PriceTypeSchema.refine((t) => t !== 'TRACKING', { error: 'Der Preistyp Tracking ist nicht verfügbar.' }),
});

/** API tokens of a seller: GET/POST /api/pricing/api-tokens, DELETE /api/pricing/api-tokens/{id}. */
export const ApiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tokenPrefix: z.string(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;
export const ApiTokenListSchema = z.object({ tokens: z.array(ApiTokenSchema) });
export const CreateApiTokenRequestSchema = z.object({
  name: requiredString('Bezeichnung', 80),
});
/** The secret is shown exactly once, in this answer. */
export const CreateApiTokenResponseSchema = z.object({ token: ApiTokenSchema, secret: z.string() });

/** Feed control of the operator: GET/PUT /api/operator/price-feed. */
export const PriceFeedStatusSchema = z.object({
  running: z.boolean(),
  /** The newest simulator/exchange tick, if any. */
  lastTickAt: isoDateTime.nullable(),
  liveGasPricesAvailable: z.boolean(),
  updatedAt: isoDateTime,
});
export type PriceFeedStatus = z.infer<typeof PriceFeedStatusSchema>;
export const PriceFeedControlSchema = z.object({ running: z.boolean({ error: 'Status ist erforderlich.' }) });

/** Events of GET /api/events (text/event-stream; the SSE event name is the type). */
export const MarketEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ticks'), ticks: z.array(TickSchema) }),
  z.object({ type: z.literal('marketWindow'), window: MarketWindowSchema }),
  z.object({ type: z.literal('feedStatus'), running: z.boolean(), liveGasPricesAvailable: z.boolean() }),
  /** A seller changed its offers, pricing rules or price type: the markets of its buyers refetch. */
  z.object({ type: z.literal('sellerMarketChanged'), sellerAccountId: z.number().int() }),
  /**
   * Server-internal, never sent to a browser (decision 035): orders sold volume of these sellers'
   * offers, so every server process drops the cached markets that show them.
   */
  z.object({ type: z.literal('offersSold'), sellerAccountIds: z.array(z.number().int()) }),
]);
export type MarketEvent = z.infer<typeof MarketEventSchema>;

/** GET /api/market-info: the gasoil curve, FX rates and recent prices for the chart. */
export const MarketInfoSchema = z.object({
  curve: z.array(
    z.object({
      month: z.string(),
      symbol: z.string(),
      price: z.number().nullable(),
      timestamp: isoDateTime.nullable(),
      live: z.boolean(),
    }),
  ),
  fx: z.array(
    z.object({
      symbol: z.string(),
      price: z.number().nullable(),
      timestamp: isoDateTime.nullable(),
      live: z.boolean(),
    }),
  ),
  /** Recent ticks of one symbol (query `symbol`, default ICE/GAS), oldest first. */
  history: z.object({ symbol: z.string(), points: z.array(z.object({ timestamp: isoDateTime, price: z.number() })) }),
  liveGasPricesAvailable: z.boolean(),
});
export type MarketInfo = z.infer<typeof MarketInfoSchema>;
export const MarketInfoQuerySchema = z.object({
  symbol: z.enum(MARKET_SYMBOLS).default('ICE/GAS'),
  minutes: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
});

/**
 * GET /api/quotes: the latest quote per symbol and source (platform ticks have sellerAccountId null;
 * a seller of price type API also gets its own pushed prices).
 */
export const QuotesResponseSchema = z.object({ quotes: z.array(TickSchema) });
export type QuotesResponse = z.infer<typeof QuotesResponseSchema>;
