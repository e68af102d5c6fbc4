import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ADDITIVE_LOCATION_LABELS as L,
  AdditiveLocationInputSchema,
  type AdditiveLocation,
  type AdditiveLocationFormValues,
  type AdditiveLocationInput,
} from '@fuel/domain/contracts/additive-locations';
import { ADDRESS_COUNTRIES, homeCountryOf, type AddressCountry } from '@fuel/domain/validation/address';
import { useBrand } from '../../../brands/brand-context';
import { ErrorAlert } from '../../../ui/error-alert';
import { AddressFields } from '../../../ui/form/address-fields';
import { FormFooter } from '../../../ui/form/form-footer';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';

type Country = AdditiveLocationFormValues['address']['country'];

/** The form values of a location, or an empty address in the brand's home country for a new one. */
export function additiveLocationValues(
  location: AdditiveLocation | null,
  home: AddressCountry = 'DE',
): AdditiveLocationFormValues {
  const a = location?.address;
  const known = a && (ADDRESS_COUNTRIES as readonly string[]).includes(a.country);
  return {
    address: {
      street: a?.street ?? '',
      postCode: a?.postCode ?? '',
      city: a?.city ?? '',
      county: a?.county ?? '',
      country: (known ? a.country : home) as Country,
    },
  };
}

type Props = {
  initial: AdditiveLocation | null;
  onSubmit: (input: AdditiveLocationInput) => Promise<void>;
  onCancel: () => void;
};

/** Spec section 3 "Additive delivery location": street, post code, city, county and country, all required. */
export function AdditiveLocationForm({ initial, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useAppForm(AdditiveLocationInputSchema, additiveLocationValues(initial, homeCountryOf(useBrand())));
  // The server names fields "address.street" ...; each lands on its field.
  const submit = useServerSubmit(form, onSubmit);
  return (
    <form onSubmit={submit} noValidate data-testid="additive-location-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && (
          <ErrorAlert title={t('additiveLocations.saveFailed')} message={form.formState.errors.root.message} />
        )}
        <AddressFields control={form.control} prefix="address" labels={L} testIdPrefix="additive-location" />
        <FormFooter onCancel={onCancel} loading={form.formState.isSubmitting} submitTestId="additive-location-submit" />
      </Stack>
    </form>
  );
}
