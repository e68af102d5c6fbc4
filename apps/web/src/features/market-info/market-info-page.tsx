import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Placeholder until the live-market screen is built (issue 4).
export default function MarketInfoPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('pages.marketInfo.title')}</Title>
      <Text c="dimmed">{t('pages.marketInfo.description')}</Text>
    </Stack>
  );
}
