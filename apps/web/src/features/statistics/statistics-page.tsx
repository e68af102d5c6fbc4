import { Grid, Skeleton, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ACCOUNT_RANKING_OPTIONS, DEFAULT_PRODUCT_VOLUME_OPTIONS } from '@fuel/domain/contracts/statistics';
import { dayOf } from '@fuel/domain/statistics/periods';
import type { PageLoaderArgs } from '../../lib/navigation/page-module';
import { canOpen } from '../../lib/navigation/guards';
import { showsAccountRanking, showsNewsBox } from '../../lib/navigation/guard-session';
import { findRoute } from '../../lib/navigation/route-table';
import { useGuardSession } from '../../lib/session/use-guard-session';
import { NewsBox } from '../../ui/news-box';
import { PageHeader } from '../../ui/page-header';
import { statisticsSettingsQuery, useStatisticsSettings } from './api/statistics-settings';
import { RankingReport } from './components/ranking-report';
import { VolumeReport } from './components/volume-report';

/** The saved filters load while the page's code loads (a failure falls back to no filters). */
export async function loader({ queryClient }: PageLoaderArgs) {
  await queryClient.prefetchQuery(statisticsSettingsQuery());
  return null;
}

/**
 * /statistik (all users; "News & Statistik" where the news box shows): the account ranking in report
 * mode (buyers only with STATISTIC_SELLER_RANKING) and the product volume report, each with its saved
 * filters and CSV export, beside the news box.
 */
export default function StatisticsPage() {
  const { t } = useTranslation();
  const session = useGuardSession();
  const settings = useStatisticsSettings();
  if (!session) return null;
  const newsBox = showsNewsBox(session);
  const ranking = showsAccountRanking(session);
  const counterparty = session.accountType === 'buyer' ? 'seller' : 'buyer';
  const deliveredProducts = session.platformFeatures.DELIVERED_PRODUCTS === true;
  const today = dayOf(new Date());
  const page = newsBox ? 'newsStatistics' : 'statistics';
  const saved =
    settings.data ??
    (settings.isError
      ? {
          ACCOUNT_RANKING_OPTIONS: DEFAULT_ACCOUNT_RANKING_OPTIONS,
          PRODUCT_VOLUME_OPTIONS: DEFAULT_PRODUCT_VOLUME_OPTIONS,
        }
      : null);
  const volume = saved && (
    <VolumeReport
      initial={saved.PRODUCT_VOLUME_OPTIONS}
      counterparty={counterparty}
      deliveredProducts={deliveredProducts}
      today={today}
    />
  );
  const reports = !saved ? (
    <Skeleton h={420} radius="md" data-testid="statistics-loading" />
  ) : ranking ? (
    <Tabs defaultValue="ranking" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="ranking" data-testid="statistics-tab-ranking">
          {t('statistics.rankingTab')}
        </Tabs.Tab>
        <Tabs.Tab value="volume" data-testid="statistics-tab-volume">
          {t('statistics.volumeTab')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="ranking">
        <RankingReport
          initial={saved.ACCOUNT_RANKING_OPTIONS}
          counterparty={counterparty}
          deliveredProducts={deliveredProducts}
          today={today}
        />
      </Tabs.Panel>
      <Tabs.Panel value="volume">{volume}</Tabs.Panel>
    </Tabs>
  ) : (
    volume
  );
  return (
    <Stack gap={0}>
      <PageHeader
        title={t(`pages.${page}.title`)}
        description={
          newsBox && session.accountType === 'seller'
            ? t('statistics.descriptionSellerNews')
            : t(`pages.${page}.description`)
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: newsBox ? 8 : 12 }}>{reports}</Grid.Col>
        {newsBox && (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <NewsBox
              viewer={session.accountType === 'buyer' ? 'buyer' : 'seller'}
              manageHref={canOpen(findRoute('news').access, session) ? '/news' : undefined}
            />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
