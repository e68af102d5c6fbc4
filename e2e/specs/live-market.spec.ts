import { request, type Browser, type Page } from '@playwright/test';
import { BASE_A } from '../playwright.config';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, waitForMail } from '../support/session';
import { pickOption, userPage } from '../support/users';

// The live market (issue 4) in a real browser against the real server. The e2e server ticks every
// second and counts quotes as stale after 6 s (scripts/e2e-server.mjs), so a stopped feed shows fast.

// Each journey logs in two or three people and waits for ticks: more than the default minute.
test.describe.configure({ timeout: 180_000 });

/** Whatever a journey did, the platform feed runs again afterwards (the other specs need live prices). */
test.afterEach(async () => {
  const api = await request.newContext({ baseURL: BASE_A, extraHTTPHeaders: { 'X-Requested-With': 'XMLHttpRequest' } });
  await api.post('/api/login', { data: { username: 'betreiber', password: DEMO_PASSWORD } });
  const res = await api.put('/api/operator/price-feed', { data: { running: true } });
  expect(res.ok()).toBe(true);
  await api.dispose();
});

type MyOffer = { id: number; pricingType: string; live: { surcharge: number } | null };

/** The seller publishes a live offer on the front month, live FX, with a surcharge no demo offer has. */
async function createLiveOffer(seller: Page, surcharge: string): Promise<number> {
  await seller.goto('/meine-angebote');
  await seller.getByTestId('new-offer').click();
  const form = seller.getByTestId('offer-form');
  await pickOption(seller, 'offer-form', 'Produkt', 'Heizöl EL schwefelarm');
  await pickOption(seller, 'offer-form', 'Terminal', /Hamburg-Harburg/);
  await form.getByLabel('Gesamtmenge (cbm)').fill('300');
  await form.getByLabel('Mindestmenge pro Bestellung (cbm)').fill('5');
  await form.getByLabel('Höchstmenge pro Bestellung (cbm)').fill('50');
  await form.getByTestId('offer-pricing-type').getByText('Live-Preis', { exact: true }).click();
  await expect(form.getByTestId('offer-live-fields')).toBeVisible();
  await form.getByLabel(/^Aufschlag \(/).fill(surcharge);
  await form.getByLabel('Tägliche Startzeit').fill('00:00');
  await form.getByLabel('Tägliche Endzeit').fill('23:59');
  await pickOption(seller, 'offer-form', 'Abholzeitraum', /7 Tage/);
  await seller.getByTestId('offer-form-submit').click();
  await expect(form).toHaveCount(0);

  const res = await seller.request.get('/api/offers/mine');
  const { offers } = (await res.json()) as { offers: MyOffer[] };
  const wanted = Number(surcharge.replace(',', '.'));
  const offer = offers.find((o) => o.pricingType === 'LIVE' && o.live?.surcharge === wanted);
  expect(offer, 'the new live offer is in the seller list').toBeTruthy();
  return offer!.id;
}

type Marker = { __liveMarker?: number };

/** A marker on window survives only as long as the page is not reloaded: `reloaded()` tells whether it was. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as Marker).__liveMarker = 42));
  return async () => (await page.evaluate(() => (window as unknown as Marker).__liveMarker)) !== 42;
}

/** The seller publishes a live offer and the buyer opens the market with it, live. */
async function openMarketWithLiveOffer(browser: Browser, surcharge: string) {
  const seller = await userPage(browser, 'verkaeufer');
  const offerId = await createLiveOffer(seller, surcharge);
  const buyer = await userPage(browser, 'kaeufer', { at: '/handelsplatz' });
  const price = buyer.getByTestId(`offer-price-${offerId}`);
  await expect(price).toHaveAttribute('data-live-state', 'live');
  return { seller, buyer, offerId, price: price.getByTestId('market-price'), reloaded: await markPage(buyer) };
}

test('an offer the seller publishes appears in an open buyer market without reload', async ({ browser }) => {
  const buyer = await userPage(browser, 'kaeufer', { at: '/handelsplatz' });
  await expect(buyer.locator('[data-testid^="market-row-"]').first()).toBeVisible();
  const reloaded = await markPage(buyer);

  const seller = await userPage(browser, 'verkaeufer');
  const offerId = await createLiveOffer(seller, '45,67');
  await expect(buyer.getByTestId(`offer-price-${offerId}`)).toBeVisible();
  expect(await reloaded()).toBe(false);
});

test('a live offer changes price in an open buyer market without reload', async ({ browser }) => {
  const { buyer, price, reloaded } = await openMarketWithLiveOffer(browser, '12,34');
  const first = (await price.textContent())!.trim();
  expect(first).toMatch(/\d/);

  await expect.poll(async () => (await price.textContent())!.trim(), { timeout: 30_000 }).not.toBe(first);
  expect(await reloaded()).toBe(false);
  await expect(buyer).toHaveURL(/\/handelsplatz$/);
});

test("a seller's new pricing rule moves the price in an open buyer market without reload", async ({ browser }) => {
  const { seller, offerId, price, reloaded } = await openMarketWithLiveOffer(browser, '34,56');
  // "56,27 € / 100 L" -> 56.27
  const shown = async () =>
    Number(
      (await price.textContent())!
        .match(/[\d.]+,\d+/)![0]
        .replace(/\./g, '')
        .replace(',', '.'),
    );
  const before = await shown();

  // The seller saves a surcharge of 50 EUR/100 L on this offer; ticks alone move the price by cents.
  const created = await seller.request.post('/api/pricing/rules', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { kind: 'PRICE', scope: 'OFFER', offerId, params: { value: 50, unit: 'EUR/100L15' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  try {
    await expect.poll(shown, { timeout: 30_000 }).toBeGreaterThan(before + 45);
    expect(await reloaded()).toBe(false);
  } finally {
    const { id } = (await created.json()) as { id: number };
    await seller.request.delete(`/api/pricing/rules/${id}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  }
});

test('a price alert that is met triggers once and its e-mail arrives in the mailbox', async ({ browser }) => {
  // Unique per attempt: a retry must not find the first attempt's alert, and the demo alerts on the
  // same product and terminal trigger too.
  const comment = `E2E Alarm Hamburg ${Date.now()}`;
  const buyer = await userPage(browser, 'kaeufer');
  const { user } = (await (await buyer.request.get('/api/user')).json()) as { user: { email: string } };

  await buyer.goto('/preisalarme');
  await buyer.getByTestId('price-alert-new').click();
  const form = buyer.getByTestId('price-alert-form');
  await pickOption(buyer, 'price-alert-form', 'Produkt', 'Heizöl EL schwefelarm');
  await pickOption(buyer, 'price-alert-form', 'Terminal', /Hamburg-Harburg/);
  // "at most 999 EUR/100 L" is met by every Heizöl offer in Hamburg at the next tick.
  await form.getByLabel('Preis (EUR/100L15)').fill('999');
  await form
    .getByTestId('alert-operator')
    .getByText(/kleiner oder gleich/)
    .click();
  await form.getByLabel('Kommentar').fill(comment);
  await form.getByTestId('alert-submit').click();
  await expect(form).toHaveCount(0);

  const mail = await waitForMail(
    buyer.request,
    user.email,
    /^Preisalarm ausgelöst: Heizöl EL schwefelarm in Hamburg$/,
    `Ihr Kommentar: ${comment}`,
  );
  expect(mail.text).toContain('Zum Handelsplatz:');
  const row = buyer.getByTestId('price-alert-table').getByRole('row').filter({ hasText: comment });
  // The alert is stored as triggered before its mail is written: one reload shows it (a slow machine
  // may need longer than a second to render the list, hence the default wait).
  await buyer.reload();
  await expect(row).toHaveAttribute('data-status', 'TRIGGERED');

  // Triggered means done: the ticks that follow (one a second here) send no second mail.
  const lastTickAt = async () => {
    const { quotes } = (await (await buyer.request.get('/api/quotes')).json()) as {
      quotes: { symbol: string; timestamp: string; sellerAccountId: number | null }[];
    };
    return Date.parse(quotes.find((q) => q.symbol === 'ICE/GAS' && q.sellerAccountId === null)!.timestamp);
  };
  const triggeredTick = await lastTickAt();
  await expect.poll(lastTickAt, { timeout: 20_000 }).toBeGreaterThan(triggeredTick + 3000);
  const { mails } = (await (
    await buyer.request.get(`/api/dev/mailbox?to=${encodeURIComponent(user.email)}`)
  ).json()) as { mails: { text: string }[] };
  expect(mails.filter((m) => m.text.includes(`Ihr Kommentar: ${comment}`))).toHaveLength(1);
});

// Stopping the platform feed hides live offers for every spec on the server: it runs alone (playwright.config.ts).
test(
  'stopping the feed hides live offers with the message, resuming brings them back',
  { tag: '@exclusive' },
  async ({ browser }) => {
    const seller = await userPage(browser, 'verkaeufer');
    const offerId = await createLiveOffer(seller, '23,45');
    const buyer = await userPage(browser, 'kaeufer', { at: '/handelsplatz' });
    await expect(buyer.getByTestId(`offer-price-${offerId}`)).toHaveAttribute('data-live-state', 'live');
    await expect(buyer.getByTestId('market-data-message')).toHaveCount(0);

    const operator = await userPage(browser, 'betreiber', { at: '/betreiber' });
    await operator.getByTestId('operator-tab-price-feed').click();
    const toggleFeed = async (confirm: string) => {
      await operator.getByTestId('price-feed-toggle').click();
      await operator.getByRole('dialog').getByRole('button', { name: confirm }).click();
    };
    await toggleFeed('Feed stoppen');
    await expect(operator.getByTestId('price-feed-status')).toContainText('gestoppt');

    try {
      // Once the quotes are older than the freshness limit, the market hides the offer with the message.
      const message = buyer.getByTestId('market-data-message');
      await expect(message).toBeVisible({ timeout: 30_000 });
      await expect(message).toContainText('keine Marktdaten');
      await expect(buyer.getByTestId(`offer-price-${offerId}`)).toHaveCount(0);
    } finally {
      await toggleFeed('Feed fortsetzen');
      await expect(operator.getByTestId('price-feed-status')).toContainText('läuft');
    }

    await expect(buyer.getByTestId(`offer-price-${offerId}`)).toHaveAttribute('data-live-state', 'live', {
      timeout: 30_000,
    });
    await expect(buyer.getByTestId('market-data-message')).toHaveCount(0);
  },
);
