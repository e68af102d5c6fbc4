import { expect, test, type Page } from '@playwright/test';
import { BASE_B } from '../playwright.config';
import { acceptNecessaryCookies, openAs } from '../support/session';

// Issue 14 part 10: brand B reads Swiss. No "ß", one spelling of MWST, Schweiz in the country list
// (first), the CHF rate in the live-price explanation, and every time of day with its zone.

test.use({ baseURL: BASE_B });

const ZONED_TIME = /\d{2}:\d{2}(:\d{2})? (MEZ|MESZ)/;

/** The visible text of the page has no "ß" and no German VAT abbreviation. */
async function expectSwissText(page: Page, where: string) {
  const text = await page.locator('body').innerText();
  expect(text.match(/.{0,30}ß.{0,30}/g), `${where}: ß`).toBeNull();
  expect(text.match(/.{0,30}(MwSt|Mwst|USt-IdNr).{0,30}/g), `${where}: VAT spelling`).toBeNull();
}

test.beforeEach(async ({ page }) => {
  await acceptNecessaryCookies(page, BASE_B);
  await openAs(page, 'kaeufer');
});

test('the buyer screens read Swiss and show times with their zone', async ({ page }) => {
  // Five screens, each loaded and read in full.
  test.setTimeout(120_000);
  await expectSwissText(page, 'dashboard');
  await page.goto('/handelsplatz');
  await expect(page.locator('[data-testid^="market-row-"]').first()).toBeVisible();
  // "Stand: 14:03:09 MEZ": the market's time carries its zone.
  await expect(page.getByText(/Stand: /).first()).toContainText(ZONED_TIME);
  await expectSwissText(page, 'market');
  await page.goto('/marktinfo');
  await expect(page.getByTestId('market-info-fx').or(page.getByText('Devisenkurse')).first()).toBeVisible();
  await expect(page.locator('body')).toContainText(ZONED_TIME);
  await expectSwissText(page, 'market info');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Bestellhistorie' })).toBeVisible();
  await expectSwissText(page, 'orders');
  await page.goto('/unternehmen');
  await expect(page.getByTestId('account-address-form')).toBeVisible();
  await expectSwissText(page, 'company');
});

test('Schweiz is the first country and the default of a new delivery address', async ({ page }) => {
  await page.goto('/unternehmen');
  await page.getByTestId('add-delivery-address').click();
  const form = page.getByTestId('delivery-address-form');
  const country = form
    .getByRole('textbox', { name: /Land/ })
    .or(form.getByRole('combobox', { name: /Land/ }))
    .first();
  await expect(country).toHaveValue('Schweiz');
  await country.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText('Schweiz');
  await expect(options).toHaveText(['Schweiz', 'Deutschland', 'Österreich', 'Belgien']);
  await page.keyboard.press('Escape');
  await expectSwissText(page, 'delivery address form');
});

test('a live offer in the basket explains its EUR/CHF conversion and names the VAT as MWST', async ({ page }) => {
  await page.goto('/handelsplatz');
  const row = page
    .locator('[data-testid^="market-row-"]')
    .filter({ has: page.locator('[data-live-state="live"]') })
    .first();
  await expect(row).toBeVisible();
  await row.locator('[data-testid^="market-quantity-"]').fill('5');
  await row.locator('[data-testid^="order-button-"]').click();
  const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(drawer).toBeVisible();
  // Issue 24: the price breakdown replaced the one-line basis; its CHF step names the rate.
  const offerId = (await row.getAttribute('data-testid'))!.replace('market-row-', '');
  const conversion = drawer
    .getByTestId(`basket-item-${offerId}`)
    .getByTestId('price-line')
    .filter({ hasText: 'Umrechnung in CHF' });
  await expect(conversion).toContainText(/Kurs \d+[.,]\d{4}/);
  await expect(conversion).toContainText('CHF/100 L');
  await expect(drawer).toContainText('MWST');
  await expectSwissText(page, 'basket');
  // Leave the basket as it was for other specs.
  await drawer.getByTestId('basket-remove').first().click();
  await expect(drawer.getByTestId('basket-remove')).toHaveCount(0);
});
