import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddress } from '@fuel/domain/contracts/delivery-addresses';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { useDeliveryAddresses } from '../api/delivery-addresses';
import { DeleteDeliveryAddressDialog } from './delete-delivery-address-dialog';
import { DeliveryAddressFormModal, type DeliveryAddressFormTarget } from './delivery-address-form-modal';
import { DeliveryAddressTable } from './delivery-address-table';

/** Delivery addresses of a buyer account: everyone reads, company admins add, edit and delete. */
export function DeliveryAddressesSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const addresses = useDeliveryAddresses();
  const [formTarget, setFormTarget] = useState<DeliveryAddressFormTarget>(null);
  const [deleting, setDeleting] = useState<DeliveryAddress | null>(null);
  return (
    <Stack gap="md" data-testid="delivery-addresses">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {t('companyAccount.addressesTitle')}
        </Title>
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setFormTarget('new')}
            data-testid="add-delivery-address"
          >
            {t('companyAccount.addAddress')}
          </Button>
        )}
      </Group>
      {addresses.isPending && <Skeleton h={160} radius="md" />}
      {addresses.isError && (
        <ErrorAlert
          title={t('companyAccount.addressesLoadFailed')}
          message={isApiError(addresses.error) ? addresses.error.message : t('app.unexpectedError')}
        />
      )}
      {addresses.isSuccess && addresses.data.addresses.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="delivery-addresses-empty">
          {t('companyAccount.addressesEmpty')}
        </Text>
      )}
      {addresses.isSuccess && addresses.data.addresses.length > 0 && (
        <DeliveryAddressTable
          addresses={addresses.data.addresses}
          canEdit={canEdit}
          onEdit={setFormTarget}
          onDelete={setDeleting}
        />
      )}
      {canEdit && <DeliveryAddressFormModal target={formTarget} onClose={() => setFormTarget(null)} />}
      {canEdit && <DeleteDeliveryAddressDialog address={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
