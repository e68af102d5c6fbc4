import { Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/api/get-current-user';
import { useMetadata } from '../../lib/api/get-metadata';
import { ErrorAlert } from '../../ui/error-alert';
import { MasterDataCard } from './components/master-data-card';
import { VolumeCalculatorCard } from './components/volume-calculator-card';

/** / (all users): greeting, master data and the volume calculator; rankings and market data come later. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const metadata = useMetadata();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {t('dashboard.greeting', { firstName: user.user.firstName, lastName: user.user.lastName })}
        </Title>
        <Text c="dimmed">{t('dashboard.accountLine', { company: user.account.name, accountType: t(`accountType.${user.accountType}`) })}</Text>
      </Stack>
      {metadata.isError && (
        <ErrorAlert title={t('dashboard.metadataFailed')} message={isApiError(metadata.error) ? metadata.error.message : t('app.unexpectedError')} />
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <MasterDataCard metadata={metadata.data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <VolumeCalculatorCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
