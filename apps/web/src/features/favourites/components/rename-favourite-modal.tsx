import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { Favourite } from '@fuel/domain/contracts/favourites';
import { useRenameFavourite } from '../api/rename-favourite';
import { RenameFavouriteForm } from './rename-favourite-form';

/** Renames the given favourite (the modal is open while there is one) and says so. */
export function RenameFavouriteModal({ favourite, onClose }: { favourite: Favourite | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameFavourite();
  return (
    <Modal opened={favourite !== null} onClose={onClose} title={t('favourites.renameTitle')}>
      {favourite && (
        <RenameFavouriteForm
          key={favourite.id}
          favourite={favourite}
          onCancel={onClose}
          onSubmit={async (name) => {
            await rename.mutateAsync({ id: favourite.id, name });
            notifications.show({ color: 'green', message: t('favourites.renamed') });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
