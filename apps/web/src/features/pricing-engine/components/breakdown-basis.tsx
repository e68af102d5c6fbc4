import { Card, SimpleGrid, Text } from '@mantine/core';
import { useEngineTranslation } from '../use-engine-translation';
import type { PriceBreakdown } from '@fuel/domain/contracts/pricing-engine';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { useDecimalFormat } from './use-decimal-format';

type Basis = NonNullable<PriceBreakdown['result']['basis']>;

/** The market data the price was computed from: exchange price, FX, currency FX, density, and when. */
export function BreakdownBasis({ basis }: { basis: Basis }) {
  const { t } = useEngineTranslation();
  const n = useDecimalFormat();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} data-testid="breakdown-basis">
      <BasisItem
        label={t('pricingEngine.breakdown.exchange')}
        value={`${basis.symbol}: ${n(basis.icePriceUsdMt, 2)} USD/mt`}
        hint={formatDateTimeLong(basis.iceTimestamp)}
      />
      <BasisItem
        label={t('pricingEngine.breakdown.fx')}
        value={
          basis.fxRate === null
            ? '–'
            : `${basis.fxSymbol ?? t('pricingEngine.breakdown.fixedFx')}: ${n(basis.fxRate, 4)}`
        }
        hint={basis.fxTimestamp ? formatDateTimeLong(basis.fxTimestamp) : ''}
      />
      {basis.currencyFxRate !== null && (
        <BasisItem
          label={t('pricingEngine.breakdown.currencyFx')}
          value={`EUR/CHF: ${n(basis.currencyFxRate, 4)}`}
          hint={basis.currencyFxTimestamp ? formatDateTimeLong(basis.currencyFxTimestamp) : ''}
        />
      )}
      <BasisItem label={t('pricingEngine.breakdown.density')} value={`${n(basis.density, 4)} kg/l`} hint="" />
      <BasisItem label={t('pricingEngine.breakdown.computedAt')} value={formatDateTimeLong(basis.computedAt)} hint="" />
    </SimpleGrid>
  );
}

function BasisItem({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card withBorder padding="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}
