import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@fuel/domain/formats/number';
import type { OrderHistoryMetadata } from '@fuel/domain/contracts/order-history';
import { useBrand } from '../../../brands/brand-context';

/** The number of orders (capped counts say so) and the pages. */
export function HistoryFooter({
  metadata,
  page,
  onPageChange,
}: {
  metadata: OrderHistoryMetadata;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="order-history-count">
        {metadata.capped
          ? t('orderHistory.countCapped', {
              total: formatNumber(metadata.total, { brand: brand.id, decimals: 0 }),
            })
          : t('orderHistory.count', { count: metadata.total })}
      </Text>
      <Pagination
        total={metadata.pageCount}
        value={page}
        onChange={onPageChange}
        data-testid="order-history-pagination"
      />
    </Group>
  );
}
