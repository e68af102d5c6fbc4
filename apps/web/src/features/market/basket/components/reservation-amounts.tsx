import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@fuel/domain/contracts/basket';
import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../../brands/brand-context';

/** A reservation's net, VAT (with its rate) and gross, one line each. */
export function ReservationAmounts({ amounts }: { amounts: Reservation['amounts'] }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = (v: number) => formatMoney(v, { brand: brand.id, currency: amounts.currency, decimals: 2 });
  return (
    <>
      <Group justify="space-between">
        <Text size="sm">{t('basket.net')}</Text>
        <Text size="sm" data-testid="basket-net">
          {money(amounts.net)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">
          {t('basket.vat', {
            rate: formatNumber(amounts.vatRate, { brand: brand.id, decimals: amounts.vatRate % 1 ? 1 : 0 }),
          })}
        </Text>
        <Text size="sm" data-testid="basket-vat">
          {money(amounts.vat)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('basket.gross')}
        </Text>
        <Text size="sm" fw={600} data-testid="basket-gross">
          {money(amounts.gross)}
        </Text>
      </Group>
    </>
  );
}
