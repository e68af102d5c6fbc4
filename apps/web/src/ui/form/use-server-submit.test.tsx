import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { renderWithBrand } from '../../test/render';
import { FormFooter } from './form-footer';
import { TextField } from './text-field';
import { useAppForm } from './use-app-form';
import { useServerSubmit } from './use-server-submit';

const Schema = z.object({ name: z.string(), city: z.string() });

function Harness({
  save,
  knownFields,
  onCancel,
}: {
  save: () => Promise<unknown>;
  knownFields?: Record<string, unknown>;
  onCancel?: () => void;
}) {
  const form = useAppForm(Schema, { name: 'Heizöl Schmidt', city: 'Hamburg' });
  const submit = useServerSubmit(form, save, knownFields);
  return (
    <form onSubmit={submit} noValidate>
      <p data-testid="root-error">{form.formState.errors.root?.message}</p>
      <TextField control={form.control} name="name" label="Firmenname" />
      <TextField control={form.control} name="city" label="Ort" />
      <FormFooter onCancel={onCancel} loading={form.formState.isSubmitting} submitTestId="submit" />
    </form>
  );
}

const refusal = () =>
  Promise.reject(
    new ApiError(409, 'NAME_TAKEN', 'Der Name ist schon vergeben.', {
      name: 'Bitte einen anderen Namen wählen.',
      city: 'Ort unbekannt.',
    }),
  );

describe('useServerSubmit', () => {
  it("puts the server's field messages on the fields and its message above the form", async () => {
    await renderWithBrand(<Harness save={refusal} />);
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(screen.getByTestId('root-error').textContent).toBe('Der Name ist schon vergeben.'));
    expect(screen.getByText('Bitte einen anderen Namen wählen.')).toBeTruthy();
    expect(screen.getByText('Ort unbekannt.')).toBeTruthy();
    expect(screen.getByLabelText('Firmenname').getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves out fields the form does not name', async () => {
    await renderWithBrand(<Harness save={refusal} knownFields={{ name: '' }} />);
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(screen.getByText('Bitte einen anderen Namen wählen.')).toBeTruthy());
    expect(screen.queryByText('Ort unbekannt.')).toBeNull();
  });

  it('shows the fallback message when the save fails without an API answer', async () => {
    await renderWithBrand(<Harness save={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() =>
      expect(screen.getByTestId('root-error').textContent).toBe('Es ist ein unerwarteter Fehler aufgetreten.'),
    );
  });

  it('FormFooter: "Abbrechen" only with onCancel, "Speichern" as the default submit label', async () => {
    let cancelled = false;
    await renderWithBrand(<Harness save={() => Promise.resolve()} onCancel={() => (cancelled = true)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(cancelled).toBe(true);
    expect(screen.getByTestId('submit').textContent).toBe('Speichern');
  });
});
