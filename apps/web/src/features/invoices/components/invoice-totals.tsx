import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceList } from '@fuel/domain/contracts/invoices';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { useInvoiceFormats } from './use-invoice-formats';

/** Over every document the filters select (not only this page): count, gross, open and overdue. */
export function InvoiceTotals({ totals }: { totals: InvoiceList['totals'] }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const f = useInvoiceFormats();
  const figures = [
    { key: 'count', value: formatNumber(totals.count, { brand: brand.id, decimals: 0 }) },
    { key: 'gross', value: f.money(totals.grossMinor, totals.currency) },
    { key: 'open', value: f.money(totals.openMinor, totals.currency) },
    { key: 'overdue', value: f.money(totals.overdueMinor, totals.currency) },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="invoice-totals">
      {figures.map((x) => (
        <Paper key={x.key} withBorder radius="md" p="sm" data-testid={`invoice-total-${x.key}`}>
          <Text size="xs" c="dimmed">
            {t(`invoices.totals.${x.key}`)}
          </Text>
          <Text fw={600}>{x.value}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
