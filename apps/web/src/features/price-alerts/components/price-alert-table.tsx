import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  LIFTING_PERIOD_TYPE_LABELS,
  PRICE_ALERT_STATUS_LABELS,
  type PriceAlert,
} from '@fuel/domain/contracts/price-alerts';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { EditDeleteActions } from '../../../ui/data-table/edit-delete-actions';
import { PriceAlertStatusCell, PriceAlertTerminalCell } from './price-alert-cells';
import { useAlertMoney } from './use-alert-money';

const OPERATOR_SIGN = { GTE: '≥', LTE: '≤' } as const;

type Props = { alerts: PriceAlert[]; onEdit: (alert: PriceAlert) => void; onDelete: (alert: PriceAlert) => void };

/** The buyer's alerts: status (with time and price reached once triggered), product, terminal, condition, period, comment. */
export function PriceAlertTable({ alerts, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const money = useAlertMoney();
  const condition = (alert: PriceAlert) => `${OPERATOR_SIGN[alert.operator]} ${money(alert.value)} / 100 L`;
  const columns: DataColumn<PriceAlert>[] = [
    {
      id: 'status',
      header: t('priceAlerts.columns.status'),
      sortValue: (a) => PRICE_ALERT_STATUS_LABELS[a.status],
      cell: (alert) => <PriceAlertStatusCell alert={alert} />,
    },
    {
      id: 'product',
      header: t('priceAlerts.columns.product'),
      sortValue: (a) => a.product.name,
      cell: (a) => <Text fw={500}>{a.product.name}</Text>,
    },
    {
      id: 'terminal',
      header: t('priceAlerts.columns.terminal'),
      sortValue: (a) => a.terminal.name,
      cell: (alert) => <PriceAlertTerminalCell alert={alert} />,
    },
    {
      id: 'condition',
      header: t('priceAlerts.columns.condition'),
      sortValue: (a) => a.value,
      cell: (alert) => (
        <Text size="sm" fw={500}>
          {condition(alert)}
        </Text>
      ),
    },
    {
      id: 'period',
      header: t('priceAlerts.columns.period'),
      cell: (a) => <Text size="sm">{LIFTING_PERIOD_TYPE_LABELS[a.liftingPeriodType]}</Text>,
    },
    {
      id: 'comment',
      header: t('priceAlerts.columns.comment'),
      cell: (alert) => (
        <Text size="sm" c={alert.comment ? undefined : 'dimmed'}>
          {alert.comment || '–'}
        </Text>
      ),
    },
    {
      id: 'actions',
      header: null,
      thProps: { 'aria-label': t('priceAlerts.columns.actions') },
      cell: (alert) => (
        <EditDeleteActions
          name={`${alert.product.name}, ${alert.terminal.name} ${condition(alert)}`}
          editLabel={t('priceAlerts.edit')}
          deleteLabel={t('priceAlerts.delete')}
          onEdit={() => onEdit(alert)}
          onDelete={() => onDelete(alert)}
          editTestId={`price-alert-edit-${alert.id}`}
          deleteTestId={`price-alert-delete-${alert.id}`}
        />
      ),
    },
  ];
  return (
    <DataTable
      data={alerts}
      columns={columns}
      getRowId={(a) => String(a.id)}
      rowProps={(a) => ({ 'data-testid': `price-alert-row-${a.id}`, 'data-status': a.status })}
      minWidth={880}
      verticalSpacing="sm"
      testId="price-alert-table"
    />
  );
}
