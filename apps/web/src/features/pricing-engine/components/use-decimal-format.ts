import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';

/** A number in the brand's format with a given number of decimals (the breakdown's figures). */
export function useDecimalFormat() {
  const brand = useBrand();
  return (v: number, decimals: number) => formatNumber(v, { brand: brand.id, decimals });
}
