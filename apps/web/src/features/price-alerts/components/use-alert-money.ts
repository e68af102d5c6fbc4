import { formatMoney } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';

/** Alert prices are EUR per 100 L with two decimals in the brand's number format. */
export function useAlertMoney() {
  const brand = useBrand();
  return (v: number) => formatMoney(v, { brand: brand.id, currency: 'EUR', decimals: 2 });
}
