import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderWithBrand } from '../../test/render';
import { EmailField } from './email-field';
import { TextField } from './text-field';
import { completeTime, sanitizeTime } from './time-field';

function Harness() {
  const form = useForm<{ name: string; email: string }>({ defaultValues: { name: '', email: '' }, mode: 'onTouched' });
  return (
    <>
      <TextField control={form.control} name="name" label="Firmenname" required />
      <EmailField control={form.control} name="email" label="E-Mail" />
    </>
  );
}

describe('TextField (spec section 5, required field)', () => {
  it('marks an empty or white-space value on focus loss and clears the message once filled', async () => {
    await renderWithBrand(<Harness />);
    const input = screen.getByLabelText(/Firmenname/);
    act(() => {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: '   ' } });
    });
    expect(screen.queryByText('Firmenname ist ein Pflichtfeld.')).toBeNull();
    act(() => fireEvent.blur(input));
    await waitFor(() => expect(screen.getByText('Firmenname ist ein Pflichtfeld.')).toBeTruthy());
    expect(input.getAttribute('aria-invalid')).toBe('true');
    act(() => fireEvent.change(input, { target: { value: 'Heizöl Schmidt' } }));
    await waitFor(() => expect(screen.queryByText('Firmenname ist ein Pflichtfeld.')).toBeNull());
  });
});

describe('focus loss while a mouse button is pressed', () => {
  it('checks after the press is over, so the click on a link or button is not lost', async () => {
    await renderWithBrand(<Harness />);
    const input = screen.getByLabelText(/Firmenname/);
    act(() => {
      fireEvent.focus(input);
      fireEvent.pointerDown(document.body);
      fireEvent.blur(input);
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByText('Firmenname ist ein Pflichtfeld.')).toBeNull();
    act(() => {
      fireEvent.pointerUp(document.body);
    });
    await waitFor(() => expect(screen.getByText('Firmenname ist ein Pflichtfeld.')).toBeTruthy());
  });

  it('checks at once when the focus moves by keyboard or script', async () => {
    await renderWithBrand(<Harness />);
    const input = screen.getByLabelText(/Firmenname/);
    act(() => {
      fireEvent.focus(input);
      fireEvent.blur(input);
    });
    await waitFor(() => expect(screen.getByText('Firmenname ist ein Pflichtfeld.')).toBeTruthy());
  });
});

describe('EmailField (spec section 5, e-mail format)', () => {
  it('shows the format message on focus loss for a malformed address', async () => {
    await renderWithBrand(<Harness />);
    const input = screen.getByLabelText(/E-Mail/);
    act(() => {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'kaeufer@firma' } });
      fireEvent.blur(input);
    });
    await waitFor(() => expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy());
    act(() => fireEvent.change(input, { target: { value: 'kaeufer@firma.de' } }));
    await waitFor(() => expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeNull());
  });
});

describe('TimeField input helpers', () => {
  it('keeps digits and one colon, at most HH:mm', () => {
    expect(sanitizeTime('09:30')).toBe('09:30');
    expect(sanitizeTime('9h30')).toBe('930');
    expect(sanitizeTime('12:345')).toBe('12:34');
    expect(sanitizeTime('123456')).toBe('1234');
  });

  it('completes short forms on focus loss', () => {
    expect(completeTime('930')).toBe('09:30');
    expect(completeTime('1745')).toBe('17:45');
    expect(completeTime('7:05')).toBe('07:05');
    expect(completeTime('17:45')).toBe('17:45');
  });
});
