import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Modal, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useEngineTranslation } from '../use-engine-translation';
import { type ApiToken, PRICE_TYPE_LABELS, PRICE_TYPES, type PriceType } from '@fuel/domain/contracts/market-data';
import { isApiError } from '../../../lib/api-client';
import { useConfirm } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { useApiTokens } from '../api/get-api-tokens';
import { usePriceType } from '../../../lib/api/get-price-type';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { useUpdatePriceType } from '../api/update-price-type';
import { curlExample } from '../rules/curl-example';
import { ApiTokenCreateForm } from './api-token-create-form';
import { ApiTokenTable } from './api-token-table';
import { FeedRailsSection } from './feed-rails-section';

/** "API-Zugang": the seller's price type (FIXED or API; TRACKING not available) and the API tokens for POST /api/price-feed/ticks. */
export function ApiAccessTab() {
  return (
    <Stack gap="xl" data-testid="api-access">
      <PriceTypeSection />
      <FeedRailsSection />
      <TokensSection />
    </Stack>
  );
}

function PriceTypeSection() {
  const { t } = useEngineTranslation();
  const priceType = usePriceType();
  const update = useUpdatePriceType();
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('pricingEngine.api.priceTypeTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('pricingEngine.api.priceTypeIntro')}
      </Text>
      {priceType.isPending && <Skeleton h={80} />}
      {priceType.isError && (
        <ErrorAlert message={isApiError(priceType.error) ? priceType.error.message : t('pricingEngine.loadFailed')} />
      )}
      {priceType.isSuccess && (
        <Radio.Group
          value={update.isPending && update.variables ? update.variables : priceType.data.priceType}
          onChange={(value) =>
            update.mutate(value as PriceType, {
              onSuccess: () => notifications.show({ color: 'green', message: t('pricingEngine.api.priceTypeSaved') }),
            })
          }
          label={t('pricingEngine.api.priceType')}
          data-testid="price-type"
        >
          <Stack gap="xs" mt="xs">
            {PRICE_TYPES.map((type) => (
              <Radio
                key={type}
                value={type}
                label={PRICE_TYPE_LABELS[type]}
                description={t(`pricingEngine.api.priceTypeHint.${type}`)}
                // Spec section 3: TRACKING exists but is disabled.
                disabled={type === 'TRACKING' || update.isPending}
                data-testid={`price-type-${type}`}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {update.error && (
        <ErrorAlert message={isApiError(update.error) ? update.error.message : t('app.unexpectedError')} />
      )}
    </Stack>
  );
}

/** The API tokens: create one (its secret shown once), the list with revoke, and a curl example. */
function TokensSection() {
  const { t } = useEngineTranslation();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const confirm = useConfirm();
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);

  const askRevoke = (token: ApiToken) =>
    confirm.ask({
      title: t('pricingEngine.api.revokeTitle'),
      message: t('pricingEngine.api.revokeText', { name: token.name }),
      confirmLabel: t('pricingEngine.api.revoke'),
      cancelLabel: t('pricingEngine.cancel'),
      danger: true,
      run: () => revoke.mutateAsync(token.id),
    });

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('pricingEngine.api.tokensTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('pricingEngine.api.tokensIntro')}
      </Text>
      <ApiTokenCreateForm onCreated={setSecret} />
      {tokens.isPending && <Skeleton h={120} />}
      {tokens.isError && (
        <ErrorAlert message={isApiError(tokens.error) ? tokens.error.message : t('pricingEngine.loadFailed')} />
      )}
      {tokens.isSuccess && tokens.data.tokens.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="tokens-empty">
          {t('pricingEngine.api.noTokens')}
        </Text>
      )}
      {tokens.isSuccess && tokens.data.tokens.length > 0 && (
        <ApiTokenTable tokens={tokens.data.tokens} onRevoke={askRevoke} />
      )}
      <Title order={4} size="h6" mt="sm">
        {t('pricingEngine.api.exampleTitle')}
      </Title>
      <Code block data-testid="curl-example">
        {curlExample(window.location.origin)}
      </Code>
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
      {confirm.dialog}
    </Stack>
  );
}

/** The new token's secret, shown exactly once, with a copy button and the warning that it cannot be shown again. */
function SecretModal({ secret, onClose }: { secret: { name: string; secret: string } | null; onClose: () => void }) {
  const { t } = useEngineTranslation();
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={t('pricingEngine.api.secretTitle', { name: secret?.name ?? '' })}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="sm">
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="token-secret-warning">
          {t('pricingEngine.api.secretWarning')}
        </Alert>
        <Code block data-testid="token-secret">
          {secret?.secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={secret?.secret ?? ''}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                data-testid="token-copy"
              >
                {copied ? t('pricingEngine.api.copied') : t('pricingEngine.api.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-testid="token-secret-close">
            {t('pricingEngine.api.secretDone')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
