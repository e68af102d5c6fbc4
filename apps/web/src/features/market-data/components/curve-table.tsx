import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../brands/brand-context';
import type { CurveRow } from '../live-market-info';
import { formatClock, formatPrice } from './format';
import { LiveBadge } from './live-badge';

/** A curve row with its future month (M00..M06) derived from the symbol. */
export type CurveRowWithMonth = CurveRow & { future: string };

/** The forward curve as a table: month, symbol, price, update time and live/stale state per month. */
export function CurveTable({ rows }: { rows: CurveRowWithMonth[] }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
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
          {rows.map((row) => (
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
  );
}
