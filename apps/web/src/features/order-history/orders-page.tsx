import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { useCallback, useEffect, useState } from 'react';
import { Button, Group, Pagination, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@fuel/domain/formats/number';
import type { OrderSide } from '@fuel/domain/trading/order-status';
import { isApiError } from '../../lib/api-client';
import { useGuardSession } from '../../lib/session/use-guard-session';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { MarketSelection, useProductMarkets } from '../../ui/market-selection';
import { useBrand } from '../../brands/brand-context';
import { orderHistoryExportUrl, useOrderHistoryPage, useOrderHistorySummary } from '../../lib/api/get-order-history';
import { HistoryFiltersBar } from './components/history-filters';
import { HistoryTable } from './components/history-table';
import {
  changeFilters,
  changeMarket,
  changePage,
  changeProductType,
  changeSort,
  hasActiveFilters,
  INITIAL_STATE,
  rememberNextCursor,
  toOrderHistoryQuery,
  type HistoryFilters,
  type HistoryState,
} from './history-state';

/** /orders: the buyer's order history, or the seller's sales history with spot and trigger tabs. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const session = useGuardSession();
  const side: OrderSide = session?.accountType === 'seller' ? 'seller' : 'buyer';
  const [chosen, setState] = useState<HistoryState>(INITIAL_STATE);
  // A user of one market (an additive-only seller has the additive one) sees that market's orders.
  const markets = useProductMarkets();
  const state = markets.includes(chosen.productType) ? chosen : { ...chosen, productType: markets[0]! };
  const brand = useBrand();
  const query = toOrderHistoryQuery(state, side);
  // The rows per page; total and filter options once per filter set (decision 036).
  const page = useOrderHistoryPage(query);
  const summary = useOrderHistorySummary(query);
  const onFilters = useCallback((patch: Partial<HistoryFilters>) => setState((s) => changeFilters(s, patch)), []);
  const title = useCurrentPageTitle() ?? t('nav.orders');

  const shownPage = state.pageNumber;
  const nextCursor = page.isPlaceholderData ? null : (page.data?.nextCursor ?? null);
  useEffect(
    () => setState((s) => (s.pageNumber === shownPage ? rememberNextCursor(s, shownPage, nextCursor) : s)),
    [shownPage, nextCursor],
  );

  const rows = page.data?.orders;
  const metadata = summary.data?.metadata;
  const failed = page.isError ? page.error : summary.isError ? summary.error : null;
  const filtered = hasActiveFilters(state.filters);
  const exportDisabled = !metadata || metadata.total === 0;
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
      <Group mb="md">
        <MarketSelection
          value={state.productType}
          onChange={(productType) => setState((s) => changeProductType(s, productType))}
          testId="order-history-market"
        />
      </Group>
      {side === 'seller' && state.productType === 'FUEL' && (
        <Tabs
          value={state.market}
          onChange={(v) => v && setState((s) => changeMarket(s, v as HistoryState['market']))}
          mb="md"
        >
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
      <HistoryFiltersBar
        key={state.productType}
        filters={state.filters}
        options={summary.data?.filterOptions}
        side={side}
        productType={state.productType}
        onChange={onFilters}
      />
      {failed && (
        <ErrorAlert
          title={t('orderHistory.loadFailed')}
          message={isApiError(failed) ? failed.message : t('app.unexpectedError')}
        />
      )}
      {!failed && (page.isPending || summary.isPending) && (
        <Stack gap="xs" data-testid="order-history-loading">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={32} radius="sm" />
          ))}
        </Stack>
      )}
      {metadata && metadata.total === 0 && (
        <Paper withBorder p="xl" radius="md" ta="center" data-testid="order-history-empty">
          <Text fw={600}>{t(filtered ? 'orderHistory.noMatch' : 'orderHistory.empty')}</Text>
          <Text c="dimmed" size="sm" mt={4}>
            {t(filtered ? 'orderHistory.noMatchHint' : 'orderHistory.emptyHint')}
          </Text>
        </Paper>
      )}
      {metadata && metadata.total > 0 && rows && (
        <Stack gap="sm" style={{ opacity: page.isPlaceholderData || summary.isPlaceholderData ? 0.6 : 1 }}>
          <HistoryTable
            rows={rows}
            side={side}
            sort={state.sort}
            onSortChange={(sort) => setState((s) => changeSort(s, sort))}
            reorder={side === 'buyer' && state.productType === 'FUEL'}
            productType={state.productType}
          />
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
