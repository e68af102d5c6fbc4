import { Anchor, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { formatMoney, type Currency } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { triggerHistoryExportHref, useTriggerHistory } from '../api/get-trigger-history';
import { cbmText, ContractStatusBadge } from './contract-cells';

/** Trigger history of a month: per contract the triggers (online, offline), offline sum, remaining volume; CSV export. */
export function TriggerHistory({
  month,
  side,
  currency,
}: {
  month: string;
  side: 'buyer' | 'seller';
  currency: Currency;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const history = useTriggerHistory(month);
  if (history.isError)
    return (
      <ErrorAlert
        title={t('triggers.history.loadFailed')}
        message={isApiError(history.error) ? history.error.message : t('app.unexpectedError')}
      />
    );
  if (!history.data) return <Text c="dimmed">{t('app.loading')}</Text>;
  const data = history.data;
  return (
    <Stack gap="md" data-testid="trigger-history">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="trigger-history-refreshed">
          {t('triggers.history.refreshedAt', { time: formatDateTimeLong(data.refreshedAt) })}
        </Text>
        <Button
          component="a"
          href={triggerHistoryExportHref(month)}
          variant="default"
          leftSection={<IconDownload size={16} />}
          data-testid="trigger-history-export"
        >
          {t('triggers.history.export')}
        </Button>
      </Group>
      {data.contracts.length === 0 && <Text c="dimmed">{t('triggers.history.empty')}</Text>}
      {data.contracts.map(({ contract, offlineSumCbm, triggers }) => (
        <Card key={contract.id} withBorder data-testid="trigger-history-contract" data-ekk={contract.ekkNumber}>
          <Group justify="space-between" mb="xs">
            <Text fw={600}>
              {contract.ekkNumber} · {contract.product.name} · {contract.terminal.name} ·{' '}
              {side === 'seller' ? contract.buyer.name : contract.seller.name}
            </Text>
            <ContractStatusBadge status={contract.status} />
          </Group>
          <Group gap="lg" mb="xs">
            <Text size="sm" data-testid="trigger-history-remaining">
              {t('triggers.history.remaining', {
                remaining: cbmText(brand.id, contract.remainingCbm),
                volume: cbmText(brand.id, contract.volumeCbm),
              })}
            </Text>
            <Text size="sm" data-testid="trigger-history-offline-sum">
              {t('triggers.history.offlineSum', { sum: cbmText(brand.id, offlineSumCbm) })}
            </Text>
          </Group>
          {triggers.length > 0 && (
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
                    <Table.Tr
                      key={`${x.kind}-${x.orderId ?? i}`}
                      data-testid="trigger-history-entry"
                      data-kind={x.kind}
                    >
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
                      <Table.Td>{x.status}</Table.Td>
                      <Table.Td>{x.comment}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      ))}
    </Stack>
  );
}
