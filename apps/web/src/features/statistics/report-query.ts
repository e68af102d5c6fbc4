import type {
  AccountRankingOptions,
  OrderStatsQueryInput,
  ProductVolumeOptions,
} from '@fuel/domain/contracts/statistics';
import type { DayRange, QuickRangeDays, StatBucket } from '@fuel/domain/statistics/periods';

/** The period part both reports' saved options share (spec section 3: dateRange, days). */
type Period = { dateRange: DayRange | null; days: QuickRangeDays | null };

/** A quick range button (Tag, Woche, Monat: 1, 7, 30 days; null = "Alle") replaces a chosen date range. */
export const withQuickRange = <T extends Period>(options: T, days: QuickRangeDays | null): T => ({
  ...options,
  days,
  dateRange: null,
});

/** A date range from the picker replaces a quick range; a cleared picker means "Alle". */
export const withDateRange = <T extends Period>(options: T, range: DayRange | null): T => ({
  ...options,
  dateRange: range,
  days: null,
});

/** Which quick range button is pressed: a number, 'all' without any period, null for a picked range. */
export const activeQuickRange = (period: Period): QuickRangeDays | 'all' | null =>
  period.days ?? (period.dateRange ? null : 'all');

const list = (ids: readonly number[]) => (ids.length > 0 ? [...ids] : undefined);

/**
 * The delivery addresses are a filter only with DELIVERED_PRODUCTS (spec section 2): without it a
 * saved choice is not sent, so it cannot narrow a report the user has no dropdown for.
 */
const periodAndPlaces = (
  options: Period & { terminals: number[]; deliveryAddresses: number[] },
  deliveredProducts: boolean,
) => ({
  terminalSelected: list(options.terminals),
  deliveryAddressSelected: deliveredProducts ? list(options.deliveryAddresses) : undefined,
  dateRangeSelected: options.dateRange ?? undefined,
  dayQuery: options.days ?? undefined,
});

/** ACCOUNT_RANKING_OPTIONS as the orderStats query (spec section 7). */
export const rankingQuery = (options: AccountRankingOptions, deliveredProducts: boolean): OrderStatsQueryInput => ({
  statType: 'ACCOUNT_RANKING',
  productSelected: list(options.products),
  ...periodAndPlaces(options, deliveredProducts),
});

/** PRODUCT_VOLUME_OPTIONS as the orderStats query; without a bucket the server picks one for the range. */
export const volumeQuery = (
  options: ProductVolumeOptions,
  deliveredProducts: boolean,
  bucket: StatBucket | null,
): OrderStatsQueryInput => ({
  statType: 'PRODUCT_VOLUME',
  accountSelected: list(options.accounts),
  ...periodAndPlaces(options, deliveredProducts),
  bucket: bucket ?? undefined,
});

/** Whether any filter or period is chosen (offers "Filter zurücksetzen"). */
export const hasChoices = (options: object): boolean =>
  Object.values(options).some((v) => (Array.isArray(v) ? v.length > 0 : v !== null));
