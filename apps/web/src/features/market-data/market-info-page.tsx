import { useMemo, useState } from 'react';
import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MarketSymbol } from '@fuel/domain/market-data/symbols';
import { isApiError } from '../../lib/api-client';
import { useFeedStatus } from '../../lib/live/use-feed-status';
import { useLiveQuotes } from '../../lib/live/use-live-quotes';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { useMarketInfo } from './api/get-market-info';
import { CurveSection } from './components/curve-section';
import { FxSection } from './components/fx-section';
import { HistorySection, type Period } from './components/history-section';
import { liveCurve, liveFx } from './live-market-info';
import { useLiveHistory } from './use-live-history';
import { useNow } from '../../lib/use-now';

const STALENESS_CHECK_MS = 5_000;

/** /marktinfo: the gasoil curve M00..M06, FX rates and a chart of recent prices, updating live. */
export default function MarketInfoPage() {
  const { t } = useTranslation();
  const title = useCurrentPageTitle() ?? t('pages.marketInfo.title');
  const [symbol, setSymbol] = useState<MarketSymbol>('ICE/GAS');
  const [period, setPeriod] = useState<Period>('60');
  const info = useMarketInfo({ symbol, minutes: Number(period) });
  const quotes = useLiveQuotes(null);
  const feed = useFeedStatus();
  const nowMs = useNow(STALENESS_CHECK_MS);
  const now = useMemo(() => new Date(nowMs), [nowMs]);

  const curve = useMemo(() => (info.data ? liveCurve(info.data.curve, quotes, now) : []), [info.data, quotes, now]);
  const fx = useMemo(() => (info.data ? liveFx(info.data.fx, quotes, now) : []), [info.data, quotes, now]);
  // The server's history belongs to the symbol it was asked for (placeholder data may lag one change).
  const history = info.data && info.data.history.symbol === symbol ? info.data.history.points : undefined;
  const points = useLiveHistory(history, quotes[symbol], Number(period) * 60_000);
  const gasLive = feed.connected ? feed.liveGasPricesAvailable : (info.data?.liveGasPricesAvailable ?? false);
  const noData =
    info.isSuccess &&
    curve.every((row) => row.price === null) &&
    fx.every((row) => row.price === null) &&
    points.length === 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={t('pages.marketInfo.description')}
        actions={
          info.data && (
            <Group gap="xs">
              {feed.connected && !feed.running && (
                <Badge color="red" variant="light" data-testid="market-info-feed-stopped">
                  {t('marketInfo.feedStopped')}
                </Badge>
              )}
              <Badge
                color={gasLive ? 'teal' : 'gray'}
                variant="light"
                data-testid="market-info-gas-state"
                data-live={gasLive}
              >
                {gasLive ? t('marketInfo.gasLive') : t('marketInfo.gasUnavailable')}
              </Badge>
            </Group>
          )
        }
      />
      {info.isPending && <Skeleton h={320} radius="md" />}
      {info.isError && (
        <ErrorAlert
          title={t('marketInfo.loadFailed')}
          message={isApiError(info.error) ? info.error.message : t('app.unexpectedError')}
        />
      )}
      {noData && (
        <Stack align="center" gap="xs" py="xl" data-testid="market-info-empty">
          <IconChartLine size={40} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text fw={600}>{t('marketInfo.empty')}</Text>
          <Text c="dimmed" size="sm" ta="center">
            {t('marketInfo.emptyHint')}
          </Text>
        </Stack>
      )}
      {info.data && !noData && (
        <>
          <CurveSection rows={curve} />
          <FxSection rows={fx} />
          <HistorySection symbol={symbol} period={period} points={points} onSymbol={setSymbol} onPeriod={setPeriod} />
        </>
      )}
    </Stack>
  );
}
