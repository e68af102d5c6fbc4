import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { pickOption, userPage } from '../support/users';

// Target-price orders (issue 29 part 5): a buyer sets a target just above a live offer's simulated price
// from the market row and sees the order appear by itself, without touching the market again.
//
// Own data only: Hanseatische (verkaeufer) publishes a live heating-oil offer in Wilhelmshaven, where no
// demo offer and no other spec trades, so the target (which buys the cheapest offer of a connected seller
// at its terminals) can reach nothing but this offer, and the offer holds exactly the target's 10 cbm, so
// nothing of it is left for anyone afterwards. Its surcharge keeps it dearer than the demo's live rows,
// which money-truth.spec.ts orders from. The buyer is Heizöl Schmidt's 'einkauf', as in
// order-flow.spec.ts: its orders are counted by no other spec. Not Bauer (seller-work-queue.spec.ts counts
// Süddeutsche's unconfirmed orders) nor Aviat Nord (child-accounts.spec.ts counts its daily use).

// Two people, an offer with its consent and a wait for the matcher: more than the default budget.
test.beforeEach(() => test.slow());

/** An entry of the main menu; when the header is narrow a short label names it "Markt – Handelsplatz". */
const menu = (page: Page, label: string) =>
  page
    .getByTestId('main-menu')
    .getByRole('link', { name: new RegExp(`(^|– )${label}$`) })
    .click();

/** "103,4567" or "103,46 EUR" -> 103.4567 (brand A's format; prices here stay below 1.000). */
const parsePrice = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/**
 * The seller publishes a live heating-oil offer in Wilhelmshaven (front month, live FX) of `totalCbm`,
 * at most `totalCbm` per order, from "Meine Angebote"; answers the id the server gave it.
 */
async function publishLiveOffer(seller: Page, surcharge: string, totalCbm: string): Promise<number> {
  await seller.getByTestId('new-offer').click();
  const form = seller.getByTestId('offer-form');
  await pickOption(seller, 'offer-form', 'Produkt', 'Heizöl EL schwefelarm');
  await pickOption(seller, 'offer-form', 'Terminal', /Wilhelmshaven Nord/);
  await form.getByLabel('Gesamtmenge (cbm)').fill(totalCbm);
  await form.getByLabel('Mindestmenge pro Bestellung (cbm)').fill('5');
  await form.getByLabel('Höchstmenge pro Bestellung (cbm)').fill(totalCbm);
  await form.getByTestId('offer-pricing-type').getByText('Live-Preis', { exact: true }).click();
  await expect(form.getByTestId('offer-live-fields')).toBeVisible();
  await form.getByLabel(/^Aufschlag \(/).fill(surcharge);
  await form.getByLabel('Tägliche Startzeit').fill('00:00');
  await form.getByLabel('Tägliche Endzeit').fill('23:59');
  await pickOption(seller, 'offer-form', 'Abholzeitraum', /7 Tage/);
  const created = seller.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/offers',
  );
  await seller.getByTestId('offer-form-submit').click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  await expect(form).toHaveCount(0);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Away from the market, the saved target becomes "Ausgeführt" on its list with the order it placed,
 * and that order is in the orders list too.
 */
async function expectFilled(buyer: Page, targetId: number, target: string) {
  // The matcher runs right after a create and every 5 s, the list asks again every 15 s: the
  // expectations wait for it.
  await menu(buyer, 'Zielpreis-Orders');
  await expect(buyer).toHaveURL(/\/zielpreis-orders$/);
  const targetRow = buyer.getByTestId(`target-row-${targetId}`);
  await expect(targetRow.getByTestId(`target-state-${targetId}`)).toHaveText('Ausgeführt');
  await expect(targetRow).toContainText('Tanklager Wilhelmshaven Nord');
  await expect(targetRow).toContainText('10,000 von 10,000 cbm ausgeführt');
  const fill = targetRow.locator('[data-testid^="target-fill-"]');
  await expect(fill).toHaveCount(1);
  await expect(fill).toHaveText(/^K-\d{4}-\d+$/);
  const contract = (await fill.textContent())!.trim();

  // The fill links to its order: the buyer's order at the offer's price, at most the target.
  await fill.click();
  await expect(buyer).toHaveURL(/\/orders\/\d+$/);
  const card = buyer.getByTestId('order-card');
  await expect(card.getByTestId('order-contract-number')).toHaveText(contract);
  await expect(card.getByTestId('order-volume')).toContainText('10,000 cbm');
  expect(parsePrice((await card.getByTestId('order-price').textContent())!)).toBeLessThanOrEqual(parsePrice(target));

  // And in the orders list, like any order.
  await menu(buyer, 'Bestellungen');
  await expect(buyer).toHaveURL(/\/orders$/);
  await expect(buyer.getByTestId('order-history-table').getByRole('row').filter({ hasText: contract })).toBeVisible();
}

test('a target just above a live price fills by itself: "Ausgeführt" with its order number, and the order is in the orders list', async ({
  browser,
}) => {
  // The seller's live offer is out of automatic execution until the seller opts it in on its row.
  const seller = await userPage(browser, 'verkaeufer', { at: '/meine-angebote' });
  const offerId = await publishLiveOffer(seller, '267,89', '10');
  const consent = seller.getByTestId(`offer-row-${offerId}`).getByTestId(`offer-auto-${offerId}`);
  await expect(consent).toHaveText('Aus');
  await consent.click();
  const consentDialog = seller.getByRole('dialog', { name: 'Automatische Ausführung von Zielpreis-Orders' });
  await consentDialog.getByTestId('auto-execution-switch').check();
  await consentDialog.getByTestId('auto-execution-save').click();
  await expect(consentDialog).toHaveCount(0);
  await expect(consent).toHaveText('Auto');

  // The buyer finds the offer live in its market and sets a target on its row.
  const buyer = await userPage(browser, 'einkauf', { at: '/handelsplatz' });
  const row = buyer.getByTestId(`market-row-${offerId}`);
  await expect(buyer.getByTestId(`offer-price-${offerId}`)).toHaveAttribute('data-live-state', 'live');
  await expect(row).toContainText('Wilhelmshaven Nord');
  await row.getByTestId(`set-target-${offerId}`).click();
  const dialog = buyer.getByRole('dialog', { name: 'Neue Zielpreis-Order' });
  const form = dialog.getByTestId('target-order-form');
  await expect(form).toBeVisible();
  // The row's product, terminal and price are filled in.
  await expect(form).toContainText('Tanklager Wilhelmshaven Nord');
  await expect(form.getByRole('combobox', { name: 'Produkt', exact: true })).toHaveValue('Heizöl EL schwefelarm');
  const price = form.getByLabel(/^Zielpreis \(pro 100 L\)/);
  await expect(price).not.toHaveValue('');
  await expect(form).toContainText(/Aktueller Preis dieses Angebots: [\d.]+,\d{2} EUR \/ 100 L/);

  const targetPosts: string[] = [];
  buyer.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/target-orders')
      targetPosts.push(request.url());
  });

  // A target price of 0: the form says why in German, keeps the dialog open and sends nothing.
  await form.getByLabel(/^Menge \(cbm\)/).fill('10');
  await price.fill('0');
  await dialog.getByTestId('target-submit').click();
  await expect(form.getByText('Der Zielpreis muss größer als 0 sein.')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(targetPosts).toHaveLength(0);

  // Just above the live price: 50 cents per 100 L lie far beyond what the simulated gasoil moves in the
  // few seconds until the matcher runs (a few cents), and no other offer can be reached at this terminal.
  const current = parsePrice(
    (await form.getByText(/^Aktueller Preis dieses Angebots:/).textContent())!.replace(/^[^:]*:/, ''),
  );
  expect(current).toBeGreaterThan(50);
  const target = (Math.ceil((current + 0.5) * 100) / 100).toFixed(2).replace('.', ',');
  await price.fill(target);
  const saved = buyer.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/target-orders',
  );
  await dialog.getByTestId('target-submit').click();
  const answer = await saved;
  expect(answer.status(), await answer.text()).toBe(201);
  const targetId = ((await answer.json()) as { id: number }).id;
  await expect(dialog).toHaveCount(0);
  await expect(buyer.getByText('Die Zielpreis-Order wurde gespeichert.')).toBeVisible();
  expect(targetPosts).toHaveLength(1);
  try {
    await expectFilled(buyer, targetId, target);
  } finally {
    // Should it not have filled, it is cancelled: an active target left behind would buy for this
    // buyer later and keep the matcher busy for every spec on the server. A filled one answers 409.
    const cancelled = await buyer.request.post(`/api/target-orders/${targetId}/cancel`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect([200, 409]).toContain(cancelled.status());
  }
});
