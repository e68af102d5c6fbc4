import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { pickOption, userPage } from '../support/users';

// Issue 24 part 8: what the buyer reads on screen adds up and is what the order charges. In the basket
// (a live offer of the demo market) and in the trigger checkout (a contract made here, unique EKK) the
// test reads the price, the breakdown lines and the amounts as shown, checks that each change added to
// the line above gives the line, that the total is the shown price, that net = quantity x price and
// net + VAT = gross to the cent, and that the order page shows the same price, breakdown and amounts.

// Two orders through the market and the checkout beside the other specs: more than the default minute.
test.beforeEach(() => test.slow());

/** "1.234,5678 EUR/100 L", "−0,0035 EUR/100 L", "5.477,00 EUR" -> the number. */
function amount(text: string | null): number {
  const match = /([+−-]?)\s*([\d.]+,\d+|\d+)/.exec(text ?? '');
  if (!match) throw new Error(`no amount in "${text}"`);
  const value = Number(match[2]!.replace(/\./g, '').replace(',', '.'));
  return match[1] === '−' || match[1] === '-' ? -value : value;
}

const e4 = (v: number) => Math.round(v * 10_000);
const cents = (v: number) => Math.round(v * 100);

type Line = { kind: string; label: string; change: number | null; value: number };

/** The breakdown as shown: each line's kind, label, change (empty for conversions) and running value. */
async function readBreakdown(breakdown: Locator): Promise<Line[]> {
  await expect(breakdown.getByTestId('price-line').last()).toHaveAttribute('data-kind', 'TOTAL');
  const lines: Line[] = [];
  for (const row of await breakdown.getByTestId('price-line').all()) {
    const change = (await row.getByTestId('price-line-change').textContent())!.trim();
    lines.push({
      kind: (await row.getAttribute('data-kind'))!,
      label: (await row.locator('td').first().textContent())!.trim(),
      change: change === '' ? null : amount(change),
      value: amount(await row.getByTestId('price-line-value').textContent()),
    });
  }
  return lines;
}

/** The promise of the breakdown, checked on the figures shown: the lines add up to the shown price. */
function expectAddsUp(lines: Line[], shownPrice: number) {
  expect(lines[0]!.kind).toBe('START');
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    const before = lines[i - 1]!;
    if (line.change !== null)
      expect(e4(before.value + line.change), `${line.label}: ${before.value} + ${line.change}`).toBe(e4(line.value));
    if (line.kind === 'TOTAL') expect(e4(line.value)).toBe(e4(before.value));
  }
  expect(lines.some((l) => l.kind === 'ROUNDING')).toBe(true);
  expect(e4(lines.at(-1)!.value)).toBe(e4(shownPrice));
  // The charged price is whole cents per 100 L (decision 049).
  expect(e4(shownPrice) % 100).toBe(0);
}

/** net = litres x price per 100 L, rounded once; net + VAT = gross; VAT = net x rate. */
function expectAmounts(
  cbm: number,
  price: number,
  vatRatePercent: number,
  shown: { net: number; vat: number; gross: number },
) {
  expect(cents(shown.net)).toBe(Math.round((cbm * 1000 * e4(price)) / 10_000));
  expect(cents(shown.vat)).toBe(Math.round((cents(shown.net) * vatRatePercent) / 100));
  expect(cents(shown.net) + cents(shown.vat)).toBe(cents(shown.gross));
}

async function orderFigures(card: Locator) {
  return {
    price: amount(await card.getByTestId('order-price').textContent()),
    net: amount(await card.getByTestId('order-net').textContent()),
    vat: amount(await card.getByTestId('order-vat').textContent()),
    gross: amount(await card.getByTestId('order-gross').textContent()),
    lines: await readBreakdown(card.getByTestId('order-price-breakdown')),
  };
}

test('basket: a live price explained to the charged cent, and the order page shows the same price, breakdown and amounts', async ({
  browser,
}) => {
  const buyer = await userPage(browser, 'kaeufer', { at: '/handelsplatz' });
  // A live offer of the demo market (Hanseatische's live rows carry duty and levy rules).
  const row = buyer
    .locator('[data-testid^="market-row-"]')
    .filter({ has: buyer.locator('[data-live-state="live"]') })
    .first();
  await expect(row).toBeVisible();

  // The market row explains its price: the popover's lines add up to the price shown in the row (a tick
  // may fall between the two reads, so both are read again until they belong to the same tick).
  await row.locator('[data-testid^="price-breakdown-open-"]').click();
  await expect(async () => {
    const lines = await readBreakdown(buyer.getByTestId('price-breakdown'));
    expectAddsUp(lines, amount(await row.getByTestId('market-price').textContent()));
  }).toPass();
  await buyer.keyboard.press('Escape');

  await row.locator('[data-testid^="market-quantity-"]').fill('12,345');
  await row.locator('[data-testid^="order-button-"]').click();
  const drawer = buyer.getByRole('dialog', { name: 'Warenkorb' });
  const offerId = Number((await row.getAttribute('data-testid'))!.replace('market-row-', ''));
  const item = drawer.getByTestId(`basket-item-${offerId}`);
  await expect(item.getByTestId('basket-live-price')).toBeVisible();

  const price = amount(await item.getByTestId('basket-price').textContent());
  const basketLines = await readBreakdown(item.getByTestId('basket-price-breakdown'));
  expectAddsUp(basketLines, price);
  expect(basketLines.map((l) => l.kind)).toEqual(
    expect.arrayContaining(['CONVERSION', 'SUBTOTAL', 'ROUNDING', 'TOTAL']),
  );
  const shown = {
    net: amount(await item.getByTestId('basket-net').textContent()),
    vat: amount(await item.getByTestId('basket-vat').textContent()),
    gross: amount(await item.getByTestId('basket-gross').textContent()),
  };
  expectAmounts(12.345, price, 19, shown);

  await drawer.getByTestId('basket-accept-terms').check();
  await drawer.getByTestId('basket-booking-checked').check();
  await drawer.getByTestId('basket-submit').click();
  await expect(buyer).toHaveURL(/\/orders\/\d+$/);
  // The order of this line (the buyer's basket may hold other lines of other specs).
  const card = buyer
    .getByTestId('order-card')
    .filter({ has: buyer.getByTestId('order-volume').filter({ hasText: '12,345 cbm' }) });
  await expect(card).toHaveCount(1);
  const order = await orderFigures(card);
  expect(order.price).toBe(price);
  expect({ net: order.net, vat: order.vat, gross: order.gross }).toEqual(shown);
  expect(order.lines).toEqual(basketLines);
});

test('trigger checkout: price, breakdown, quantity, net, VAT, gross and credit before the trigger, the same on the order page', async ({
  browser,
}) => {
  const ekk = `E2E-M-${randomUUID().slice(0, 8)}`;
  const seller = await userPage(browser, 'verkaeufer', { at: '/verträge-management' });
  await seller.getByTestId('new-trigger-contract').click();
  const form = seller.getByTestId('trigger-contract-form');
  await pickOption(seller, 'trigger-contract-form', 'Käufer', /Heizöl Schmidt/);
  await pickOption(seller, 'trigger-contract-form', 'Produkt', 'Heizöl EL schwefelarm');
  await pickOption(seller, 'trigger-contract-form', 'Terminal', /Hamburg-Harburg/);
  await form.getByTestId('trigger-ekk').fill(ekk);
  await form.getByTestId('trigger-premium').fill('3,5');
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

  const buyer = await userPage(browser, 'kaeufer', { at: '/verträge-management' });
  const contractRow = buyer.locator(`[data-testid="trigger-contract-row"][data-ekk="${ekk}"]`);
  await expect(contractRow.locator('[data-testid^="trigger-price-"]')).toHaveAttribute('data-live-state', 'live');
  await contractRow.locator('[data-testid^="trigger-button-"]').click();
  const checkout = buyer.getByTestId('trigger-checkout');
  await expect(checkout.getByTestId('trigger-countdown')).toBeVisible();

  const price = amount(await checkout.getByTestId('trigger-held-price').textContent());
  const lines = await readBreakdown(checkout.getByTestId('trigger-price-breakdown'));
  expectAddsUp(lines, price);
  const freeBefore = amount(await checkout.getByTestId('trigger-credit-free').textContent());

  await checkout.getByTestId('trigger-quantity').fill('7,5');
  await expect(checkout.getByTestId('trigger-gross')).toBeVisible();
  const shown = {
    net: amount(await checkout.getByTestId('trigger-net').textContent()),
    vat: amount(await checkout.getByTestId('trigger-vat').textContent()),
    gross: amount(await checkout.getByTestId('trigger-gross').textContent()),
  };
  expectAmounts(7.5, price, 19, shown);
  await expect(checkout.getByTestId('trigger-amount-quantity')).toContainText('7,500 cbm');
  // The credit left is the free credit minus this trigger's gross.
  expect(cents(amount(await checkout.getByTestId('trigger-credit-left').textContent()))).toBe(
    cents(freeBefore) - cents(shown.gross),
  );

  await checkout.getByTestId('trigger-terms').check();
  await checkout.getByTestId('trigger-submit').click();
  await expect(buyer).toHaveURL(/\/orders\/\d+$/);
  const order = await orderFigures(buyer.getByTestId('order-card'));
  expect(order.price).toBe(price);
  expect({ net: order.net, vat: order.vat, gross: order.gross }).toEqual(shown);
  expect(order.lines).toEqual(lines);
});
