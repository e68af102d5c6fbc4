import type { Page } from '@playwright/test';
import { businessDate } from '@fuel/domain/offers/business-time';
import { expect, test } from '../support/test';
import { pickOption, userPage } from '../support/users';

/**
 * Issue 17: the additive seller (verkaeufer-additive, Nordwest Additiv-Technik) clones an additive
 * offer, which starts paused, and enables it; the buyer kaeufer (Heizöl Schmidt, additives enabled
 * at that seller) picks the additive market in /handelsplatz, orders units of the clone to one of its
 * additive delivery locations, and both sides find the order in the history's additive market. Then
 * the buyer asks for an empty-barrel pickup and the seller finds and schedules it. The clone is told
 * apart by its id, so the spec runs beside others on the same demo data.
 */

const SELLER = 'verkaeufer-additive';
const BUYER = 'kaeufer';
const PRODUCT = 'Diesel-Biozid gegen Dieselpest';

/** The seller clones the demo's Biozid offer (10 L canister) and enables the paused copy; answers the copy's id. */
async function cloneAndEnable(seller: Page): Promise<number> {
  // "Meine Angebote" of an additive-only seller are its additive offers.
  await seller.goto('/meine-angebote');
  await expect(seller).toHaveURL(/\/meine-angebote\/additive$/);
  const source = seller
    .locator('[data-testid^="additive-offer-row-"][data-status="ACTIVE"]', { hasText: PRODUCT })
    .first();
  await expect(source).toBeVisible();
  const cloned = seller.waitForResponse(
    (r) => r.url().endsWith('/api/offer/additive') && r.request().method() === 'POST',
  );
  await source.locator('[data-testid^="additive-offer-actions-"]').click();
  await seller.getByRole('menuitem', { name: 'Klonen' }).click();
  const copy = (await (await cloned).json()) as { _id: number; status: string };
  expect(copy.status).toBe('PAUSED');

  const row = seller.getByTestId(`additive-offer-row-${copy._id}`);
  await expect(row).toHaveAttribute('data-status', 'PAUSED');
  // The switch follows the server: it turns once the status is saved.
  await row.getByRole('switch').click({ force: true });
  await expect(row).toHaveAttribute('data-status', 'ACTIVE');
  return copy._id;
}

/** The buyer opens the market, picks the additive market and orders 3 canisters to its Bremen location; answers the contract number. */
async function orderUnits(buyer: Page, offerId: number): Promise<string> {
  await buyer.goto('/handelsplatz');
  await buyer.getByTestId('market-selection').getByText('Additive').click();
  await expect(buyer).toHaveURL(/\/handelsplatz\/additive$/);
  await buyer.getByTestId(`additive-order-${offerId}`).click();

  const form = buyer.getByTestId('additive-order-form');
  await form.getByTestId('additive-order-units').fill('3');
  await pickOption(buyer, 'additive-order-form', 'Lieferort', /Hafenstraße 112/);
  await expect(form.getByTestId('additive-order-gross')).toContainText('EUR');
  await form.getByTestId('additive-order-terms').check();
  await form.getByTestId('additive-order-booking').check();
  await form.getByTestId('additive-order-submit').click();

  await expect(buyer).toHaveURL(/\/orders\/\d+$/);
  const confirmation = buyer.getByTestId('order-confirmation');
  await expect(confirmation.getByTestId('order-volume')).toHaveText('3 × Kanister 10 L');
  await expect(confirmation.getByTestId('order-location')).toContainText('Hafenstraße 112');
  const contract = (await confirmation.getByTestId('order-contract-number').textContent())!.trim();
  expect(contract).toMatch(/^K-\d{4}-\d+$/);
  return contract;
}

/** The history of `page`'s user, in the additive market (chosen when the user has both markets). */
async function expectInAdditiveHistory(page: Page, contract: string, choose: boolean) {
  await page.goto('/orders');
  if (choose) await page.getByTestId('order-history-market').getByText('Additive').click();
  const row = page.locator(`[data-testid="order-history-row"][data-order-id="${contract}"]`);
  await expect(row).toContainText('3 × Kanister 10 L');
  await expect(row).toContainText(PRODUCT);
}

test('a seller clones and enables an additive offer, a buyer orders units of it to a location, both see it in history', async ({
  browser,
}) => {
  const seller = await userPage(browser, SELLER);
  const offerId = await cloneAndEnable(seller);

  const buyer = await userPage(browser, BUYER);
  const contract = await orderUnits(buyer, offerId);

  await expectInAdditiveHistory(buyer, contract, true);
  // An additive-only seller has the additive market alone: its history shows it without a choice.
  await expectInAdditiveHistory(seller, contract, false);
  await expect(seller.getByTestId('order-history-market')).toHaveCount(0);
});

test('a buyer asks for an empty-barrel pickup, the seller sees it and schedules it', async ({ browser }) => {
  const buyer = await userPage(browser, BUYER, { at: '/leergebinde' });
  const form = buyer.getByTestId('empty-barrel-form');
  await pickOption(buyer, 'empty-barrel-form', 'Verkäufer', /Nordwest Additiv-Technik/);
  await pickOption(buyer, 'empty-barrel-form', 'Produkt', 'AdBlue');
  await pickOption(buyer, 'empty-barrel-form', 'Gebinde', 'Fass 200 L');
  const units = String(10 + Math.floor(Math.random() * 80));
  await form.getByTestId('empty-barrel-units').fill(units);
  await pickOption(buyer, 'empty-barrel-form', 'Lieferort', /Industriestraße 8/);
  // A day in the past is refused; the date field offers today onwards.
  await expect(form.getByTestId('empty-barrel-date')).toHaveAttribute('min', businessDate(new Date()));
  const sent = buyer.waitForResponse((r) => r.url().endsWith('/api/empty-barrels') && r.request().method() === 'POST');
  await form.getByTestId('empty-barrel-submit').click();
  const request = (await (await sent).json()) as { id: number };
  const mine = buyer.getByTestId(`empty-barrel-row-${request.id}`);
  await expect(mine).toContainText(`${units} × Fass 200 L`);
  await expect(mine).toContainText('Offen');

  const seller = await userPage(browser, SELLER, { at: '/leergebinde' });
  const received = seller.getByTestId(`empty-barrel-row-${request.id}`);
  await expect(received).toContainText('Heizöl Schmidt');
  await expect(received).toContainText('Industriestraße 8, 27572 Bremerhaven');
  await seller.getByTestId(`empty-barrel-status-${request.id}`).click();
  await seller.getByRole('option', { name: 'Eingeplant' }).click();
  // The open list no longer holds it; the buyer sees it scheduled.
  await expect(received).toHaveCount(0);
  await buyer.reload();
  await expect(mine).toContainText('Eingeplant');
});
