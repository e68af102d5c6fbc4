import type { Metadata } from '@fuel/domain/contracts/metadata';
import { defaultDensityOf } from '@fuel/domain/pricing/units';

/** The product's density at 15 °C: its own, else the default of its category; null for an unknown product. */
export function productDensity(metadata: Pick<Metadata, 'fuels'>, productId: number | null | undefined): number | null {
  const product = metadata.fuels.find((p) => p.id === productId);
  return product ? (product.density ?? defaultDensityOf(product.category)) : null;
}
