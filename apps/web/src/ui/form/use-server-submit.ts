import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerError } from './apply-server-error';

/**
 * The one submit of a form that saves on the server: validate, save, and on a refusal show the
 * server's field messages on their fields and its German message as the form's root error.
 * knownFields: only these fields get the server's messages (all when omitted). Resolves after a
 * refusal, so a form's caller never sees an unhandled rejection.
 */
export function useServerSubmit<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  save: (values: Output) => Promise<unknown>,
  knownFields?: Record<string, unknown>,
) {
  const { t } = useTranslation();
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      applyServerError(form as unknown as UseFormReturn<Input>, error, knownFields, t('app.unexpectedError'));
    }
  });
}
