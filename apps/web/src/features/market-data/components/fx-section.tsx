import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../brands/brand-context';
import type { PriceRow } from '../live-market-info';
import { formatClock, formatPrice, fxLabel } from './format';
import { LiveBadge } from './live-badge';

/** EUR/USD and EUR/CHF with their time and live state. */
export function FxSection({ rows }: { rows: PriceRow[] }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="market-info-fx">
      <Title order={2} size="h4" mb="sm">
        {t('marketInfo.fxTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {rows.map((row) => (
          <Stack key={row.symbol} gap={4} data-testid={`fx-${row.symbol.replace('FX/', '')}`}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{fxLabel(row.symbol)}</Text>
              {row.price !== null && <LiveBadge live={row.live} />}
            </Group>
            <Text size="xl" fw={700} ff="monospace" aria-label={`${fxLabel(row.symbol)} ${t('marketInfo.rate')}`}>
              {formatPrice(row.price, row.symbol, brand.id)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('marketInfo.updatedAt')}: {formatClock(row.timestamp)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
