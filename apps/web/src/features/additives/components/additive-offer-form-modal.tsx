import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer, AdditiveProduct } from '@fuel/domain/contracts/additives';
import type { Currency } from '@fuel/domain/formats/number';
import { useSaveAdditiveOffer } from '../api/save-additive-offer';
import { AdditiveOfferForm } from './additive-offer-form';

/** null: closed; 'new': "Neues Additiv-Angebot"; an offer: edit it. */
export type AdditiveOfferFormTarget = null | 'new' | AdditiveOffer;

type Props = { target: AdditiveOfferFormTarget; products: AdditiveProduct[]; currency: Currency; onClose: () => void };

export function AdditiveOfferFormModal({ target, products, currency, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveAdditiveOffer();
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={editing ? t('additives.offers.editOffer') : t('additives.offers.newOffer')}
      closeOnClickOutside={false}
    >
      {target !== null && (
        <AdditiveOfferForm
          key={editing?._id ?? 'new'}
          products={products}
          initial={editing}
          currency={currency}
          submitLabel={editing ? t('form.save') : t('additives.offers.create')}
          onCancel={onClose}
          onSubmit={async ({ status: _status, ...fields }) => {
            // An edit keeps the status (the list's switch changes it) and names the version it changed.
            await save.mutateAsync(editing ? { id: editing._id, input: { ...fields, version: editing.version } } : { id: null, input: { ...fields, status: _status } });
            notifications.show({ color: 'green', message: t('additives.offers.saved') });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
