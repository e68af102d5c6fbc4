import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { apiError } from '../../test/handlers/json';
import { requestPasswordReset } from '../../test/handlers/identity';
import RequestResetPage from './request-reset-page';

async function renderPage(brand: 'A' | 'B' = 'A') {
  await renderWithBrand(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RequestResetPage />
      </MemoryRouter>
    </QueryClientProvider>,
    brand,
  );
}

const request = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Link anfordern' })));

describe('password reset: asking for a link', () => {
  it('asks for the username or e-mail before sending anything', async () => {
    const received = vi.fn();
    server.use(requestPasswordReset({ requested: true }, received));
    await renderPage();
    await request();
    expect(await screen.findByText('Benutzername oder E-Mail-Adresse ist ein Pflichtfeld.')).toBeTruthy();
    expect(received).not.toHaveBeenCalled();
  });

  it('sends the identifier and says the e-mail is on its way, without saying whether the account exists', async () => {
    const received = vi.fn();
    server.use(requestPasswordReset({ requested: true }, received));
    await renderPage();
    await act(() =>
      fireEvent.change(screen.getByLabelText(/^Benutzername oder E-Mail-Adresse/), { target: { value: 'kaeufer' } }),
    );
    await request();
    expect((await screen.findByRole('status')).textContent).toContain('E-Mail unterwegs');
    expect(received).toHaveBeenCalledTimes(1);
    expect(JSON.parse(received.mock.calls[0]![1].body)).toEqual({ identifier: 'kaeufer' });
    expect(screen.queryByRole('button', { name: 'Link anfordern' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's German refusal and keeps the form", async () => {
    server.use(
      requestPasswordReset(apiError(429, 'RATE_LIMITED', 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.')),
    );
    await renderPage();
    await act(() =>
      fireEvent.change(screen.getByLabelText(/^Benutzername oder E-Mail-Adresse/), { target: { value: 'kaeufer' } }),
    );
    await request();
    expect(await screen.findByText('Zu viele Anfragen. Bitte versuchen Sie es später erneut.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link anfordern' })).toBeTruthy();
  });
});
