import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';

/** The brand's formats for the feed rails: band percent, prices in 1/10,000 and tick numbers. */
export function useRailFormats() {
  const brand = useBrand();
  return {
    percent: (bp: number) => `${formatNumber(bp / 100, { brand: brand.id, decimals: 2 })} %`,
    price: (e4: number) => formatMoney(e4 / 10_000, { brand: brand.id, currency: brand.currency }),
    number: (n: number) => formatNumber(n, { brand: brand.id, decimals: n % 1 === 0 ? 2 : 4 }),
  };
}
