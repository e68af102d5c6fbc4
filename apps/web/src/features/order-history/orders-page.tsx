import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { useCallback, useState } from 'react';
import { Button, Group, Pagination, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderSide } from '@fuel/domain/trading/order-status';
import { isApiError } from '../../lib/api-client';
import { useGuardSession } from '../../lib/session/use-guard-session';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { orderHistoryExportUrl, useOrderHistory } from '../../lib/api/get-order-history';
import { HistoryFiltersBar } from './components/history-filters';
import { HistoryTable } from './components/history-table';
import { changeFilters, changeMarket, changePage, changeSort, hasActiveFilters, INITIAL_STATE, toOrderHistoryQuery, type HistoryFilters, type HistoryState } from './history-state';

/** /orders: the buyer's order history, or the seller's sales history with spot and trigger tabs. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const session = useGuardSession();
  const side: OrderSide = session?.accountType === 'seller' ? 'seller' : 'buyer';
  const [state, setState] = useState<HistoryState>(INITIAL_STATE);
  const query = toOrderHistoryQuery(state, side);
  const history = useOrderHistory(query);
  const onFilters = useCallback((patch: Partial<HistoryFilters>) => setState((s) => changeFilters(s, patch)), []);
  const title = useCurrentPageTitle() ?? t('nav.orders');

  const data = history.data;
  const filtered = hasActiveFilters(state.filters);
  const exportDisabled = !data || data.metadata.total === 0;
  return (
    <DatesProvider settings={{ locale: 'de', firstDayOfWeek: 1 }}>
      <PageHeader
        title={title}
        description={t(side === 'seller' ? 'orderHistory.salesDescription' : 'orderHistory.description')}
        actions={
          <Button
            component="a"
            // A disabled link has no target and says it is disabled (keyboard and screen readers skip it).
            href={exportDisabled ? undefined : orderHistoryExportUrl(query)}
            aria-disabled={exportDisabled || undefined}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
            data-testid="order-history-export"
            disabled={exportDisabled}
          >
            {t('orderHistory.export')}
          </Button>
        }
      />
      {side === 'seller' && (
        <Tabs value={state.market} onChange={(v) => v && setState((s) => changeMarket(s, v as HistoryState['market']))} mb="md">
          <Tabs.List>
            <Tabs.Tab value="SPOT" data-testid="order-history-tab-spot">
              {t('orderHistory.tabs.SPOT')}
            </Tabs.Tab>
            <Tabs.Tab value="TRIGGER" data-testid="order-history-tab-trigger">
              {t('orderHistory.tabs.TRIGGER')}
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
      )}
      <HistoryFiltersBar filters={state.filters} options={data?.filterOptions} side={side} onChange={onFilters} />
      {history.isError && (
        <ErrorAlert title={t('orderHistory.loadFailed')} message={isApiError(history.error) ? history.error.message : t('app.unexpectedError')} />
      )}
      {history.isPending && (
        <Stack gap="xs" data-testid="order-history-loading">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={32} radius="sm" />
          ))}
        </Stack>
      )}
      {data && data.metadata.total === 0 && (
        <Paper withBorder p="xl" radius="md" ta="center" data-testid="order-history-empty">
          <Text fw={600}>{t(filtered ? 'orderHistory.noMatch' : 'orderHistory.empty')}</Text>
          <Text c="dimmed" size="sm" mt={4}>
            {t(filtered ? 'orderHistory.noMatchHint' : 'orderHistory.emptyHint')}
          </Text>
        </Paper>
      )}
      {data && data.metadata.total > 0 && (
        <Stack gap="sm" style={{ opacity: history.isPlaceholderData ? 0.6 : 1 }}>
          <HistoryTable
            rows={data.orders}
            side={side}
            sort={state.sort}
            onSortChange={(sort) => setState((s) => changeSort(s, sort))}
            reorder={side === 'buyer' && state.market === 'SPOT'}
          />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" data-testid="order-history-count">
              {t('orderHistory.count', { count: data.metadata.total })}
            </Text>
            <Pagination
              total={data.metadata.pageCount}
              value={state.pageNumber}
              onChange={(page) => setState((s) => changePage(s, page))}
              data-testid="order-history-pagination"
            />
          </Group>
        </Stack>
      )}
    </DatesProvider>
  );
}
