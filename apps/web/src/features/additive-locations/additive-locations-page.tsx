import { useState } from 'react';
import { Button, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdditiveLocation } from '@fuel/domain/contracts/additive-locations';
import { formatAddressLine } from '@fuel/domain/formats/address';
import { useCurrentUser } from '../../lib/api/get-current-user';
import { useAdditiveLocations } from '../../lib/api/get-additive-locations';
import { useConfirm } from '../../ui/confirm-dialog';
import { PageHeader } from '../../ui/page-header';
import { LoadFailedAlert } from '../../ui/load-failed-alert';
import { useDeleteAdditiveLocation } from './api/delete-additive-location';
import { useSaveAdditiveLocation } from './api/save-additive-location';
import { AdditiveLocationForm } from './components/additive-location-form';
import { AdditiveLocationTable } from './components/additive-location-table';

/** null: closed; 'new': add a location; a location: edit it. */
type FormTarget = null | 'new' | AdditiveLocation;

/** /additiv-lieferorte (buyers): where additive orders are delivered; company admins add, edit and delete. */
export default function AdditiveLocationsPage() {
  const { t } = useTranslation();
  const canEdit = useCurrentUser()?.isAdmin ?? false;
  const locations = useAdditiveLocations();
  const save = useSaveAdditiveLocation();
  const remove = useDeleteAdditiveLocation();
  const confirm = useConfirm();
  const [target, setTarget] = useState<FormTarget>(null);
  const editing = target !== null && target !== 'new' ? target : null;
  // Spec section 7: on failure the list is set to empty (and the failure is said, with its status).
  const rows = locations.isError ? [] : (locations.data ?? []);

  const askDelete = (location: AdditiveLocation) =>
    confirm.ask({
      title: t('additiveLocations.deleteTitle'),
      message: t('additiveLocations.deleteText', { address: formatAddressLine(location.address) }),
      confirmLabel: t('additiveLocations.confirmDelete'),
      cancelLabel: t('form.cancel'),
      danger: true,
      run: async () => {
        await remove.mutateAsync(location._id);
        notifications.show({ color: 'green', message: t('additiveLocations.deleted') });
      },
    });

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.additiveLocations.title')}
        description={t('pages.additiveLocations.description')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setTarget('new')} data-testid="add-additive-location">
              {t('additiveLocations.add')}
            </Button>
          )
        }
      />
      {locations.isPending && <Skeleton h={160} radius="md" />}
      {locations.isError && <LoadFailedAlert title={t('additiveLocations.loadFailed')} error={locations.error} />}
      {locations.isSuccess && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="additive-locations-empty">
          {canEdit ? t('additiveLocations.empty') : t('additiveLocations.emptyNoAdmin')}
        </Text>
      )}
      {rows.length > 0 && <AdditiveLocationTable locations={rows} canEdit={canEdit} onEdit={setTarget} onDelete={askDelete} />}
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        size="lg"
        title={editing ? t('additiveLocations.editTitle') : t('additiveLocations.add')}
        closeOnClickOutside={false}
      >
        {target !== null && (
          <AdditiveLocationForm
            key={editing?._id ?? 'new'}
            initial={editing}
            onCancel={() => setTarget(null)}
            onSubmit={async (input) => {
              await save.mutateAsync({ id: editing?._id ?? null, input });
              notifications.show({ color: 'green', message: t('additiveLocations.saved') });
              setTarget(null);
            }}
          />
        )}
      </Modal>
      {confirm.dialog}
    </Stack>
  );
}
