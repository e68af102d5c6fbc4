import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBolt,
  IconCopy,
  IconDots,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { isApiError } from '../../../lib/api-client';
import { useCloneOffer } from '../api/clone-offer';
import { useSetOfferStatus } from '../api/set-offer-status';

type Props = { offer: SellerOffer; onEdit: () => void; onDelete: () => void; onAutoExecution: () => void };

/** Bearbeiten, Klonen, Pausieren/Fortsetzen, Automatische Ausführung, Löschen for one row. */
export function OfferActionsMenu({ offer, onEdit, onDelete, onAutoExecution }: Props) {
  const { t } = useTranslation();
  const clone = useCloneOffer();
  const setStatus = useSetOfferStatus();
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      title: t('sellerOffers.actionFailed'),
      message: isApiError(error) ? error.message : t('app.unexpectedError'),
    });
  const paused = offer.status === 'PAUSED';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('sellerOffers.actions.menu')}
          data-testid={`offer-actions-${offer.id}`}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
          {t('sellerOffers.actions.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCopy size={16} />}
          onClick={() =>
            clone.mutate(offer.id, {
              onSuccess: () => notifications.show({ color: 'green', message: t('sellerOffers.cloned') }),
              onError: failed,
            })
          }
        >
          {t('sellerOffers.actions.clone')}
        </Menu.Item>
        <Menu.Item
          leftSection={paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
          onClick={() =>
            setStatus.mutate(
              { id: offer.id, status: paused ? 'ACTIVE' : 'PAUSED' },
              {
                onSuccess: () =>
                  notifications.show({
                    color: 'green',
                    message: paused ? t('sellerOffers.resumed') : t('sellerOffers.paused'),
                  }),
                onError: failed,
              },
            )
          }
        >
          {paused ? t('sellerOffers.actions.resume') : t('sellerOffers.actions.pause')}
        </Menu.Item>
        <Menu.Item leftSection={<IconBolt size={16} />} onClick={onAutoExecution}>
          {t('offerTargets.change')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          {t('sellerOffers.actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
