import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';

/** Prices per 100 L in the brand's currency and number format (two decimals), and volumes in cbm. */
export function useTargetFormats() {
  const brand = useBrand();
  return {
    currency: brand.currency,
    money: (v: number) => formatMoney(v, { brand: brand.id, currency: brand.currency, decimals: 2 }),
    cbm: (v: number) => formatNumber(v, { brand: brand.id, decimals: 3 }),
  };
}
