import { List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@fuel/domain/contracts/invoices';
import { useInvoiceFormats } from './use-invoice-formats';

/** The payments recorded on an invoice and the credit notes that correct it. */
export function InvoicePayments({ invoice: i }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const f = useInvoiceFormats();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('invoices.detail.payments')}
      </Title>
      {i.payments.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="invoice-no-payments">
          {t('invoices.detail.noPayments')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped data-testid="invoice-payments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.detail.paymentColumns.paidOn')}</Table.Th>
                <Table.Th ta="right">{t('invoices.detail.paymentColumns.amount')}</Table.Th>
                <Table.Th>{t('invoices.detail.paymentColumns.reference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {i.payments.map((p) => (
                <Table.Tr key={p.id} data-testid="invoice-payment">
                  <Table.Td>{f.day(p.paidOn)}</Table.Td>
                  <Table.Td ta="right">{f.money(p.amountMinor, i.currency)}</Table.Td>
                  <Table.Td>{p.reference ?? '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {i.creditNotes.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('invoices.detail.creditNotes')}
          </Title>
          <List size="sm" data-testid="invoice-credit-notes">
            {i.creditNotes.map((c) => (
              <List.Item key={c.id}>{`${c.number}: ${f.money(c.grossMinor, i.currency)}`}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
