import { ActionIcon, Menu } from '@mantine/core';
import { IconCopy, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';

type Props = { offer: AdditiveOffer; onEdit: () => void; onClone: () => void; onDelete: () => void };

/** Bearbeiten, Klonen (a paused copy) and Löschen (after a confirmation) of one additive offer. */
export function AdditiveOfferActions({ offer, onEdit, onClone, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('additives.offers.actions.menuOf', {
            product: offer.product.name,
            unit: offer.purchaseUnit.name,
          })}
          data-testid={`additive-offer-actions-${offer._id}`}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
          {t('additives.offers.actions.edit')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={onClone}>
          {t('additives.offers.actions.clone')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          {t('additives.offers.actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
