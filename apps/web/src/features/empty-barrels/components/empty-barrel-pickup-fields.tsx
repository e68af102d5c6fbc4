import { Input, SegmentedControl, Stack } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdditiveLocation } from '@fuel/domain/contracts/additive-locations';
import { ADDITIVE_LOCATION_LABELS } from '@fuel/domain/contracts/additive-locations';
import { EMPTY_BARREL_LABELS as L } from '@fuel/domain/contracts/empty-barrels';
import { formatAddressLine } from '@fuel/domain/formats/address';
import { AddressFields } from '../../../ui/form/address-fields';
import { IdSelectField } from '../../../ui/form/id-select-field';
import type { EmptyBarrelFormValues } from '../empty-barrel-form';

/** Where to pick up: one of the buyer's locations or a free address, switched by the mode. */
export function EmptyBarrelPickupFields({
  control,
  mode,
  locations,
}: {
  control: Control<EmptyBarrelFormValues>;
  mode: EmptyBarrelFormValues['mode'];
  locations: AdditiveLocation[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap={4}>
        <Input.Label id="empty-barrel-mode-label">{L.locationId}</Input.Label>
        <Controller
          control={control}
          name="mode"
          render={({ field }) => (
            <SegmentedControl
              aria-labelledby="empty-barrel-mode-label"
              value={field.value}
              onChange={field.onChange}
              data={[
                { value: 'LOCATION', label: t('emptyBarrels.modeLocation'), disabled: locations.length === 0 },
                { value: 'ADDRESS', label: t('emptyBarrels.modeAddress') },
              ]}
              data-testid="empty-barrel-mode"
            />
          )}
        />
      </Stack>
      {mode === 'LOCATION' ? (
        <IdSelectField
          control={control}
          name="locationId"
          label={t('emptyBarrels.location')}
          required
          options={locations.map((l) => ({
            value: l._id,
            label: `${formatAddressLine(l.address)} (${l.address.county})`,
          }))}
          data-testid="empty-barrel-location"
        />
      ) : (
        <AddressFields
          control={control}
          prefix="address"
          labels={ADDITIVE_LOCATION_LABELS}
          testIdPrefix="empty-barrel-address"
        />
      )}
    </>
  );
}
