import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TriggerHistoryResponse } from '@fuel/domain/contracts/trigger-contracts';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { formatMoney, type Currency } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { cbmText } from './contract-cells';

type Entry = TriggerHistoryResponse['contracts'][number]['triggers'][number];

/** The triggers of one contract in the month: when, kind, product, order link, quantity, price, status, comment. */
export function TriggerHistoryTable({ triggers, currency }: { triggers: Entry[]; currency: Currency }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('triggers.history.columns.at')}</Table.Th>
            <Table.Th>{t('triggers.history.columns.kind')}</Table.Th>
            <Table.Th>{t('triggers.mix.product')}</Table.Th>
            <Table.Th>{t('triggers.history.columns.order')}</Table.Th>
            <Table.Th ta="right">{t('triggers.history.columns.quantity')}</Table.Th>
            <Table.Th ta="right">{t('triggers.history.columns.price')}</Table.Th>
            <Table.Th>{t('triggers.history.columns.status')}</Table.Th>
            <Table.Th>{t('triggers.history.columns.comment')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {triggers.map((x, i) => (
            <Table.Tr key={`${x.kind}-${x.orderId ?? i}`} data-testid="trigger-history-entry" data-kind={x.kind}>
              <Table.Td>{formatDateTimeLong(x.at)}</Table.Td>
              <Table.Td>{t(`triggers.history.kind.${x.kind}`)}</Table.Td>
              <Table.Td data-testid="trigger-history-product">{x.product}</Table.Td>
              <Table.Td>
                {x.orderId !== null ? (
                  <Anchor component={Link} to={`/orders/${x.orderId}`}>
                    {x.contractNumber ?? x.orderId}
                  </Anchor>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td ta="right">{cbmText(brand.id, x.quantityCbm)}</Table.Td>
              <Table.Td ta="right">{formatMoney(x.price, { brand: brand.id, currency, decimals: 2 })}</Table.Td>
              <Table.Td>{x.statusLabel}</Table.Td>
              <Table.Td>{x.comment}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
