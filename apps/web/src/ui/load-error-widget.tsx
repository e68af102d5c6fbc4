import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';

type Props = { title: string; error: unknown; onRetry?: () => void; testId?: string };

/**
 * Spec section 8: a widget whose load failed shows an error page in its own place, with the HTTP status
 * code (no connection has none), the server's German message and a retry.
 */
export function LoadErrorWidget({ title, error, onRetry, testId }: Props) {
  const { t } = useTranslation();
  const status = isApiError(error) ? error.status : null;
  const code =
    status === null ? null : status === 0 ? t('loadErrorWidget.noConnection') : t('loadErrorWidget.status', { status });
  return (
    <Stack align="center" gap={6} py="lg" role="alert" data-testid={testId} data-status={status ?? undefined}>
      <ThemeIcon color="red" variant="light" size="xl" radius="xl" aria-hidden>
        <IconAlertTriangle size={22} />
      </ThemeIcon>
      <Text fw={600} ta="center">
        {title}
      </Text>
      {code && (
        <Text
          size="xl"
          fw={700}
          c="red.8"
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid={testId ? `${testId}-code` : undefined}
        >
          {code}
        </Text>
      )}
      <Text size="sm" c="dimmed" ta="center" maw={420}>
        {isApiError(error) ? error.message : t('app.unexpectedError')}
      </Text>
      {onRetry && (
        <Button size="xs" variant="light" mt={4} onClick={onRetry}>
          {t('loadErrorWidget.retry')}
        </Button>
      )}
    </Stack>
  );
}
