import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { Group, Skeleton, Stack } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { MarketSelection } from '../../ui/market-selection';
import { orderHistoryExportUrl } from '../../lib/api/get-order-history';
import { HistoryEmpty } from './components/history-empty';
import { HistoryExportButton } from './components/history-export-button';
import { HistoryFiltersBar } from './components/history-filters';
import { HistoryFooter } from './components/history-footer';
import { HistoryMarketTabs } from './components/history-market-tabs';
import { HistoryTable } from './components/history-table';
import { changeMarket, changePage, changeProductType, changeSort, hasActiveFilters } from './history-state';
import { useOrderHistory } from './use-order-history';

/** /orders: the buyer's order history, or the seller's sales history with spot and trigger tabs. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const { side, state, setState, query, page, summary, onFilters } = useOrderHistory();
  const title = useCurrentPageTitle() ?? t('nav.orders');

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
        actions={<HistoryExportButton href={orderHistoryExportUrl(query)} disabled={exportDisabled} />}
      />
      <Group mb="md">
        <MarketSelection
          value={state.productType}
          onChange={(productType) => setState((s) => changeProductType(s, productType))}
          testId="order-history-market"
        />
      </Group>
      {side === 'seller' && state.productType === 'FUEL' && (
        <HistoryMarketTabs value={state.market} onChange={(market) => setState((s) => changeMarket(s, market))} />
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
      {metadata && metadata.total === 0 && <HistoryEmpty filtered={filtered} />}
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
          <HistoryFooter
            metadata={metadata}
            page={state.pageNumber}
            onPageChange={(page) => setState((s) => changePage(s, page))}
          />
        </Stack>
      )}
    </DatesProvider>
  );
}
