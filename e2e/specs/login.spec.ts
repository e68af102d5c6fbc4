import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, expectDashboard, loginViaForm } from '../support/session';

test.beforeEach(async ({ page, baseURL }) => acceptNecessaryCookies(page, baseURL!));

test('login shows header, main menu, user menu and footer of the brand', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('header')).toHaveCount(0);
  await loginViaForm(page, 'kaeufer');
  await expectDashboard(page);
  const header = page.getByTestId('header');
  await expect(header).toBeVisible();
  expect((await header.boundingBox())!.height).toBe(80);
  await expect(page.getByTestId('main-menu').getByRole('link', { name: 'Handelsplatz' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('footer')).toContainText('Fuelmarkt GmbH');
  await expect(page.getByTestId('powered-by')).toHaveCount(0);
  await expect(page.getByTestId('master-data')).toContainText('0,8450');
  await expect(page).toHaveTitle('Fuelmarkt | Dashboard');
});

test('a wrong password is refused with a German message', async ({ page }) => {
  await loginViaForm(page, 'kaeufer', 'Falsch!2026');
  await expect(page.getByRole('alert')).toContainText('Benutzername oder Passwort ist falsch.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty field is marked as required on blur', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Benutzername').focus();
  await page.getByLabel('Passwort', { exact: true }).focus();
  await expect(page.getByText('Benutzername ist ein Pflichtfeld.')).toBeVisible();
  await page.getByLabel('Benutzername').fill('kaeufer');
  await expect(page.getByText('Benutzername ist ein Pflichtfeld.')).toHaveCount(0);
});

test('five failed logins block the login until a password reset', async ({ page }) => {
  // verkaeufer-mitte is used by no other spec.
  for (let i = 1; i <= 4; i++) {
    await loginViaForm(page, 'verkaeufer-mitte', `Falsch!${i}`);
    await expect(page.getByRole('alert')).toContainText('Benutzername oder Passwort ist falsch.');
  }
  await loginViaForm(page, 'verkaeufer-mitte', 'Falsch!5');
  await expect(page.getByRole('alert')).toContainText('Administrator');
  // Even the right password is refused now.
  await loginViaForm(page, 'verkaeufer-mitte');
  await expect(page.getByRole('alert')).toContainText('gesperrt');
  await expect(page).toHaveURL(/\/login$/);
});
