import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageLoaderArgs } from '../../lib/navigation/page-module';
import { logoutRequest } from '../../lib/api/logout';
import { endSession } from '../../lib/session/session';

/**
 * Whoever lands here is logged out, also when the page was opened directly: the server session
 * ends and nothing of it stays in this tab.
 */
export async function loader({ queryClient }: PageLoaderArgs) {
  try {
    await logoutRequest();
  } catch {
    // No session, or the server is unreachable: there is nothing more to end here.
  }
  endSession(queryClient);
  return null;
}

/** /logout (simple layout): the confirmation that the user is logged out. */
export default function LogoutPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="green">
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Title order={1} size="h3">
        {t('pages.logout.title')}
      </Title>
      <Text>{t('logout.done')}</Text>
      <Button component={Link} to="/login" fullWidth>
        {t('logout.loginAgain')}
      </Button>
    </Stack>
  );
}
