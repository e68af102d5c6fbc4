import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { pickOption, userPage } from '../support/users';

async function pickOfferOption(page: Page, label: string, option: string | RegExp) {
  await pickOption(page, 'offer-form', label, option);
}

/** The seller publishes a fixed-price offer tradable at any hour today, at a price no demo offer has. */
async function createOffer(seller: Page, price: string, totalCbm: string) {
  await seller.goto('/meine-angebote');
  await seller.getByTestId('new-offer').click();
  const form = seller.getByTestId('offer-form');
  await pickOfferOption(seller, 'Produkt', 'Heizöl EL schwefelarm');
  await pickOfferOption(seller, 'Terminal', /Hamburg-Harburg/);
  await form.getByLabel('Gesamtmenge (cbm)').fill(totalCbm);
  await form.getByLabel('Mindestmenge pro Bestellung (cbm)').fill('5');
  await form.getByLabel('Höchstmenge pro Bestellung (cbm)').fill('50');
  await form.getByLabel(/^Preis \(/).fill(price);
  await form.getByLabel('Tägliche Startzeit').fill('00:00');
  await form.getByLabel('Tägliche Endzeit').fill('23:59');
  await pickOfferOption(seller, 'Abholzeitraum', /7 Tage/);
  await seller.getByTestId('offer-form-submit').click();
  await expect(form).toHaveCount(0);
  const row = seller.getByTestId('offer-table').locator('tr').filter({ hasText: price });
  await expect(row.getByTestId('offer-status')).toContainText('Aktiv');
  return row;
}

/**
 * A price in EUR/100 L no demo offer has, different on a retry (the first attempt's offer is still
 * published then and would match too).
 */
function uniquePrice(cents: number): { cents: number; text: string } {
  const shifted = cents - test.info().retry * 4;
  return { cents: shifted, text: (shifted / 100).toFixed(2).replace('.', ',') };
}

const euro = (cents: number) => (cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function marketRow(buyer: Page, price: string) {
  await buyer.goto('/handelsplatz');
  const row = buyer.locator('[data-testid^="market-row-"]').filter({ hasText: price });
  await expect(row).toHaveCount(1);
  return row;
}

async function putInBasket(buyer: Page, price: string, cbm: string) {
  const row = await marketRow(buyer, price);
  await row.locator('[data-testid^="market-quantity-"]').fill(cbm);
  await row.locator('[data-testid^="order-button-"]').click();
  const drawer = buyer.getByRole('dialog', { name: 'Warenkorb' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('basket-countdown').first()).toBeVisible();
  return drawer;
}

test('seller publishes, buyer orders through the basket, both see the order in their history', async ({ browser }) => {
  const price = uniquePrice(8765);
  // 20 cbm = 200 x 100 L, 19 % VAT: at 87.65 EUR/100 L 17,530.00 EUR net -> 20,860.70 EUR gross.
  const gross = euro(price.cents * 200 * 1.19);
  const seller = await userPage(browser, 'verkaeufer');
  await createOffer(seller, price.text, '500');

  const buyer = await userPage(browser, 'kaeufer');
  const drawer = await putInBasket(buyer, price.text, '20');
  await expect(drawer.getByTestId('basket-total-gross')).toContainText(gross);
  const submit = drawer.getByTestId('basket-submit');
  await expect(submit).toBeDisabled();
  await drawer.getByTestId('basket-accept-terms').check();
  await drawer.getByTestId('basket-booking-checked').check();
  await submit.click();

  await expect(buyer).toHaveURL(/\/orders\/\d+$/);
  const confirmation = buyer.getByTestId('order-confirmation');
  await expect(confirmation.getByTestId('order-pickup-number')).toHaveText(/\d{4}-\d{4}/);
  await expect(confirmation.getByTestId('order-gross')).toContainText(gross);
  const contract = (await confirmation.getByTestId('order-contract-number').textContent())!.trim();
  expect(contract).toMatch(/^K-\d{4}-\d+$/);

  await buyer.goto('/orders');
  await expect(buyer.getByRole('row').filter({ hasText: contract })).toBeVisible();

  await seller.goto('/orders');
  const sale = seller.getByRole('row').filter({ hasText: contract });
  await expect(sale).toBeVisible();
  await expect(sale).toContainText('Heizöl Schmidt');

  // The seller sees the remaining volume go down: 500 - 20 = 480 cbm.
  await seller.goto('/meine-angebote');
  await expect(seller.getByTestId('offer-table').locator('tr').filter({ hasText: price.text })).toContainText('480');
});

test('an offer paused while it sits in the basket ends in the "no longer available" dialog', async ({ browser }) => {
  const seller = await userPage(browser, 'verkaeufer');
  const price = uniquePrice(8643);
  const row = await createOffer(seller, price.text, '100');

  const buyer = await userPage(browser, 'kaeufer');
  const drawer = await putInBasket(buyer, price.text, '10');

  await row.locator('[data-testid^="offer-actions-"]').click();
  await seller.getByRole('menuitem', { name: 'Pausieren' }).click();
  // "Meine Angebote" shows the active offers by default: the paused one is under "Pausiert".
  await seller.getByTestId('offer-status-filter').getByText(/^Pausiert/).click();
  await expect(row.getByTestId('offer-status')).toContainText('Pausiert');

  await drawer.getByTestId('basket-accept-terms').check();
  await drawer.getByTestId('basket-booking-checked').check();
  await drawer.getByTestId('basket-submit').click();
  const dialog = buyer.getByRole('dialog', { name: 'Angebot nicht mehr verfügbar' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('nicht mehr verfügbar');
  // Anonymous: the dialog does not name the seller.
  await expect(dialog).not.toContainText('Hanseatische');
});
