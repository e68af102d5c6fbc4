import { z } from 'zod';
import { idSchema } from '../validation/numbers';
import { JSON_SCHEMA_RULES } from '../validation/json-schema';
import {
  blankToUndefined,
  enumParam,
  idListParam,
  isoDateString,
  isRealDate,
  splitListParam,
} from '../validation/query-params';
import { QUICK_RANGE_DAYS, STAT_BUCKETS } from '../statistics/periods';
import { STAT_MARKETS } from '../statistics/quantities';
import { CreditSchema, CurrencySchema } from './relationships';

// Statistics (issue 16, spec sections 2, 3, 5, 6, 7): GET /api/orders/orderStats, the saved report
// settings ACCOUNT_RANKING_OPTIONS and PRODUCT_VOLUME_OPTIONS, and the dashboard figures.
//
// Query encoding (spec section 7 names the parameters, not their format):
// - lists (terminalSelected, deliveryAddressSelected, productSelected, accountSelected) are ids,
//   comma-separated ("terminalSelected=1,2") or repeated ("terminalSelected=1&terminalSelected=2");
//   a list of one is the dropdown's single choice, no list means "all";
// - dateRangeSelected is two calendar days "from,to" ("2026-11-01,2026-11-25"), both included: the
//   orders from 00:00 of `from` to 23:59:59.999 of `to`, Europe/Berlin (spec section 5);
// - dayQuery is a quick range, 1 (Tag), 7 (Woche) or 30 (Monat): today and the days before it,
//   that many calendar days in all; neither dateRangeSelected nor dayQuery is "Alle";
// - dateRangeSelected and dayQuery together are refused (400): one period at a time;
// - productSelected belongs to ACCOUNT_RANKING, accountSelected to PRODUCT_VOLUME (spec: "or"); the
//   other one is refused (400);
// - bucket (not in the spec, PRODUCT_VOLUME only): DAY, WEEK or MONTH; without it the server picks by
//   the range's length (statistics/buckets.ts defaultBucket).

export const STAT_TYPES = ['ACCOUNT_RANKING', 'PRODUCT_VOLUME'] as const;
export type StatType = (typeof STAT_TYPES)[number];

/** The most ids one filter list may carry. */
export const STAT_FILTER_MAX_IDS = 100;

export const ORDER_STATS_MESSAGES = {
  rangeAndDays: 'Bitte wählen Sie entweder einen Zeitraum oder eine Schnellauswahl (Tag, Woche, Monat), nicht beides.',
  rangeOrder: 'Das Startdatum darf nicht nach dem Enddatum liegen.',
  rangeFormat: 'Zeitraum muss aus zwei Daten im Format JJJJ-MM-TT bestehen (von,bis).',
  productOnlyRanking: 'Der Produktfilter gilt nur für die Rangliste.',
  accountOnlyVolume: 'Der Kontofilter gilt nur für die Produktmengen.',
  bucketOnlyVolume: 'Die Einteilung (Tag, Woche, Monat) gilt nur für die Produktmengen.',
  dayQuery: 'Schnellauswahl ist ungültig (erlaubt: 1, 7, 30).',
} as const;

const dayRangeParam = z.preprocess(
  splitListParam,
  z
    .array(z.string().meta(JSON_SCHEMA_RULES.isoDate), { error: ORDER_STATS_MESSAGES.rangeFormat })
    .length(2, { error: ORDER_STATS_MESSAGES.rangeFormat, abort: true })
    .refine((v) => v.every(isRealDate), { error: ORDER_STATS_MESSAGES.rangeFormat, abort: true })
    .refine(([from, to]) => from! <= to!, { error: ORDER_STATS_MESSAGES.rangeOrder })
    .transform(([from, to]) => ({ from: from!, to: to! }))
    .optional(),
);

const dayQueryParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: ORDER_STATS_MESSAGES.dayQuery })
    .refine((v): v is (typeof QUICK_RANGE_DAYS)[number] => (QUICK_RANGE_DAYS as readonly number[]).includes(v), {
      error: ORDER_STATS_MESSAGES.dayQuery,
    })
    .meta({ type: 'integer', enum: [...QUICK_RANGE_DAYS] })
    .optional(),
);

/** GET /api/orders/orderStats (spec section 7). */
export const OrderStatsQuerySchema = z
  .object({
    statType: z.preprocess(
      blankToUndefined,
      z.enum(STAT_TYPES, { error: `Statistikart ist ungültig (erlaubt: ${STAT_TYPES.join(', ')}).` }),
    ),
    terminalSelected: idListParam('Terminals', STAT_FILTER_MAX_IDS),
    deliveryAddressSelected: idListParam('Lieferadressen', STAT_FILTER_MAX_IDS),
    productSelected: idListParam('Produkte', STAT_FILTER_MAX_IDS),
    accountSelected: idListParam('Konten', STAT_FILTER_MAX_IDS),
    dateRangeSelected: dayRangeParam,
    dayQuery: dayQueryParam,
    bucket: enumParam(STAT_BUCKETS, 'Einteilung'),
  })
  .superRefine((q, ctx) => {
    if (q.dateRangeSelected && q.dayQuery !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['dayQuery'], message: ORDER_STATS_MESSAGES.rangeAndDays });
    }
    if (q.statType === 'PRODUCT_VOLUME' && q.productSelected) {
      ctx.addIssue({ code: 'custom', path: ['productSelected'], message: ORDER_STATS_MESSAGES.productOnlyRanking });
    }
    if (q.statType === 'ACCOUNT_RANKING' && q.accountSelected) {
      ctx.addIssue({ code: 'custom', path: ['accountSelected'], message: ORDER_STATS_MESSAGES.accountOnlyVolume });
    }
    if (q.statType === 'ACCOUNT_RANKING' && q.bucket) {
      ctx.addIssue({ code: 'custom', path: ['bucket'], message: ORDER_STATS_MESSAGES.bucketOnlyVolume });
    }
  });
/** The parsed query: lists are id arrays, dateRangeSelected `{from, to}`, dayQuery 1 | 7 | 30. */
export type OrderStatsQuery = z.output<typeof OrderStatsQuerySchema>;
/** What a caller builds before sending (see orderStatsQueryString). */
export type OrderStatsQueryInput = {
  statType: StatType;
  terminalSelected?: number[];
  deliveryAddressSelected?: number[];
  productSelected?: number[];
  accountSelected?: number[];
  dateRangeSelected?: { from: string; to: string };
  dayQuery?: (typeof QUICK_RANGE_DAYS)[number];
  bucket?: (typeof STAT_BUCKETS)[number];
};

/** The query as a URL query string: lists and the range comma-separated, empty values left out. */
export function orderStatsQueryString(q: OrderStatsQueryInput): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value)
      ? value.join(',')
      : typeof value === 'object'
        ? `${value.from},${value.to}`
        : String(value);
    if (text !== '') parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  return parts.join('&');
}

// ---------------------------------------------------------------------------------------------
// Answer: { data: { orderStats, options } }. Volumes are cbm (up to 3 decimals), counts whole orders.
// Decision 052: `rows`, `products`, `buckets`, `total` and `volume` are FUEL orders only (cbm); the
// additive orders are in `additives` (litres and units per purchase unit), never summed with fuel.
// `markets` says which sections the caller has (an additive-only seller: ADDITIVE only).
// Counted are the caller's orders that are not cancelled (every status but DECLINED and DELETED):
// a seller's sales; a buyer's purchases and, as a parent, its child accounts' purchases.
// ---------------------------------------------------------------------------------------------

const RefSchema = z.object({ id: z.number().int(), name: z.string() });
export type StatsRef = z.infer<typeof RefSchema>;

/** What the caller may filter by: the values of its own orders (spec section 3 "Ranking filter options"). */
export const OrderStatsOptionsSchema = z.object({
  terminals: z.array(RefSchema),
  /** Name: "street, post code city". */
  deliveryAddresses: z.array(RefSchema),
  products: z.array(RefSchema),
  /** The counterparties: sellers for a buyer, buyers for a seller. */
  accounts: z.array(RefSchema),
});
export type OrderStatsOptions = z.infer<typeof OrderStatsOptionsSchema>;

/** The resolved period: calendar days, both included; null for "Alle" without any order. */
const DayRangeSchema = z.object({ from: z.string(), to: z.string() });

const TotalSchema = z.object({ orders: z.number().int(), volume: z.number() });

const MarketsSchema = z.array(z.enum(STAT_MARKETS));

/** Units of one purchase unit ("10 × Kanister 20 L"): units are never summed across purchase units. */
export const UnitCountSchema = z.object({
  purchaseUnit: z.object({ id: z.number().int(), name: z.string() }),
  units: z.number().int(),
});
export type UnitCount = z.infer<typeof UnitCountSchema>;

/** Additive orders, their whole litres and their units per purchase unit. */
export const AdditiveQuantitySchema = z.object({
  orders: z.number().int(),
  litres: z.number().int(),
  units: z.array(UnitCountSchema),
});
export type AdditiveQuantity = z.infer<typeof AdditiveQuantitySchema>;

/** The additive ranking: counterparties by litres, largest first (ties as the fuel ranking). */
export const AdditiveRankingRowSchema = AdditiveQuantitySchema.extend({
  position: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
});
export type AdditiveRankingRow = z.infer<typeof AdditiveRankingRowSchema>;

/** Spec section 3 "Account ranking row", plus the account's id. */
export const AccountRankingRowSchema = z.object({
  position: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  orders: z.number().int(),
  volume: z.number(),
});
export type AccountRankingRow = z.infer<typeof AccountRankingRowSchema>;

/** Whose names the ranking lists: "Verkäufer" for a buyer, "Käufer" for a seller. */
export const COUNTERPARTIES = ['seller', 'buyer'] as const;
export type Counterparty = (typeof COUNTERPARTIES)[number];

export const AccountRankingStatsSchema = z.object({
  statType: z.literal('ACCOUNT_RANKING'),
  counterparty: z.enum(COUNTERPARTIES),
  /** The period asked for; null = "Alle". */
  range: DayRangeSchema.nullable(),
  /** A filter or a period was given: an empty ranking is "no results", not "no ranking yet". */
  filtered: z.boolean(),
  /** Which rankings the caller has (decision 052). */
  markets: MarketsSchema,
  /** Fuel orders by volume (cbm), largest first; ties by order count, then name, then id. */
  rows: z.array(AccountRankingRowSchema),
  /** The total volume line under the fuel table. */
  total: TotalSchema,
  /** Additive orders by litres, with units per purchase unit, and their total line. */
  additives: z.object({ rows: z.array(AdditiveRankingRowSchema), total: AdditiveQuantitySchema }),
});
export type AccountRankingStats = z.infer<typeof AccountRankingStatsSchema>;

export const ProductVolumeStatsSchema = z.object({
  statType: z.literal('PRODUCT_VOLUME'),
  counterparty: z.enum(COUNTERPARTIES),
  /** The period of the buckets: the one asked for, or for "Alle" the first order's day to today; null without orders. */
  range: DayRangeSchema.nullable(),
  filtered: z.boolean(),
  bucket: z.enum(STAT_BUCKETS),
  /** Which sections the caller has (decision 052). */
  markets: MarketsSchema,
  /** Every fuel product with volume in the period, largest volume first. */
  products: z.array(RefSchema.extend({ orders: z.number().int(), volume: z.number() })),
  /**
   * Every bucket of the period, oldest first, also the empty ones (a continuous axis): `start` and
   * `end` are its first and last day (clipped to the period), `volumes` one entry per product of
   * `products` in the same order.
   */
  buckets: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      volumes: z.array(z.object({ productId: z.number().int(), volume: z.number() })),
      total: z.number(),
    }),
  ),
  total: TotalSchema,
  /** The additive products the same way, in litres (and units per purchase unit), never in cbm. */
  additives: z.object({
    products: z.array(RefSchema.extend(AdditiveQuantitySchema.shape)),
    buckets: z.array(
      z.object({
        start: z.string(),
        end: z.string(),
        litres: z.array(z.object({ productId: z.number().int(), litres: z.number().int() })),
        total: z.number().int(),
      }),
    ),
    total: AdditiveQuantitySchema,
  }),
});
export type ProductVolumeStats = z.infer<typeof ProductVolumeStatsSchema>;

export const OrderStatsSchema = z.discriminatedUnion('statType', [AccountRankingStatsSchema, ProductVolumeStatsSchema]);
export type OrderStats = z.infer<typeof OrderStatsSchema>;

export const OrderStatsResponseSchema = z.object({
  data: z.object({ orderStats: OrderStatsSchema, options: OrderStatsOptionsSchema }),
});
export type OrderStatsResponse = z.infer<typeof OrderStatsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Saved settings per user (spec section 3 "Saved statistics settings"):
//   GET /api/statistics/settings                              both, defaults where nothing is saved
//   PUT /api/statistics/settings/ACCOUNT_RANKING_OPTIONS      body AccountRankingOptions, answers it
//   PUT /api/statistics/settings/PRODUCT_VOLUME_OPTIONS       body ProductVolumeOptions, answers it
// dateRange and days are the query's dateRangeSelected and dayQuery; at most one of them is set.
// ---------------------------------------------------------------------------------------------

export const STATISTICS_SETTING_KEYS = ['ACCOUNT_RANKING_OPTIONS', 'PRODUCT_VOLUME_OPTIONS'] as const;
export type StatisticsSettingKey = (typeof STATISTICS_SETTING_KEYS)[number];

const idList = (label: string) =>
  z
    .array(idSchema(`${label} enthält eine ungültige Kennung.`), { error: `${label} muss eine Liste sein.` })
    .max(STAT_FILTER_MAX_IDS, { error: `${label} enthält zu viele Einträge.` });

const SavedRangeSchema = z
  .object(
    { from: isoDateString('Zeitraum von'), to: isoDateString('Zeitraum bis') },
    { error: ORDER_STATS_MESSAGES.rangeFormat },
  )
  .refine((r) => r.from <= r.to, { error: ORDER_STATS_MESSAGES.rangeOrder, path: ['from'] });

const savedPeriod = {
  dateRange: SavedRangeSchema.nullable(),
  days: z.literal(QUICK_RANGE_DAYS, { error: ORDER_STATS_MESSAGES.dayQuery }).nullable(),
};

const onePeriod = (v: { dateRange: unknown; days: unknown }) => !(v.dateRange !== null && v.days !== null);

export const AccountRankingOptionsSchema = z
  .strictObject({
    products: idList('Produkte'),
    terminals: idList('Terminals'),
    deliveryAddresses: idList('Lieferadressen'),
    ...savedPeriod,
  })
  .refine(onePeriod, { error: ORDER_STATS_MESSAGES.rangeAndDays, path: ['days'] });
export type AccountRankingOptions = z.infer<typeof AccountRankingOptionsSchema>;

export const ProductVolumeOptionsSchema = z
  .strictObject({
    accounts: idList('Konten'),
    terminals: idList('Terminals'),
    deliveryAddresses: idList('Lieferadressen'),
    ...savedPeriod,
  })
  .refine(onePeriod, { error: ORDER_STATS_MESSAGES.rangeAndDays, path: ['days'] });
export type ProductVolumeOptions = z.infer<typeof ProductVolumeOptionsSchema>;

/** Nothing saved yet: no filters, "Alle". */
export const DEFAULT_ACCOUNT_RANKING_OPTIONS: AccountRankingOptions = {
  products: [],
  terminals: [],
  deliveryAddresses: [],
  dateRange: null,
  days: null,
};
export const DEFAULT_PRODUCT_VOLUME_OPTIONS: ProductVolumeOptions = {
  accounts: [],
  terminals: [],
  deliveryAddresses: [],
  dateRange: null,
  days: null,
};

export const StatisticsSettingsSchema = z.object({
  ACCOUNT_RANKING_OPTIONS: AccountRankingOptionsSchema,
  PRODUCT_VOLUME_OPTIONS: ProductVolumeOptionsSchema,
});
export type StatisticsSettings = z.infer<typeof StatisticsSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/dashboard/figures: what a trader sees at a glance on `/` (Europe/Berlin "today").
// ---------------------------------------------------------------------------------------------

const FiguresTodaySchema = z.object({
  /** The business day the figures are of, "YYYY-MM-DD". */
  day: z.string(),
  /** Today's fuel orders (not cancelled) and their volume in cbm: purchases for a buyer, sales for a seller. */
  orders: z.number().int(),
  volume: z.number(),
  /** Today's additive orders in litres and units (decision 052: never added to the cbm). */
  additives: AdditiveQuantitySchema,
});

export const BuyerDashboardFiguresSchema = z.object({
  side: z.literal('buyer'),
  markets: MarketsSchema,
  today: FiguresTodaySchema,
  /** Orders the seller has not decided yet, and the incomplete ones (the buyer sees both as open). */
  openOrders: z.number().int(),
  /** Free credit per connected seller (ENABLED relationships); limit null = no credit agreed. */
  credit: z.array(z.object({ seller: RefSchema, currency: CurrencySchema, credit: CreditSchema })),
});

export const SellerDashboardFiguresSchema = z.object({
  side: z.literal('seller'),
  markets: MarketsSchema,
  today: FiguresTodaySchema,
  /** Orders waiting for the seller's confirmation (OPEN, IN_REVIEW): the work queue. */
  openOrders: z.number().int(),
  /** Today's sold fuel volume per product, largest first (cbm). */
  soldToday: z.array(RefSchema.extend({ volume: z.number() })),
  /** Today's sold additives per product, most litres first (litres and units). */
  soldAdditivesToday: z.array(RefSchema.extend(AdditiveQuantitySchema.shape)),
});

/** An admin account has no orders of its own. */
export const OtherDashboardFiguresSchema = z.object({
  side: z.literal('none'),
  markets: MarketsSchema,
  today: FiguresTodaySchema,
});

export const DashboardFiguresSchema = z.discriminatedUnion('side', [
  BuyerDashboardFiguresSchema,
  SellerDashboardFiguresSchema,
  OtherDashboardFiguresSchema,
]);
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;
