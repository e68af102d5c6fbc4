import { expect, test } from '../support/test';
import { createOffer, euro, putInBasket, uniquePrice } from '../support/trading';
import { userPage } from '../support/users';

test('seller publishes, buyer orders through the basket, both see the order in their history', async ({ browser }) => {
  const price = uniquePrice(8765);
  // 20 cbm = 200 x 100 L, 19 % VAT: at 87.65 EUR/100 L 17,530.00 EUR net -> 20,860.70 EUR gross.
  const gross = euro(price.cents * 200 * 1.19);
  const seller = await userPage(browser, 'verkaeufer', { at: '/meine-angebote' });
  const offer = await createOffer(seller, price.text, '500');

  const buyer = await userPage(browser, 'kaeufer');
  const drawer = await putInBasket(buyer, offer, '20');
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
  await expect(offer.row).toContainText('480');
});

test('an offer paused while it sits in the basket ends in the "no longer available" dialog', async ({ browser }) => {
  const seller = await userPage(browser, 'verkaeufer', { at: '/meine-angebote' });
  const price = uniquePrice(8643);
  const offer = await createOffer(seller, price.text, '100');
  const { row } = offer;

  const buyer = await userPage(browser, 'kaeufer');
  const drawer = await putInBasket(buyer, offer, '10');

  await row.locator('[data-testid^="offer-actions-"]').click();
  await seller.getByRole('menuitem', { name: 'Pausieren' }).click();
  // "Meine Angebote" shows the active offers by default: the paused one is under "Pausiert".
  await seller
    .getByTestId('offer-status-filter')
    .getByText(/^Pausiert/)
    .click();
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
