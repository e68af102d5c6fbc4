import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TriggerContract } from '@fuel/domain/contracts/trigger-contracts';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { useBuyerRelationships } from '../../../lib/api/get-buyer-relationships';
import { useSaveTriggerContract } from '../api/change-trigger-contract';
import { ContractForm, contractFormValues } from './contract-form';

/** What the form edits: nothing (closed), a new contract, or an existing one. */
export type ContractFormTarget = null | 'new' | TriggerContract;

type Props = { target: ContractFormTarget; month: string; metadata: Metadata; onClose: () => void };

/** The create/edit dialog of a seller's trigger contract; saving closes it with a notice. */
export function ContractFormModal({ target, month, metadata, onClose }: Props) {
  const { t } = useTranslation();
  const buyers = useBuyerRelationships();
  const save = useSaveTriggerContract();
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="xl"
      title={editing ? t('triggers.editContract') : t('triggers.newContract')}
      closeOnClickOutside={false}
    >
      {target !== null && (
        <ContractForm
          key={editing?.id ?? 'new'}
          metadata={metadata}
          partiesLocked={editing?.hasTriggers ?? false}
          buyers={buyers.data ?? []}
          initial={contractFormValues(editing, month, new Date())}
          submitLabel={editing ? t('triggers.save') : t('triggers.create')}
          onCancel={onClose}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: editing?.id ?? null, version: editing?.version ?? 0, input });
            notifications.show({ color: 'green', message: t('triggers.saved') });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
