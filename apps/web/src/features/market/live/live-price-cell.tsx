import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@fuel/domain/formats/number';
import { formatMoney } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import type { LivePrice } from '../../../lib/live/use-live-price';

/**
 * The price cell of a live offer: per 100 L and per litre, briefly green or red after a change, "—"
 * without fresh market data (data-live-state="stale").
 */
export function LivePriceCell({ offerId, price, currency }: { offerId: number; price: LivePrice; currency: Currency }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = (v: number, decimals: number) => formatMoney(v, { brand: brand.id, currency, decimals });
  const per100l = price.priceE4 === null ? null : price.priceE4 / 10_000;
  return (
    <div
      data-testid={`offer-price-${offerId}`}
      data-live-state={price.state}
      data-direction={price.flash ?? undefined}
      style={{
        borderRadius: 4,
        padding: '0 4px',
        transition: 'background-color 600ms ease',
        backgroundColor:
          price.flash === 'up'
            ? 'var(--mantine-color-green-light)'
            : price.flash === 'down'
              ? 'var(--mantine-color-red-light)'
              : 'transparent',
      }}
    >
      <Group gap={6} justify="flex-end" wrap="nowrap">
        <Badge size="xs" variant="light" color={per100l === null ? 'gray' : 'teal'}>
          {t('marketplace.live.badge')}
        </Badge>
        <Text fw={600} data-testid="market-price" style={{ whiteSpace: 'nowrap' }}>
          {per100l === null ? '—' : `${money(per100l, 2)} / 100 L`}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {per100l === null ? t('marketplace.live.unavailable') : `${money(per100l / 100, 4)} / L`}
      </Text>
    </div>
  );
}
