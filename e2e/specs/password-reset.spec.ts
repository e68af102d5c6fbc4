import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, expectDashboard, loginViaForm } from '../support/session';

test('password reset through the mailbox link; the link works once', async ({ page, context, baseURL }) => {
  await acceptNecessaryCookies(page, baseURL!);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/passwort\/reset$/);
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill('aviat-sued');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText(/Falls ein Konto mit diesen Angaben existiert/)).toBeVisible();

  const mailbox = await context.newPage();
  await mailbox.goto('/dev/mailbox');
  const mail = mailbox
    .getByTestId('mailbox-mail')
    .filter({ hasText: 'aviat-sued@' })
    .filter({ hasText: 'Passwort zurücksetzen' })
    .first();
  const link = mail.getByRole('link', { name: /\/passwort\/reset\// });
  const href = (await link.getAttribute('href'))!;
  await mailbox.close();

  await page.goto(href);
  const newPassword = page.getByLabel('Neues Passwort');
  await newPassword.fill('kurz');
  await page.getByLabel('Passwort wiederholen').fill('kurz');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.').first()).toBeVisible();

  await newPassword.fill('Neu!Sicher2026');
  await page.getByLabel('Passwort wiederholen').fill('Neu!Sicher2026');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();

  await loginViaForm(page, 'aviat-sued', 'Demo!2026');
  await expect(page.getByRole('alert')).toContainText('Benutzername oder Passwort ist falsch.');
  await loginViaForm(page, 'aviat-sued', 'Neu!Sicher2026');
  await expectDashboard(page);

  // The same link a second time: the expired-link message.
  await page.context().clearCookies();
  await acceptNecessaryCookies(page, baseURL!);
  await page.goto(href);
  await expect(
    page.getByText('Der Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible();
});
