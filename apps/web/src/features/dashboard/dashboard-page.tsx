import type { ReactNode } from 'react';
import { Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sellsFuel } from '@fuel/domain/additives/additive-rules';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/api/get-current-user';
import { useMetadata } from '../../lib/api/get-metadata';
import { canOpen } from '../../lib/navigation/guards';
import { showsAccountRanking, showsNewsBox } from '../../lib/navigation/guard-session';
import { findRoute } from '../../lib/navigation/route-table';
import { useGuardSession } from '../../lib/session/use-guard-session';
import { ErrorAlert } from '../../ui/error-alert';
import { NewsBox } from '../../ui/news-box';
import { FiguresRow } from './components/figures-row';
import { MasterDataCard } from './components/master-data-card';
import { RankingWidget } from './components/ranking-widget';
import { VolumeCalculatorCard } from './components/volume-calculator-card';

type Props = {
  /** Cards of other features for buyers who may open their screen (app/dashboard-page.tsx composes them). */
  buyerCards?: Array<{ route: Parameters<typeof findRoute>[0]; card: ReactNode }>;
};

/**
 * / (all users): greeting, today's figures, the account ranking widget and the news box (where they
 * show), other features' buyer cards, master data and the volume calculator.
 */
export default function DashboardPage({ buyerCards = [] }: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const metadata = useMetadata();
  const session = useGuardSession();
  if (!user) return null;
  const trades = session?.accountType === 'buyer' || session?.accountType === 'seller';
  const ranking = session !== null && showsAccountRanking(session);
  const newsBox = session !== null && showsNewsBox(session);
  const mayEditNews = session !== null && canOpen(findRoute('news').access, session);
  // An additive-only seller trades no fuel: no densities, no cbm calculator (decision 052).
  const fuel = session === null || session.accountType !== 'seller' || sellsFuel(session.sellerKind);
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('dashboard.greeting', { firstName: user.user.firstName, lastName: user.user.lastName })}
        </Title>
        <Text c="dimmed">
          {t('dashboard.accountLine', {
            company: user.account.name,
            accountType: t(`accountType.${user.accountType}`),
          })}
        </Text>
      </Stack>
      {metadata.isError && (
        <ErrorAlert
          title={t('dashboard.metadataFailed')}
          message={isApiError(metadata.error) ? metadata.error.message : t('app.unexpectedError')}
        />
      )}
      {trades && <FiguresRow side={session.accountType === 'buyer' ? 'buyer' : 'seller'} />}
      {session?.accountType === 'buyer' &&
        buyerCards.filter((c) => canOpen(findRoute(c.route).access, session)).map((c) => c.card)}
      {(ranking || newsBox) && (
        <Grid gap="lg">
          {ranking && (
            <Grid.Col span={{ base: 12, md: newsBox ? 7 : 12 }}>
              <RankingWidget counterparty={session.accountType === 'buyer' ? 'seller' : 'buyer'} />
            </Grid.Col>
          )}
          {newsBox && (
            <Grid.Col span={{ base: 12, md: ranking ? 5 : 12 }}>
              <NewsBox
                viewer={session.accountType === 'buyer' ? 'buyer' : 'seller'}
                manageHref={mayEditNews ? '/news' : undefined}
              />
            </Grid.Col>
          )}
        </Grid>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: fuel ? 7 : 12 }}>
          <MasterDataCard metadata={metadata.data} fuels={fuel} />
        </Grid.Col>
        {fuel && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <VolumeCalculatorCard />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
