import { expect, test } from '../support/test';
import { userPage } from '../support/users';

// Decision 051: the demo's Aviat group shares credit (the parent's flag), so with Hanseatische every
// member orders against the parent's 400.000,00. Read only: other specs order for Aviat Nord.

test("the seller sees one pooled limit for the Aviat group and who shares it; the child's own limit stays editable", async ({
  browser,
}) => {
  const seller = await userPage(browser, 'verkaeufer', { at: '/kaufer-management' });
  await seller.getByTestId('buyers-tab-active').click();
  const free = async (name: string) =>
    (await seller.getByTestId('buyer-row').filter({ hasText: name }).first().textContent())!;
  const nordRow = await free('Aviat Tankstellen Nord');
  // One answer, one pool: both children's rows show the same free credit and the shared mark.
  const amount = /\d{1,3}(\.\d{3})*,\d{2}/;
  expect(nordRow).toContain('Gemeinsames Kreditlimit');
  expect(nordRow.match(amount)?.[0]).toBe((await free('Aviat Tankstellen Süd')).match(amount)?.[0]);

  await seller
    .getByTestId('buyer-row')
    .filter({ hasText: 'Aviat Tankstellen Nord' })
    .first()
    .getByTestId('buyer-terms')
    .click();
  const drawer = seller.getByTestId('buyer-terms-drawer');
  const summary = drawer.getByTestId('credit-summary');
  await expect(summary.getByTestId('credit-limit')).toContainText('400.000,00');
  await expect(summary.getByTestId('credit-shared')).toContainText(
    'geteilt von: Aviat Energie eG, Aviat Tankstellen Nord GmbH, Aviat Tankstellen Süd GmbH',
  );
  await expect(drawer.getByTestId('terms-credit-limit')).toHaveValue(/120\.000/);
});

test('a child sees the pooled limit with its sellers and on its dashboard', async ({ browser }) => {
  // aviat-nord: password-reset.spec.ts changes aviat-sued's password while the specs run side by side.
  const buyer = await userPage(browser, 'aviat-nord', { at: '/verkaufer-management' });
  const row = buyer.getByTestId('seller-row').filter({ hasText: 'Hanseatische' }).first();
  await expect(row.getByTestId('seller-credit-limit')).toContainText('400.000,00');
  await expect(row.getByTestId('seller-credit-limit')).toContainText('Gemeinsames Kreditlimit');
  await buyer.goto('/');
  await expect(buyer.getByTestId('figure-free-credit')).toContainText('inkl. gemeinsamer Limits der Gruppe');
});
