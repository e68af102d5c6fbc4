import { useTranslation } from 'react-i18next';
import { ADDITIVE_LOCATION_LABELS as L, type AdditiveLocation } from '@fuel/domain/contracts/additive-locations';
import { formatAddressLine } from '@fuel/domain/formats/address';
import { COUNTRY_LABELS, type AddressCountry } from '@fuel/domain/validation/address';
import { useSpelling } from '../../../i18n/use-spelling';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { EditDeleteActions } from '../../../ui/data-table/edit-delete-actions';

type Props = {
  locations: AdditiveLocation[];
  canEdit: boolean;
  onEdit: (location: AdditiveLocation) => void;
  onDelete: (location: AdditiveLocation) => void;
};

/** The buyer's additive delivery locations in the server's order (county, then post code). */
export function AdditiveLocationTable({ locations, canEdit, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const spell = useSpelling();
  const columns: DataColumn<AdditiveLocation>[] = [
    { id: 'county', header: L.county, sortValue: (l) => l.address.county, cell: (l) => l.address.county },
    { id: 'postCode', header: L.postCode, sortValue: (l) => l.address.postCode, cell: (l) => l.address.postCode },
    { id: 'city', header: L.city, sortValue: (l) => l.address.city, cell: (l) => l.address.city },
    { id: 'street', header: spell(L.street), sortValue: (l) => l.address.street, cell: (l) => l.address.street },
    {
      id: 'country',
      header: L.country,
      sortValue: (l) => l.address.country,
      cell: (l) => COUNTRY_LABELS[l.address.country as AddressCountry] ?? l.address.country,
    },
  ];
  if (canEdit) {
    columns.push({
      id: 'actions',
      header: null,
      hideable: false,
      thProps: { 'aria-label': t('additiveLocations.actions') },
      cell: (l) => (
        <EditDeleteActions
          name={formatAddressLine(l.address)}
          editLabel={t('additiveLocations.edit')}
          deleteLabel={t('additiveLocations.delete')}
          onEdit={() => onEdit(l)}
          onDelete={() => onDelete(l)}
          editTestId="edit-additive-location"
          deleteTestId="delete-additive-location"
        />
      ),
    });
  }
  return (
    <DataTable
      data={locations}
      columns={columns}
      getRowId={(l) => String(l._id)}
      rowProps={(l) => ({ 'data-testid': `additive-location-row-${l._id}` })}
      minWidth={720}
      verticalSpacing="sm"
      testId="additive-location-table"
    />
  );
}
