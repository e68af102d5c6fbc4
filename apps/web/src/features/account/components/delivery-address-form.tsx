import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_ADDRESS_LABELS as L,
  DeliveryAddressInputSchema,
  type DeliveryAddress,
  type DeliveryAddressFormValues,
  type DeliveryAddressInput,
} from '@fuel/domain/contracts/delivery-addresses';
import { ADDRESS_COUNTRIES, homeCountryOf, type AddressCountry } from '@fuel/domain/validation/address';
import { useBrand } from '../../../brands/brand-context';
import { ErrorAlert } from '../../../ui/error-alert';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { CountrySelectField } from '../../../ui/form/country-select-field';
import { FormFooter } from '../../../ui/form/form-footer';
import { useServerSubmit } from '../../../ui/form/use-server-submit';

/** Form values of an existing address, or an empty address in the brand's home country for a new one. */
export function deliveryAddressValues(
  address: DeliveryAddress | null,
  home: AddressCountry = 'DE',
): DeliveryAddressFormValues {
  return {
    company: address?.company ?? '',
    street: address?.street ?? '',
    postCode: address?.postCode ?? '',
    city: address?.city ?? '',
    country: (address && (ADDRESS_COUNTRIES as readonly string[]).includes(address.country)
      ? address.country
      : home) as DeliveryAddressFormValues['country'],
    contactPerson: address?.contactPerson ?? '',
    onSiteContact: address?.onSiteContact ?? '',
    instructions: address?.instructions ?? '',
  };
}

type Props = {
  initial: DeliveryAddress | null;
  onSubmit: (input: DeliveryAddressInput) => Promise<void>;
  onCancel: () => void;
};

/** Every field of spec section 3 "Delivery address"; company, street, post code and city are required. */
export function DeliveryAddressForm({ initial, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useAppForm(DeliveryAddressInputSchema, deliveryAddressValues(initial, homeCountryOf(useBrand())));
  const { control } = form;

  const submit = useServerSubmit(form, onSubmit, L);

  return (
    <form onSubmit={submit} noValidate data-testid="delivery-address-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && (
          <ErrorAlert title={t('companyAccount.addressSaveFailed')} message={form.formState.errors.root.message} />
        )}
        <TextField control={control} name="company" label={L.company} required data-testid="delivery-address-company" />
        <TextField control={control} name="street" label={L.street} required data-testid="delivery-address-street" />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField
            control={control}
            name="postCode"
            label={L.postCode}
            required
            data-testid="delivery-address-post-code"
          />
          <TextField control={control} name="city" label={L.city} required data-testid="delivery-address-city" />
          <CountrySelectField
            control={control}
            name="country"
            label={L.country}
            data-testid="delivery-address-country"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name="contactPerson" label={L.contactPerson} />
          <TextField control={control} name="onSiteContact" label={L.onSiteContact} />
        </SimpleGrid>
        <Controller
          control={control}
          name="instructions"
          render={({ field, fieldState }) => (
            <Textarea
              label={L.instructions}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              autosize
              minRows={2}
            />
          )}
        />
        <FormFooter onCancel={onCancel} loading={form.formState.isSubmitting} submitTestId="delivery-address-submit" />
      </Stack>
    </form>
  );
}
