import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOffline } from '../lib/connection-status';

/** A banner over every page while the server cannot be reached: a lost connection is said, not hidden. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="filled"
      radius={0}
      title={t('connection.offlineTitle')}
      data-testid="offline-banner"
      style={{ position: 'fixed', insetInline: 0, top: 0, zIndex: 1000 }}
    >
      {t('connection.offlineText')}
    </Alert>
  );
}
