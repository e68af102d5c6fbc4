import { sellsAdditives, sellsFuel, type SellerKind } from '../additives/additive-rules';
import { cbmFromLitres } from '../pricing/money';

// Decision 052: statistics keep fuel volume and additive quantities apart. Fuel is counted in cbm;
// additives in litres and in units of their purchase unit (a 20 L canister and a litre of bulk are not
// the same unit, so units are only ever summed per purchase unit). An aggregate row is an additive
// row exactly when it has a purchase unit (migration 0025).

/** The markets a statistics answer has a section for. */
export const STAT_MARKETS = ['FUEL', 'ADDITIVE'] as const;
export type StatMarket = (typeof STAT_MARKETS)[number];

/** One sum over aggregate rows: `purchaseUnit` null = fuel orders. */
export type QuantityRow = {
  purchaseUnit: { id: number; name: string } | null;
  orders: number;
  litres: number;
  units: number;
};

export type UnitCount = { purchaseUnit: { id: number; name: string }; units: number };
export type FuelQuantity = { orders: number; volume: number };
export type AdditiveQuantity = { orders: number; litres: number; units: UnitCount[] };

export const isAdditiveRow = (row: Pick<QuantityRow, 'purchaseUnit'>): boolean => row.purchaseUnit !== null;

/** Fuel orders and their volume in cbm; additive rows are left out. */
export function fuelQuantity(rows: readonly QuantityRow[]): FuelQuantity {
  let orders = 0;
  let litres = 0;
  for (const r of rows) {
    if (isAdditiveRow(r)) continue;
    orders += r.orders;
    litres += r.litres;
  }
  return { orders, volume: cbmFromLitres(litres) };
}

/** Additive orders, their litres and their units per purchase unit (by name, then id); fuel rows are left out. */
export function additiveQuantity(rows: readonly QuantityRow[]): AdditiveQuantity {
  let orders = 0;
  let litres = 0;
  const units = new Map<number, UnitCount>();
  for (const r of rows) {
    if (!r.purchaseUnit) continue;
    orders += r.orders;
    litres += r.litres;
    const u = units.get(r.purchaseUnit.id) ?? { purchaseUnit: r.purchaseUnit, units: 0 };
    u.units += r.units;
    units.set(r.purchaseUnit.id, u);
  }
  const byUnit = (a: UnitCount, b: UnitCount) =>
    a.purchaseUnit.name.localeCompare(b.purchaseUnit.name, 'de') || a.purchaseUnit.id - b.purchaseUnit.id;
  return { orders, litres, units: [...units.values()].sort(byUnit) };
}

export type MarketsInput = {
  side: 'buyer' | 'seller' | 'none';
  /** The seller's kind (null for buyers and sellers that predate decision 042: fuel). */
  sellerKind: SellerKind | null;
  /** A buyer may use the additive market (platform flag and productAdditives); a seller's kind decides for it. */
  additiveAccess: boolean;
  /** The account has counted orders of that market (so a changed seller kind never hides figures). */
  hasFuelOrders: boolean;
  hasAdditiveOrders: boolean;
};

/**
 * Which sections the caller's statistics and dashboard show: a seller the markets its kind sells (an
 * additive-only seller no fuel, so no cbm and no density); a buyer fuel, and additives when it may buy
 * them. Orders of a market always show it.
 */
export function statisticsMarkets(input: MarketsInput): StatMarket[] {
  const fuel = input.side === 'seller' ? sellsFuel(input.sellerKind) || input.hasFuelOrders : true;
  const additives =
    input.side === 'seller'
      ? sellsAdditives(input.sellerKind) || input.hasAdditiveOrders
      : input.side === 'buyer' && (input.additiveAccess || input.hasAdditiveOrders);
  const markets: StatMarket[] = [];
  if (fuel) markets.push('FUEL');
  if (additives) markets.push('ADDITIVE');
  return markets;
}
