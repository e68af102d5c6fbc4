import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Placeholder until the live-market screen is built (issue 4).
export default function PricingEnginePage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('pages.pricingEngine.title')}</Title>
      <Text c="dimmed">{t('pages.pricingEngine.description')}</Text>
    </Stack>
  );
}
