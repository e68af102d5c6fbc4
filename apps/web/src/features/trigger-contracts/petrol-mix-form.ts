// The pure bits of the contract form's "Benzin-Mix" section (spec section 3 "Trigger contract": for a
// petrol mix the product split, flexibility and lifting start). The rules themselves are the domain's
// PetrolMixSchema; this only starts a mix, adds up its shares and writes it out for the seller's list.
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { Product } from '@fuel/domain/contracts/metadata';
import { formatDate } from '@fuel/domain/formats/date';
import { formatNumber, roundToDecimals } from '@fuel/domain/formats/number';
import { monthDays } from '@fuel/domain/calendar/days';
import { PETROL_MIX_PRODUCTS, type PetrolMix } from '@fuel/domain/trigger-contracts/trigger-rules';

/** A split row while it is typed: product and share may still be empty. */
export type SplitDraft = { productId: number | null; percent: number | null };

export const emptySplitRow = (): SplitDraft => ({ productId: null, percent: null });

/** A new mix: the fewest products allowed, no flexibility, lifting from the contract month's first day. */
export function emptyPetrolMix(month: string): {
  split: SplitDraft[];
  flexibilityPercent: number;
  liftingStart: string;
} {
  return {
    split: Array.from({ length: PETROL_MIX_PRODUCTS.min }, emptySplitRow),
    flexibilityPercent: 0,
    liftingStart: monthDays(month).first,
  };
}

/** The shares typed so far, in %; empty rows count 0 and float noise (33.33 + 33.33 + 33.34) is rounded off. */
export function splitTotalPercent(
  split: ReadonlyArray<{ percent: number | null | undefined }> | null | undefined,
): number {
  return roundToDecimals(
    (split ?? []).reduce((sum, row) => sum + (typeof row.percent === 'number' ? row.percent : 0), 0),
    6,
  );
}

/** The products a mix splits into: the petrol ones. */
export const petrolProducts = (fuels: Product[]): Product[] => fuels.filter((p) => p.category === 'BENZIN');

/** "60 %", "33,33 %": a share or the flexibility in the brand's format, whole numbers without decimals. */
export const percentText = (v: number, brand: BrandId) =>
  `${formatNumber(v, { brand, decimals: Number.isInteger(v) ? 0 : 2 })} %`;

/** "Super E5 60 %, Super E10 40 % · ± 5 % · ab 01.12.2026" (the seller's list). */
export function petrolMixText(mix: PetrolMix, productName: (id: number) => string, brand: BrandId): string {
  const percent = (v: number) => percentText(v, brand);
  const split = mix.split.map((p) => `${productName(p.productId)} ${percent(p.percent)}`).join(', ');
  return `${split} · ± ${percent(mix.flexibilityPercent)} · ab ${formatDate(`${mix.liftingStart}T12:00:00Z`)}`;
}
