import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../lib/api-client';
import { renderWithBrand } from '../../../test/render';
import { ContactForm } from './contact-form';

async function renderForm(onSubmit = vi.fn(async () => undefined)) {
  await renderWithBrand(
    <ContactForm replyTo="kaeufer@heizoel-schmidt.de" brandEmail="service@fuelmarkt.de" onSubmit={onSubmit} />,
  );
  return onSubmit;
}
const send = () => act(() => fireEvent.click(screen.getByTestId('contact-send')));
const fill = (label: RegExp, value: string) =>
  act(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));

describe('ContactForm (spec section 8)', () => {
  it("starts with the user's address and warns when fields are empty, sending nothing", async () => {
    const onSubmit = await renderForm();
    expect((screen.getByLabelText(/^Antwort an/) as HTMLInputElement).value).toBe('kaeufer@heizoel-schmidt.de');
    expect(screen.queryByTestId('contact-missing')).toBeNull();
    await send();
    expect(await screen.findByTestId('contact-missing')).toBeTruthy();
    expect(screen.getByText('Betreff ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('Nachricht ist ein Pflichtfeld.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends subject, message and reply address, trimmed', async () => {
    const onSubmit = await renderForm();
    await fill(/^Betreff/, ' Frage ');
    await fill(/^Nachricht/, 'Zeile 1\nZeile 2');
    await send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      { subject: 'Frage', message: 'Zeile 1\nZeile 2', replyTo: 'kaeufer@heizoel-schmidt.de' },
    ]);
  });

  it('says why sending failed and where to write instead', async () => {
    const limit = 'Sie haben in der letzten Stunde bereits mehrere Nachrichten gesendet.';
    await renderForm(vi.fn(async () => Promise.reject(new ApiError(429, 'RATE_LIMITED', limit))));
    await fill(/^Betreff/, 'Frage');
    await fill(/^Nachricht/, 'Text');
    await send();
    const failed = await screen.findByTestId('contact-send-failed');
    expect(failed.textContent).toContain('Die Nachricht konnte nicht gesendet werden');
    expect(failed.textContent).toContain(limit);
    expect(failed.textContent).toContain('service@fuelmarkt.de');
  });
});
