import { BASE_B } from '../playwright.config';
import { expect, test } from '../support/test';
import { createOffer } from '../support/trading';
import { userPage } from '../support/users';

/**
 * Decision 028: one number input reads the brand's format and the other decimal mark where it cannot
 * be a thousands separator, keeps what was typed and says in German why a text is refused.
 */

/** A price in EUR/100 L no demo offer and no other spec uses, different on a retry. */
function uniquePrice(): string {
  const cents = 8517 - test.info().retry * 4;
  return (cents / 100).toFixed(2).replace('.', ',');
}

test('brand A: 12.5 in a market quantity is read as 12,5 cbm and goes into the basket', async ({ browser }) => {
  const price = uniquePrice();
  const offer = await createOffer(await userPage(browser, 'verkaeufer', { at: '/meine-angebote' }), price, '200');
  // A buyer no other spec orders with: the 12,5 cbm stay in this buyer's basket only.
  const buyer = await userPage(browser, 'aviat-nord', { at: '/handelsplatz' });
  const row = buyer.getByTestId(`market-row-${offer.id}`);
  await expect(row).toBeVisible();
  const quantity = row.locator('[data-testid^="market-quantity-"]');
  const button = row.locator('[data-testid^="order-button-"]');

  // A refused text stays as typed, the field says why, and the disabled button gives the same reason.
  await quantity.fill('12,3456');
  await expect(quantity).toHaveValue('12,3456');
  await expect(row.getByText('Höchstens 3 Nachkommastellen erlaubt.')).toBeVisible();
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('data-disabled-reason', 'Höchstens 3 Nachkommastellen erlaubt.');

  await quantity.fill('12a');
  await expect(row.getByText('Keine gültige Zahl. Beispiel: 1.234,5 cbm')).toBeVisible();
  await expect(button).toBeDisabled();

  await quantity.fill('60');
  await expect(row.getByText('Höchstens 50,000 cbm.')).toBeVisible();
  await expect(button).toHaveAttribute('data-disabled-reason', 'Höchstens 50,000 cbm.');

  // The dot cannot be a thousands separator before one digit: 12.5 is 12,5.
  await quantity.fill('12.5');
  await expect(row.getByText('Gelesen als 12,5 cbm')).toBeVisible();
  await expect(button).toBeEnabled();
  await button.click();
  const drawer = buyer.getByRole('dialog', { name: 'Warenkorb' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('12,500 cbm')).toBeVisible();
});

test('brand A: the quantity calculator keeps 12.5 and converts it', async ({ browser }) => {
  const page = await userPage(browser, 'kaeufer');
  const input = page.getByTestId('volume-calculator-input');
  await input.fill('12.5');
  await expect(input).toHaveValue('12.5');
  await expect(page.getByText('Gelesen als 12,5 cbm')).toBeVisible();
  await expect(page.getByTestId('volume-calculator-result')).toContainText('12.500 Liter');
  await input.blur();
  await expect(input).toHaveValue('12,500');
  await expect(page.getByTestId('volume-calculator-result')).toContainText('12.500 Liter');
});

test('brand B: 12,5 in a market quantity is 12.5, never 125', async ({ browser }) => {
  const buyer = await userPage(browser, 'kaeufer', { base: BASE_B, at: '/handelsplatz' });
  const row = buyer.locator('[data-testid^="market-row-"]').first();
  const quantity = row.locator('[data-testid^="market-quantity-"]');
  await quantity.fill('12,5');
  await expect(quantity).toHaveValue('12,5');
  await expect(row.getByText('Gelesen als 12.5 cbm')).toBeVisible();
  await quantity.blur();
  await expect(quantity).toHaveValue('12.500');

  // "1,234" could be 1.234 or 1'234: refused instead of guessed.
  await quantity.fill('1,234');
  await expect(
    row.getByText("Nicht eindeutig: 1.234 cbm oder 1'234 cbm? Bitte eine der beiden Schreibweisen verwenden."),
  ).toBeVisible();
  await expect(row.locator('[data-testid^="order-button-"]')).toBeDisabled();
});
