import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import type { PriceAlert } from '@fuel/domain/contracts/price-alerts';
import { useSavePriceAlert } from '../api/save-price-alert';
import { PriceAlertForm } from './price-alert-form';

type Props = {
  /** null: closed; 'new': a new alert; otherwise the alert being edited. */
  target: null | 'new' | PriceAlert;
  metadata: Metadata | undefined;
  onClose: () => void;
};

/** The new/edit alert dialog; saving closes it with a confirmation. */
export function PriceAlertDialog({ target, metadata, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSavePriceAlert();
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={editing ? t('priceAlerts.editAlert') : t('priceAlerts.newAlert')}
      closeOnClickOutside={false}
    >
      {target !== null && metadata && (
        <PriceAlertForm
          key={editing?.id ?? 'new'}
          metadata={metadata}
          alert={editing}
          onCancel={onClose}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: editing?.id ?? null, input });
            notifications.show({ color: 'green', message: t('priceAlerts.saved') });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
