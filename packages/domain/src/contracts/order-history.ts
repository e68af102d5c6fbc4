import { z } from 'zod';
import { textString } from '../validation/fields';
import {
  amountParam,
  blankToUndefined,
  dateParam,
  enumParam,
  idListParam,
  intParam,
  splitListParam,
  toQueryString,
} from '../validation/query-params';
import { ORDER_HISTORY_PAGE_SIZE } from '../constants';
import { ORDER_STATUSES } from '../trading/order-status';
import { AdditiveOrderFactsSchema, ORDER_MARKETS, OrderMarketSchema, PaymentPeriodSchema } from './orders';

/** The most rows one page may ask for, and the most rows one CSV export carries. */
export const ORDER_HISTORY_MAX_PAGE_LIMIT = 100;
export const ORDER_HISTORY_EXPORT_MAX_ROWS = 10_000;
/** The order-number filter option lists the newest contract numbers only (a seller may have 100,000). */
export const ORDER_HISTORY_ORDER_ID_OPTIONS = 500;
/** The total is counted up to this many orders; beyond it the answer says "mehr als 10.000". */
export const ORDER_HISTORY_COUNT_CAP = 10_000;

export const ORDER_HISTORY_SORT_FIELDS = [
  'created',
  'orderId',
  'price',
  'volume',
  'invoice',
  'collection',
  'status',
  'product',
  'terminal',
  'buyer',
  'seller',
] as const;
export type OrderHistorySortField = (typeof ORDER_HISTORY_SORT_FIELDS)[number];

const OrderStatusSchema = z.enum(ORDER_STATUSES);

// ---------------------------------------------------------------------------------------------
// Query (spec section 7 GET /api/orderHistory). Every parameter is optional; lists come either
// comma-separated ("productList=1,2") or repeated ("productList=1&productList=2").
// ---------------------------------------------------------------------------------------------

export { splitListParam };

export const OrderHistoryQuerySchema = z
  .object({
    productType: enumParam(['FUEL', 'ADDITIVE'] as const, 'Produktart'),
    /** Seller tabs "Spot" and "Trigger" (and ADDITIVE, the same as productType=ADDITIVE); absent = all. */
    market: enumParam(ORDER_MARKETS, 'Markt'),
    pageNumber: intParam('Seite', 1),
    pageLimit: intParam('Einträge pro Seite', 1, ORDER_HISTORY_MAX_PAGE_LIMIT),
    orderId: z.preprocess(blankToUndefined, textString('Auftragsnummer', 40).optional()),
    sortBy: enumParam(ORDER_HISTORY_SORT_FIELDS, 'Sortierung'),
    sortType: enumParam(['asc', 'desc'] as const, 'Sortierreihenfolge'),
    priceMin: amountParam('Mindestpreis'),
    priceMax: amountParam('Höchstpreis'),
    invoiceMin: amountParam('Mindestrechnungsbetrag'),
    invoiceMax: amountParam('Höchstrechnungsbetrag'),
    collectionRangeStart: dateParam('Abholzeitraum von'),
    collectionRangeEnd: dateParam('Abholzeitraum bis'),
    createdStart: dateParam('Bestelldatum von'),
    createdEnd: dateParam('Bestelldatum bis'),
    orderQuantityMin: amountParam('Mindestmenge'),
    orderQuantityMax: amountParam('Höchstmenge'),
    productList: idListParam('Produkte'),
    terminalList: idListParam('Terminals'),
    deliveryAddressList: idListParam('Lieferadressen'),
    sellerList: idListParam('Verkäufer'),
    buyerList: idListParam('Käufer'),
    orderStatusList: z.preprocess(
      splitListParam,
      z.array(z.enum(ORDER_STATUSES, { error: 'Status enthält einen ungültigen Wert.' })).optional(),
    ),
    shareholderList: idListParam('Gesellschafter'),
    purchaseUnitList: idListParam('Einkäufer'),
    /**
     * Not in the spec: the `nextCursor` of the previous page. With it the page continues after that
     * row (keyset paging) and pageNumber is ignored; it belongs to the sort it was issued for.
     */
    cursor: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'Seitenmarke ist ungültig.' })
        .max(300, { error: 'Seitenmarke ist ungültig.' })
        .regex(/^[A-Za-z0-9_-]+$/, { error: 'Seitenmarke ist ungültig.' })
        .optional(),
    ),
  })
  .superRefine((q, ctx) => {
    const pairs: Array<[keyof typeof q, keyof typeof q, string]> = [
      ['priceMin', 'priceMax', 'Der Mindestpreis darf nicht größer als der Höchstpreis sein.'],
      ['invoiceMin', 'invoiceMax', 'Der Mindestrechnungsbetrag darf nicht größer als der Höchstrechnungsbetrag sein.'],
      ['orderQuantityMin', 'orderQuantityMax', 'Die Mindestmenge darf nicht größer als die Höchstmenge sein.'],
      ['createdStart', 'createdEnd', 'Das Startdatum darf nicht nach dem Enddatum liegen.'],
      [
        'collectionRangeStart',
        'collectionRangeEnd',
        'Der Beginn des Abholzeitraums darf nicht nach dessen Ende liegen.',
      ],
    ];
    for (const [from, to, message] of pairs) {
      const a = q[from];
      const b = q[to];
      if (a !== undefined && b !== undefined && (a as number | string) > (b as number | string)) {
        ctx.addIssue({ code: 'custom', path: [from], message });
      }
    }
  });
/** The parsed query: numbers are numbers, lists arrays, dates "YYYY-MM-DD". */
export type OrderHistoryQuery = z.output<typeof OrderHistoryQuerySchema>;

/** A query with the defaults of spec section 9 filled in (page 1, 20 rows, newest first). */
export type ResolvedOrderHistoryQuery = OrderHistoryQuery & {
  pageNumber: number;
  pageLimit: number;
  sortBy: OrderHistorySortField;
  sortType: 'asc' | 'desc';
};

export function withOrderHistoryDefaults(q: OrderHistoryQuery): ResolvedOrderHistoryQuery {
  return {
    ...q,
    pageNumber: q.pageNumber ?? 1,
    pageLimit: q.pageLimit ?? ORDER_HISTORY_PAGE_SIZE,
    sortBy: q.sortBy ?? 'created',
    sortType: q.sortType ?? 'desc',
  };
}

/** The query as a URL query string ("pageNumber=2&productList=1,2"; lists comma-separated, empty values left out). */
export const orderHistoryQueryString = (q: OrderHistoryQuery): string => toQueryString(q);

// ---------------------------------------------------------------------------------------------
// Response (spec section 3 "Order history row" and "Order history response").
// ---------------------------------------------------------------------------------------------

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

const CollectionWindowSchema = z.object({
  /** Length of the collection window in days (end - start). */
  collectionTime: z.number().int(),
  collectionStartDate: z.string(),
  collectionEndDate: z.string(),
});

export const OrderHistoryRowSchema = z.object({
  _id: z.number().int(),
  /** The contract number ("K-2026-100001"). */
  orderId: z.string(),
  /** ISO timestamp of placement. */
  created: z.string(),
  market: OrderMarketSchema,
  buyer: RefSchema,
  /** code plus the label for the caller's side (the buyer sees INCOMPLETE as "Offen"). */
  status: z.object({ code: OrderStatusSchema, label: z.string() }),
  /** Pickup terminal (fuel); null when delivered. */
  terminal: RefSchema.nullable(),
  deliveryAddress: z
    .object({ id: z.number().int(), street: z.string(), zipCode: z.string(), city: z.string() })
    .nullable(),
  product: RefSchema.extend({ type: z.enum(['fuel', 'additive']) }),
  /** Price per 100 L at 15 °C, up to 4 decimals. */
  price: z.number(),
  /** Amounts with 2 decimals; gross is the invoice amount the filters and sorting use. */
  invoice: z.object({ net: z.number(), vat: z.number(), gross: z.number(), currency: z.enum(['EUR', 'CHF']) }),
  /** cbm, up to 3 decimals. */
  volume: z.number(),
  seller: RefSchema,
  collectionTime: z.number().int(),
  /** "DD.MM.YYYY – DD.MM.YYYY". */
  collectionTimeText: z.string(),
  collectionRange: z.object({ start: z.string(), end: z.string() }),
  /** The order's payment term in days and its due date (decision 050). */
  paymentPeriod: PaymentPeriodSchema,
  /** The offer was edited after this order was placed (order.offer_version < offer.version). */
  edited: z.boolean(),
  /** Declined or deleted. */
  cancelled: z.boolean(),
  /** The order's collection window (current) against the offer's own (original). */
  overrides: z.object({ current: CollectionWindowSchema, original: CollectionWindowSchema }),
  /** The user who placed the order (the purchasing unit of the buyer account). */
  purchaseUnit: z.object({ label: z.string(), value: z.number().int() }),
  /** The party the invoice is owed to: the seller. */
  creditor: RefSchema,
  /** An additive order's units, unit name, price per unit and delivery location; null for fuel. */
  additive: AdditiveOrderFactsSchema.nullable(),
});
export type OrderHistoryRow = z.infer<typeof OrderHistoryRowSchema>;

export const OrderHistoryFilterOptionsSchema = z.object({
  /** The newest contract numbers (at most ORDER_HISTORY_ORDER_ID_OPTIONS). */
  orderIds: z.array(z.string()),
  products: z.array(RefSchema),
  buyers: z.array(RefSchema),
  sellers: z.array(RefSchema),
  terminals: z.array(RefSchema),
  purchaseUnits: z.array(z.object({ label: z.string(), value: z.number().int() })),
  status: z.array(z.object({ code: OrderStatusSchema, label: z.string() })),
  collectionRanges: z.object({ minStart: z.string().nullable(), maxEnd: z.string().nullable() }),
  createdDates: z.object({ minDate: z.string().nullable(), maxDate: z.string().nullable() }),
  prices: z.object({ minPrice: z.number().nullable(), maxPrice: z.number().nullable() }),
  volumes: z.object({ minQuantity: z.number().nullable(), maxQuantity: z.number().nullable() }),
  invoices: z.object({ invoiceMin: z.number().nullable(), invoiceMax: z.number().nullable() }),
  deliveryAddress: z.array(
    z.object({ id: z.number().int(), street: z.string(), zipCode: z.string(), city: z.string() }),
  ),
  /** Only for a buyer with ChildAccounts_Offers_View: its own account and its child accounts. */
  shareholders: z.array(z.object({ value: z.number().int(), label: z.string() })).optional(),
});
export type OrderHistoryFilterOptions = z.infer<typeof OrderHistoryFilterOptionsSchema>;

export const OrderHistoryMetadataSchema = z.object({
  /** Matching orders, counted up to ORDER_HISTORY_COUNT_CAP (then `capped` is true). */
  total: z.number().int(),
  pageCount: z.number().int(),
  /** More orders match than `total` says ("mehr als 10.000"). */
  capped: z.boolean(),
});
export type OrderHistoryMetadata = z.infer<typeof OrderHistoryMetadataSchema>;

/** The cursor of the page after this one (query `cursor`); null on the last page or for the terminal sort. */
const NextCursorSchema = z.string().nullable();

export const OrderHistoryResponseSchema = z.object({
  metadata: OrderHistoryMetadataSchema,
  orders: z.array(OrderHistoryRowSchema),
  filterOptions: OrderHistoryFilterOptionsSchema,
  nextCursor: NextCursorSchema,
});
export type OrderHistoryResponse = z.infer<typeof OrderHistoryResponseSchema>;

/** GET /api/orderHistory/page: one page only (what the web asks for every page). */
export const OrderHistoryPageSchema = z.object({
  orders: z.array(OrderHistoryRowSchema),
  nextCursor: NextCursorSchema,
});
export type OrderHistoryPage = z.infer<typeof OrderHistoryPageSchema>;

/** GET /api/orderHistory/summary: total and filter options of one filter set (the web asks once per set). */
export const OrderHistorySummarySchema = z.object({
  metadata: OrderHistoryMetadataSchema,
  filterOptions: OrderHistoryFilterOptionsSchema,
});
export type OrderHistorySummary = z.infer<typeof OrderHistorySummarySchema>;
