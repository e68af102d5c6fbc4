import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HeldPricePush } from '@fuel/domain/contracts/market-data';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { isApiError } from '../../../lib/api-client';
import { useConfirm } from '../../../ui/confirm-dialog';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { useConfirmHeldPrice } from '../api/confirm-held-price';
import { useDiscardHeldPrice } from '../api/discard-held-price';
import { useFeedRails } from '../api/get-feed-rails';

/**
 * Decision 056: what protects the seller's own prices. The band and heartbeat in force, a German
 * notice while its live offers are paused for silence, and the pushes the band held, each with
 * "Bestätigen" (asks before the prices go live) and "Verwerfen".
 */
export function FeedRailsSection() {
  const { t } = useTranslation();
  const brand = useBrand();
  const rails = useFeedRails();
  const confirmHeld = useConfirmHeldPrice();
  const discardHeld = useDiscardHeldPrice();
  const confirm = useConfirm();
  const percent = (bp: number) => `${formatNumber(bp / 100, { brand: brand.id, decimals: 2 })} %`;
  const price = (e4: number) => formatMoney(e4 / 10_000, { brand: brand.id, currency: brand.currency });
  const number = (n: number) => formatNumber(n, { brand: brand.id, decimals: n % 1 === 0 ? 2 : 4 });

  const columns: DataColumn<HeldPricePush>[] = [
    {
      id: 'received',
      header: t('pricingEngine.api.received'),
      sortValue: (h) => h.receivedAt,
      cell: (h) => formatDateTimeLong(h.receivedAt),
    },
    {
      id: 'ticks',
      header: t('pricingEngine.api.ticks'),
      cell: (h) => h.ticks.map((tick) => `${tick.symbol} ${number(tick.price)}`).join(', '),
    },
    { id: 'offer', header: t('pricingEngine.api.offer'), cell: (h) => (h.offerId === null ? '—' : String(h.offerId)) },
    {
      id: 'reference',
      header: t('pricingEngine.api.reference'),
      align: 'right',
      cell: (h) => price(h.referencePriceE4),
    },
    { id: 'pushed', header: t('pricingEngine.api.pushed'), align: 'right', cell: (h) => price(h.pushedPriceE4) },
    {
      id: 'deviation',
      header: t('pricingEngine.api.deviation'),
      align: 'right',
      sortValue: (h) => h.deviationBp,
      cell: (h) => percent(h.deviationBp),
    },
    {
      id: 'actions',
      header: null,
      align: 'right',
      thProps: { 'aria-label': t('pricingEngine.columns.actions') },
      cell: (h) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="compact-sm"
            onClick={() =>
              confirm.ask({
                title: t('pricingEngine.api.confirmTitle'),
                message: t('pricingEngine.api.confirmText', {
                  offer: h.offerId ?? '—',
                  pushed: price(h.pushedPriceE4),
                  reference: price(h.referencePriceE4),
                  deviation: percent(h.deviationBp),
                }),
                confirmLabel: t('pricingEngine.api.confirm'),
                cancelLabel: t('pricingEngine.cancel'),
                run: async () => {
                  await confirmHeld.mutateAsync(h.id);
                  notifications.show({ color: 'green', message: t('pricingEngine.api.confirmed') });
                },
              })
            }
            data-testid={`held-confirm-${h.id}`}
          >
            {t('pricingEngine.api.confirm')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() =>
              confirm.ask({
                title: t('pricingEngine.api.discardTitle'),
                message: t('pricingEngine.api.discardText'),
                confirmLabel: t('pricingEngine.api.discard'),
                cancelLabel: t('pricingEngine.cancel'),
                danger: true,
                run: async () => {
                  await discardHeld.mutateAsync(h.id);
                  notifications.show({ message: t('pricingEngine.api.discarded') });
                },
              })
            }
            data-testid={`held-discard-${h.id}`}
          >
            {t('pricingEngine.api.discard')}
          </Button>
        </Group>
      ),
    },
  ];

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
              <DataTable
                data={rails.data.held}
                columns={columns}
                getRowId={(h) => String(h.id)}
                rowProps={(h) => ({ 'data-testid': `held-row-${h.id}` })}
                minWidth={820}
                testId="held-table"
              />
            </>
          )}
        </>
      )}
      {confirm.dialog}
    </Stack>
  );
}
