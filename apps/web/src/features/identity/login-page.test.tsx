import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { apiError } from '../../test/handlers/json';
import { login, submitLoginCode } from '../../test/handlers/identity';
import LoginPage from './login-page';

async function renderPage(brand: 'A' | 'B' = 'A') {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] });
  await renderWithBrand(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    brand,
  );
}

const type = (label: RegExp, value: string) =>
  act(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }));
const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

describe('login', () => {
  it('asks for username and password before sending anything', async () => {
    const received = vi.fn();
    server.use(login({ twoFactorRequired: true }, received));
    await renderPage();
    await click('Anmelden');
    expect(await screen.findByText('Benutzername ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('Passwort ist ein Pflichtfeld.')).toBeTruthy();
    expect(received).not.toHaveBeenCalled();
  });

  it("shows the server's German refusal of wrong credentials and empties the password", async () => {
    const received = vi.fn();
    server.use(login(apiError(401, 'INVALID_CREDENTIALS', ERROR_MESSAGES.INVALID_CREDENTIALS), received));
    await renderPage();
    await type(/^Benutzername/, 'kaeufer');
    await type(/^Passwort/, 'falsch');
    await click('Anmelden');
    expect(await screen.findByText('Benutzername oder Passwort ist falsch.')).toBeTruthy();
    expect(screen.getByText('Anmeldung fehlgeschlagen')).toBeTruthy();
    expect(JSON.parse(received.mock.calls[0]![1].body)).toEqual({ username: 'kaeufer', password: 'falsch' });
    expect((screen.getByLabelText(/^Passwort/) as HTMLInputElement).value).toBe('');
  });

  it('goes on to the e-mailed code when two-factor login is on, and checks the code', async () => {
    const codes = vi.fn();
    server.use(
      login({ twoFactorRequired: true }),
      submitLoginCode(apiError(401, 'TWO_FACTOR_CODE_INVALID', ERROR_MESSAGES.TWO_FACTOR_CODE_INVALID), codes),
    );
    await renderPage();
    await type(/^Benutzername/, 'kaeufer');
    await type(/^Passwort/, 'richtig');
    await click('Anmelden');
    expect(await screen.findByText('Bestätigungscode eingeben')).toBeTruthy();
    expect(screen.getByText(/Wir haben Ihnen einen 6-stelligen Bestätigungscode per E-Mail gesendet/)).toBeTruthy();

    // Not six digits: refused in the browser.
    await type(/^Bestätigungscode/, '12ab');
    await click('Code bestätigen');
    expect(await screen.findByText('Bitte geben Sie den 6-stelligen Code ein.')).toBeTruthy();
    expect(codes).not.toHaveBeenCalled();

    // A wrong code: the server's German message, and the form stays for another try.
    await type(/^Bestätigungscode/, '123456');
    await click('Code bestätigen');
    expect(await screen.findByText(ERROR_MESSAGES.TWO_FACTOR_CODE_INVALID)).toBeTruthy();
    expect(JSON.parse(codes.mock.calls[0]![1].body)).toMatchObject({ code: '123456' });
    expect(screen.getByText('Bestätigungscode eingeben')).toBeTruthy();
  });
});
