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
import {
  additiveQuantity,
  fuelQuantity,
  isAdditiveRow,
  statisticsMarkets,
  type StatMarket,
} from '@fuel/domain/statistics/quantities';
import { rankAccounts } from '@fuel/domain/statistics/ranking';
import { additivesAvailable } from '@fuel/domain/additives/additive-rules';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { visibilityOf } from '../order-history/order-history.service';
import { listRelationships } from '../relationships/relationships.service';
import {
  countOrdersInStatus,
  findAccountKind,
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
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

export type StatisticsDeps = Pick<FastifyInstance, 'db' | 'now' | 'platform' | 'mailer' | 'config'>;

const counterpartyOf = (auth: AuthContext): Counterparty => (auth.accountType === 'seller' ? 'buyer' : 'seller');

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de');

function toOptions(records: OptionRecord[]): {
  options: OrderStatsOptions;
  ordered: { fuel: boolean; additive: boolean };
} {
  const of = (kind: OptionRecord['kind']) =>
    records
      .filter((r) => r.kind === kind)
      .map(({ id, name }) => ({ id, name }))
      .sort(byName);
  const market = (name: StatMarket) => records.some((r) => r.kind === 'market' && r.name === name);
  return {
    options: {
      products: of('product'),
      terminals: of('terminal'),
      deliveryAddresses: of('address'),
      accounts: of('account'),
    },
    ordered: { fuel: market('FUEL'), additive: market('ADDITIVE') },
  };
}

/** The sections of the caller's figures (decision 052): its seller kind or additive access, and what it ordered. */
async function marketsOf(
  deps: StatisticsDeps,
  auth: AuthContext,
  ordered: { fuel: boolean; additive: boolean },
): Promise<StatMarket[]> {
  const side = auth.accountType === 'seller' ? 'seller' : auth.accountType === 'buyer' ? 'buyer' : 'none';
  const account = await findAccountKind(deps.db, auth.accountId);
  const additiveAccess = additivesAvailable({
    platform: deps.platform.features,
    account: { productAdditives: account.productAdditives },
  });
  return statisticsMarkets({
    side,
    sellerKind: account.sellerKind,
    additiveAccess,
    hasFuelOrders: ordered.fuel,
    hasAdditiveOrders: ordered.additive,
  });
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

/** Rows grouped by a key (an account, a product), in first-seen order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return groups;
}

/** The fuel ranking in cbm and the additive ranking in litres and units, each ranked on its own. */
async function accountRanking(
  db: StatisticsDeps['db'],
  scope: StatsScope,
  filter: StatsFilter,
  period: DayRange | null,
  base: Base,
): Promise<AccountRankingStats> {
  const rows = await sumByCounterparty(db, scope, filter, partsOf(period));
  const accounts = [...groupBy(rows, (r) => r.accountId).values()].map((own) => ({
    accountId: own[0]!.accountId,
    accountName: own[0]!.accountName,
    own,
  }));
  const fuel = accounts
    .filter((a) => a.own.some((r) => !isAdditiveRow(r)))
    .map((a) => ({
      ...a,
      orders: fuelQuantity(a.own).orders,
      litres: a.own.filter((r) => !isAdditiveRow(r)).reduce((s, r) => s + r.litres, 0),
    }));
  const additive = accounts.filter((a) => a.own.some(isAdditiveRow)).map((a) => ({ ...a, ...additiveQuantity(a.own) }));
  return {
    statType: 'ACCOUNT_RANKING',
    ...base,
    rows: rankAccounts(fuel).map((r) => ({
      position: r.position,
      accountId: r.accountId,
      accountName: r.accountName,
      orders: r.orders,
      volume: cbmFromLitres(r.litres),
    })),
    total: fuelQuantity(rows),
    additives: {
      rows: rankAccounts(additive).map((r) => ({
        position: r.position,
        accountId: r.accountId,
        accountName: r.accountName,
        orders: r.orders,
        litres: r.litres,
        units: r.units,
      })),
      total: additiveQuantity(rows),
    },
  };
}

const tooManyBuckets = (bucket: StatBucket) => {
  const message = SERVER_MESSAGES.statistics.tooManyBuckets(bucket, MAX_STAT_BUCKETS);
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
  const noAdditives = { products: [], buckets: [], total: additiveQuantity([]) };
  if (!range)
    return {
      statType: 'PRODUCT_VOLUME',
      ...base,
      range: null,
      bucket,
      products: [],
      buckets: [],
      total: { orders: 0, volume: 0 },
      additives: noAdditives,
    };
  if (bucketCount(range, bucket) > MAX_STAT_BUCKETS) throw tooManyBuckets(bucket);
  // Months read whole months from the monthly rows; days and weeks need the days ("Alle": every row).
  const parts: StatsPart[] =
    bucket !== 'MONTH'
      ? [{ table: 'daily', range: period }]
      : period
        ? partsOf(period)
        : [{ table: 'monthly', range: null }];
  const all = await sumByBucketAndProduct(db, scope, filter, parts, bucket);
  const rows = all.filter((r) => !isAdditiveRow(r));
  const additiveRows = all.filter(isAdditiveRow);
  const products = productTotals(rows);
  const cell = litresByCell(rows);
  const additiveProducts = productTotals(additiveRows);
  const additiveCell = litresByCell(additiveRows);
  const periodBuckets = bucketsOf(range, bucket);
  return {
    statType: 'PRODUCT_VOLUME',
    ...base,
    range,
    bucket,
    products: products.map((p) => ({ id: p.id, name: p.name, orders: p.orders, volume: cbmFromLitres(p.litres) })),
    buckets: periodBuckets.map((b) => {
      const litres = products.map((p) => cell.get(`${b.key}|${p.id}`) ?? 0);
      return {
        start: b.start,
        end: b.end,
        volumes: products.map((p, i) => ({ productId: p.id, volume: cbmFromLitres(litres[i]!) })),
        total: cbmFromLitres(litres.reduce((s, l) => s + l, 0)),
      };
    }),
    total: fuelQuantity(rows),
    additives: {
      products: additiveProducts.map((p) => ({ id: p.id, name: p.name, ...additiveQuantity(p.rows) })),
      buckets: periodBuckets.map((b) => {
        const litres = additiveProducts.map((p) => additiveCell.get(`${b.key}|${p.id}`) ?? 0);
        return {
          start: b.start,
          end: b.end,
          litres: additiveProducts.map((p, i) => ({ productId: p.id, litres: litres[i]! })),
          total: litres.reduce((s, l) => s + l, 0),
        };
      }),
      total: additiveQuantity(additiveRows),
    },
  };
}

/** Litres per "bucket|product" (the purchase units of an additive product added up: litres are litres). */
function litresByCell(rows: readonly BucketTotals[]): Map<string, number> {
  const cell = new Map<string, number>();
  for (const r of rows)
    cell.set(`${r.bucket}|${r.productId}`, (cell.get(`${r.bucket}|${r.productId}`) ?? 0) + r.litres);
  return cell;
}

/** Per product over all buckets, largest volume first (then name), with its rows. */
function productTotals(
  rows: readonly Omit<BucketTotals, 'bucket'>[],
): Array<{ id: number; name: string; orders: number; litres: number; rows: Array<Omit<BucketTotals, 'bucket'>> }> {
  const byProduct = new Map<
    number,
    { id: number; name: string; orders: number; litres: number; rows: Array<Omit<BucketTotals, 'bucket'>> }
  >();
  for (const r of rows) {
    const p = byProduct.get(r.productId) ?? { id: r.productId, name: r.productName, orders: 0, litres: 0, rows: [] };
    p.orders += r.orders;
    p.litres += r.litres;
    p.rows.push(r);
    byProduct.set(r.productId, p);
  }
  return [...byProduct.values()].sort((a, b) => b.litres - a.litres || byName(a, b) || a.id - b.id);
}

type Base = { counterparty: Counterparty; range: DayRange | null; filtered: boolean; markets: StatMarket[] };

/**
 * GET /api/orders/orderStats (spec section 7). Counts the caller's own orders only (a parent buyer's
 * include its children's, as in the order history); STATISTIC_SELLER_RANKING decides whether a buyer
 * may see the seller ranking.
 */
export async function getOrderStats(
  deps: StatisticsDeps,
  auth: AuthContext,
  q: OrderStatsQuery,
): Promise<OrderStatsResponse> {
  if (
    q.statType === 'ACCOUNT_RANKING' &&
    auth.accountType === 'buyer' &&
    !deps.platform.features.STATISTIC_SELLER_RANKING
  ) {
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
  const { options, ordered } = toOptions(await findOptions(deps.db, scope));
  const base: Base = {
    counterparty: counterpartyOf(auth),
    range: period,
    filtered,
    markets: await marketsOf(deps, auth, ordered),
  };
  const orderStats =
    q.statType === 'ACCOUNT_RANKING'
      ? await accountRanking(deps.db, scope, filter, period, base)
      : await productVolume(deps.db, scope, filter, period, q.bucket, today, base);
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

export async function getStatisticsSettings(
  deps: Pick<StatisticsDeps, 'db'>,
  auth: AuthContext,
): Promise<StatisticsSettings> {
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
  if (scope.kind === 'none')
    return { side: 'none', markets: ['FUEL'], today: { day, orders: 0, volume: 0, additives: additiveQuantity([]) } };
  const side = scope.kind;
  const [todayRows, openOrders] = await Promise.all([
    sumDayByProduct(deps.db, scope, day),
    countOrdersInStatus(
      deps.db,
      side === 'seller' ? { sellerAccountId: scope.accountId } : { buyerAccountIds: scope.accountIds },
      openOrderStatuses(side),
    ),
  ]);
  const fuel = fuelQuantity(todayRows);
  const today = { day, orders: fuel.orders, volume: fuel.volume, additives: additiveQuantity(todayRows) };
  const markets = await marketsOf(deps, auth, {
    fuel: todayRows.some((r) => !isAdditiveRow(r)),
    additive: todayRows.some(isAdditiveRow),
  });
  if (side === 'seller') {
    const soldToday = productTotals(todayRows.filter((r) => !isAdditiveRow(r))).map((p) => ({
      id: p.id,
      name: p.name,
      volume: cbmFromLitres(p.litres),
    }));
    const soldAdditivesToday = productTotals(todayRows.filter(isAdditiveRow)).map((p) => ({
      id: p.id,
      name: p.name,
      ...additiveQuantity(p.rows),
    }));
    return { side, markets, today, openOrders, soldToday, soldAdditivesToday };
  }
  const relationships = await listRelationships(deps, auth, 'seller');
  const credit = relationships
    .flatMap((r) =>
      r.credit
        ? [{ seller: { id: r.counterparty.id, name: r.counterparty.name }, currency: r.currency, credit: r.credit }]
        : [],
    )
    .sort((a, b) => byName(a.seller, b.seller));
  return { side, markets, today, openOrders, credit };
}
