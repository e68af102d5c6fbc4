import type { TFunction } from 'i18next';
import type { AccountRankingStats, ProductVolumeStats } from '@fuel/domain/contracts/statistics';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { csvFile, type CsvTable } from '@fuel/domain/formats/csv';
import { formatNumber } from '@fuel/domain/formats/number';
import { formatDay } from '@fuel/domain/calendar/format';
import { unitsText, VOLUME_DECIMALS } from '../../ui/account-ranking/ranking-text';

// The reports as CSV for German spreadsheets: the domain's one CSV writer (";" separator, quoting and
// formula defusing, shared with the server's exports), a UTF-8 byte order mark for the umlauts, and
// numbers in the brand's format ("1.234,5" or "1'234.5").

const count = (n: number, brand: BrandId) => formatNumber(n, { brand, decimals: 0 });
const cbm = (v: number, brand: BrandId) => formatNumber(v, { brand, decimals: VOLUME_DECIMALS });
const litres = (v: number, brand: BrandId) => formatNumber(v, { brand, decimals: 0 });

// Decision 052: a caller with both markets gets the fuel table (cbm) and, after an empty line, the
// additive table (litres, units per purchase unit); each has its own header and total line.
const sections = (tables: Array<CsvTable | false>) => csvFile(tables.filter((t): t is CsvTable => t !== false));

/** The account ranking: position, counterparty, orders, volume, then the total line; the additive ranking likewise. */
export function rankingCsv(stats: AccountRankingStats, t: TFunction, brand: BrandId): string {
  const header = [t('ranking.position'), t(`ranking.${stats.counterparty}`), t('ranking.orders'), t('ranking.volume')];
  const rows = stats.rows.map((r) => [r.position, r.accountName, count(r.orders, brand), cbm(r.volume, brand)]);
  rows.push([t('ranking.total'), '', count(stats.total.orders, brand), cbm(stats.total.volume, brand)]);
  const additiveHeader = [
    t('ranking.position'),
    t(`ranking.${stats.counterparty}`),
    t('ranking.orders'),
    t('ranking.litres'),
    t('ranking.units'),
  ];
  const { rows: additiveRows, total } = stats.additives;
  const additive = additiveRows.map((r) => [
    r.position,
    r.accountName,
    count(r.orders, brand),
    litres(r.litres, brand),
    unitsText(r.units, brand),
  ]);
  additive.push([
    t('ranking.additiveTotal'),
    '',
    count(total.orders, brand),
    litres(total.litres, brand),
    unitsText(total.units, brand),
  ]);
  return sections([
    stats.markets.includes('FUEL') && { header, rows },
    stats.markets.includes('ADDITIVE') && { header: additiveHeader, rows: additive },
  ]);
}

/** The product volumes: one line per bucket (first and last day, one column per product, total), then the totals; additives in litres with a units line. */
export function volumeCsv(stats: ProductVolumeStats, t: TFunction, brand: BrandId): string {
  const header = [
    t('statistics.volume.from'),
    t('statistics.volume.to'),
    ...stats.products.map((p) => `${p.name} (cbm)`),
    `${t('statistics.volume.total')} (cbm)`,
  ];
  const rows = stats.buckets.map((b) => {
    const byProduct = new Map(b.volumes.map((v) => [v.productId, v.volume]));
    return [
      formatDay(b.start),
      formatDay(b.end),
      ...stats.products.map((p) => cbm(byProduct.get(p.id) ?? 0, brand)),
      cbm(b.total, brand),
    ];
  });
  rows.push([
    t('statistics.volume.total'),
    '',
    ...stats.products.map((p) => cbm(p.volume, brand)),
    cbm(stats.total.volume, brand),
  ]);
  const a = stats.additives;
  const additiveHeader = [
    t('statistics.volume.from'),
    t('statistics.volume.to'),
    ...a.products.map((p) => `${p.name} (L)`),
    `${t('statistics.volume.total')} (L)`,
  ];
  const additive = a.buckets.map((b) => {
    const byProduct = new Map(b.litres.map((v) => [v.productId, v.litres]));
    return [
      formatDay(b.start),
      formatDay(b.end),
      ...a.products.map((p) => litres(byProduct.get(p.id) ?? 0, brand)),
      litres(b.total, brand),
    ];
  });
  additive.push([
    t('statistics.volume.total'),
    '',
    ...a.products.map((p) => litres(p.litres, brand)),
    litres(a.total.litres, brand),
  ]);
  additive.push([
    t('statistics.volume.units'),
    '',
    ...a.products.map((p) => unitsText(p.units, brand)),
    unitsText(a.total.units, brand),
  ]);
  return sections([
    stats.markets.includes('FUEL') && { header, rows },
    stats.markets.includes('ADDITIVE') && a.products.length > 0 && { header: additiveHeader, rows: additive },
  ]);
}

/** "rangliste-2026-11-25.csv": the report and the day it was taken. */
export const csvFileName = (report: string, today: string) => `${report}-${today}.csv`;
