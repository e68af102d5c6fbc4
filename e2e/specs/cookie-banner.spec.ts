import { expect, test, type Page } from '@playwright/test';
import { CONSENT_COOKIE_NAME } from '@fuel/domain/constants';

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE_NAME);
}

test('declining stores "necessary" for 30 days and keeps analytics off', async ({ page }) => {
  await page.goto('/login');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(banner).toHaveCount(0);
  const cookie = await consentCookie(page);
  expect(cookie?.value).toBe('necessary');
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  await expect(page.locator('html')).not.toHaveAttribute('data-analytics', 'on');
  await page.reload();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
});

test('accepting all stores "analytical" and switches analytics on', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).not.toHaveAttribute('data-analytics', 'on');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect.poll(async () => (await consentCookie(page))?.value).toBe('analytical');
  await expect(page.locator('html')).toHaveAttribute('data-analytics', 'on');
});

test('settings: analytics off by default stores "necessary"; switched on stores "analytical"', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Einstellungen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('switch', { name: /Analyse-Cookies/ })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect.poll(async () => (await consentCookie(page))?.value).toBe('necessary');

  await page.context().clearCookies();
  await page.reload();
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Einstellungen' }).click();
  await page
    .getByRole('dialog')
    .getByRole('switch', { name: /Analyse-Cookies/ })
    .check({ force: true });
  await page.getByRole('dialog').getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect.poll(async () => (await consentCookie(page))?.value).toBe('analytical');
  await expect(page.locator('html')).toHaveAttribute('data-analytics', 'on');
});
