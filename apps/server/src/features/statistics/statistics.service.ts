import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_ACCOUNT_RANKING_OPTIONS,
  DEFAULT_PRODUCT_VOLUME_OPTIONS,
  AccountRankingOptionsSchema,
  ProductVolumeOptionsSchema,
  type AccountRankingStats,
  type Counterparty,
  type DashboardFigures,
  type OrderStatsOptions,
  type OrderStatsQuery,
  type OrderStatsResponse,
  type ProductVolumeStats,
  type StatisticsSettingKey,
  type StatisticsSettings,
} from '@fuel/domain/contracts/statistics';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { cbmFromLitres } from '@fuel/domain/pricing/money';
import { openOrderStatuses } from '@fuel/domain/statistics/figures';
import {
  bucketCount,
  bucketsOf,
  dayOf,
  defaultBucket,
  MAX_STAT_BUCKETS,
  resolvePeriod,
  splitByMonths,
  type DayRange,
  type StatBucket,
} from '@fuel/domain/statistics/periods';
import { rankAccounts } from '@fuel/domain/statistics/ranking';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { visibilityOf } from '../order-history/order-history.service';
import { listRelationships } from '../relationships/relationships.service';
import {
  countOrdersInStatus,
  findFirstDay,
  findOptions,
  findSettings,
  saveSetting,
  sumByBucketAndProduct,
  sumByCounterparty,
  sumDayByProduct,
  type BucketTotals,
  type OptionRecord,
  type StatsFilter,
  type StatsPart,
  type StatsScope,
} from './statistics.repository';

export type StatisticsDeps = Pick<FastifyInstance, 'db' | 'now' | 'platform' | 'mailer' | 'config'>;

const counterpartyOf = (auth: AuthContext): Counterparty => (auth.accountType === 'seller' ? 'buyer' : 'seller');

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de');

function toOptions(records: OptionRecord[]): OrderStatsOptions {
  const of = (kind: OptionRecord['kind']) =>
    records
      .filter((r) => r.kind === kind)
      .map(({ id, name }) => ({ id, name }))
      .sort(byName);
  return { products: of('product'), terminals: of('terminal'), deliveryAddresses: of('address'), accounts: of('account') };
}

/** A period as the aggregate parts it reads: "Alle" the all-time rows; whole months from the monthly rows, the rest from the days. */
function partsOf(period: DayRange | null): StatsPart[] {
  if (!period) return [{ table: 'totals', range: null }];
  const { headDays, months, tailDays } = splitByMonths(period);
  const parts: StatsPart[] = [];
  if (headDays) parts.push({ table: 'daily', range: headDays });
  if (months) parts.push({ table: 'monthly', range: months });
  if (tailDays) parts.push({ table: 'daily', range: tailDays });
  return parts;
}

const totalOf = (rows: Array<{ orders: number; litres: number }>) => {
  const litres = rows.reduce((s, r) => s + r.litres, 0);
  return { orders: rows.reduce((s, r) => s + r.orders, 0), volume: cbmFromLitres(litres) };
};

async function accountRanking(db: StatisticsDeps['db'], scope: StatsScope, filter: StatsFilter, period: DayRange | null, base: Base): Promise<AccountRankingStats> {
  const rows = await sumByCounterparty(db, scope, filter, partsOf(period));
  return {
    statType: 'ACCOUNT_RANKING',
    ...base,
    rows: rankAccounts(rows).map((r) => ({ position: r.position, accountId: r.accountId, accountName: r.accountName, orders: r.orders, volume: cbmFromLitres(r.litres) })),
    total: totalOf(rows),
  };
}

const tooManyBuckets = (bucket: StatBucket) => {
  const message = `Der Zeitraum ist für die Einteilung ${bucket === 'DAY' ? 'nach Tagen' : bucket === 'WEEK' ? 'nach Wochen' : 'nach Monaten'} zu lang (höchstens ${MAX_STAT_BUCKETS} Werte). Bitte wählen Sie einen kürzeren Zeitraum oder eine gröbere Einteilung.`;
  return new AppError(400, 'VALIDATION_FAILED', message, { bucket: message });
};

/** Volume per product and bucket over the period ("Alle": from the first order's day to today). */
async function productVolume(
  db: StatisticsDeps['db'],
  scope: StatsScope,
  filter: StatsFilter,
  period: DayRange | null,
  asked: StatBucket | undefined,
  today: string,
  base: Base,
): Promise<ProductVolumeStats> {
  const firstDay = period ? null : await findFirstDay(db, scope);
  const range = period ?? (firstDay ? { from: firstDay, to: today } : null);
  const bucket = asked ?? (range ? defaultBucket(range) : 'DAY');
  if (!range) return { statType: 'PRODUCT_VOLUME', ...base, range: null, bucket, products: [], buckets: [], total: { orders: 0, volume: 0 } };
  if (bucketCount(range, bucket) > MAX_STAT_BUCKETS) throw tooManyBuckets(bucket);
  // Months read whole months from the monthly rows; days and weeks need the days ("Alle": every row).
  const parts: StatsPart[] = bucket !== 'MONTH' ? [{ table: 'daily', range: period }] : period ? partsOf(period) : [{ table: 'monthly', range: null }];
  const rows = await sumByBucketAndProduct(db, scope, filter, parts, bucket);
  const products = productTotals(rows);
  const cell = new Map(rows.map((r) => [`${r.bucket}|${r.productId}`, r.litres]));
  return {
    statType: 'PRODUCT_VOLUME',
    ...base,
    range,
    bucket,
    products: products.map((p) => ({ id: p.id, name: p.name, orders: p.orders, volume: cbmFromLitres(p.litres) })),
    buckets: bucketsOf(range, bucket).map((b) => {
      const litres = products.map((p) => cell.get(`${b.key}|${p.id}`) ?? 0);
      return {
        start: b.start,
        end: b.end,
        volumes: products.map((p, i) => ({ productId: p.id, volume: cbmFromLitres(litres[i]!) })),
        total: cbmFromLitres(litres.reduce((s, l) => s + l, 0)),
      };
    }),
    total: totalOf(rows),
  };
}

/** Per product over all buckets, largest volume first (then name). */
function productTotals(rows: BucketTotals[]): Array<{ id: number; name: string; orders: number; litres: number }> {
  const byProduct = new Map<number, { id: number; name: string; orders: number; litres: number }>();
  for (const r of rows) {
    const p = byProduct.get(r.productId) ?? { id: r.productId, name: r.productName, orders: 0, litres: 0 };
    p.orders += r.orders;
    p.litres += r.litres;
    byProduct.set(r.productId, p);
  }
  return [...byProduct.values()].sort((a, b) => b.litres - a.litres || byName(a, b) || a.id - b.id);
}

type Base = { counterparty: Counterparty; range: DayRange | null; filtered: boolean };

/**
 * GET /api/orders/orderStats (spec section 7). Counts the caller's own orders only (a parent buyer's
 * include its children's, as in the order history); STATISTIC_SELLER_RANKING decides whether a buyer
 * may see the seller ranking.
 */
export async function getOrderStats(deps: StatisticsDeps, auth: AuthContext, q: OrderStatsQuery): Promise<OrderStatsResponse> {
  if (q.statType === 'ACCOUNT_RANKING' && auth.accountType === 'buyer' && !deps.platform.features.STATISTIC_SELLER_RANKING) {
    throw new AppError(403, 'FEATURE_DISABLED', ERROR_MESSAGES.FEATURE_DISABLED);
  }
  const scope = await visibilityOf(deps.db, auth);
  const today = dayOf(deps.now());
  const period = resolvePeriod({ dateRange: q.dateRangeSelected, days: q.dayQuery }, today);
  const filter: StatsFilter = {
    productIds: q.productSelected,
    terminalIds: q.terminalSelected,
    deliveryAddressIds: q.deliveryAddressSelected,
    counterpartyIds: q.accountSelected,
  };
  const filtered = period !== null || Object.values(filter).some((ids) => ids !== undefined);
  const base: Base = { counterparty: counterpartyOf(auth), range: period, filtered };
  const [orderStats, options] = await Promise.all([
    q.statType === 'ACCOUNT_RANKING'
      ? accountRanking(deps.db, scope, filter, period, base)
      : productVolume(deps.db, scope, filter, period, q.bucket, today, base),
    findOptions(deps.db, scope).then(toOptions),
  ]);
  return { data: { orderStats, options } };
}

// ---------------------------------------------------------------------------------------------
// Saved settings (spec section 3): one row per user and key; what is stored was validated by the
// contract, and is parsed again when read, so a value from an older shape falls back to the default.
// ---------------------------------------------------------------------------------------------

const SETTINGS = {
  ACCOUNT_RANKING_OPTIONS: { schema: AccountRankingOptionsSchema, fallback: DEFAULT_ACCOUNT_RANKING_OPTIONS },
  PRODUCT_VOLUME_OPTIONS: { schema: ProductVolumeOptionsSchema, fallback: DEFAULT_PRODUCT_VOLUME_OPTIONS },
} as const;

export async function getStatisticsSettings(deps: Pick<StatisticsDeps, 'db'>, auth: AuthContext): Promise<StatisticsSettings> {
  const saved = new Map((await findSettings(deps.db, auth.userId)).map((r) => [r.key, r.value]));
  const ranking = SETTINGS.ACCOUNT_RANKING_OPTIONS.schema.safeParse(saved.get('ACCOUNT_RANKING_OPTIONS'));
  const volume = SETTINGS.PRODUCT_VOLUME_OPTIONS.schema.safeParse(saved.get('PRODUCT_VOLUME_OPTIONS'));
  return {
    ACCOUNT_RANKING_OPTIONS: ranking.success ? ranking.data : SETTINGS.ACCOUNT_RANKING_OPTIONS.fallback,
    PRODUCT_VOLUME_OPTIONS: volume.success ? volume.data : SETTINGS.PRODUCT_VOLUME_OPTIONS.fallback,
  };
}

export async function saveStatisticsSetting<K extends StatisticsSettingKey>(
  deps: Pick<StatisticsDeps, 'db' | 'now'>,
  auth: AuthContext,
  key: K,
  value: StatisticsSettings[K],
): Promise<StatisticsSettings[K]> {
  await saveSetting(deps.db, auth.userId, key, value, deps.now());
  return value;
}

// ---------------------------------------------------------------------------------------------
// GET /api/dashboard/figures: today's orders and volume, open orders, and free credit per seller
// (buyers) or today's sold volume per product (sellers). Reads the day's aggregate rows, a partial
// index of the open orders and the relationships' credit counters.
// ---------------------------------------------------------------------------------------------

export async function getDashboardFigures(deps: StatisticsDeps, auth: AuthContext): Promise<DashboardFigures> {
  const scope = await visibilityOf(deps.db, auth);
  const day = dayOf(deps.now());
  if (scope.kind === 'none') return { side: 'none', today: { day, orders: 0, volume: 0 } };
  const side = scope.kind;
  const [todayRows, openOrders] = await Promise.all([
    sumDayByProduct(deps.db, scope, day),
    countOrdersInStatus(deps.db, side === 'seller' ? { sellerAccountId: scope.accountId } : { buyerAccountIds: scope.accountIds }, openOrderStatuses(side)),
  ]);
  const sum = totalOf(todayRows);
  const today = { day, orders: sum.orders, volume: sum.volume };
  if (side === 'seller') {
    const soldToday = [...todayRows]
      .sort((a, b) => b.litres - a.litres || a.productName.localeCompare(b.productName, 'de'))
      .map((r) => ({ id: r.productId, name: r.productName, volume: cbmFromLitres(r.litres) }));
    return { side, today, openOrders, soldToday };
  }
  const relationships = await listRelationships(deps, auth, 'seller');
  const credit = relationships
    .flatMap((r) => (r.credit ? [{ seller: { id: r.counterparty.id, name: r.counterparty.name }, currency: r.currency, credit: r.credit }] : []))
    .sort((a, b) => byName(a.seller, b.seller));
  return { side, today, openOrders, credit };
}
