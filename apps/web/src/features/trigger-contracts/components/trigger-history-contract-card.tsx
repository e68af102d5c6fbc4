import { Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TriggerHistoryResponse } from '@fuel/domain/contracts/trigger-contracts';
import type { Currency } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { cbmText, ContractStatusBadge } from './contract-cells';
import { TriggerHistoryTable } from './trigger-history-table';

type Props = {
  item: TriggerHistoryResponse['contracts'][number];
  side: 'buyer' | 'seller';
  currency: Currency;
};

/** One contract in the month's history: heading with counterparty and status, remaining volume, offline sum, triggers. */
export function TriggerHistoryContractCard({ item: { contract, offlineSumCbm, triggers }, side, currency }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Card withBorder data-testid="trigger-history-contract" data-ekk={contract.ekkNumber}>
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
      {triggers.length > 0 && <TriggerHistoryTable triggers={triggers} currency={currency} />}
    </Card>
  );
}
