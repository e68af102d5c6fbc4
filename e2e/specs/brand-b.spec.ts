import { expect, test } from '@playwright/test';
import { BASE_A, BASE_B } from '../playwright.config';
import { acceptNecessaryCookies, openAs } from '../support/session';

test.use({ baseURL: BASE_B });

test('brand B: Swiss number format, de-CH texts and "Powered by"', async ({ page }) => {
  await acceptNecessaryCookies(page, BASE_B);
  await openAs(page, 'kaeufer');
  await expect(page).toHaveTitle(/^Brennstoffbörse \| /);

  // Decimal point and apostrophe thousands separator.
  await expect(page.getByTestId('master-data')).toContainText('0.8450');
  await expect(page.getByTestId('vat-rate')).toContainText('8.10');
  const input = page.getByTestId('volume-calculator-input');
  await input.fill('');
  await input.pressSequentially('1234.5');
  await expect(page.getByTestId('volume-calculator-result')).toContainText("1'234'500");
  await input.blur();
  await expect(input).toHaveValue("1'234.500");

  await expect(page.getByTestId('powered-by')).toBeVisible();
  await expect(page.getByTestId('footer')).toContainText('Brennstoffbörse Schweiz AG');
});

test('brand A formats the same number with comma and dots', async ({ page }) => {
  await acceptNecessaryCookies(page, BASE_A);
  await page.goto(`${BASE_A}/login`);
  await page.getByLabel('Benutzername').fill('bauer');
  await page.getByLabel('Passwort', { exact: true }).fill('Demo!2026');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  const input = page.getByTestId('volume-calculator-input');
  await input.pressSequentially('1234,5');
  await expect(page.getByTestId('volume-calculator-result')).toContainText('1.234.500');
});
