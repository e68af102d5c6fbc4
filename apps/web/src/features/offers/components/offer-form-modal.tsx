import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { offerFormValuesOf, type SellerOffer } from '@fuel/domain/contracts/offers';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { useSaveOffer } from '../api/save-offer';
import { OfferForm } from './offer-form';

/** null: closed; 'new': "Neues Angebot"; an offer: "Angebot bearbeiten". */
export type OfferFormTarget = null | 'new' | SellerOffer;

export function OfferFormModal({
  target,
  metadata,
  onClose,
}: {
  target: OfferFormTarget;
  metadata: Metadata;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveOffer();
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="xl"
      title={editing ? t('sellerOffers.editOffer') : t('sellerOffers.newOffer')}
      closeOnClickOutside={false}
    >
      {target !== null && (
        <OfferForm
          key={editing?.id ?? 'new'}
          metadata={metadata}
          offerId={editing?.id ?? 0}
          initial={editing ? offerFormValuesOf(editing) : null}
          submitLabel={editing ? t('sellerOffers.form.save') : t('sellerOffers.form.create')}
          onCancel={onClose}
          onSubmit={async (input) => {
            await save.mutateAsync({ id: editing?.id ?? null, input });
            notifications.show({ color: 'green', message: t('sellerOffers.saved') });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
