import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, openAs } from '../support/session';
import { expectNoHorizontalScroll } from '../support/axe';

// Issue 18 part 4: a buyer builds a favourite in the wizard (keyboard on the way), the market filters
// to it and lifts the filter with a second click; the list renames and deletes (after a confirmation).
// The buyer is 'einkauf' (no demo favourites, and no other spec reads its favourites).

const groups = (page: import('@playwright/test').Page) => page.locator('[data-testid^="market-group-"]');

test('a buyer builds a favourite in the wizard and the market filters to it', async ({ page, baseURL }) => {
  await acceptNecessaryCookies(page, baseURL!);
  await openAs(page, 'einkauf', '/handelsplatz');
  await expect(groups(page).first()).toBeVisible();
  const productsBefore = await groups(page).locator('h2').allTextContents();
  expect(productsBefore.length).toBeGreaterThan(1);

  // No favourite yet: the market offers to create one, which opens the wizard.
  await page.getByTestId('market-favourites-manage').click();
  await expect(page).toHaveURL(/\/favoriten\?neu=1$/);
  const wizard = page.getByTestId('favourite-wizard');
  await expect(wizard).toBeVisible();

  // Step 1 by keyboard: Space ticks the product, Enter on "Weiter" moves on.
  await wizard.getByRole('checkbox', { name: 'Diesel B7' }).focus();
  await page.keyboard.press('Space');
  await expect(wizard.getByRole('checkbox', { name: 'Diesel B7' })).toBeChecked();
  await wizard.getByTestId('favourite-next').focus();
  await page.keyboard.press('Enter');
  // Step 2: the whole region Nord ticks all its terminals.
  await wizard.getByRole('checkbox', { name: 'Ganze Region Nord' }).check();
  await expect(wizard.getByRole('checkbox', { name: 'Tanklager Hamburg-Harburg' })).toBeChecked();
  await wizard.getByTestId('favourite-next').click();
  // Step 3: one seller.
  await wizard.getByRole('checkbox', { name: 'Hanseatische Mineralöl Handels GmbH' }).check();
  await wizard.getByTestId('favourite-next').click();
  // Step 4: the name is required; the summary says what the favourite filters.
  await wizard.getByTestId('favourite-save').click();
  await expect(wizard.getByText('Bezeichnung ist ein Pflichtfeld.')).toBeVisible();
  await wizard.getByTestId('favourite-name').fill('Diesel Nord Hanseatische');
  const summary = wizard.getByTestId('favourite-summary');
  await expect(summary).toContainText('Produkte: Diesel B7');
  await expect(summary).toContainText('Terminals: Nord (alle Terminals)');
  await expect(summary).toContainText('Verkäufer: Hanseatische Mineralöl Handels GmbH');
  await wizard.getByTestId('favourite-save').click();

  // Back in the market, filtered to the new favourite: Diesel only, in the north, of that seller.
  await expect(page).toHaveURL(/\/handelsplatz$/);
  const chip = page.getByTestId('market-favourites').getByRole('checkbox', { name: 'Diesel Nord Hanseatische' });
  // The chip's input is drawn by its label: a person clicks the label.
  const chipLabel = page.getByTestId('market-favourites').getByText('Diesel Nord Hanseatische', { exact: true });
  await expect(chip).toBeChecked();
  await expect.poll(() => groups(page).locator('h2').allTextContents()).toEqual(['Diesel B7']);
  const rows = page.locator('[data-testid^="market-row-"]');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allTextContents()) {
    expect(text).toContain('Hanseatische Mineralöl');
    expect(text).toContain('Nord');
  }

  // A second click lifts the filter: the whole market again.
  await chipLabel.click();
  await expect(chip).not.toBeChecked();
  await expect.poll(() => groups(page).locator('h2').allTextContents()).toEqual(productsBefore);
  // One click filters again.
  await chipLabel.click();
  await expect.poll(() => groups(page).locator('h2').allTextContents()).toEqual(['Diesel B7']);

  // The list: rename, then delete after a confirmation.
  await page.goto('/favoriten');
  const row = page.locator('[data-testid^="favourite-row-"]').filter({ hasText: 'Diesel Nord Hanseatische' });
  await expect(row).toContainText('Nord (alle Terminals)');
  await row.locator('[data-testid^="favourite-rename-"]').click();
  const renameForm = page.getByTestId('favourite-rename-form');
  await renameForm.getByTestId('favourite-rename-name').fill('Diesel Hamburg/Bremen');
  await renameForm.getByTestId('favourite-rename-save').click();
  const renamed = page.locator('[data-testid^="favourite-row-"]').filter({ hasText: 'Diesel Hamburg/Bremen' });
  await expect(renamed).toBeVisible();
  await renamed.locator('[data-testid^="favourite-delete-"]').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('„Diesel Hamburg/Bremen“');
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(renamed).toBeVisible();
  await renamed.locator('[data-testid^="favourite-delete-"]').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page.getByTestId('favourites-empty')).toBeVisible();
});

test('on a phone the wizard fills the screen and nothing scrolls sideways', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await acceptNecessaryCookies(page, baseURL!);
  await openAs(page, 'einkauf', '/favoriten');
  await page.getByTestId('favourite-new').click();
  const wizard = page.getByTestId('favourite-wizard');
  await expect(wizard.getByRole('checkbox', { name: 'Diesel B7' })).toBeVisible();
  await expectNoHorizontalScroll(page, 'favourites wizard, phone');
  await wizard.getByTestId('favourite-next').click();
  await expect(wizard.getByRole('checkbox', { name: 'Ganze Region Nord' })).toBeInViewport({ ratio: 0.5 });
  await expectNoHorizontalScroll(page, 'favourites wizard step 2, phone');
});
