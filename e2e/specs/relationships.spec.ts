import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, openAs, waitForMail } from '../support/session';

test('a buyer asks a seller to connect; the seller accepts and the buyer is mailed', async ({
  page,
  baseURL,
  request,
}) => {
  await acceptNecessaryCookies(page, baseURL!);
  // bauer's relationship with Hanseatische Mineralöl was disabled: it can ask again.
  await openAs(page, 'bauer');
  await page.getByTestId('main-menu').getByRole('link', { name: 'Verkäufer' }).click();
  await expect(page).toHaveURL(/\/verkaufer-management$/);
  await page.getByTestId('request-seller-button').click();
  const dialog = page.getByTestId('request-seller-dialog');
  await dialog.getByTestId('request-seller-select').click();
  await page.getByRole('option', { name: /Hanseatische Mineralöl/ }).click();
  await dialog.getByRole('textbox').last().fill('Wir möchten wieder bei Ihnen in Hamburg laden.');
  await dialog.getByTestId('request-seller-submit').click();
  const row = page.getByTestId('seller-row').filter({ hasText: 'Hanseatische Mineralöl' });
  await expect(row.getByTestId('relationship-status')).toHaveAttribute('data-status', 'NEW');

  // The seller sees the request with the badge and accepts it.
  await page.context().clearCookies();
  await acceptNecessaryCookies(page, baseURL!);
  await openAs(page, 'verkaeufer');
  await expect(page.getByTestId('main-menu').getByRole('link', { name: /Käufer/ })).toContainText(/\d/);
  await page
    .getByTestId('main-menu')
    .getByRole('link', { name: /Käufer/ })
    .click();
  await expect(page).toHaveURL(/\/kaufer-management$/);
  await page.getByTestId('buyers-tab-new').click();
  const buyer = page.getByTestId('buyer-row').filter({ hasText: 'Energiehandel Bauer' });
  await buyer.getByTestId('decision-ACCEPT').click();
  const decision = page.getByTestId('decision-dialog');
  // Accepting sets the buyer's terms in the same dialog.
  await decision.getByTestId('terms-credit-limit').fill('20000');
  await decision.getByTestId('terms-products').click();
  await page.getByRole('option', { name: 'Diesel B7', exact: true }).click();
  await decision.getByTestId('decision-message').fill('Willkommen zurück, Ihre Konditionen folgen.');
  // One payment term (decision 050): chosen once, it is the term of every granted product.
  await decision.getByTestId('terms-payment-term').click();
  await page.getByRole('option', { name: '30 Tage', exact: true }).click();
  await decision.getByTestId('decision-confirm').click();
  await expect(decision).toHaveCount(0);

  const mail = await waitForMail(request, 'bauer@energiehandel-bauer.de', /angenommen/);
  expect(mail.text).toContain('Willkommen zurück');

  await page.getByTestId('buyers-tab-active').click();
  await expect(
    page.getByTestId('buyer-row').filter({ hasText: 'Energiehandel Bauer' }).getByTestId('relationship-status'),
  ).toHaveAttribute('data-status', 'ENABLED');
});
