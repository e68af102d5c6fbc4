import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BankLinesResult } from '@fuel/domain/contracts/invoices';
import type { Currency } from '@fuel/domain/formats/number';
import { isIsoDate } from '@fuel/domain/calendar/days';
import { useInvoiceFormats } from './use-invoice-formats';

type Line = BankLinesResult['lines'][number];
const COLORS: Record<Line['status'], string> = {
  matched: 'green',
  unknown_invoice: 'red',
  no_number: 'gray',
  over_payment: 'orange',
};
const COLUMNS = ['row', 'date', 'amount', 'reference', 'invoice', 'result', 'status'] as const;

/** The bank lines as the server read and matched them: which become payments, and why the others do not. */
export function BankLinesTable({ lines, currency }: { lines: Line[]; currency: Currency }) {
  const { t } = useTranslation();
  const f = useInvoiceFormats();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped data-testid="bank-lines">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} ta={c === 'amount' || c === 'row' ? 'right' : undefined}>
                {t(`invoices.bank.columns.${c}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.row} data-testid="bank-line" data-status={l.status}>
              <Table.Td ta="right">{l.row}</Table.Td>
              <Table.Td>{isIsoDate(l.date) ? f.day(l.date) : l.date}</Table.Td>
              <Table.Td ta="right">{f.money(l.amountMinor, currency)}</Table.Td>
              <Table.Td>{l.reference}</Table.Td>
              <Table.Td>{l.invoiceNumber ?? '–'}</Table.Td>
              <Table.Td>{l.reason}</Table.Td>
              <Table.Td>
                <Badge color={COLORS[l.status]} variant="light" radius="sm">
                  {t(`invoices.bank.status.${l.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
