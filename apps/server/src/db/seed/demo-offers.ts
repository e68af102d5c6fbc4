import { inArray } from 'drizzle-orm';
import { addDays, monthDays } from '@fuel/domain/calendar/days';
import { addMonths } from '@fuel/domain/calendar/months';
import { businessDate } from '@fuel/domain/offers/business-time';
import { seededRandom } from '../../shared/seeded-random';
import type { DbOrTx } from '../client';
import { liftingPeriods, offers, products, terminals } from '../schema';
import type { DemoAccountKey } from './demo-accounts';

/**
 * Demo offers of the four demo sellers: the current ones (active now, some around the clock so the
 * demo market is never empty, plus a paused, a planned and an expired one) and one offer per month
 * and line for the past year, which the demo orders were placed against.
 */

type ProductCode = 'HEL-SCHWEFELARM' | 'DIESEL-B7' | 'SUPER-E5' | 'SUPER-E10';

/** Realistic price levels in EUR per 100 L at 15 °C (autumn 2026 band of the brief). */
export const DEMO_PRICE_BANDS: Record<ProductCode, { min: number; max: number }> = {
  'HEL-SCHWEFELARM': { min: 95, max: 110 },
  'DIESEL-B7': { min: 140, max: 155 },
  'SUPER-E5': { min: 165, max: 180 },
  'SUPER-E10': { min: 160, max: 175 },
};

/** What a seller regularly sells where: product, terminal, lifting period, and whether it trades around the clock. */
export type DemoOfferLine = {
  seller: DemoAccountKey;
  product: ProductCode;
  terminal: string;
  liftingPeriod: 'TAGE_3' | 'TAGE_7' | 'TAGE_14';
  allDay?: boolean;
};

export const DEMO_OFFER_LINES: DemoOfferLine[] = [
  { seller: 'hanseatische', product: 'HEL-SCHWEFELARM', terminal: 'HH-HAR', liftingPeriod: 'TAGE_7', allDay: true },
  { seller: 'hanseatische', product: 'DIESEL-B7', terminal: 'HH-HAR', liftingPeriod: 'TAGE_7', allDay: true },
  { seller: 'hanseatische', product: 'HEL-SCHWEFELARM', terminal: 'HB-IND', liftingPeriod: 'TAGE_14' },
  { seller: 'hanseatische', product: 'DIESEL-B7', terminal: 'HB-IND', liftingPeriod: 'TAGE_7' },
  { seller: 'hanseatische', product: 'SUPER-E5', terminal: 'HH-HAR', liftingPeriod: 'TAGE_3' },
  { seller: 'hanseatische', product: 'SUPER-E10', terminal: 'H-LIN', liftingPeriod: 'TAGE_3' },
  { seller: 'rheinRuhr', product: 'HEL-SCHWEFELARM', terminal: 'DU-RUH', liftingPeriod: 'TAGE_7', allDay: true },
  { seller: 'rheinRuhr', product: 'DIESEL-B7', terminal: 'DU-RUH', liftingPeriod: 'TAGE_7' },
  { seller: 'rheinRuhr', product: 'DIESEL-B7', terminal: 'K-GOD', liftingPeriod: 'TAGE_14', allDay: true },
  { seller: 'rheinRuhr', product: 'SUPER-E10', terminal: 'GE-HOR', liftingPeriod: 'TAGE_3' },
  { seller: 'sueddeutsche', product: 'HEL-SCHWEFELARM', terminal: 'KA-RHH', liftingPeriod: 'TAGE_7', allDay: true },
  { seller: 'sueddeutsche', product: 'DIESEL-B7', terminal: 'S-HAF', liftingPeriod: 'TAGE_7' },
  { seller: 'sueddeutsche', product: 'SUPER-E5', terminal: 'IN-RAF', liftingPeriod: 'TAGE_3', allDay: true },
  { seller: 'sueddeutsche', product: 'HEL-SCHWEFELARM', terminal: 'N-HAF', liftingPeriod: 'TAGE_14' },
  { seller: 'mitteldeutsche', product: 'HEL-SCHWEFELARM', terminal: 'LEU-RAF', liftingPeriod: 'TAGE_7', allDay: true },
  { seller: 'mitteldeutsche', product: 'DIESEL-B7', terminal: 'MD-ROT', liftingPeriod: 'TAGE_7' },
  { seller: 'mitteldeutsche', product: 'SUPER-E10', terminal: 'LEU-RAF', liftingPeriod: 'TAGE_3', allDay: true },
];

/** Months of history before the current offers. */
export const DEMO_HISTORY_MONTHS = 12;

/**
 * The price level of a product on a day (EUR per 100 L): a slow seasonal swing inside the band plus
 * a per-line offset, so the same product costs a little differently at each seller and terminal.
 */
export function demoPriceOn(product: ProductCode, dayIndex: number, lineOffset: number): number {
  const band = DEMO_PRICE_BANDS[product];
  const mid = (band.min + band.max) / 2;
  const amplitude = (band.max - band.min) / 2 - 2;
  const price = mid + amplitude * Math.sin((dayIndex / 365) * 2 * Math.PI) + lineOffset;
  return Math.min(band.max, Math.max(band.min, Math.round(price * 100) / 100));
}

export type DemoOffer = {
  id: number;
  line: DemoOfferLine;
  /** Index into DEMO_OFFER_LINES; -1 for the extra paused, planned and expired offers (no orders). */
  lineIndex: number;
  sellerAccountId: number;
  productId: number;
  terminalId: number;
  startDate: string;
  endDate: string;
  liftingDays: number;
  version: number;
  pricePer100lE4: number;
  /** The current offers are the ones the market shows now; the others are history. */
  current: boolean;
};

type Ids = {
  product: Map<string, number>;
  terminal: Map<string, number>;
  lifting: Map<string, { id: number; days: number }>;
};

async function loadIds(tx: DbOrTx): Promise<Ids> {
  const productCodes = [...new Set(DEMO_OFFER_LINES.map((l) => l.product))];
  const terminalCodes = [...new Set(DEMO_OFFER_LINES.map((l) => l.terminal))];
  // One after the other: a transaction is one connection.
  const p = await tx
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, productCodes));
  const t = await tx
    .select({ id: terminals.id, code: terminals.code })
    .from(terminals)
    .where(inArray(terminals.code, terminalCodes));
  const l = await tx
    .select({ id: liftingPeriods.id, code: liftingPeriods.code, days: liftingPeriods.days })
    .from(liftingPeriods);
  return {
    product: new Map(p.map((r) => [r.code, r.id])),
    terminal: new Map(t.map((r) => [r.code, r.id])),
    lifting: new Map(l.map((r) => [r.code, { id: r.id, days: r.days }])),
  };
}

function need<T>(map: Map<string, T>, key: string, what: string): T {
  const v = map.get(key);
  if (v === undefined) throw new Error(`demo offers: unknown ${what} ${key}`);
  return v;
}

/** First day of the month `back` months before the month of `isoDate`. */
const monthStart = (isoDate: string, back: number): string => monthDays(addMonths(isoDate.slice(0, 7), -back)).first;

const monthEnd = (startIso: string): string => monthDays(startIso.slice(0, 7)).last;

const cbm = (n: number) => n * 1000;

/**
 * Writes the offers in one bulk insert. Sold volumes are 0 here; the demo orders set them once
 * they are written (demo-orders.ts), so remaining = total - sold holds.
 */
export async function writeDemoOffers(
  tx: DbOrTx,
  accountId: (key: DemoAccountKey) => number,
  now: Date,
): Promise<DemoOffer[]> {
  const ids = await loadIds(tx);
  const today = businessDate(now);
  const random = seededRandom(20261122);
  type Planned = Omit<DemoOffer, 'id'> & { row: typeof offers.$inferInsert };
  const planned: Planned[] = [];

  DEMO_OFFER_LINES.forEach((line, lineIndex) => {
    const lineOffset = ((lineIndex * 37) % 7) - 3;
    const lifting = need(ids.lifting, line.liftingPeriod, 'lifting period');
    const base = {
      line,
      lineIndex,
      sellerAccountId: accountId(line.seller),
      productId: need(ids.product, line.product, 'product'),
      terminalId: need(ids.terminal, line.terminal, 'terminal'),
      liftingDays: lifting.days,
    };
    const rowBase = {
      sellerAccountId: base.sellerAccountId,
      productId: base.productId,
      terminalId: base.terminalId,
      pricingType: 'FIXED' as const,
      priceInputUnit: 'EUR_100L15' as const,
      minOrderLitres: cbm(5),
      maxOrderLitres: cbm(50),
      liftingPeriodId: lifting.id,
    };
    // One offer per past month (the current month's ended yesterday), then the current offer.
    for (let back = DEMO_HISTORY_MONTHS; back >= 0; back--) {
      const startDate = monthStart(today, back);
      const endDate = back === 0 ? addDays(today, -1) : monthEnd(startDate);
      if (endDate < startDate) continue;
      const dayIndex = (Date.parse(startDate) - Date.parse(today)) / 86_400_000 + 365;
      const price = demoPriceOn(line.product, dayIndex, lineOffset);
      const version = random() < 0.25 ? 2 : 1;
      const createdAt = new Date(`${startDate}T06:00:00Z`);
      planned.push({
        ...base,
        startDate,
        endDate,
        version,
        pricePer100lE4: Math.round(price * 10_000),
        current: false,
        row: {
          ...rowBase,
          status: random() < 0.3 ? 'REMOVED' : 'ACTIVE',
          pricePer100lE4: Math.round(price * 10_000),
          totalLitres: cbm(2000),
          startDate,
          endDate,
          dailyStartTime: line.allDay ? '00:00' : '06:00',
          dailyEndTime: line.allDay ? '23:59' : '18:00',
          version,
          createdAt,
          updatedAt: createdAt,
        },
      });
    }
    const price = demoPriceOn(line.product, 365, lineOffset);
    const startDate = addDays(today, -2);
    const endDate = addDays(today, 30);
    const createdAt = new Date(now.getTime() - 2 * 86_400_000);
    planned.push({
      ...base,
      startDate,
      endDate,
      version: 1,
      pricePer100lE4: Math.round(price * 10_000),
      current: true,
      row: {
        ...rowBase,
        status: 'ACTIVE',
        pricePer100lE4: Math.round(price * 10_000),
        totalLitres: cbm(line.allDay ? 3000 : 1500),
        startDate,
        endDate,
        dailyStartTime: line.allDay ? '00:00' : '06:00',
        dailyEndTime: line.allDay ? '23:59' : '18:00',
        version: 1,
        createdAt,
        updatedAt: createdAt,
      },
    });
  });

  // A paused, a planned and an expired offer of the first seller, so every derived status shows.
  const first = planned.find(
    (p) =>
      p.current && p.line.seller === 'hanseatische' && p.line.product === 'DIESEL-B7' && p.line.terminal === 'HB-IND',
  );
  if (first) {
    const extra = (row: Partial<typeof offers.$inferInsert>, startDate: string, endDate: string) =>
      planned.push({
        ...first,
        lineIndex: -1,
        startDate,
        endDate,
        current: false,
        row: { ...first.row, ...row, startDate, endDate },
      });
    extra({ status: 'PAUSED', totalLitres: cbm(800) }, first.startDate, first.endDate);
    extra({ totalLitres: cbm(1200) }, addDays(today, 3), addDays(today, 20));
    extra({ totalLitres: cbm(600) }, addDays(today, -20), addDays(today, -5));
  }

  const inserted = await tx
    .insert(offers)
    .values(planned.map((p) => p.row))
    .returning({ id: offers.id });
  return planned.map(({ row: _row, ...p }, i) => ({ ...p, id: inserted[i]!.id }));
}
