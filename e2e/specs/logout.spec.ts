import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, expectDashboard, openAs } from '../support/session';

test('logout asks for confirmation, cancel keeps the session, confirm ends it', async ({ page, baseURL }) => {
  await acceptNecessaryCookies(page, baseURL!);
  await openAs(page, 'verkaeufer');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Möchten Sie sich wirklich abmelden?');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
  await expectDashboard(page);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByText('Sie wurden erfolgreich abgemeldet.')).toBeVisible();
  await expect(page.getByTestId('header')).toHaveCount(0);

  // The session is gone on the server too.
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
});
