import { expect, test } from '../support/test';
import { BASE_A } from '../playwright.config';
import { acceptNecessaryCookies, loginViaForm } from '../support/session';
import { userPage } from '../support/users';

const BASE = BASE_A;

test('a company admin adds a user, who sets a password from the mailbox and logs in; the operator blocks that user, who is logged out and refused', async ({
  browser,
}) => {
  const admin = await userPage(browser, 'kaeufer', { at: '/profil/team' });
  await admin.getByTestId('team-add-user').click();
  const form = admin.getByTestId('profile-form-add');
  await form.getByTestId('profile-username').fill('disponent-e2e');
  await form.getByTestId('profile-salutation').click();
  await admin.getByRole('option', { name: 'Frau' }).click();
  await form.getByTestId('profile-firstName').fill('Lena');
  await form.getByTestId('profile-lastName').fill('Vogt');
  await form.getByTestId('profile-email').fill('lena.vogt@heizoel-schmidt.de');
  await form.getByTestId('profile-phone').fill('+49 421 555 0199');
  await form.getByTestId('profile-submit').click();
  await expect(admin.getByTestId('team-row-disponent-e2e')).toBeVisible();

  // The new user's link from the development mailbox.
  const mailbox = await admin.context().newPage();
  await mailbox.goto('/dev/mailbox');
  const mail = mailbox
    .getByTestId('mailbox-mail')
    .filter({ hasText: 'lena.vogt@heizoel-schmidt.de' })
    .filter({ hasText: 'Ihr Zugang zum Handelsplatz' })
    .first();
  const href = (await mail.getByRole('link', { name: /\/passwort\/reset\// }).getAttribute('href'))!;
  await mailbox.close();

  const context = await browser.newContext({ baseURL: BASE, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const newcomer = await context.newPage();
  await acceptNecessaryCookies(newcomer, BASE);
  await newcomer.goto(href);
  await newcomer.getByLabel('Neues Passwort').fill('Start!Klar2026');
  await newcomer.getByLabel('Passwort wiederholen').fill('Start!Klar2026');
  await newcomer.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(newcomer.getByText('Ihr Passwort wurde geändert.')).toBeVisible();
  await loginViaForm(newcomer, 'disponent-e2e', 'Start!Klar2026');
  await expect(newcomer).not.toHaveURL(/\/login$/);
  await expect(newcomer.getByTestId('header')).toBeVisible();

  // The operator blocks the new user.
  const operator = await userPage(browser, 'betreiber', { at: '/betreiber' });
  await operator.getByTestId('operator-account-search').fill('Heizöl Schmidt');
  const account = operator
    .locator('[data-testid^="operator-account-row-"]')
    .filter({ hasText: 'Heizöl Schmidt' })
    .first();
  await account.getByTestId('operator-account-users').click();
  const userRow = operator.getByTestId('operator-user-row-disponent-e2e');
  await userRow.getByTestId('operator-user-block').click();
  await operator.getByRole('dialog').getByTestId('confirm-dialog-confirm').click();
  await expect(userRow.getByTestId('operator-user-unblock')).toBeVisible();

  // The blocked user's session is gone at once, and a new login is refused.
  expect((await newcomer.request.get('/api/user')).status()).toBe(401);
  await newcomer.goto('/orders');
  await expect(newcomer).toHaveURL(/\/login$/);
  await loginViaForm(newcomer, 'disponent-e2e', 'Start!Klar2026');
  await expect(newcomer.getByRole('alert')).toContainText(
    'Ihr Zugang ist gesperrt. Bitte wenden Sie sich an Ihren Administrator.',
  );
});
