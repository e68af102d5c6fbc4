import { Card, Skeleton, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { useOverdueByBuyer } from '../api/get-overdue';
import { useInvoiceFormats } from './use-invoice-formats';

/** The seller's "Überfällig nach Kunde": per buyer the overdue invoices, their amount and the longest delay. */
export function OverdueByBuyerCard() {
  const { t } = useTranslation();
  const brand = useBrand();
  const f = useInvoiceFormats();
  const overdue = useOverdueByBuyer();
  const count = (n: number) => formatNumber(n, { brand: brand.id, decimals: 0 });
  return (
    <Card withBorder radius="md" padding="md" data-testid="invoices-overdue">
      <Title order={2} size="h4" mb="sm">
        {t('invoices.overdue.title')}
      </Title>
      {overdue.isPending && <Skeleton h={80} radius="md" />}
      {overdue.isError && <LoadFailedAlert title={t('invoices.overdue.loadFailed')} error={overdue.error} />}
      {overdue.isSuccess && overdue.data.items.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="invoices-overdue-empty">
          {t('invoices.overdue.empty')}
        </Text>
      )}
      {overdue.isSuccess && overdue.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.overdue.columns.buyer')}</Table.Th>
                <Table.Th ta="right">{t('invoices.overdue.columns.count')}</Table.Th>
                <Table.Th ta="right">{t('invoices.overdue.columns.amount')}</Table.Th>
                <Table.Th ta="right">{t('invoices.overdue.columns.days')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overdue.data.items.map((x) => (
                <Table.Tr key={x.buyerAccountId} data-testid="overdue-row">
                  <Table.Td>{x.buyerName}</Table.Td>
                  <Table.Td ta="right">{count(x.count)}</Table.Td>
                  <Table.Td ta="right">{f.money(x.overdueMinor, overdue.data.currency)}</Table.Td>
                  <Table.Td ta="right">{count(x.maxDaysOverdue)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
