import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddress } from '@fuel/domain/contracts/delivery-addresses';
import { useSaveDeliveryAddress } from '../api/delivery-addresses';
import { DeliveryAddressForm } from './delivery-address-form';

/** null: closed; 'new': add an address; an address: edit it. */
export type DeliveryAddressFormTarget = null | 'new' | DeliveryAddress;

export function DeliveryAddressFormModal({
  target,
  onClose,
}: {
  target: DeliveryAddressFormTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveDeliveryAddress();
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={editing ? t('companyAccount.editAddress') : t('companyAccount.addAddress')}
      closeOnClickOutside={false}
    >
      {target !== null && (
        <DeliveryAddressForm
          key={editing?.id ?? 'new'}
          initial={editing}
          onCancel={onClose}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: editing?.id ?? null, input });
            notifications.show({ color: 'green', message: t('companyAccount.addressSaved') });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
