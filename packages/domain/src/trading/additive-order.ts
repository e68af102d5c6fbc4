// An additive order's facts as both sides show them (order confirmation, history, mails): one mapping
// from the stored columns, so the order page and the history cannot disagree.
import type { AdditiveOrderFacts } from '../contracts/orders';
import { unitPriceFromE4 } from '../additives/additive-rules';

/**
 * The price per unit as a price per 100 L (e4, half up): what an additive order stores beside its price
 * per unit, so the history's price column, filters and counters read additive orders like fuel ones.
 */
export function pricePer100lE4OfUnit(pricePerUnitE4: number, unitLitres: number): number {
  return Math.floor((pricePerUnitE4 * 100) / unitLitres + 0.5);
}

export type StoredAdditiveFacts = {
  units: number | null;
  purchaseUnitId: number | null;
  pricePerUnitE4: number | null;
  unitName: string | null;
  unitLitres: number | null;
  location: {
    id: number | null;
    street: string | null;
    postCode: string | null;
    city: string | null;
    county: string | null;
    country: string | null;
  } | null;
};

/** The facts of an additive order, or null for a fuel order (no units stored). */
export function additiveOrderFacts(s: StoredAdditiveFacts): AdditiveOrderFacts | null {
  if (s.units === null || s.purchaseUnitId === null || s.pricePerUnitE4 === null) return null;
  const l = s.location;
  return {
    units: s.units,
    purchaseUnit: { id: s.purchaseUnitId, name: s.unitName ?? '', litres: s.unitLitres ?? 0 },
    pricePerUnit: unitPriceFromE4(s.pricePerUnitE4),
    location:
      l && l.id !== null
        ? {
            _id: l.id,
            address: {
              street: l.street ?? '',
              postCode: l.postCode ?? '',
              city: l.city ?? '',
              county: l.county ?? '',
              country: l.country ?? '',
            },
          }
        : null,
  };
}
