import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { ErrorAlert } from './error-alert';

/**
 * A list that failed to load (spec section 8: the list is emptied and the status code returned): the
 * German message and the HTTP status, so a caller on the phone to support can say what happened.
 */
export function LoadFailedAlert({ title, error }: { title: string; error: unknown }) {
  const { t } = useTranslation();
  const status = isApiError(error) ? error.status : 0;
  return (
    <ErrorAlert title={title} message={isApiError(error) ? error.message : t('app.unexpectedError')}>
      <Text size="xs" mt={4} data-testid="load-failed-status">
        {status > 0 ? t('loadFailed.status', { status }) : t('loadFailed.noConnection')}
      </Text>
    </ErrorAlert>
  );
}
