import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@fuel/domain/contracts/invoices';
import { addPageTexts, invoicesTexts } from '../../../i18n/page-texts';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { useOrderInvoices } from '../api/get-order-invoices';
import { InvoiceDownloads } from './invoice-downloads';
import { InvoiceStateBadge } from './invoice-state-badge';
import { useInvoiceFormats } from './use-invoice-formats';

const COLUMNS = ['number', 'issuedOn', 'dueDate', 'gross', 'open', 'state'] as const;

function OrderInvoiceRows({ items }: { items: InvoiceSummary[] }) {
  const { t } = useTranslation();
  const f = useInvoiceFormats();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid="order-invoices-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} ta={c === 'gross' || c === 'open' ? 'right' : undefined}>
                {t(`invoices.columns.${c}`)}
              </Table.Th>
            ))}
            <Table.Th>{t('invoices.detail.downloads')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((i) => (
            <Table.Tr key={i.id} data-testid="order-invoice-row">
              <Table.Td>{i.number}</Table.Td>
              <Table.Td>{f.day(i.issuedOn)}</Table.Td>
              <Table.Td>{f.day(i.dueDate)}</Table.Td>
              <Table.Td ta="right">{f.money(i.grossMinor, i.currency)}</Table.Td>
              <Table.Td ta="right">{f.money(i.openMinor, i.currency)}</Table.Td>
              <Table.Td>
                <InvoiceStateBadge invoice={i} />
              </Table.Td>
              <Table.Td>
                <InvoiceDownloads id={i.id} pdfOnly />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The invoices and credit notes of a fuel order on its page, for both sides, with their PDFs. */
export function OrderInvoicesPanel({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  // Its texts load with the order page's chunk, not with the first page (page-texts.ts).
  addPageTexts(i18n, invoicesTexts);
  const invoices = useOrderInvoices(orderId);
  if (invoices.isPending) return <Skeleton h={80} radius="md" />;
  if (invoices.isError) return <LoadFailedAlert title={t('invoices.order.loadFailed')} error={invoices.error} />;
  return (
    <Card withBorder padding="md" data-testid="order-invoices">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('invoices.order.title')}
        </Title>
        {invoices.data.items.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="order-invoices-empty">
            {t('invoices.order.empty')}
          </Text>
        ) : (
          <OrderInvoiceRows items={invoices.data.items} />
        )}
      </Stack>
    </Card>
  );
}
