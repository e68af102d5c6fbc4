import { Checkbox, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, COUNTRY_LABELS } from '@fuel/domain/constants';
import { PROFILE_LABELS as L } from '@fuel/domain/users/profile-rules';
import { TextField } from '../../../ui/form/text-field';
import { ProfileSelect, type ProfileControl } from './profile-controls';

type Props = { control: ProfileControl; individual: boolean };

/** The "individual address" checkbox and, when ticked, the address fields. */
export function ProfileAddressFields({ control, individual }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Controller
        control={control}
        name="useIndividualAddress"
        render={({ field }) => (
          <Checkbox
            label={t('profile.individualAddress')}
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
          />
        )}
      />
      {individual && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField control={control} name="addressLine1" label={L.addressLine1} required />
          <TextField control={control} name="addressLine2" label={L.addressLine2} required />
          <TextField control={control} name="postCode" label={L.postCode} required />
          <TextField control={control} name="county" label={L.county} />
          <ProfileSelect
            control={control}
            name="country"
            label={L.country}
            data={COUNTRIES.map((c) => ({ value: c, label: COUNTRY_LABELS[c] }))}
            required
          />
        </SimpleGrid>
      )}
    </>
  );
}
