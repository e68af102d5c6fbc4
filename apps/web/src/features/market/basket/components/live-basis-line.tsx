import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@fuel/domain/formats/number';
import { futureMonthOfSymbol } from '@fuel/domain/market-data/symbols';
import type { PriceBasis } from '@fuel/domain/pricing/live-pricing';
import { useBrand } from '../../../../brands/brand-context';

/** The market data a reserved live price was computed from (kept with the reservation and the order). */
export function LiveBasisLine({ basis }: { basis: PriceBasis }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const n = (v: number, decimals: number) => formatNumber(v, { brand: brand.id, decimals });
  const values = {
    symbol: `ICE ${futureMonthOfSymbol(basis.symbol) ?? basis.futureMonth}`,
    price: n(basis.icePriceUsdMt, 2),
    fx: basis.fxRate === null ? '–' : n(basis.fxRate, 4),
    density: n(basis.density, 4),
  };
  return (
    <Text size="xs" c="dimmed" data-testid="basket-live-basis">
      {basis.source === 'SETTLE' ? t('basket.liveBasisSettle', values) : t('basket.liveBasis', values)}
      {basis.currencyFxRate !== null && t('basket.liveBasisCurrency', { rate: n(basis.currencyFxRate, 4) })}
    </Text>
  );
}
