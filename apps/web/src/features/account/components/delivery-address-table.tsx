import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_ADDRESS_LABELS as L, type DeliveryAddress } from '@fuel/domain/contracts/delivery-addresses';
import { COUNTRY_LABELS, type AddressCountry } from '@fuel/domain/validation/address';

type Props = {
  addresses: DeliveryAddress[];
  canEdit: boolean;
  onEdit: (address: DeliveryAddress) => void;
  onDelete: (address: DeliveryAddress) => void;
};

/** The account's delivery addresses; company admins get edit and delete per row. */
export function DeliveryAddressTable({ addresses, canEdit, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" data-testid="delivery-address-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{L.company}</Table.Th>
            <Table.Th>{L.street}</Table.Th>
            <Table.Th>
              {L.postCode} / {L.city}
            </Table.Th>
            <Table.Th>{L.contactPerson}</Table.Th>
            <Table.Th>{L.instructions}</Table.Th>
            {canEdit && <Table.Th aria-label={t('companyAccount.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {addresses.map((address) => (
            <Table.Tr key={address.id} data-testid={`delivery-address-row-${address.id}`}>
              <Table.Td>{address.company}</Table.Td>
              <Table.Td>{address.street}</Table.Td>
              <Table.Td>
                {address.postCode} {address.city}
                <Text size="xs" c="dimmed">
                  {COUNTRY_LABELS[address.country as AddressCountry] ?? address.country}
                </Text>
              </Table.Td>
              <Table.Td>
                {address.contactPerson}
                {address.onSiteContact && (
                  <Text size="xs" c="dimmed">
                    {L.onSiteContact}: {address.onSiteContact}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {address.instructions}
                </Text>
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('companyAccount.edit')}>
                      <ActionIcon variant="subtle" aria-label={t('companyAccount.edit')} onClick={() => onEdit(address)} data-testid="edit-delivery-address">
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('companyAccount.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('companyAccount.delete')}
                        onClick={() => onDelete(address)}
                        data-testid="delete-delivery-address"
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
