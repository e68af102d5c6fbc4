import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useEngineTranslation } from '../use-engine-translation';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { isApiError } from '../../../lib/api-client';
import { useConfirm } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { useFeedRails } from '../api/get-feed-rails';
import { HeldPricesTable } from './held-prices-table';
import { useRailFormats } from './use-rail-formats';

/**
 * Decision 056: what protects the seller's own prices. The band and heartbeat in force, a German
 * notice while its live offers are paused for silence, and the pushes the band held, each with
 * "Bestätigen" (asks before the prices go live) and "Verwerfen".
 */
export function FeedRailsSection() {
  const { t } = useEngineTranslation();
  const rails = useFeedRails();
  const confirm = useConfirm();
  const { percent } = useRailFormats();

  return (
    <Stack gap="sm" data-testid="feed-rails">
      <Title order={3} size="h5">
        {t('pricingEngine.api.railsTitle')}
      </Title>
      {rails.isPending && <Skeleton h={80} />}
      {rails.isError && (
        <ErrorAlert message={isApiError(rails.error) ? rails.error.message : t('pricingEngine.loadFailed')} />
      )}
      {rails.isSuccess && (
        <>
          <Text size="sm" c="dimmed">
            {t('pricingEngine.api.railsIntro', {
              band: percent(rails.data.bandBp),
              seconds: rails.data.heartbeatSeconds,
            })}
          </Text>
          {rails.data.pausedSince && (
            <Alert
              color="orange"
              icon={<IconPlayerPause size={18} />}
              title={t('pricingEngine.api.pausedTitle')}
              data-testid="feed-paused"
            >
              {t('pricingEngine.api.pausedText', {
                since: formatDateTimeLong(rails.data.lastPushAt ?? rails.data.pausedSince),
                seconds: rails.data.heartbeatSeconds,
              })}
            </Alert>
          )}
          <Text size="sm" data-testid="feed-last-push">
            {rails.data.lastPushAt
              ? t('pricingEngine.api.lastPush', { at: formatDateTimeLong(rails.data.lastPushAt) })
              : t('pricingEngine.api.noPushYet')}
          </Text>
          <Title order={4} size="h6">
            {t('pricingEngine.api.heldTitle')}
          </Title>
          {rails.data.held.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="held-empty">
              {t('pricingEngine.api.noHeld')}
            </Text>
          ) : (
            <>
              <Alert color="yellow" data-testid="held-notice">
                {t('pricingEngine.api.heldNotice')}
              </Alert>
              <HeldPricesTable held={rails.data.held} confirm={confirm} />
            </>
          )}
        </>
      )}
      {confirm.dialog}
    </Stack>
  );
}
