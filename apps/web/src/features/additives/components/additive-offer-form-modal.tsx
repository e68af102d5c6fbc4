import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer, AdditiveProduct } from '@fuel/domain/contracts/additives';
import type { Currency } from '@fuel/domain/formats/number';
import { FormModal, type FormTarget } from '../../../ui/form-modal';
import { useSaveAdditiveOffer } from '../api/save-additive-offer';
import { AdditiveOfferForm } from './additive-offer-form';

type Props = {
  target: FormTarget<AdditiveOffer>;
  products: AdditiveProduct[];
  currency: Currency;
  onClose: () => void;
};

/** "Neues Additiv-Angebot" or "Additiv-Angebot bearbeiten". */
export function AdditiveOfferFormModal({ target, products, currency, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveAdditiveOffer();
  return (
    <FormModal
      target={target}
      onClose={onClose}
      titles={{ create: t('additives.offers.newOffer'), edit: t('additives.offers.editOffer') }}
      keyOf={(o) => o._id}
    >
      {(editing) => (
        <AdditiveOfferForm
          products={products}
          initial={editing}
          currency={currency}
          submitLabel={editing ? t('form.save') : t('additives.offers.create')}
          onCancel={onClose}
          onSubmit={async ({ status, ...fields }) => {
            // An edit keeps the status (the list's switch changes it) and names the version it changed.
            await save.mutateAsync(
              editing
                ? { id: editing._id, input: { ...fields, version: editing.version } }
                : { id: null, input: { ...fields, status } },
            );
            notifications.show({ color: 'green', message: t('additives.offers.saved') });
            onClose();
          }}
        />
      )}
    </FormModal>
  );
}
