import { Checkbox, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { Controller, type DefaultValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CreateUserSchema,
  UpdateUserSchema,
  type CreateUserInput,
  type UpdateUserInput,
} from '@fuel/domain/contracts/users';
import { COUNTRIES, COUNTRY_LABELS } from '@fuel/domain/constants';
import { DEPARTMENT_SIZES, PROFILE_LABELS as L, SALUTATIONS, TITLES } from '@fuel/domain/users/profile-rules';
import type { z } from 'zod';
import { ErrorAlert } from '../../../ui/error-alert';
import { TextField } from '../../../ui/form/text-field';
import { EmailField } from '../../../ui/form/email-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import {
  profileFormConfig,
  profileRequestBody,
  type ProfileFormMode,
  type ProfileFormValues,
} from '../profile-form-mode';
import { FormFooter } from '../../../ui/form/form-footer';
import { useServerSubmit } from '../../../ui/form/use-server-submit';

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

  const select = (
    name: Path<ProfileFormValues>,
    label: string,
    data: Array<{ value: string; label: string }>,
    required = false,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          required={required}
          data={data}
          value={(field.value as string) ?? ''}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          data-testid={`profile-${name}`}
        />
      )}
    />
  );
  const toggle = (name: Path<ProfileFormValues>, label: string, disabled = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          checked={Boolean(field.value)}
          disabled={disabled}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          data-testid={`profile-${name}`}
        />
      )}
    />
  );

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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {select(
            'salutation',
            L.salutation,
            SALUTATIONS.map((s) => ({ value: s, label: s })),
            true,
          )}
          {select(
            'title',
            L.title,
            TITLES.map((s) => ({ value: s, label: s === '' ? t('profile.noTitle') : `${s}.` })),
          )}
          <TextField control={control} name="firstName" label={L.firstName} required data-testid="profile-firstName" />
          <TextField control={control} name="lastName" label={L.lastName} required data-testid="profile-lastName" />
          <EmailField control={control} name="email" label={L.email} required data-testid="profile-email" />
          <TextField control={control} name="phone" label={L.phone} required data-testid="profile-phone" />
          <TextField control={control} name="mobile" label={L.mobile} />
          <TextField control={control} name="jobTitle" label={L.jobTitle} />
          <TextField control={control} name="department" label={L.department} />
          {select('departmentSize', L.departmentSize, [
            { value: '', label: '–' },
            ...DEPARTMENT_SIZES.map((s) => ({ value: s, label: s })),
          ])}
        </SimpleGrid>
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
            {select(
              'country',
              L.country,
              COUNTRIES.map((c) => ({ value: c, label: COUNTRY_LABELS[c] })),
              true,
            )}
          </SimpleGrid>
        )}
        {config.showRights && (
          <Stack gap="xs">
            {toggle('isAdmin', t('profile.isAdmin'))}
            {toggle('twoFactorEnabled', t('profile.twoFactor'))}
            {toggle('purchaseStatus', t('profile.purchaseRight'), !config.purchaseRightEnabled)}
          </Stack>
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
