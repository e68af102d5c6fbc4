import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  FAVOURITE_FIELD_LABELS as L,
  FAVOURITE_NAME_MAX,
  RenameFavouriteRequestSchema,
  type Favourite,
} from '@fuel/domain/contracts/favourites';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormFooter } from '../../../ui/form/form-footer';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';

type Props = { favourite: Favourite; onSubmit: (name: string) => Promise<void>; onCancel: () => void };

/** A new name for a favourite (what it filters stays). */
export function RenameFavouriteForm({ favourite, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useAppForm(RenameFavouriteRequestSchema, { name: favourite.name });
  const submit = useServerSubmit(form, (values) => onSubmit(values.name), L);
  return (
    <form onSubmit={submit} noValidate data-testid="favourite-rename-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && (
          <ErrorAlert title={t('favourites.saveFailed')} message={form.formState.errors.root.message} />
        )}
        <TextField
          control={form.control}
          name="name"
          label={L.name}
          required
          maxLength={FAVOURITE_NAME_MAX}
          data-autofocus
          data-testid="favourite-rename-name"
        />
        <FormFooter onCancel={onCancel} loading={form.formState.isSubmitting} submitTestId="favourite-rename-save" />
      </Stack>
    </form>
  );
}
