import { Select, Switch } from '@mantine/core';
import { Controller, type Control, type DefaultValues, type Path } from 'react-hook-form';
import type { ProfileFormValues } from '../profile-form-mode';

/** The form holds partial values while editing; the schema turns them into ProfileFormValues. */
type ProfileInput = DefaultValues<ProfileFormValues>;
export type ProfileControl = Control<ProfileInput, unknown, ProfileFormValues>;

type SelectProps = {
  control: ProfileControl;
  name: Path<ProfileInput>;
  label: string;
  data: Array<{ value: string; label: string }>;
  required?: boolean;
};

/** A profile select bound to the form; empty selection is stored as ''. */
export function ProfileSelect({ control, name, label, data, required = false }: SelectProps) {
  return (
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
}

type SwitchProps = {
  control: ProfileControl;
  name: Path<ProfileInput>;
  label: string;
  disabled?: boolean;
};

/** A profile on/off right bound to the form. */
export function ProfileSwitch({ control, name, label, disabled = false }: SwitchProps) {
  return (
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
}
