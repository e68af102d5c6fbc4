import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { futureMonthOfSymbol } from '@fuel/domain/market-data/symbols';
import type { CurveRow } from '../live-market-info';
import { CurveChart, type CurvePoint } from './curve-chart';
import { CurveTable } from './curve-table';

/** The gasoil forward curve M00..M06: a table with live/stale state per month and a line chart by month. */
export function CurveSection({ rows }: { rows: CurveRow[] }) {
  const { t } = useTranslation();
  // M00..M06 from the symbol; the server's `month` names the contract month ("Dez 2026").
  const rowsWithMonth = rows.map((row) => ({ ...row, future: futureMonthOfSymbol(row.symbol) ?? row.symbol }));
  const data: CurvePoint[] = rowsWithMonth
    .filter((row) => row.price !== null)
    .map((row) => ({ month: row.future, contract: row.month, price: row.price }));
  return (
    <Card withBorder radius="md" padding="lg" data-testid="market-info-curve">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={2} size="h4">
            {t('marketInfo.curveTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('marketInfo.curveSubtitle')}
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CurveTable rows={rowsWithMonth} />
        <CurveChart data={data} />
      </SimpleGrid>
    </Card>
  );
}
