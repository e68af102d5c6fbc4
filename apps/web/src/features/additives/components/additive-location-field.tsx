import { Anchor, Text } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatAddressLine } from '@fuel/domain/formats/address';
import type { useAdditiveLocations } from '../../../lib/api/get-additive-locations';
import { findRoute } from '../../../lib/navigation/route-table';
import { IdSelectField } from '../../../ui/form/id-select-field';
import { ADDITIVE_ORDER_LABELS as L, type AdditiveOrderInput } from '../additive-order-form';

type Props = { control: Control<AdditiveOrderInput>; locations: ReturnType<typeof useAdditiveLocations> };

/** The order's delivery location, with a link to manage locations when there are none or they failed to load. */
export function AdditiveLocationField({ control, locations }: Props) {
  const { t } = useTranslation();
  const noLocations = locations.isSuccess && locations.data.length === 0;
  return (
    <>
      <IdSelectField
        control={control}
        name="locationId"
        label={L.locationId}
        required
        placeholder={t('additives.order.locationPlaceholder')}
        options={(locations.data ?? []).map((l) => ({
          value: l._id,
          label: `${formatAddressLine(l.address)} (${l.address.county})`,
        }))}
        data-testid="additive-order-location"
      />
      {(noLocations || locations.isError) && (
        <Text size="sm">
          {t(noLocations ? 'additives.order.noLocations' : 'additives.order.locationsFailed')}{' '}
          <Anchor component={Link} to={findRoute('additiveLocations').href}>
            {t('additives.order.manageLocations')}
          </Anchor>
        </Text>
      )}
    </>
  );
}
