import { Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { futureMonthOfSymbol } from '@fuel/domain/market-data/symbols';
import { useBrand } from '../../../brands/brand-context';
import type { CurveRow } from '../live-market-info';
import { formatClock, formatPrice } from './format';
import { LiveBadge } from './live-badge';

/** The gasoil forward curve M00..M06: a table with live/stale state per month and a line chart by month. */
export function CurveSection({ rows }: { rows: CurveRow[] }) {
  const { t } = useTranslation();
  const brand = useBrand();
  // M00..M06 from the symbol; the server's `month` names the contract month ("Dez 2026").
  const rowsWithMonth = rows.map((row) => ({ ...row, future: futureMonthOfSymbol(row.symbol) ?? row.symbol }));
  const data = rowsWithMonth
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
        <Table.ScrollContainer minWidth={300}>
          <Table striped verticalSpacing={6} aria-label={t('marketInfo.curveTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('marketInfo.month')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('marketInfo.symbol')}</Table.Th>
                <Table.Th ta="right">
                  {t('marketInfo.price')} ({t('marketInfo.unitUsdPerTonne')})
                </Table.Th>
                <Table.Th ta="right">{t('marketInfo.updatedAt')}</Table.Th>
                <Table.Th>{t('marketInfo.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rowsWithMonth.map((row) => (
                <Table.Tr key={row.symbol} data-testid={`curve-row-${row.future}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text span fw={600}>
                      {row.future}
                    </Text>
                    {row.month !== row.future && (
                      <Text span c="dimmed" size="sm" ml={6}>
                        {row.month}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td c="dimmed" visibleFrom="sm">
                    {row.symbol}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace" data-testid={`curve-price-${row.future}`}>
                    {formatPrice(row.price, row.symbol, brand.id)}
                  </Table.Td>
                  <Table.Td ta="right" c="dimmed">
                    {formatClock(row.timestamp)}
                  </Table.Td>
                  <Table.Td>
                    {row.price !== null && <LiveBadge live={row.live} testId={`curve-state-${row.future}`} />}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <figure role="img" aria-label={t('marketInfo.curveChartLabel')} style={{ margin: 0, minHeight: 260 }}>
          <ResponsiveContainer width="100%" height={260}>
            <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-gray-3)" />
              <XAxis dataKey="month" tick={{ fontSize: 12 }} />
              <YAxis
                domain={['auto', 'auto']}
                width={72}
                tick={{ fontSize: 12 }}
                tickFormatter={(value: number) => formatPrice(value, 'ICE/GAS', brand.id)}
              />
              <Tooltip
                labelFormatter={(label, payload) => `${label} · ${String(payload[0]?.payload?.contract ?? '')}`}
                formatter={(value) => [
                  `${formatPrice(Number(value), 'ICE/GAS', brand.id)} ${t('marketInfo.unitUsdPerTonne')}`,
                  t('marketInfo.price'),
                ]}
              />
              <Line
                type="monotone"
                dataKey="price"
                stroke="var(--mantine-primary-color-filled)"
                strokeWidth={2}
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </figure>
      </SimpleGrid>
    </Card>
  );
}
