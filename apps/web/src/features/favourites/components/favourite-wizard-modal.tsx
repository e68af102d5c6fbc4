import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { useIsPhone } from '../../../ui/use-is-phone';
import { useCreateFavourite } from '../api/create-favourite';
import { FavouriteWizard } from './favourite-wizard';

type Props = {
  opened: boolean;
  metadata: Metadata | undefined;
  /** Opened by the market's "Favorit anlegen": once saved, the market opens filtered to the new favourite. */
  fromMarket: boolean;
  onClose: () => void;
};

/** The favourites wizard in a modal (full screen on a phone); saves the new favourite and says so. */
export function FavouriteWizardModal({ opened, metadata, fromMarket, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const navigate = useNavigate();
  const create = useCreateFavourite();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('favourites.wizard.title')}
      // Wide enough for the four steps in one row on a desktop.
      size="64rem"
      fullScreen={phone}
      closeOnClickOutside={false}
    >
      {opened && metadata && (
        <FavouriteWizard
          metadata={metadata}
          onCancel={onClose}
          onSubmit={async (input) => {
            const saved = await create.mutateAsync(input);
            notifications.show({ color: 'green', message: t('favourites.saved', { name: saved.name }) });
            onClose();
            if (fromMarket) await navigate(`/handelsplatz?favorit=${saved.id}`);
          }}
        />
      )}
    </Modal>
  );
}
