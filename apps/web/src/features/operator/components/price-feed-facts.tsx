import type { ReactNode } from 'react';
import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PriceFeedStatus } from '@fuel/domain/contracts/market-data';
import { formatDateTimeLong } from '@fuel/domain/formats/date';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div data-testid={testId}>{children}</div>
    </Stack>
  );
}

/** The feed's state at a glance: running, last tick, live gas prices, last change. */
export function PriceFeedFacts({ status }: { status: PriceFeedStatus }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
      <Fact label={t('operator.priceFeed.status')} testId="price-feed-status">
        <Badge color={status.running ? 'teal' : 'red'} variant="light" size="lg" data-running={status.running}>
          {status.running ? t('operator.priceFeed.running') : t('operator.priceFeed.stopped')}
        </Badge>
      </Fact>
      <Fact label={t('operator.priceFeed.lastTick')} testId="price-feed-last-tick">
        <Text fw={600}>
          {status.lastTickAt ? formatDateTimeLong(status.lastTickAt) : t('operator.priceFeed.never')}
        </Text>
      </Fact>
      <Fact label={t('operator.priceFeed.gasPrices')} testId="price-feed-gas">
        <Badge color={status.liveGasPricesAvailable ? 'teal' : 'gray'} variant="light" size="lg">
          {status.liveGasPricesAvailable
            ? t('operator.priceFeed.gasAvailable')
            : t('operator.priceFeed.gasUnavailable')}
        </Badge>
      </Fact>
      <Fact label={t('operator.priceFeed.changedAt')} testId="price-feed-updated">
        <Text>{formatDateTimeLong(status.updatedAt)}</Text>
      </Fact>
    </SimpleGrid>
  );
}
