import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileSwitch, type ProfileControl } from './profile-controls';

type Props = { control: ProfileControl; purchaseRightEnabled: boolean };

/** Admin, two-factor and purchase rights (shown to administrators only). */
export function ProfileRightsFields({ control, purchaseRightEnabled }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <ProfileSwitch control={control} name="isAdmin" label={t('profile.isAdmin')} />
      <ProfileSwitch control={control} name="twoFactorEnabled" label={t('profile.twoFactor')} />
      <ProfileSwitch
        control={control}
        name="purchaseStatus"
        label={t('profile.purchaseRight')}
        disabled={!purchaseRightEnabled}
      />
    </Stack>
  );
}
