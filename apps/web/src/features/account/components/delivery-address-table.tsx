import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DELIVERY_ADDRESS_LABELS as L, type DeliveryAddress } from '@fuel/domain/contracts/delivery-addresses';
import { COUNTRY_LABELS, type AddressCountry } from '@fuel/domain/validation/address';
import { useSpelling } from '../../../i18n/use-spelling';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { EditDeleteActions } from '../../../ui/data-table/edit-delete-actions';

type Props = {
  addresses: DeliveryAddress[];
  canEdit: boolean;
  onEdit: (address: DeliveryAddress) => void;
  onDelete: (address: DeliveryAddress) => void;
};

/** The account's delivery addresses; company admins get edit and delete per row. */
export function DeliveryAddressTable({ addresses, canEdit, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const spell = useSpelling();
  const columns: DataColumn<DeliveryAddress>[] = [
    { id: 'company', header: L.company, sortValue: (a) => a.company, cell: (a) => a.company },
    { id: 'street', header: spell(L.street), sortValue: (a) => a.street, cell: (a) => a.street },
    {
      id: 'city',
      header: `${L.postCode} / ${L.city}`,
      sortValue: (a) => a.postCode,
      cell: (address) => (
        <>
          {address.postCode} {address.city}
          <Text size="xs" c="dimmed">
            {COUNTRY_LABELS[address.country as AddressCountry] ?? address.country}
          </Text>
        </>
      ),
    },
    {
      id: 'contactPerson',
      header: L.contactPerson,
      cell: (address) => (
        <>
          {address.contactPerson}
          {address.onSiteContact && (
            <Text size="xs" c="dimmed">
              {L.onSiteContact}: {address.onSiteContact}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'instructions',
      header: L.instructions,
      cell: (address) => (
        <Text size="sm" lineClamp={2}>
          {address.instructions}
        </Text>
      ),
    },
  ];
  if (canEdit) {
    columns.push({
      id: 'actions',
      header: null,
      thProps: { 'aria-label': t('companyAccount.actions') },
      cell: (address) => (
        <EditDeleteActions
          editLabel={t('companyAccount.edit')}
          deleteLabel={t('companyAccount.delete')}
          onEdit={() => onEdit(address)}
          onDelete={() => onDelete(address)}
          editTestId="edit-delivery-address"
          deleteTestId="delete-delivery-address"
        />
      ),
    });
  }
  return (
    <DataTable
      data={addresses}
      columns={columns}
      getRowId={(a) => String(a.id)}
      rowProps={(a) => ({ 'data-testid': `delivery-address-row-${a.id}` })}
      minWidth={720}
      verticalSpacing="sm"
      testId="delivery-address-table"
    />
  );
}
