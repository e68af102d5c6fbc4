import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, expectDashboard, loginViaForm } from '../support/session';

test('two-factor login with the code from the development mailbox', async ({ page, context, baseURL }) => {
  await acceptNecessaryCookies(page, baseURL!);
  await loginViaForm(page, 'kaeufer2fa');
  await expect(page.getByLabel('Bestätigungscode')).toBeVisible();

  // A wrong code is refused.
  await page.getByLabel('Bestätigungscode').fill('000000');
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  await expect(page.getByRole('alert')).toContainText('Der Anmeldecode ist nicht korrekt');

  // Read the code the way a developer would: in the mailbox page.
  const mailbox = await context.newPage();
  await mailbox.goto('/dev/mailbox');
  const mail = mailbox.getByTestId('mailbox-mail').filter({ hasText: 'kaeufer2fa@' }).first();
  await expect(mail).toContainText('Ihr Anmeldecode');
  const code = (await mail.textContent())!.match(/\b(\d{6})\b/)![1];
  await mailbox.close();

  await page.getByLabel('Bestätigungscode').fill(code);
  await page.getByRole('button', { name: 'Code bestätigen' }).click();
  await expectDashboard(page);
});
