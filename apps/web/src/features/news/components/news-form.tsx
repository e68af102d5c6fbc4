import { Stack, Text, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  NEWS_FIELD_LABELS as L,
  NEWS_TEXT_MAX,
  NewsInputSchema,
  type NewsFormValues,
  type NewsInput,
  type NewsItem,
} from '@fuel/domain/contracts/news';
import { ErrorAlert } from '../../../ui/error-alert';
import { DateField } from '../../../ui/form/date-field';
import { FormFooter } from '../../../ui/form/form-footer';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';

type Props = {
  /** The item being edited, or null for a new one (dated today). */
  item: NewsItem | null;
  today: string;
  onSubmit: (input: NewsInput) => Promise<void>;
  onCancel: () => void;
};

/** Spec section 3 "News": the date it appears from and the text; the seller is the author's account. */
export function NewsForm({ item, today, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const form = useAppForm(NewsInputSchema, {
    date: item?.date ?? today,
    text: item?.text ?? '',
  } satisfies NewsFormValues);
  const submit = useServerSubmit(form, onSubmit, L);
  return (
    <form onSubmit={submit} noValidate data-testid="news-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && <ErrorAlert message={form.formState.errors.root.message} />}
        <DateField control={form.control} name="date" label={L.date} required data-testid="news-date" maw={220} />
        <Controller
          control={form.control}
          name="text"
          render={({ field, fieldState }) => (
            <Textarea
              label={L.text}
              withAsterisk
              aria-required
              description={t('news.textHint')}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              maxLength={NEWS_TEXT_MAX}
              autosize
              minRows={4}
              maxRows={12}
              data-testid="news-text"
            />
          )}
        />
        <Text size="xs" c="dimmed" ta="right" aria-live="polite">
          {(form.watch('text') ?? '').length} / {NEWS_TEXT_MAX}
        </Text>
        <FormFooter onCancel={onCancel} loading={form.formState.isSubmitting} submitTestId="news-submit" />
      </Stack>
    </form>
  );
}
