import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { passwordProblemFields, RESET_LINK_EXPIRED_MESSAGE } from '@fuel/domain/validation/password';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { apiError } from '../../test/handlers/json';
import { resetKeyStatus, resetPassword } from '../../test/handlers/identity';
import ResetPasswordPage from './reset-password-page';

const KEY = 'a1b2c3';

async function renderPage() {
  await renderWithBrand(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/passwort/reset/${KEY}`]}>
        <Routes>
          <Route path="/passwort/reset/:key" element={<ResetPasswordPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const passwordInput = () => screen.findByLabelText(/^Neues Passwort/);
const repeatInput = () => screen.getByLabelText(/^Passwort wiederholen/);

async function enter(password: string, repeat: string) {
  const input = await passwordInput();
  await act(() => fireEvent.change(input, { target: { value: password } }));
  await act(() => fireEvent.change(repeatInput(), { target: { value: repeat } }));
}

const save = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' })));

/** The texts the input points to with aria-describedby: its error message, where a screen reader reads it. */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('password reset: setting the new password', () => {
  it('checks both fields before sending anything', async () => {
    const received = vi.fn();
    server.use(resetKeyStatus({ valid: true }), resetPassword({ reset: true }, received));
    await renderPage();
    await passwordInput();
    await save();
    expect(await screen.findByText('Neues Passwort ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('Passwort wiederholen ist ein Pflichtfeld.')).toBeTruthy();
    await enter('Sommer2026!', 'Sommer2026?');
    await save();
    expect(describedBy(repeatInput())).toContain(passwordProblemFields(['MISMATCH']).passwordRepeat);
    expect(received).not.toHaveBeenCalled();
  });

  it('sends the new password for the link’s key and then leads to the login', async () => {
    const received = vi.fn();
    server.use(resetKeyStatus({ valid: true }), resetPassword({ reset: true }, received));
    await renderPage();
    await enter('Sommer2026!', 'Sommer2026!');
    await save();
    expect((await screen.findByRole('status')).textContent).toContain('Passwort geändert');
    expect(received).toHaveBeenCalledTimes(1);
    expect(received.mock.calls[0]![0]).toBe(`/api/password/reset/${KEY}`);
    expect(JSON.parse(received.mock.calls[0]![1].body)).toEqual({
      password: 'Sommer2026!',
      passwordRepeat: 'Sommer2026!',
    });
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText(/^Neues Passwort/)).toBeNull();
  });

  it("puts the server's policy message on the password field and keeps the form", async () => {
    const fields = passwordProblemFields(['NO_UPPERCASE']);
    server.use(
      resetKeyStatus({ valid: true }),
      resetPassword(apiError(400, 'PASSWORD_POLICY', ERROR_MESSAGES.PASSWORD_POLICY, fields)),
    );
    await renderPage();
    await enter('Sommer2026!', 'Sommer2026!');
    await save();
    expect(await screen.findByText(ERROR_MESSAGES.PASSWORD_POLICY)).toBeTruthy();
    const input = await passwordInput();
    expect(describedBy(input)).toContain(fields.password);
    expect(screen.getByRole('button', { name: 'Passwort speichern' })).toBeTruthy();
  });

  it('says the link has expired when the server answers 410, and offers a new one', async () => {
    server.use(
      resetKeyStatus({ valid: true }),
      resetPassword(apiError(410, 'RESET_LINK_EXPIRED', RESET_LINK_EXPIRED_MESSAGE)),
    );
    await renderPage();
    await enter('Sommer2026!', 'Sommer2026!');
    await save();
    expect(await screen.findByText('Link abgelaufen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' }).getAttribute('href')).toBe('/passwort/reset');
    expect(screen.queryByLabelText(/^Neues Passwort/)).toBeNull();
  });

  it('shows no form for a used or unknown link', async () => {
    server.use(resetKeyStatus({ valid: false }));
    await renderPage();
    expect(await screen.findByText(RESET_LINK_EXPIRED_MESSAGE)).toBeTruthy();
    expect(screen.queryByLabelText(/^Neues Passwort/)).toBeNull();
  });
});
