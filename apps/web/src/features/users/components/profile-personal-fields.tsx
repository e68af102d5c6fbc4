import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEPARTMENT_SIZES, PROFILE_LABELS as L, SALUTATIONS, TITLES } from '@fuel/domain/users/profile-rules';
import { TextField } from '../../../ui/form/text-field';
import { EmailField } from '../../../ui/form/email-field';
import { ProfileSelect, type ProfileControl } from './profile-controls';

/** Name, contact and department fields of the profile. */
export function ProfilePersonalFields({ control }: { control: ProfileControl }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <ProfileSelect
        control={control}
        name="salutation"
        label={L.salutation}
        data={SALUTATIONS.map((s) => ({ value: s, label: s }))}
        required
      />
      <ProfileSelect
        control={control}
        name="title"
        label={L.title}
        data={TITLES.map((s) => ({ value: s, label: s === '' ? t('profile.noTitle') : `${s}.` }))}
      />
      <TextField control={control} name="firstName" label={L.firstName} required data-testid="profile-firstName" />
      <TextField control={control} name="lastName" label={L.lastName} required data-testid="profile-lastName" />
      <EmailField control={control} name="email" label={L.email} required data-testid="profile-email" />
      <TextField control={control} name="phone" label={L.phone} required data-testid="profile-phone" />
      <TextField control={control} name="mobile" label={L.mobile} />
      <TextField control={control} name="jobTitle" label={L.jobTitle} />
      <TextField control={control} name="department" label={L.department} />
      <ProfileSelect
        control={control}
        name="departmentSize"
        label={L.departmentSize}
        data={[{ value: '', label: '–' }, ...DEPARTMENT_SIZES.map((s) => ({ value: s, label: s }))]}
      />
    </SimpleGrid>
  );
}
