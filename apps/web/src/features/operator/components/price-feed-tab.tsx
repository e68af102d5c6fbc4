import { useCallback } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MarketEvent } from '@fuel/domain/contracts/market-data';
import { isApiError } from '../../../lib/api-client';
import { useMarketEvents } from '../../../lib/live/use-market-events';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePriceFeed } from '../api/get-price-feed';
import { priceFeedKeys } from '../api/price-feed-keys';
import { useUpdatePriceFeed } from '../api/update-price-feed';
import { useConfirm } from '../../../ui/confirm-dialog';
import { PriceFeedFacts } from './price-feed-facts';

/** Operator tab "Preis-Feed": the platform feed's state, and stop/resume after a confirmation. */
export function PriceFeedTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const feed = usePriceFeed();
  const update = useUpdatePriceFeed();
  const { dialog, ask } = useConfirm();
  // A change made elsewhere (another operator, another process) shows at once.
  useMarketEvents(
    useCallback(
      (event: MarketEvent) => {
        if (event.type === 'feedStatus') void queryClient.invalidateQueries({ queryKey: priceFeedKeys.status });
      },
      [queryClient],
    ),
  );

  if (feed.isPending) return <Skeleton h={180} radius="md" />;
  if (feed.isError)
    return (
      <ErrorAlert
        title={t('operator.priceFeed.loadFailed')}
        message={isApiError(feed.error) ? feed.error.message : t('app.unexpectedError')}
      />
    );
  const status = feed.data;
  const toggle = () =>
    ask(
      status.running
        ? {
            title: t('operator.priceFeed.stopTitle'),
            message: t('operator.priceFeed.stopMessage'),
            confirmLabel: t('operator.priceFeed.stop'),
            cancelLabel: t('operator.cancel'),
            danger: true,
            run: () => update.mutateAsync(false),
          }
        : {
            title: t('operator.priceFeed.resumeTitle'),
            message: t('operator.priceFeed.resumeMessage'),
            confirmLabel: t('operator.priceFeed.resume'),
            cancelLabel: t('operator.cancel'),
            run: () => update.mutateAsync(true),
          },
    );

  return (
    <Card withBorder radius="md" padding="lg" data-testid="operator-price-feed">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <Stack gap={4} maw={640}>
          <Title order={2} size="h4">
            {t('operator.priceFeed.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('operator.priceFeed.description')}
          </Text>
        </Stack>
        <Button
          color={status.running ? 'red' : undefined}
          variant={status.running ? 'light' : 'filled'}
          leftSection={status.running ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
          onClick={toggle}
          data-testid="price-feed-toggle"
        >
          {status.running ? t('operator.priceFeed.stop') : t('operator.priceFeed.resume')}
        </Button>
      </Group>
      <PriceFeedFacts status={status} />
      {dialog}
    </Card>
  );
}
