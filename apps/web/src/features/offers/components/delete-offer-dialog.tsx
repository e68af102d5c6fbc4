import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { useDeleteOffer } from '../api/delete-offer';
import { offerPlace } from './offer-place';

/** "Löschen" asks first: a removed offer is gone for buyers and cannot be resumed. */
export function DeleteOfferDialog({ offer, onClose }: { offer: SellerOffer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteOffer();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={offer !== null} onClose={close} title={t('sellerOffers.deleteTitle')} centered>
      {offer && (
        <Stack gap="md">
          <Text>{t('sellerOffers.deleteText', { product: offer.product.name, place: offerPlace(offer) })}</Text>
          {remove.error && (
            <ErrorAlert message={isApiError(remove.error) ? remove.error.message : t('app.unexpectedError')} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('sellerOffers.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-testid="confirm-delete-offer"
              onClick={async () => {
                await remove.mutateAsync(offer.id);
                close();
              }}
            >
              {t('sellerOffers.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
