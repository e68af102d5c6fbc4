import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, openAs } from '../support/session';

test("a parent orders for a child account and the child's daily limit shows the use", async ({ page, baseURL }) => {
  await acceptNecessaryCookies(page, baseURL!);
  // Set a daily limit for the Nord child. The demo history may already hold orders of today: the
  // journey counts from what is used now.
  await openAs(page, 'aviat', '/aviaten');
  const child = page.locator('[data-testid^="child-account-"]').filter({ hasText: 'Aviat Tankstellen Nord' }).first();
  await child.getByRole('tab', { name: 'Tageslimit' }).click();
  await child.getByTestId('child-daily-limit-input').fill('800');
  await child.getByTestId('child-settings-save').click();
  const usage = child.getByTestId('child-daily-limit-usage');
  await expect(usage).toContainText(/^[\d.]+,\d{3} von 800,000/);
  const usedBefore = Number((await usage.textContent())!.split(' von ')[0]!.replace(/\./g, '').replace(',', '.'));

  // Order 10 cbm in the market for that child, from the demo's Diesel offer: specs running at the
  // same time publish (and pause) Heizöl offers in Hamburg-Harburg.
  await page.goto('/handelsplatz');
  await page.getByTestId('market-child-account').click();
  await page.getByRole('option', { name: 'Aviat Tankstellen Nord GmbH' }).click();
  const row = page
    .locator('[data-testid^="market-row-"]')
    .filter({ hasText: 'Hamburg-Harburg' })
    .filter({ hasText: 'Diesel B7' })
    .first();
  await row.locator('[data-testid^="market-quantity-"]').fill('10');
  await row.locator('[data-testid^="order-button-"]').click();
  const basket = page.getByRole('dialog', { name: 'Warenkorb' });
  await basket.getByTestId('basket-accept-terms').check();
  await basket.getByTestId('basket-booking-checked').check();
  await basket.getByTestId('basket-submit').click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByTestId('order-buyer')).toContainText('Aviat Tankstellen Nord');

  await page.goto('/aviaten');
  const after = page.locator('[data-testid^="child-account-"]').filter({ hasText: 'Aviat Tankstellen Nord' }).first();
  await after.getByRole('tab', { name: 'Tageslimit' }).click();
  const usedAfter = (usedBefore + 10).toLocaleString('de-DE', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  await expect(after.getByTestId('child-daily-limit-usage')).toContainText(`${usedAfter} von 800,000`);
});
