import type { Page } from '@playwright/test';
import { BASE_B } from '../playwright.config';
import { expect, test } from '../support/test';
import { confirmedOrderOfBauer } from '../support/trading';
import { userPage } from '../support/users';

// Issue 28 part 6, on brand B (CHF, QR-bill): no other spec orders from Süddeutsche on brand B, so the
// buyer's credit moves only by this spec's order, its invoice and its payment.

type Relationship = { counterparty: { name: string }; credit: { used: number; free: number } | null };

/** Bauer's used credit with Süddeutsche, as its sellers' screen shows it (major units). */
async function usedCredit(page: Page): Promise<number> {
  const res = await page.request.get('/api/relationships/seller');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as Relationship[] | { items: Relationship[] };
  const rows = Array.isArray(body) ? body : body.items;
  return rows.find((r) => r.counterparty.name.startsWith('Süddeutsche'))!.credit!.used;
}

test('a lifting issues the invoice, both sides see it, the buyer downloads it, paying it frees the credit', async ({
  browser,
}) => {
  test.slow();
  const { seller, order } = await confirmedOrderOfBauer(browser, 10, { base: BASE_B });
  const buyer = await userPage(browser, 'bauer', { base: BASE_B });
  const usedBefore = await usedCredit(buyer);

  // The seller lifts the whole order on its page: the invoice appears under the liftings.
  const liftings = seller.getByTestId('order-liftings');
  await liftings.getByTestId('lifting-new').click();
  const dialog = seller.getByRole('dialog', { name: 'Verladung erfassen' });
  await dialog.getByTestId('lifting-bol').fill(`BOL-R-${order.id}`);
  await dialog.getByTestId('lifting-time').fill('07:30');
  await dialog.getByTestId('lifting-litres').fill('10000');
  await dialog.getByTestId('lifting-submit').click();
  await expect(dialog).toHaveCount(0);
  const invoiceRow = seller.getByTestId('order-invoices').getByTestId('order-invoice-row');
  await expect(invoiceRow).toHaveCount(1);
  const number = (await invoiceRow.textContent())!.match(/RE-\d{4}-\d{6}/)![0];
  const [invoice] = (
    (await (await buyer.request.get(`/api/orders/${order.id}/invoices`)).json()) as {
      items: Array<{ id: number; grossMinor: number; currency: string }>;
    }
  ).items;
  expect(invoice!.currency).toBe('CHF');
  // The invoice took the order's reservation over: the credit in use is the same.
  expect(await usedCredit(buyer)).toBeCloseTo(usedBefore, 2);

  // The buyer finds it under "Rechnungen" and downloads the PDF.
  await buyer.goto('/invoices');
  await buyer.getByTestId('invoice-filter-search').fill(number);
  const buyerRow = buyer.getByTestId('invoice-row').filter({ hasText: number });
  await expect(buyerRow).toHaveCount(1);
  await buyerRow.click();
  const drawer = buyer.getByTestId('invoice-drawer');
  await expect(drawer.getByTestId('invoice-record-payment')).toHaveCount(0);
  const download = buyer.waitForEvent('download');
  await drawer.getByTestId('invoice-download-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  // The seller records the payment of the open amount (offered by the form), confirmed.
  await seller.goto('/invoices');
  await seller.getByTestId('invoice-filter-search').fill(number);
  await seller.getByTestId('invoice-row').filter({ hasText: number }).click();
  const sellerDrawer = seller.getByTestId('invoice-drawer');
  await sellerDrawer.getByTestId('invoice-record-payment').click();
  await seller.getByTestId('payment-submit').click();
  await seller.getByTestId('confirm-dialog-confirm').click();
  await expect(sellerDrawer.getByTestId('invoice-state')).toContainText('Bezahlt');

  // The buyer's free credit returns by the invoice's gross.
  expect(await usedCredit(buyer)).toBeCloseTo(usedBefore - invoice!.grossMinor / 100, 2);
});
