import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** No orders: none at all, or none matching the filters. */
export function HistoryEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md" ta="center" data-testid="order-history-empty">
      <Text fw={600}>{t(filtered ? 'orderHistory.noMatch' : 'orderHistory.empty')}</Text>
      <Text c="dimmed" size="sm" mt={4}>
        {t(filtered ? 'orderHistory.noMatchHint' : 'orderHistory.emptyHint')}
      </Text>
    </Paper>
  );
}
