import { expect, test } from '@playwright/test';
import { BASE_A } from '../playwright.config';
import { acceptNecessaryCookies, expectDashboard, loginViaForm } from '../support/session';

test.beforeEach(async ({ page, baseURL }) => acceptNecessaryCookies(page, baseURL!));

test('a protected page without a session goes to /login and back to the wanted page after login', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Benutzername').fill('kaeufer');
  await page.getByLabel('Passwort', { exact: true }).fill('Demo!2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Bestellhistorie' })).toBeVisible();
  await expect(page).toHaveTitle('Fuelmarkt | Bestellhistorie');
});

test('/login with a live session goes straight to the dashboard', async ({ page }) => {
  await loginViaForm(page, 'kaeufer');
  await expectDashboard(page);
  await page.goto('/login');
  await expectDashboard(page);
});

test('a buyer cannot open seller pages and a seller cannot open buyer pages', async ({ page }) => {
  await loginViaForm(page, 'kaeufer');
  await expectDashboard(page);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Bestellungen' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  // Direct entry has no previous page inside the app: the guard falls back to the dashboard.
  await page.goto('/meine-angebote');
  await expectDashboard(page);
  await expect(page.getByTestId('main-menu').getByRole('link', { name: 'Meine Angebote' })).toHaveCount(0);
  await expect(page.getByTestId('main-menu').getByRole('link', { name: 'Handelsplatz' })).toBeVisible();

  await page.context().clearCookies();
  await acceptNecessaryCookies(page, BASE_A);
  await loginViaForm(page, 'verkaeufer');
  await expectDashboard(page);
  await page.goto('/handelsplatz');
  await expectDashboard(page);
  await expect(page.getByTestId('main-menu').getByRole('link', { name: 'Meine Angebote' })).toBeVisible();
});

test('a route with a role the user lacks goes to the dashboard', async ({ page }) => {
  // disposition: a seller user without MyRelationships_View.
  await loginViaForm(page, 'disposition');
  await expectDashboard(page);
  await page.goto('/kaufer-management');
  await expectDashboard(page);
});

test('a buyer who has not accepted the terms is held on /agb until accepting', async ({ page }) => {
  await loginViaForm(page, 'neukunde');
  await expect(page).toHaveURL(/\/agb$/);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/agb$/);
  const accept = page.getByRole('button', { name: 'Akzeptieren' });
  await expect(accept).toBeDisabled();
  await page.getByLabel('Ich habe die AGB gelesen und akzeptiere sie.').check();
  await accept.click();
  await expect(page).not.toHaveURL(/\/agb$/);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/orders$/);
});

test('an unknown path needs login and then shows "not found"', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page).toHaveURL(/\/login$/);
  await loginViaForm(page, 'kaeufer');
  // After login the wanted (unknown) page opens inside the logged-in layout.
  await expect(page).toHaveURL(/\/gibt-es-nicht$/);
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page.getByText('Die aufgerufene Seite existiert nicht oder wurde verschoben.')).toBeVisible();
});
