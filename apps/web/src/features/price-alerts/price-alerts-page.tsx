import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Placeholder until the live-market screen is built (issue 4).
export default function PriceAlertsPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('pages.priceAlerts.title')}</Title>
      <Text c="dimmed">{t('pages.priceAlerts.description')}</Text>
    </Stack>
  );
}
