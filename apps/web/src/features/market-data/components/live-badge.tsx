import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "live" while a price is at most 2 minutes old, "veraltet" after (spec section 9). */
export function LiveBadge({ live, testId }: { live: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={live ? 'teal' : 'gray'} data-testid={testId} data-live={live}>
      {live ? t('live.live') : t('live.stale')}
    </Badge>
  );
}
