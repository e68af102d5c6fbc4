import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from './chunk-loading';

/** What a page shows when its code or data could not be loaded; "Neu laden" reloads the page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const message =
    error instanceof ChunkLoadError
      ? t(error.reason === 'timeout' ? 'app.chunkTimeout' : 'app.chunkFailed')
      : t('app.unexpectedError');
  if (!(error instanceof ChunkLoadError)) console.error(error);
  return (
    <Stack maw={640} mx="auto" my="xl">
      <Alert
        color="red"
        variant="light"
        title={t('app.errorTitle')}
        icon={<IconAlertTriangle size={20} />}
        role="alert"
        data-testid="route-error"
      >
        <Text size="sm" mb="md">
          {message}
        </Text>
        <Group gap="sm">
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
          <Button variant="default" component={Link} to="/" reloadDocument>
            {t('app.home')}
          </Button>
        </Group>
      </Alert>
    </Stack>
  );
}
