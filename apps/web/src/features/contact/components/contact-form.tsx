import { Alert, Box, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_FIELD_LABELS as L,
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  ContactRequestSchema,
  type ContactFormValues,
  type ContactRequest,
} from '@fuel/domain/contracts/contact';
import { isBlank } from '@fuel/domain/validation/fields';
import { ErrorAlert } from '../../../ui/error-alert';
import { EmailField } from '../../../ui/form/email-field';
import { FormFooter } from '../../../ui/form/form-footer';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { useSpelling } from '../../../i18n/use-spelling';

type Props = {
  /** The reply address the form starts with: the user's own. */
  replyTo: string;
  /** The brand's address, named when sending fails. */
  brandEmail: string;
  onSubmit: (input: ContactRequest) => Promise<void>;
};

/**
 * Subject, message and reply address (spec section 8): a warning when a field is left empty, the
 * reason when sending fails (the server's German message, e.g. the hourly limit) with the address
 * to write to instead.
 */
export function ContactForm({ replyTo, brandEmail, onSubmit }: Props) {
  const { t } = useTranslation();
  const spell = useSpelling();
  const form = useAppForm(ContactRequestSchema, { subject: '', message: '', replyTo } satisfies ContactFormValues);
  const { control } = form;
  const submit = useServerSubmit(form, onSubmit, L);
  const values = form.watch();
  // Spec section 5 "Contact form: a warning if fields are not filled in", once the user tried to send.
  const missing = form.formState.submitCount > 0 && [values.subject, values.message, values.replyTo].some(isBlank);
  const sendError = form.formState.errors.root?.message;

  return (
    <form onSubmit={submit} noValidate data-testid="contact-form">
      <Stack gap="md">
        {missing && (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('contact.fillInTitle')}
            data-testid="contact-missing"
          >
            {t('contact.fillIn')}
          </Alert>
        )}
        {sendError && !missing && (
          <Box data-testid="contact-send-failed">
            <ErrorAlert title={t('contact.sendFailed')} message={sendError}>
              <Text size="sm" mt="xs">
                {t('contact.sendFailedHint', { email: brandEmail })}
              </Text>
            </ErrorAlert>
          </Box>
        )}
        <TextField
          control={control}
          name="subject"
          label={L.subject}
          required
          maxLength={CONTACT_SUBJECT_MAX}
          data-testid="contact-subject"
        />
        <Controller
          control={control}
          name="message"
          render={({ field, fieldState }) => (
            <Textarea
              label={spell(L.message)}
              aria-required
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message ? spell(fieldState.error.message) : undefined}
              description={t('contact.characters', { count: (field.value ?? '').length, max: CONTACT_MESSAGE_MAX })}
              maxLength={CONTACT_MESSAGE_MAX}
              autosize
              minRows={6}
              maxRows={16}
              data-testid="contact-message"
            />
          )}
        />
        <EmailField control={control} name="replyTo" label={L.replyTo} required data-testid="contact-reply-to" />
        <FormFooter submitLabel={t('contact.send')} loading={form.formState.isSubmitting} submitTestId="contact-send" />
      </Stack>
    </form>
  );
}
