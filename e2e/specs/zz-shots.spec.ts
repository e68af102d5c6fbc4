import { test } from '../support/test';
import { userPage } from '../support/users';

test('shots', async ({ browser }) => {
  const dir = '/tmp/additive-shots';
  const buyer = await userPage(browser, 'kaeufer');
  for (const [name, path] of [['market', '/handelsplatz'], ['additive-market', '/handelsplatz/additive'], ['locations', '/additiv-lieferorte'], ['barrels-buyer', '/leergebinde']] as const) {
    await buyer.goto(path);
    await buyer.waitForTimeout(2500);
    await buyer.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  }
  await buyer.goto('/handelsplatz/additive');
  await buyer.locator('[data-testid^="additive-order-"]:enabled').first().click();
  await buyer.getByTestId('additive-order-units').fill('3');
  await buyer.waitForTimeout(1000);
  await buyer.screenshot({ path: `${dir}/order-dialog.png` });
  await buyer.goto('/orders');
  await buyer.getByTestId('order-history-market').getByText('Additive').click();
  await buyer.waitForTimeout(2500);
  await buyer.screenshot({ path: `${dir}/history-buyer.png`, fullPage: true });
  await buyer.setViewportSize({ width: 390, height: 844 });
  await buyer.goto('/handelsplatz/additive');
  await buyer.waitForTimeout(2500);
  await buyer.screenshot({ path: `${dir}/phone-market.png`, fullPage: true });
  await buyer.goto('/leergebinde');
  await buyer.waitForTimeout(2500);
  await buyer.screenshot({ path: `${dir}/phone-barrels.png`, fullPage: true });

  const seller = await userPage(browser, 'verkaeufer');
  for (const [name, path] of [['offers-fuel', '/meine-angebote'], ['offers-additive', '/meine-angebote/additive'], ['barrels-seller', '/leergebinde']] as const) {
    await seller.goto(path);
    await seller.waitForTimeout(2500);
    await seller.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  }
  await seller.goto('/kaufer-management');
  await seller.getByTestId('buyers-tab-all').click();
  await seller.getByTestId('buyer-terms').first().click();
  await seller.waitForTimeout(2500);
  await seller.getByTestId('buyer-additives-form').scrollIntoViewIfNeeded();
  await seller.screenshot({ path: `${dir}/terms-drawer.png` });
});
