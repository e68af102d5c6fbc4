import { Anchor, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Counterparty } from '@fuel/domain/contracts/statistics';
import { useOrderStats } from '../../../lib/api/get-order-stats';
import { AccountRankings } from '../../../ui/account-ranking/account-rankings';
import { rankingTitleKey } from '../../../ui/account-ranking/ranking-text';
import { LoadErrorWidget } from '../../../ui/load-error-widget';

/** The widget shows the leaders (the total lines stay the totals of all); the whole list with filters is on /statistik. */
export const WIDGET_ROWS = 10;

/** The widget asks for the ranking over all time, without filters. */
const WIDGET_QUERY = { statType: 'ACCOUNT_RANKING' } as const;

/**
 * Spec section 2, widget mode: a plain table of the seller ranking (buyers) or buyer ranking
 * (sellers) by volume with the total volume line; a failed load shows the error page in the
 * widget's place with the status code (spec section 8).
 */
export function RankingWidget({ counterparty }: { counterparty: Counterparty }) {
  const { t } = useTranslation();
  const ranking = useOrderStats(WIDGET_QUERY);
  const stats = ranking.data?.orderStats.statType === 'ACCOUNT_RANKING' ? ranking.data.orderStats : null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      component="section"
      aria-labelledby="ranking-widget-title"
      data-testid="ranking-widget"
    >
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4" id="ranking-widget-title">
            {t(rankingTitleKey(counterparty))}
          </Title>
          <Text size="xs" c="dimmed">
            {t('ranking.widgetHint')}
          </Text>
        </div>
        <Anchor component={Link} to="/statistik" size="sm" data-testid="ranking-widget-more">
          {t('ranking.toReport')}
        </Anchor>
      </Group>
      {ranking.isPending && <Skeleton h={180} radius="sm" data-testid="ranking-widget-loading" />}
      {ranking.isError && (
        <LoadErrorWidget
          title={t('statistics.rankingLoadFailed')}
          error={ranking.error}
          onRetry={() => void ranking.refetch()}
          testId="ranking-widget-error"
        />
      )}
      {stats && <AccountRankings stats={stats} maxRows={WIDGET_ROWS} testId="ranking-widget-table" />}
    </Card>
  );
}
