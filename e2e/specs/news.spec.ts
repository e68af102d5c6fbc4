import { expect, test } from '../support/test';
import { userPage } from '../support/users';

// Issue 16 part 4: a seller writes news in the editor (/news); its connected buyers read it in their
// news box on the dashboard and on /statistik; an edit and a delete (after a confirmation) reach them
// too. The demo seller Hanseatische ('verkaeufer') and its buyer Heizöl Schmidt ('kaeufer'); the item
// carries a text of its own, so other items (demo news) do not matter.

test('a seller’s news item appears in a connected buyer’s news box, changes with an edit and goes with a delete', async ({
  browser,
}) => {
  test.slow();
  const marker = `Tanklager Hamburg: neue Ladezeiten ab Montag (${Date.now()})`;
  const seller = await userPage(browser, 'verkaeufer', { at: '/news' });
  await expect(seller.getByRole('heading', { level: 1, name: 'News verwalten' })).toBeVisible();
  await seller.getByTestId('news-new').click();
  const form = seller.getByRole('dialog', { name: 'Neue News' });
  // Dated today by default; an empty text is refused on the field.
  await expect(form.getByTestId('news-date')).not.toHaveValue('');
  await form.getByTestId('news-submit').click();
  await expect(form.getByText('Text ist ein Pflichtfeld.')).toBeVisible();
  await form.getByTestId('news-text').fill(marker);
  await form.getByTestId('news-submit').click();
  await expect(form).toBeHidden();
  const row = seller.locator('[data-testid^="news-row-"]').filter({ hasText: marker });
  await expect(row).toHaveCount(1);

  // The buyer (another browser) reads it first in the box on its dashboard, with the seller's name.
  const buyer = await userPage(browser, 'kaeufer');
  const box = buyer.getByTestId('news-box');
  const item = box.getByTestId('news-box-item').first();
  await expect(item).toContainText(marker);
  await expect(item).toContainText('Hanseatische Mineralöl Handels GmbH');
  // Spec section 9: the box holds the last 10 items.
  expect(await box.getByTestId('news-box-item').count()).toBeLessThanOrEqual(10);

  // The seller edits it; the buyer's box on /statistik shows the new text.
  await row.locator('[data-testid^="news-edit-"]').click();
  const edit = seller.getByRole('dialog', { name: 'News bearbeiten' });
  await edit.getByTestId('news-text').fill(`${marker} – geändert`);
  await edit.getByTestId('news-submit').click();
  await expect(edit).toBeHidden();
  await buyer.goto('/statistik');
  await expect(buyer.getByTestId('news-box').getByTestId('news-box-item').first()).toContainText(
    `${marker} – geändert`,
  );

  // Deleting asks first; cancelling keeps it, confirming removes it from the buyer's box too.
  await row.locator('[data-testid^="news-delete-"]').click();
  await seller.getByRole('dialog', { name: 'News löschen' }).getByRole('button', { name: 'Abbrechen' }).click();
  await expect(row).toHaveCount(1);
  await row.locator('[data-testid^="news-delete-"]').click();
  await seller.getByTestId('confirm-dialog-confirm').click();
  await expect(row).toHaveCount(0);
  await buyer.reload();
  await expect(buyer.getByTestId('news-box')).toBeVisible();
  await expect(buyer.getByTestId('news-box').getByText(marker)).toHaveCount(0);
});

test('a buyer may not open the news editor', async ({ browser }) => {
  const buyer = await userPage(browser, 'kaeufer', { at: '/news' });
  // Sellers only: a direct visit is cancelled and the buyer lands on the dashboard (spec section 2).
  await expect(buyer).toHaveURL(/\/$/);
  await expect(buyer.getByTestId('news-box')).toBeVisible();
});
