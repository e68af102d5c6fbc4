import { Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@fuel/domain/contracts/invoices';
import { useInvoiceFormats } from './use-invoice-formats';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** Seller, buyer, contract, BOL and the document's days. */
export function InvoiceFacts({ invoice: i }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const f = useInvoiceFormats();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="invoice-facts">
      <Fact label={t('invoices.detail.seller')} value={i.sellerName} />
      <Fact label={t('invoices.detail.buyer')} value={i.buyerName} />
      <Fact label={t('invoices.detail.contract')} value={i.contractNumber} />
      <Fact label={t('invoices.detail.bol')} value={i.bolNumber ?? '–'} />
      <Fact label={t('invoices.detail.issuedOn')} value={f.day(i.issuedOn)} />
      <Fact label={t('invoices.detail.dueDate')} value={f.day(i.dueDate)} />
    </SimpleGrid>
  );
}

/** Beschreibung, Menge, Preis je 100 L, Betrag. */
export function InvoiceLines({ invoice: i }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const f = useInvoiceFormats();
  const columns = ['description', 'quantity', 'price', 'amount'] as const;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('invoices.detail.lines')}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table striped data-testid="invoice-lines">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c} ta={c === 'description' ? undefined : 'right'}>
                  {t(`invoices.detail.lineColumns.${c}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {i.lines.map((line, n) => (
              <Table.Tr key={n} data-testid="invoice-line">
                <Table.Td>{line.description}</Table.Td>
                <Table.Td ta="right">{f.litres(line.quantityLitres)}</Table.Td>
                <Table.Td ta="right">{f.price(line.unitPriceE4, i.currency)}</Table.Td>
                <Table.Td ta="right">{f.money(line.netMinor, i.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The VAT per rate, then Netto, MwSt., Brutto and what is paid, credited and still open. */
export function InvoiceSums({ invoice: i }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const f = useInvoiceFormats();
  const money = (minor: number) => f.money(minor, i.currency);
  const sums = [
    ['net', i.netMinor],
    ['vatTotal', i.vatMinor],
    ['gross', i.grossMinor],
    ...(i.kind === 'invoice'
      ? ([
          ['paid', i.paidMinor],
          ['credited', i.creditedMinor],
          ['open', i.openMinor],
        ] as const)
      : []),
  ] as const;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('invoices.detail.vat')}
      </Title>
      <Table data-testid="invoice-vat">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.detail.vatColumns.rate')}</Table.Th>
            <Table.Th ta="right">{t('invoices.detail.vatColumns.taxable')}</Table.Th>
            <Table.Th ta="right">{t('invoices.detail.vatColumns.vat')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {i.vatBreakdown.map((v) => (
            <Table.Tr key={v.vatRateBp}>
              <Table.Td>{f.rate(v.vatRateBp)}</Table.Td>
              <Table.Td ta="right">{money(v.taxableMinor)}</Table.Td>
              <Table.Td ta="right">{money(v.vatMinor)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={2} data-testid="invoice-sums">
        {sums.map(([key, minor]) => (
          <Group key={key} justify="space-between" data-testid={`invoice-sum-${key}`}>
            <Text size="sm" fw={key === 'gross' || key === 'open' ? 600 : undefined}>
              {t(`invoices.detail.${key}`)}
            </Text>
            <Text size="sm" fw={key === 'gross' || key === 'open' ? 600 : undefined}>
              {money(minor)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
