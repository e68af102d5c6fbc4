import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../lib/api-client';

/**
 * Shows a refused save in the form: the server's field messages on the fields the form has (all of
 * them when knownFields is omitted), and the German message (or the given fallback for a non-API
 * failure) as the form's root error.
 */
export function applyServerError<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  knownFields: Record<string, unknown> | undefined,
  fallbackMessage: string,
): void {
  if (isApiError(error)) {
    for (const [field, message] of Object.entries(error.fields)) {
      if (!knownFields || field in knownFields) form.setError(field as Path<T>, { message });
    }
  }
  form.setError('root', { message: isApiError(error) ? error.message : fallbackMessage });
}
