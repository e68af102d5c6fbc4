import { useState } from 'react';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdditiveLocation } from '@fuel/domain/contracts/additive-locations';
import { formatAddressLine } from '@fuel/domain/formats/address';
import { useCurrentUser } from '../../lib/api/get-current-user';
import { useAdditiveLocations } from '../../lib/api/get-additive-locations';
import { useConfirm } from '../../ui/confirm-dialog';
import { FormModal, type FormTarget } from '../../ui/form-modal';
import { PageHeader } from '../../ui/page-header';
import { LoadFailedAlert } from '../../ui/load-failed-alert';
import { useDeleteAdditiveLocation } from './api/delete-additive-location';
import { useSaveAdditiveLocation } from './api/save-additive-location';
import { AdditiveLocationForm } from './components/additive-location-form';
import { AdditiveLocationTable } from './components/additive-location-table';

/** /additiv-lieferorte (buyers): where additive orders are delivered; company admins add, edit and delete. */
export default function AdditiveLocationsPage() {
  const { t } = useTranslation();
  const canEdit = useCurrentUser()?.isAdmin ?? false;
  const locations = useAdditiveLocations();
  const save = useSaveAdditiveLocation();
  const remove = useDeleteAdditiveLocation();
  const confirm = useConfirm();
  const [target, setTarget] = useState<FormTarget<AdditiveLocation>>(null);
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
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setTarget('new')}
              data-testid="add-additive-location"
            >
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
      {rows.length > 0 && (
        <AdditiveLocationTable locations={rows} canEdit={canEdit} onEdit={setTarget} onDelete={askDelete} />
      )}
      <FormModal
        target={target}
        onClose={() => setTarget(null)}
        titles={{ create: t('additiveLocations.add'), edit: t('additiveLocations.editTitle') }}
        keyOf={(l) => l._id}
      >
        {(editing) => (
          <AdditiveLocationForm
            initial={editing}
            onCancel={() => setTarget(null)}
            onSubmit={async (input) => {
              await save.mutateAsync({ id: editing?._id ?? null, input });
              notifications.show({ color: 'green', message: t('additiveLocations.saved') });
              setTarget(null);
            }}
          />
        )}
      </FormModal>
      {confirm.dialog}
    </Stack>
  );
}
