import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MailboxEntry } from '@fuel/domain/contracts/identity';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { apiError } from '../../test/handlers/json';
import { mailbox } from '../../test/handlers/dev-mailbox';
import MailboxPage from './mailbox-page';

const mail = (over: Partial<MailboxEntry> = {}): MailboxEntry => ({
  id: 1,
  to: 'kaeufer@example.com',
  replyTo: null,
  subject: 'Passwort zurücksetzen',
  text: 'Hier ist Ihr Link: http://localhost:3000/passwort/reset/abc',
  html: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  sentAt: '2026-11-20T08:00:01.000Z',
  ...over,
});

async function renderPage() {
  await renderWithBrand(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MailboxPage />
    </QueryClientProvider>,
  );
}

describe('dev mailbox', () => {
  it('lists the mails with recipient, reply-to and a clickable link; unsent ones are marked', async () => {
    server.use(
      mailbox({
        mails: [
          mail(),
          mail({
            id: 2,
            subject: 'Kontaktanfrage',
            text: 'Bitte rufen Sie zurück.',
            replyTo: 'anfrage@example.com',
            sentAt: null,
          }),
        ],
      }),
    );
    await renderPage();
    const cards = await screen.findAllByTestId('mailbox-mail');
    expect(cards).toHaveLength(2);
    const first = cards.find((card) => card.textContent?.includes('Passwort zurücksetzen'));
    const second = cards.find((card) => card.textContent?.includes('Kontaktanfrage'));
    expect(first!.textContent).toContain('An: kaeufer@example.com');
    expect(first!.textContent).not.toContain('nur im Postausgang');
    expect(screen.getByRole('link', { name: 'http://localhost:3000/passwort/reset/abc' }).getAttribute('href')).toBe(
      'http://localhost:3000/passwort/reset/abc',
    );
    expect(second!.textContent).toContain('Antwort an: anfrage@example.com');
    expect(second!.textContent).toContain('nur im Postausgang');
  });

  it('says when no mail was sent yet', async () => {
    server.use(mailbox({ mails: [] }));
    await renderPage();
    expect(await screen.findByText('Noch keine E-Mails versendet.')).toBeTruthy();
  });

  it('says in German when the mailbox cannot be loaded', async () => {
    server.use(mailbox(apiError(404, 'NOT_FOUND', 'Nicht gefunden.')));
    await renderPage();
    expect(await screen.findByText('Das Postfach konnte nicht geladen werden.')).toBeTruthy();
    expect(screen.getByText('Nicht gefunden.')).toBeTruthy();
  });
});
