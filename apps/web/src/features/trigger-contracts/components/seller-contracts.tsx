import { useCallback, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TriggerContract } from '@fuel/domain/contracts/trigger-contracts';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { useConfirm } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { useSetTriggerContractStatus } from '../api/change-trigger-contract';
import { ContractFormModal, type ContractFormTarget } from './contract-form-modal';
import { OfflineTriggerForm } from './offline-trigger-form';
import { useSellerContractColumns } from './seller-contract-columns';

/** The seller's "Trigger" tab: the month's contracts; create, edit, pause/resume, end, record offline triggers. */
export function SellerContracts({
  contracts,
  month,
  metadata,
}: {
  contracts: TriggerContract[];
  month: string;
  metadata: Metadata;
}) {
  const { t } = useTranslation();
  const setStatus = useSetTriggerContractStatus();
  const confirm = useConfirm();
  const [formTarget, setFormTarget] = useState<ContractFormTarget>(null);
  const [offline, setOffline] = useState<TriggerContract | null>(null);
  const productName = useCallback(
    (id: number) => metadata.fuels.find((p) => p.id === id)?.name ?? `#${id}`,
    [metadata.fuels],
  );
  const columns = useSellerContractColumns({
    productName,
    setStatus,
    confirm,
    onEdit: setFormTarget,
    onOffline: setOffline,
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('triggers.monthRule')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setFormTarget('new')}
          data-testid="new-trigger-contract"
        >
          {t('triggers.newContract')}
        </Button>
      </Group>
      {setStatus.isError && <ErrorAlert message={setStatus.error.message} />}
      <DataTable
        data={contracts}
        columns={columns}
        getRowId={(c) => String(c.id)}
        rowProps={(c) => ({ 'data-testid': 'trigger-contract-row', 'data-ekk': c.ekkNumber })}
        emptyText={t('triggers.empty')}
        columnMenu
        testId="seller-trigger-contracts"
      />
      <ContractFormModal target={formTarget} month={month} metadata={metadata} onClose={() => setFormTarget(null)} />
      <Modal opened={offline !== null} onClose={() => setOffline(null)} title={t('triggers.offline.title')}>
        {offline && <OfflineTriggerForm contract={offline} onDone={() => setOffline(null)} />}
      </Modal>
      {confirm.dialog}
    </Stack>
  );
}
