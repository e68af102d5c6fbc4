import { useCallback, useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TriggerContract } from '@fuel/domain/contracts/trigger-contracts';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { useBuyerRelationships } from '../../../lib/api/get-buyer-relationships';
import { useConfirm } from '../../../ui/confirm-dialog';
import { DataTable } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { useSaveTriggerContract, useSetTriggerContractStatus } from '../api/change-trigger-contract';
import { ContractForm, contractFormValues } from './contract-form';
import { OfflineTriggerForm } from './offline-trigger-form';
import { useSellerContractColumns } from './seller-contract-columns';

type FormTarget = null | 'new' | TriggerContract;

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
  const buyers = useBuyerRelationships();
  const save = useSaveTriggerContract();
  const setStatus = useSetTriggerContractStatus();
  const confirm = useConfirm();
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [offline, setOffline] = useState<TriggerContract | null>(null);
  const productName = useCallback(
    (id: number) => metadata.fuels.find((p) => p.id === id)?.name ?? `#${id}`,
    [metadata.fuels],
  );
  const editing = formTarget !== null && formTarget !== 'new' ? formTarget : null;
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
      <Modal
        opened={formTarget !== null}
        onClose={() => setFormTarget(null)}
        size="xl"
        title={editing ? t('triggers.editContract') : t('triggers.newContract')}
        closeOnClickOutside={false}
      >
        {formTarget !== null && (
          <ContractForm
            key={editing?.id ?? 'new'}
            metadata={metadata}
            partiesLocked={editing?.hasTriggers ?? false}
            buyers={buyers.data ?? []}
            initial={contractFormValues(editing, month, new Date())}
            submitLabel={editing ? t('triggers.save') : t('triggers.create')}
            onCancel={() => setFormTarget(null)}
            onSubmit={async (input) => {
              await save.mutateAsync({ id: editing?.id ?? null, version: editing?.version ?? 0, input });
              notifications.show({ color: 'green', message: t('triggers.saved') });
              setFormTarget(null);
            }}
          />
        )}
      </Modal>
      <Modal opened={offline !== null} onClose={() => setOffline(null)} title={t('triggers.offline.title')}>
        {offline && <OfflineTriggerForm contract={offline} onDone={() => setOffline(null)} />}
      </Modal>
      {confirm.dialog}
    </Stack>
  );
}
