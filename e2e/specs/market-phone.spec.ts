import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { acceptNecessaryCookies, openAs } from '../support/session';

// Issue 14 parts 5, 7 and 11 on a phone (390 x 844): the market and the basket as cards a trader
// orders from with a thumb, nothing wider than the screen, the bottom bar at the screen's bottom.
// Demo buyer "bauer" trades with one seller (Süddeutsche), whose all-day offers are fixed prices.

const WIDTH = 390;
const HEIGHT = 844;
test.use({ viewport: { width: WIDTH, height: HEIGHT }, isMobile: true, hasTouch: true });

async function openMarket(page: Page, baseURL: string) {
  await acceptNecessaryCookies(page, baseURL);
  await openAs(page, 'bauer');
  await page.getByTestId('bottom-bar').getByRole('link', { name: 'Handelsplatz' }).click();
  await expect(page.locator('[data-testid^="market-row-"]').first()).toBeVisible();
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The element lies fully inside the 390 x 844 screen. */
async function expectOnScreen(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(HEIGHT);
}

async function expectThumbSized(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
}

/** A fixed-price card of the market (its price holds until a time) and its offer id. */
async function fixedOffer(page: Page, nth = 0) {
  const card = page.locator('[data-testid^="market-row-"]').filter({ hasText: 'Preis gilt bis' }).nth(nth);
  const id = (await card.getAttribute('data-testid'))!.replace('market-row-', '');
  return { card, id };
}

test('a trader orders from the market on a phone: cards with price, quantity and button on screen, Enter adds, basket totals readable', async ({
  page,
  baseURL,
}) => {
  await openMarket(page, baseURL!);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
  const bar = page.getByTestId('bottom-bar');
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height).toBe(HEIGHT);

  const { card, id } = await fixedOffer(page);
  await expect(card.getByTestId(`offer-price-holds-${id}`)).toHaveText(
    /^Preis gilt bis (\d{2}\.\d{2}\.\d{4}, )?\d{2}:\d{2} Uhr \(Europe\/Berlin\)$/,
  );
  const price = card.getByTestId(`offer-price-${id}`);
  const quantity = card.getByTestId(`market-quantity-${id}`);
  const button = card.getByTestId(`order-button-${id}`);
  for (const part of [price, quantity, button]) {
    await part.scrollIntoViewIfNeeded();
    await expectOnScreen(part);
  }
  await expectThumbSized(quantity);
  await expectThumbSized(button);
  // The card's field is labelled on screen.
  await expect(card.getByLabel('Menge (cbm)')).toBeVisible();

  // Enter in the quantity puts the offer in the basket.
  await quantity.fill('6');
  await quantity.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('basket-countdown')).toBeVisible();
  // The floating basket button never covers the open basket.
  await expect(page.getByTestId('basket-open')).toHaveCount(0);
  const gross = drawer.getByTestId('basket-total-gross');
  await expect(gross).toHaveText(/^[\d.]+,\d{2} EUR$/);
  await gross.scrollIntoViewIfNeeded();
  await expectOnScreen(gross);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);

  // For whom, and the credit left after this order.
  await expect(drawer.getByTestId('basket-order-for')).toHaveText('Bestellung für: Energiehandel Bauer GmbH');
  await expect(drawer.getByTestId('basket-credit')).toContainText(
    /verfügbar [\d.]+,\d{2} EUR, nach Bestellung [\d.]+,\d{2} EUR/,
  );

  // Closed, the basket button sits above the bottom bar, not over it.
  await page.keyboard.press('Escape');
  const basketButton = page.getByTestId('basket-open');
  await expect(basketButton).toBeVisible();
  await expectThumbSized(basketButton);
  const buttonBox = (await basketButton.boundingBox())!;
  expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(barBox.y);
  await expectOnScreen(basketButton);

  await basketButton.click();
  await drawer.getByTestId('basket-accept-terms').check();
  await drawer.getByTestId('basket-booking-checked').check();
  const submit = drawer.getByTestId('basket-submit');
  await submit.scrollIntoViewIfNeeded();
  await expectOnScreen(submit);
  await submit.click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
});

test('the market sorts on a phone with a select (price, terminal, date)', async ({ page, baseURL }) => {
  await openMarket(page, baseURL!);
  const group = page.locator('[data-testid^="market-group-"]').first();
  const sort = group.getByRole('combobox', { name: 'Sortieren nach' });
  await sort.click();
  for (const option of ['Preis aufsteigend', 'Terminal / Lieferung aufsteigend', 'Abholzeitraum absteigend'])
    await expect(page.getByRole('option', { name: option })).toBeVisible();
  await page.getByRole('option', { name: 'Preis absteigend' }).click();
  const prices = async () =>
    (await group.getByTestId('market-price').allTextContents()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
  await expect
    .poll(async () => {
      const shown = await prices();
      return shown.length > 1 && shown.every((p, i) => i === 0 || shown[i - 1]! >= p);
    })
    .toBe(true);
  await sort.click();
  await page.getByRole('option', { name: 'Preis aufsteigend' }).click();
  await expect
    .poll(async () => {
      const shown = await prices();
      return shown.every((p, i) => i === 0 || shown[i - 1]! <= p);
    })
    .toBe(true);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
});

test('expired reservations are refreshed with one click', async ({ page, baseURL }) => {
  await page.clock.install();
  await openMarket(page, baseURL!);
  for (const nth of [0, 1]) {
    const { card, id } = await fixedOffer(page, nth);
    await card.getByTestId(`market-quantity-${id}`).fill('5');
    await card.getByTestId(`order-button-${id}`).click();
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(drawer.getByTestId('basket-countdown')).toHaveCount(nth + 1);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  await page.getByTestId('basket-open').click();
  const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
  // Past the reservation time (the e2e server's 90 s) on the browser's clock.
  await page.clock.fastForward('02:00');
  await expect(drawer.getByText('Preisreservierung abgelaufen')).toHaveCount(2);
  const refreshAll = drawer.getByTestId('basket-refresh-all');
  await expectThumbSized(refreshAll);
  await refreshAll.click();
  await expect(drawer.getByText('Preisreservierung abgelaufen')).toHaveCount(0);
  await expect(drawer.getByTestId('basket-countdown').first()).toHaveText(/Preis reserviert: noch \d+ s/);
  await expect(drawer.getByTestId('basket-refresh-all')).toHaveCount(0);

  // Leave bauer's basket empty, as the other tests of this file expect to find it.
  for (const left of [1, 0]) {
    await drawer.getByTestId('basket-remove').first().click();
    await expect(drawer.getByTestId('basket-countdown')).toHaveCount(left);
  }
});
