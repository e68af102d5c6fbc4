import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The catch-all route (login needed): the page does not exist. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Text fz={64} fw={800} c="dimmed" lh={1}>
        404
      </Text>
      <Title order={1} size="h2">
        {t('pages.notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
