import { SimpleGrid, Stack } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CountrySelectField } from './country-select-field';
import { TextField } from './text-field';

/** The labels of an address's five fields (spec section 3 "Additive delivery location"). */
export type AddressLabels = { street: string; postCode: string; city: string; county: string; country: string };

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** The form's address object ("address" holds address.street, address.postCode, ...). */
  prefix: string;
  labels: AddressLabels;
  testIdPrefix: string;
};

/** Street, post code, city, county and country of one address: additive delivery locations and pickup addresses. */
export function AddressFields<T extends FieldValues>({ control, prefix, labels, testIdPrefix }: Props<T>) {
  const name = (field: keyof AddressLabels) => `${prefix}.${field}` as FieldPath<T>;
  return (
    <Stack gap="md">
      <TextField
        control={control}
        name={name('street')}
        label={labels.street}
        required
        data-testid={`${testIdPrefix}-street`}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          control={control}
          name={name('postCode')}
          label={labels.postCode}
          required
          data-testid={`${testIdPrefix}-post-code`}
        />
        <TextField
          control={control}
          name={name('city')}
          label={labels.city}
          required
          data-testid={`${testIdPrefix}-city`}
        />
        <TextField
          control={control}
          name={name('county')}
          label={labels.county}
          required
          data-testid={`${testIdPrefix}-county`}
        />
        <CountrySelectField
          control={control}
          name={name('country')}
          label={labels.country}
          data-testid={`${testIdPrefix}-country`}
        />
      </SimpleGrid>
    </Stack>
  );
}
