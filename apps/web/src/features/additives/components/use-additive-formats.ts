import { formatMoney, formatNumber, type Currency } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';

/** Numbers of the additive screens in the brand's format: whole units, money per unit and per litre. */
export function useAdditiveFormats() {
  const brand = useBrand().id;
  return {
    units: (n: number) => formatNumber(n, { brand, decimals: 0 }),
    money: (amount: number, currency: Currency, decimals = 2) => formatMoney(amount, { brand, currency, decimals }),
  };
}
