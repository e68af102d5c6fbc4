import { useState } from 'react';
import { Button, Group, Pagination, SimpleGrid, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@fuel/domain/contracts/invoices';
import type { OrderSide } from '@fuel/domain/trading/order-status';
import { addPageTexts, invoicesTexts } from '../../i18n/page-texts';
import { useGuardSession } from '../../lib/session/use-guard-session';
import { LoadFailedAlert } from '../../ui/load-failed-alert';
import { PageHeader } from '../../ui/page-header';
import { invoicesExportUrl, useInvoices } from './api/get-invoices';
import { BankImportCard } from './components/bank-import-card';
import { InvoiceDetailDrawer } from './components/invoice-detail-drawer';
import { InvoiceFiltersBar } from './components/invoice-filters';
import { InvoiceTable } from './components/invoice-table';
import { InvoiceTotals } from './components/invoice-totals';
import { OverdueByBuyerCard } from './components/overdue-by-buyer';
import { EMPTY_INVOICE_FILTERS, toInvoiceListQuery, type InvoiceFilters } from './invoice-filters-state';

/** The CSV of every document the filters select; a disabled link while there is none. */
function ExportButton({ href, disabled }: { href: string; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={disabled ? undefined : href}
      aria-disabled={disabled || undefined}
      disabled={disabled}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      data-testid="invoices-export"
    >
      {t('invoices.export')}
    </Button>
  );
}

/** /invoices: both sides' invoices and credit notes; sellers also see overdue buyers and import bank lines. */
export default function InvoicesPage() {
  const { t, i18n } = useTranslation();
  // The page's texts load with its chunk, not with the first page (page-texts.ts).
  addPageTexts(i18n, invoicesTexts);
  const side: OrderSide = useGuardSession()?.accountType === 'seller' ? 'seller' : 'buyer';
  const [filters, setFilters] = useState<InvoiceFilters>(EMPTY_INVOICE_FILTERS);
  const [pageNumber, setPageNumber] = useState(1);
  const [opened, setOpened] = useState<InvoiceSummary | null>(null);
  const query = toInvoiceListQuery(filters, pageNumber);
  const list = useInvoices(query);
  const data = list.data;
  // Any filter change starts again at page 1 (as the order history does).
  const onFilters = (patch: Partial<InvoiceFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPageNumber(1);
  };
  return (
    <>
      <PageHeader
        title={t('pages.invoices.title')}
        description={t('invoices.description')}
        actions={<ExportButton href={invoicesExportUrl(query)} disabled={!data || data.totals.count === 0} />}
      />
      <InvoiceFiltersBar filters={filters} side={side} onChange={onFilters} />
      {list.isError && <LoadFailedAlert title={t('invoices.loadFailed')} error={list.error} />}
      {!list.isError && (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {data && <InvoiceTotals totals={data.totals} />}
          <InvoiceTable rows={data?.items ?? []} side={side} loading={list.isPending} onOpen={setOpened} />
          {data && data.totals.count > data.pageLimit && (
            <Group justify="flex-end">
              <Pagination
                total={Math.ceil(data.totals.count / data.pageLimit)}
                value={pageNumber}
                onChange={setPageNumber}
                data-testid="invoices-pagination"
              />
            </Group>
          )}
        </Stack>
      )}
      {side === 'seller' && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mt="xl">
          <OverdueByBuyerCard />
          <BankImportCard />
        </SimpleGrid>
      )}
      <InvoiceDetailDrawer invoice={opened} onClose={() => setOpened(null)} />
    </>
  );
}
