import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { isApiError } from '../../../lib/api-client';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useCloneAdditiveOffer } from '../api/clone-additive-offer';
import { useEditAdditiveOfferStatus } from '../api/edit-additive-offer-status';

/** A seller's row actions on additive offers: enable or pause, clone, delete after confirming; each notifies. */
export function useAdditiveOfferActions() {
  const { t } = useTranslation();
  const edit = useEditAdditiveOfferStatus();
  const clone = useCloneAdditiveOffer();
  const confirm = useConfirm();
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('additives.offers.actionFailed'),
      message: isApiError(error) ? error.message : t('app.unexpectedError'),
    });

  const toggle = (offer: AdditiveOffer, active: boolean) =>
    edit.mutate(
      { offerId: offer._id, status_type_id: active ? 'ACTIVE' : 'PAUSED' },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(active ? 'additives.offers.enabled' : 'additives.offers.paused'),
          }),
        onError: failed,
      },
    );
  const cloneOffer = (offer: AdditiveOffer) =>
    clone.mutate(offer, {
      onSuccess: () => notifications.show({ color: 'green', message: t('additives.offers.cloned') }),
      onError: failed,
    });
  const askDelete = (offer: AdditiveOffer) =>
    confirm.ask({
      title: t('additives.offers.deleteTitle'),
      message: t('additives.offers.deleteText', { product: offer.product.name, unit: offer.purchaseUnit.name }),
      confirmLabel: t('additives.offers.confirmDelete'),
      cancelLabel: t('form.cancel'),
      danger: true,
      run: async () => {
        await edit.mutateAsync({ offerId: offer._id, status_type_id: 'REMOVED' });
        notifications.show({ color: 'green', message: t('additives.offers.deleted') });
      },
    });
  // The row whose status change is in flight shows as busy.
  const pendingId = edit.isPending ? (edit.variables?.offerId ?? null) : null;

  return { toggle, cloneOffer, askDelete, pendingId, confirmDialog: confirm.dialog };
}
