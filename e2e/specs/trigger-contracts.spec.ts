import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { pickOption, userPage } from '../support/users';

/**
 * Issue 13: a seller creates a trigger contract for kaeufer (open around the clock, one trigger a
 * day), the buyer triggers part of it at the live price, the seller confirms the order, both
 * histories show it, and the second trigger of the day is refused with its German message. The EKK
 * number is unique per run, so the spec runs beside others and on a retry.
 */
async function createContract(seller: Page, ekk: string, mix = false) {
  await seller.goto('/verträge-management');
  await seller.getByTestId('new-trigger-contract').click();
  const form = seller.getByTestId('trigger-contract-form');
  await pickOption(seller, 'trigger-contract-form', 'Käufer', /Heizöl Schmidt/);
  await pickOption(seller, 'trigger-contract-form', 'Produkt', mix ? 'Super E5' : 'Heizöl EL schwefelarm');
  await pickOption(seller, 'trigger-contract-form', 'Terminal', /Hamburg-Harburg/);
  await form.getByTestId('trigger-ekk').fill(ekk);
  await form.getByTestId('trigger-premium').fill('3,5');
  // Issue 24: the form previews the composed price and says what it includes (the seller's duty rules).
  await expect(form.getByTestId('trigger-price-preview')).toContainText(
    'inkl. CO2-Abgabe und Energiesteuer, zzgl. MwSt.',
  );
  if (mix) {
    await form.getByTestId('petrol-mix-enabled').click();
    await pickOption(seller, 'trigger-contract-form', 'Mix-Produkt 1', 'Super E5');
    await pickOption(seller, 'trigger-contract-form', 'Mix-Produkt 2', 'Super E10');
    await form.getByTestId('petrol-mix-percent-0').fill('60');
    await form.getByTestId('petrol-mix-percent-1').fill('40');
    await form.getByTestId('petrol-mix-flexibility').fill('10');
  }
  // Every day, all day: the journey runs at any hour.
  for (const day of ['Sa', 'So']) {
    await form.getByTestId('trigger-days').click();
    await seller.getByRole('option', { name: day, exact: true }).click();
  }
  await form.getByTestId('trigger-from').fill('00:00');
  await form.getByTestId('trigger-to').fill('24:00');
  await form.getByTestId('trigger-volume').fill('500');
  await form.getByTestId('trigger-daily-limit').fill('1');
  await form.getByTestId('trigger-min').fill('5');
  await form.getByTestId('trigger-max').fill('50');
  await seller.getByTestId('trigger-contract-submit').click();
  await expect(form).toHaveCount(0);
  const row = seller.getByTestId('trigger-contract-row').and(seller.locator(`[data-ekk="${ekk}"]`));
  await expect(row.getByTestId('trigger-contract-status')).toContainText('Aktiv');
  return row;
}

async function openCheckout(buyer: Page, ekk: string) {
  await buyer.goto('/verträge-management');
  const row = buyer.locator(`[data-testid="trigger-contract-row"][data-ekk="${ekk}"]`);
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-testid^="trigger-price-"]')).toHaveAttribute('data-live-state', 'live');
  await row.locator('[data-testid^="trigger-button-"]').click();
  const checkout = buyer.getByTestId('trigger-checkout');
  await expect(checkout.getByTestId('trigger-countdown')).toBeVisible();
  await expect(checkout.getByTestId('trigger-held-price')).toContainText('/ 100 L');
  return { row, checkout };
}

test('a seller sets a trigger contract, the buyer triggers at the live price, the seller confirms, the daily limit refuses', async ({
  browser,
}) => {
  const ekk = `E2E-${randomUUID().slice(0, 8)}`;
  const seller = await userPage(browser, 'verkaeufer');
  await createContract(seller, ekk);

  const buyer = await userPage(browser, 'kaeufer');
  // A second tab of the same buyer holds a price before the first trigger: it is refused later.
  const second = await buyer.context().newPage();
  const late = await openCheckout(second, ekk);

  const { checkout } = await openCheckout(buyer, ekk);
  await checkout.getByTestId('trigger-quantity').fill('20');
  await checkout.getByTestId('trigger-terms').check();
  await checkout.getByTestId('trigger-submit').click();

  await expect(buyer).toHaveURL(/\/orders\/\d+$/);
  const confirmation = buyer.getByTestId('order-confirmation');
  await expect(confirmation.getByTestId('order-pickup-number')).toHaveText(/\d{4}-\d{4}/);
  await expect(confirmation.getByTestId('order-lifting-master-number')).not.toBeEmpty();
  for (const amount of ['price', 'net', 'vat', 'gross'])
    await expect(confirmation.getByTestId(`order-${amount}`)).toContainText('EUR');
  const contract = (await confirmation.getByTestId('order-contract-number').textContent())!.trim();
  expect(contract).toMatch(/^K-\d{4}-\d+$/);
  const orderUrl = new URL(buyer.url()).pathname;

  // The seller confirms, irreversibly, after the confirmation dialog.
  await seller.goto(orderUrl);
  await seller.getByTestId('order-confirm').click();
  await seller.getByTestId('order-decision-submit').click();
  await expect(seller.getByTestId('order-confirm')).toHaveCount(0);

  // Both histories of the month show the trigger; the remaining volume went down by 20 cbm.
  for (const page of [buyer, seller]) {
    await page.goto('/verträge-management');
    await page.getByTestId('tab-trigger-history').click();
    const card = page.locator(`[data-testid="trigger-history-contract"][data-ekk="${ekk}"]`);
    await expect(card.getByTestId('trigger-history-entry').filter({ hasText: contract })).toBeVisible();
    await expect(card.getByTestId('trigger-history-remaining')).toContainText('480');
  }

  // The daily limit (1) is reached: the list says why, and the tab that held a price earlier is refused.
  await buyer.goto('/verträge-management');
  const row = buyer.locator(`[data-testid="trigger-contract-row"][data-ekk="${ekk}"]`);
  await expect(row.getByTestId('trigger-disabled-reason')).toHaveText('Maximale Anzahl Trigger pro Tag erreicht');
  await late.checkout.getByTestId('trigger-quantity').fill('10');
  await late.checkout.getByTestId('trigger-terms').check();
  await late.checkout.getByTestId('trigger-submit').click();
  const refusal = late.checkout.getByTestId('trigger-error');
  await expect(refusal).toHaveAttribute('data-code', 'TRIGGER_DAILY_LIMIT_REACHED');
  await expect(refusal).toContainText('Die maximale Anzahl an Triggern für heute ist erreicht.');
});

test('issue 24: a petrol-mix trigger shows its mix and split, and becomes one order per product', async ({
  browser,
}) => {
  const ekk = `E2E-MIX-${randomUUID().slice(0, 8)}`;
  const seller = await userPage(browser, 'verkaeufer');
  await createContract(seller, ekk, true);

  const buyer = await userPage(browser, 'kaeufer');
  const { row, checkout } = await openCheckout(buyer, ekk);
  await expect(row.getByTestId('trigger-petrol-mix')).toContainText('Super E5 60 %, Super E10 40 % · ± 10 %');
  await expect(row.locator('[data-testid^="trigger-included-"]')).toHaveText(
    'inkl. CO2-Abgabe und Energiesteuer, zzgl. MwSt.',
  );
  await checkout.getByTestId('trigger-quantity').fill('10');
  const preview = checkout.getByTestId('trigger-mix-preview');
  await expect(preview.getByTestId('trigger-mix-litres-0')).toHaveText('6,000 cbm');
  await expect(preview.getByTestId('trigger-mix-litres-1')).toHaveText('4,000 cbm');
  // The buyer moves litres inside the flexibility (6 ± 0,6 and 4 ± 0,4 cbm).
  await checkout.getByTestId('trigger-mix-adjust').click();
  await checkout.getByTestId('trigger-mix-quantity-0').fill('6,4');
  await checkout.getByTestId('trigger-mix-quantity-1').fill('3,6');
  await expect(preview.getByTestId('trigger-mix-litres-0')).toHaveText('6,400 cbm');
  await checkout.getByTestId('trigger-terms').check();
  await checkout.getByTestId('trigger-submit').click();
  await expect(buyer).toHaveURL(/\/orders\/\d+$/);

  // Two orders of the one trigger, the contract's volume reduced by the total once.
  await buyer.goto('/verträge-management');
  await buyer.getByTestId('tab-trigger-history').click();
  const card = buyer.locator(`[data-testid="trigger-history-contract"][data-ekk="${ekk}"]`);
  await expect(card.getByTestId('trigger-history-entry')).toHaveCount(2);
  await expect(card.getByTestId('trigger-history-product')).toHaveText(['Super E5', 'Super E10']);
  // The orders' status in words, never the code (issue 30 part 5).
  await expect(card.getByTestId('trigger-history-entry').first()).toContainText('Offen');
  await expect(card.getByTestId('trigger-history-entry').first()).not.toContainText('OPEN');
  await expect(card.getByTestId('trigger-history-remaining')).toContainText('490');
});
