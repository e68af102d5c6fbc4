import { Stack } from '@mantine/core';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CreateUserSchema,
  UpdateUserSchema,
  type CreateUserInput,
  type UpdateUserInput,
} from '@fuel/domain/contracts/users';
import { PROFILE_LABELS as L } from '@fuel/domain/users/profile-rules';
import type { z } from 'zod';
import { ErrorAlert } from '../../../ui/error-alert';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import {
  profileFormConfig,
  profileRequestBody,
  type ProfileFormMode,
  type ProfileFormValues,
} from '../profile-form-mode';
import { FormFooter } from '../../../ui/form/form-footer';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { ProfilePersonalFields } from './profile-personal-fields';
import { ProfileAddressFields } from './profile-address-fields';
import { ProfileRightsFields } from './profile-rights-fields';

type Props = {
  mode: ProfileFormMode;
  initial: ProfileFormValues;
  viewer: { isAdmin: boolean; onlineTradingEnabled: boolean };
  onSubmit: (body: CreateUserInput | UpdateUserInput) => Promise<unknown>;
  onCancel?: () => void;
};

/** One profile form for the three modes of spec section 4; validated by the domain contract (spec section 5). */
export function ProfileForm({ mode, initial, viewer, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const config = profileFormConfig(mode, viewer);
  const schema = (mode === 'add' ? CreateUserSchema : UpdateUserSchema) as unknown as z.ZodType<
    ProfileFormValues,
    ProfileFormValues
  >;
  const form = useAppForm(schema, initial as DefaultValues<ProfileFormValues>);
  const { control } = form;
  const individual = form.watch('useIndividualAddress');

  const submit = useServerSubmit(form, async (values) => {
    await onSubmit(profileRequestBody(mode, values, config.showRights));
    if (mode === 'own') form.reset(values);
  });

  return (
    <form onSubmit={submit} noValidate data-testid={`profile-form-${mode}`}>
      <Stack gap="md">
        {form.formState.errors.root?.message && (
          <ErrorAlert title={t('profile.saveFailed')} message={form.formState.errors.root.message} />
        )}
        {form.formState.isSubmitSuccessful && !form.formState.errors.root && mode === 'own' && (
          <div role="status">{t('profile.saved')}</div>
        )}
        {config.showUsername && (
          <TextField control={control} name="username" label={L.username} required data-testid="profile-username" />
        )}
        <ProfilePersonalFields control={control} />
        <ProfileAddressFields control={control} individual={Boolean(individual)} />
        {config.showRights && (
          <ProfileRightsFields control={control} purchaseRightEnabled={config.purchaseRightEnabled} />
        )}
        <FormFooter
          onCancel={onCancel}
          submitLabel={config.submitLabel}
          loading={form.formState.isSubmitting}
          submitTestId="profile-submit"
        />
      </Stack>
    </form>
  );
}
