import { Button, Group } from '@mantine/core';
import { IconFileUpload, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The page's actions: upload offers from CSV, and a new offer (once the metadata it needs is there). */
export function OffersHeaderActions({ onNew, newDisabled }: { onNew: () => void; newDisabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button
        component={Link}
        to="/meine-angebote/csv-upload"
        variant="default"
        leftSection={<IconFileUpload size={16} />}
        data-testid="offers-csv-upload"
      >
        {t('csvUploads.open')}
      </Button>
      <Button leftSection={<IconPlus size={16} />} onClick={onNew} disabled={newDisabled} data-testid="new-offer">
        {t('sellerOffers.newOffer')}
      </Button>
    </Group>
  );
}
