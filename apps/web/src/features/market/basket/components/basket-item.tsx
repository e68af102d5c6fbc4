import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@fuel/domain/contracts/basket';
import { formatDate } from '@fuel/domain/formats/date';
import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../../brands/brand-context';
import { useIsPhone } from '../../../../ui/use-is-phone';
import { PriceBreakdown } from '../../../../ui/price-breakdown/price-breakdown';
import { ReservationAmounts } from './reservation-amounts';
import { ReservationCountdown } from './reservation-countdown';

type Props = {
  item: Reservation;
  clockOffsetMs: number;
  busy: boolean;
  onRefresh: () => void;
  onRemove: () => void;
  onExpired: () => void;
};

/** One reservation: what, where, how much, the reserved price with its amounts and the countdown. */
export function BasketItem({ item, clockOffsetMs, busy, onRefresh, onRemove, onExpired }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  // Thumb-sized (44 px and more) on a phone.
  const phone = useIsPhone();
  const money = (v: number, decimals = 2) =>
    formatMoney(v, { brand: brand.id, currency: item.amounts.currency, decimals });
  return (
    <Card withBorder padding="sm" data-testid={`basket-item-${item.offerId}`}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{item.product.name}</Text>
            <Text size="sm" c="dimmed">
              {item.seller.name} ·{' '}
              {item.terminal ? `${item.terminal.name}, ${item.terminal.city}` : t('basket.deliveryAddress')}
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={phone ? 'xl' : 'md'}
            aria-label={t('basket.remove')}
            onClick={onRemove}
            disabled={busy}
            data-testid="basket-remove"
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <Group justify="space-between">
          <Text size="sm">
            {t('basket.quantity', { quantity: formatNumber(item.quantityCbm, { brand: brand.id, decimals: 3 }) })}
          </Text>
          <Group gap={6} wrap="nowrap">
            {item.priceBasis && (
              <Badge size="xs" variant="light" color="teal" data-testid="basket-live-price">
                {t('basket.livePrice')}
              </Badge>
            )}
            <Text size="sm" fw={500} data-testid="basket-price">
              {t('basket.perHundredLitres', { price: money(item.pricePer100l, 2) })}
            </Text>
          </Group>
        </Group>
        {/* The reserved price explained to the charged cent (issue 24); the basket's old one-line basis did not add up. */}
        <PriceBreakdown steps={item.priceSteps} testId="basket-price-breakdown" />
        <Text size="xs" c="dimmed">
          {t('basket.collection', {
            start: formatDate(item.collectionStartDate),
            end: formatDate(item.collectionEndDate),
          })}
        </Text>
        <ReservationAmounts amounts={item.amounts} />
        <Group justify="space-between" mt={4} gap="xs">
          <ReservationCountdown
            key={item.expiresAt}
            expiresAt={item.expiresAt}
            clockOffsetMs={clockOffsetMs}
            onExpired={onExpired}
          />
          <Button
            size={phone ? 'lg' : 'xs'}
            variant={item.expired ? 'filled' : 'light'}
            leftSection={<IconRefresh size={14} />}
            onClick={onRefresh}
            loading={busy}
            data-testid="basket-refresh"
          >
            {t('basket.refreshPrice')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
