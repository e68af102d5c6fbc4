import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIFTING_PERIOD_TYPE_LABELS, PRICE_ALERT_STATUS_LABELS, type PriceAlert } from '@fuel/domain/contracts/price-alerts';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { formatMoney } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';

const OPERATOR_SIGN = { GTE: '≥', LTE: '≤' } as const;

type Props = { alerts: PriceAlert[]; onEdit: (alert: PriceAlert) => void; onDelete: (alert: PriceAlert) => void };

/** The buyer's alerts: status (with time and price reached once triggered), product, terminal, condition, period, comment. */
export function PriceAlertTable({ alerts, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = (v: number) => formatMoney(v, { brand: brand.id, currency: 'EUR', decimals: 2 });
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="price-alert-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('priceAlerts.columns.status')}</Table.Th>
            <Table.Th>{t('priceAlerts.columns.product')}</Table.Th>
            <Table.Th>{t('priceAlerts.columns.terminal')}</Table.Th>
            <Table.Th>{t('priceAlerts.columns.condition')}</Table.Th>
            <Table.Th>{t('priceAlerts.columns.period')}</Table.Th>
            <Table.Th>{t('priceAlerts.columns.comment')}</Table.Th>
            <Table.Th aria-label={t('priceAlerts.columns.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {alerts.map((alert) => {
            const condition = `${OPERATOR_SIGN[alert.operator]} ${money(alert.value)} / 100 L`;
            const name = `${alert.product.name}, ${alert.terminal.name} ${condition}`;
            return (
              <Table.Tr key={alert.id} data-testid={`price-alert-row-${alert.id}`} data-status={alert.status}>
                <Table.Td>
                  <Stack gap={2}>
                    <Badge color={alert.status === 'ACTIVE' ? 'teal' : 'orange'} variant="light">
                      {PRICE_ALERT_STATUS_LABELS[alert.status]}
                    </Badge>
                    {alert.status === 'TRIGGERED' && alert.triggeredAt && (
                      <Text size="xs" c="dimmed" data-testid={`price-alert-triggered-${alert.id}`}>
                        {t('priceAlerts.triggeredAt', {
                          time: formatDateTimeLong(alert.triggeredAt),
                          price: alert.triggeredPrice === null ? '–' : money(alert.triggeredPrice),
                        })}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text fw={500}>{alert.product.name}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{alert.terminal.name}</Text>
                  <Text size="xs" c="dimmed">
                    {alert.terminal.city}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {condition}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{LIFTING_PERIOD_TYPE_LABELS[alert.liftingPeriodType]}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={alert.comment ? undefined : 'dimmed'}>
                    {alert.comment || '–'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('priceAlerts.edit')}>
                      <ActionIcon variant="subtle" aria-label={`${t('priceAlerts.edit')}: ${name}`} onClick={() => onEdit(alert)} data-testid={`price-alert-edit-${alert.id}`}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('priceAlerts.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${t('priceAlerts.delete')}: ${name}`}
                        onClick={() => onDelete(alert)}
                        data-testid={`price-alert-delete-${alert.id}`}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
