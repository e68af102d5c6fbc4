import { Card, Group, Select, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MARKET_SYMBOLS, type MarketSymbol } from '@fuel/domain/market-data/symbols';
import { chartPoints, timeTicks, type HistoryPoint } from '../live-market-info';
import { symbolLabel } from './format';
import { HistoryChart } from './history-chart';

export const PERIODS = ['30', '60', '240', '1440'] as const;
export type Period = (typeof PERIODS)[number];

/** Recent prices of the chosen symbol; new live quotes are appended as they arrive. */
export function HistorySection(props: {
  symbol: MarketSymbol;
  period: Period;
  points: readonly HistoryPoint[];
  onSymbol: (symbol: MarketSymbol) => void;
  onPeriod: (period: Period) => void;
}) {
  const { t } = useTranslation();
  const data = chartPoints(props.points);
  const ticks = data.length > 0 ? timeTicks(data[0]!.t, data.at(-1)!.t) : [];
  const periodLabel = t(`marketInfo.periods.${props.period}`);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="market-info-history">
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('marketInfo.historyTitle')}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Select
            label={t('marketInfo.symbol')}
            data={MARKET_SYMBOLS.map((symbol) => ({ value: symbol, label: symbolLabel(symbol) }))}
            value={props.symbol}
            onChange={(value) => value && props.onSymbol(value as MarketSymbol)}
            allowDeselect={false}
            w={160}
            data-testid="market-info-symbol"
          />
          <Select
            label={t('marketInfo.period')}
            data={PERIODS.map((period) => ({ value: period, label: t(`marketInfo.periods.${period}`) }))}
            value={props.period}
            onChange={(value) => value && props.onPeriod(value as Period)}
            allowDeselect={false}
            w={180}
            data-testid="market-info-period"
          />
        </Group>
      </Group>
      {data.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center" data-testid="market-info-history-empty">
          {t('marketInfo.historyEmpty')}
        </Text>
      ) : (
        <HistoryChart
          symbol={props.symbol}
          data={data}
          ticks={ticks}
          label={t('marketInfo.historyChartLabel', { symbol: symbolLabel(props.symbol), period: periodLabel })}
        />
      )}
    </Card>
  );
}
