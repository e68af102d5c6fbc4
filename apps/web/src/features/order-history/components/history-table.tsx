import { Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderHistoryRow } from '@fuel/domain/contracts/order-history';
import { formatDate } from '@fuel/domain/formats/date';
import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { counterpartyOf } from '@fuel/domain/trading/order-history-export';
import type { OrderSide } from '@fuel/domain/trading/order-status';
import { useBrand } from '../../../brands/brand-context';
import { OrderStatusBadge } from '../../../ui/order-status-badge';

/** The order list; a row opens the order's confirmation page (/orders/:id). */
export function HistoryTable({ rows, side }: { rows: OrderHistoryRow[]; side: OrderSide }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const open = (row: OrderHistoryRow) => navigate(`/orders/${row._id}`);
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="order-history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orderHistory.columns.created')}</Table.Th>
            <Table.Th>{t('orderHistory.columns.orderId')}</Table.Th>
            <Table.Th>{t(side === 'buyer' ? 'orderHistory.columns.seller' : 'orderHistory.columns.buyer')}</Table.Th>
            <Table.Th>{t('orderHistory.columns.product')}</Table.Th>
            <Table.Th>{t('orderHistory.columns.terminal')}</Table.Th>
            <Table.Th ta="right">{t('orderHistory.columns.volume')}</Table.Th>
            <Table.Th ta="right">{t('orderHistory.columns.price')}</Table.Th>
            <Table.Th ta="right">{t('orderHistory.columns.invoice')}</Table.Th>
            <Table.Th>{t('orderHistory.columns.collection')}</Table.Th>
            <Table.Th>{t('orderHistory.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row._id}
              onClick={() => open(row)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') open(row);
              }}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              data-testid="order-history-row"
              data-order-id={row.orderId}
            >
              <Table.Td>{formatDate(row.created)}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {row.orderId}
                </Text>
              </Table.Td>
              <Table.Td>{counterpartyOf(row, side).name}</Table.Td>
              <Table.Td>
                {row.product.name}
                {row.edited && (
                  <Tooltip label={t('orderHistory.edited')}>
                    <IconPencil size={14} style={{ marginLeft: 4, verticalAlign: 'middle' }} aria-label={t('orderHistory.edited')} />
                  </Tooltip>
                )}
              </Table.Td>
              <Table.Td>{row.terminal?.name ?? (row.deliveryAddress ? `${t('orderHistory.delivered')}: ${row.deliveryAddress.city}` : '')}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.volume, { brand: brand.id, decimals: 3 })}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.price, { brand: brand.id, currency: row.invoice.currency })}</Table.Td>
              <Table.Td ta="right">{formatMoney(row.invoice.gross, { brand: brand.id, currency: row.invoice.currency })}</Table.Td>
              <Table.Td>{row.collectionTimeText}</Table.Td>
              <Table.Td>
                <OrderStatusBadge code={row.status.code} label={row.status.label} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
