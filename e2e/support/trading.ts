import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { BASE_A, BASE_B } from '../playwright.config';
import { expect, test } from './test';
import { pickOption, userPage } from './users';

// The trading steps several specs share: a seller's offer through the form, a market row, the basket.

async function pickOfferOption(page: Page, label: string, option: string | RegExp) {
  await pickOption(page, 'offer-form', label, option);
}

/** An offer a spec published: its id (the server's), its row on the seller's "Meine Angebote". */
export interface CreatedOffer {
  id: number;
  row: ReturnType<Page['getByTestId']>;
}

/**
 * The seller publishes a fixed-price offer tradable at any hour today, at a price no demo offer has
 * (from "Meine Angebote", opened unless it is on screen).
 */
export async function createOffer(
  seller: Page,
  price: string,
  totalCbm: string,
  terminal: RegExp = /Hamburg-Harburg/,
  { minCbm = '5', maxCbm = '50' } = {},
) {
  if (new URL(seller.url()).pathname !== '/meine-angebote') await seller.goto('/meine-angebote');
  await seller.getByTestId('new-offer').click();
  const form = seller.getByTestId('offer-form');
  await pickOfferOption(seller, 'Produkt', 'Heizöl EL schwefelarm');
  await pickOfferOption(seller, 'Terminal', terminal);
  await form.getByLabel('Gesamtmenge (cbm)').fill(totalCbm);
  await form.getByLabel('Mindestmenge pro Bestellung (cbm)').fill(minCbm);
  await form.getByLabel('Höchstmenge pro Bestellung (cbm)').fill(maxCbm);
  await form.getByLabel(/^Preis \(/).fill(price);
  await form.getByLabel('Tägliche Startzeit').fill('00:00');
  await form.getByLabel('Tägliche Endzeit').fill('23:59');
  await pickOfferOption(seller, 'Abholzeitraum', /7 Tage/);
  // The row by the id the server gave: a live offer of the same seller may show the same price.
  const created = seller.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/offers',
  );
  await seller.getByTestId('offer-form-submit').click();
  const { id } = (await (await created).json()) as { id: number };
  await expect(form).toHaveCount(0);
  const row = seller.getByTestId(`offer-row-${id}`);
  await expect(row).toContainText(price);
  await expect(row.getByTestId('offer-status')).toContainText('Aktiv');
  return { id, row } satisfies CreatedOffer;
}

/**
 * A price in EUR/100 L no demo offer has, different on a retry (the first attempt's offer is still
 * published then and would match too).
 */
export function uniquePrice(cents: number): { cents: number; text: string } {
  const shifted = cents - test.info().retry * 4;
  return { cents: shifted, text: (shifted / 100).toFixed(2).replace('.', ',') };
}

/** A price as shown ("87,65 EUR"), not a part of another figure ("1.187,655 frei"). */
export const shownPrice = (text: string) =>
  new RegExp(`(?<![\\d.,])${text.replace(/[.,]/g, (c) => `\\${c}`)}\\s(EUR|CHF)`);

export const euro = (cents: number) =>
  (cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The buyer's market row of an offer a spec published, found by its id: a price alone is not unique
 * (another offer may show the same figure, e.g. a retry's or another spec's). `open: false` when the
 * market is already on screen (reached through the menu).
 */
export async function marketRow(buyer: Page, offer: CreatedOffer, { open = true } = {}) {
  if (open) await buyer.goto('/handelsplatz');
  const row = buyer.getByTestId(`market-row-${offer.id}`);
  await expect(row).toBeVisible();
  return row;
}

/** Puts `cbm` of the offer into the basket; the drawer opens with its countdown. */
export async function putInBasket(buyer: Page, offer: CreatedOffer, cbm: string, { open = true } = {}) {
  const row = await marketRow(buyer, offer, { open });
  await row.locator('[data-testid^="market-quantity-"]').fill(cbm);
  await row.locator('[data-testid^="order-button-"]').click();
  const drawer = buyer.getByRole('dialog', { name: 'Warenkorb' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('basket-countdown').first()).toBeVisible();
  return drawer;
}

/** A price no demo offer has, different on each run of the spec's server, in the brand's number format. */
export function uniqueOfferPrice(base: string = BASE_A): string {
  const whole = 210 + (Date.now() % 40);
  const cents = String(Date.now() % 97).padStart(2, '0');
  return base === BASE_B ? `${whole}.${cents}` : `${whole},${cents}`;
}

/**
 * Süddeutsche publishes an offer in Ulm, Bauer's 'bauer-dispo' orders `cbm` of it through the API and
 * the seller confirms it on the order page: an order of the spec's own, whatever the demo's are doing.
 */
export async function confirmedOrderOfBauer(browser: Browser, cbm: number, { base = BASE_A } = {}) {
  const seller = await userPage(browser, 'verkaeufer-sued', { base, at: '/meine-angebote' });
  const offer = await createOffer(seller, uniqueOfferPrice(base), '100', /Ulm-Donautal/);
  const buyer = await userPage(browser, 'bauer-dispo', { base });
  const placed = await buyer.request.post('/api/orders', {
    data: { items: [{ offerId: offer.id, quantityCbm: cbm }], confirmTerms: true, confirmBookingChecked: true },
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': randomUUID() },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const [order] = ((await placed.json()) as { orders: Array<{ id: number; contractNumber: string }> }).orders;
  await seller.goto(`/orders/${order!.id}`);
  await seller.getByTestId('order-confirm').click();
  await seller.getByTestId('order-decision-submit').click();
  await expect(seller.getByTestId('order-confirm')).toHaveCount(0);
  return { seller, buyer, order: order! };
}
