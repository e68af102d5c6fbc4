import { test, type Page } from '@playwright/test';
import { BASE_B } from '../playwright.config';
import { acceptNecessaryCookies, openAs } from '../support/session';
import { cancelButton, clickTestId, DESKTOP, PHONE, sweep, type DialogOpener } from '../support/sweep';
import type { RouteId } from '../../apps/web/src/lib/navigation/route-table';

// Issue 14 parts 9 and 5: every screen of the route table a user may open, and every dialog reachable
// by a button of it, at 1440x900 and 390x844: axe finds no critical or serious violation (decision
// 031) and the page does not scroll sideways. Tests of this file run side by side; each only reads
// (confirmations are cancelled).
test.describe.configure({ mode: 'parallel' });
// A role's screens are swept in SHARDS tests (every SHARDS-th screen each), so both workers share a
// role and no test nears its guard (issue 26); axe takes a moment per screen on two shared cores.
const SHARDS = 4;
// A hang guard, not a limit: a shard loads and checks up to a dozen screens with their dialogs.
test.setTimeout(240_000);

const openUserMenu: DialogOpener = {
  name: 'user menu',
  open: clickTestId('user-menu'),
  selector: '[role="menu"]',
  only: 'desktop',
};
const openUserDrawer: DialogOpener = { name: 'user drawer', open: clickTestId('user-menu-toggle'), only: 'phone' };
const openLogoutDialog: DialogOpener = {
  name: 'logout dialog',
  open: async (page: Page) => {
    if (page.viewportSize()!.width < 768) await page.getByTestId('user-menu-toggle').click();
    else await page.getByTestId('user-menu').click();
    await page
      .getByRole('menuitem', { name: 'Abmelden' })
      .or(page.getByRole('dialog').getByRole('button', { name: 'Abmelden' }))
      .first()
      .click();
    await page.getByText('Möchten Sie sich wirklich abmelden?').waitFor();
  },
  close: cancelButton('Abbrechen'),
};
const openActionMenu = (testIdPrefix: string, item: string, cancel: string): DialogOpener => ({
  name: `${item} confirmation`,
  open: async (page) => {
    await page.locator(`[data-testid^="${testIdPrefix}"]`).first().click();
    await page.getByRole('menuitem', { name: item }).click();
  },
  close: cancelButton(cancel),
});

/** Uploads the offers template as it is (its example row is valid) and opens the confirmation of apply. */
const openCsvApply: DialogOpener = {
  name: 'csv apply confirmation',
  open: async (page) => {
    const template = await page.request.get('/api/csv-uploads/offers/template');
    await page
      .getByTestId('csv-file-input')
      .setInputFiles({ name: 'vorlage-angebote.csv', mimeType: 'text/csv', buffer: await template.body() });
    await clickTestId('csv-apply')(page);
  },
  close: cancelButton('Abbrechen'),
};

/** Dialogs every user reaches (on the dashboard: the layout's dialogs are the same on every screen). */
const DIALOGS: Partial<Record<RouteId, DialogOpener[]>> = {
  dashboard: [openUserMenu, openUserDrawer, openLogoutDialog],
};

/** /statistik: the range picker of the ranking, and the product volume report (chart, bucket control) in its tab. */
const STATISTICS: DialogOpener[] = [
  { name: 'date range picker', open: clickTestId('ranking-filters-range') },
  {
    name: 'product volume report',
    open: clickTestId('statistics-tab-volume'),
    selector: '[data-testid="volume-report"]',
    close: clickTestId('statistics-tab-ranking'),
  },
];

/** /invoices (issue 28): a row opens the document's drawer (the demo has invoices on both sides). */
const INVOICES: DialogOpener[] = [
  {
    name: 'invoice detail drawer',
    open: async (page) => {
      await page.getByTestId('invoice-row').first().click();
      await page.getByTestId('invoice-detail').waitFor();
    },
  },
];

/** The roles, each with the dialogs of the screens it reaches. */
const ROLES: {
  label: string;
  username: string;
  dialogs: Partial<Record<RouteId, DialogOpener[]>>;
  only?: readonly RouteId[];
}[] = [
  {
    label: 'buyer',
    username: 'kaeufer',
    dialogs: {
      ...DIALOGS,
      sellerManagement: [{ name: 'request seller', open: clickTestId('request-seller-button') }],
      account: [
        { name: 'delivery address form', open: clickTestId('add-delivery-address') },
        {
          name: 'delete delivery address',
          open: clickTestId('delete-delivery-address'),
          close: cancelButton('Abbrechen'),
        },
      ],
      priceAlerts: [{ name: 'price alert form', open: clickTestId('price-alert-new') }],
      // Issue 18: kaeufer has demo favourites to rename and delete.
      favourites: [
        { name: 'favourite wizard', open: clickTestId('favourite-new') },
        {
          name: 'rename favourite',
          open: async (page) => page.locator('[data-testid^="favourite-rename-"]').first().click(),
        },
        {
          name: 'delete favourite',
          open: async (page) => page.locator('[data-testid^="favourite-delete-"]').first().click(),
          close: cancelButton('Abbrechen'),
        },
      ],
      statistics: STATISTICS,
      invoices: INVOICES,
      // Issue 24: every market price opens its breakdown.
      market: [
        {
          name: 'price breakdown',
          open: async (page) => page.locator('[data-testid^="price-breakdown-open-"]').first().click(),
        },
      ],
      additiveMarket: [
        {
          name: 'additive order dialog',
          open: async (page) => page.locator('[data-testid^="additive-order-"]:enabled').first().click(),
        },
      ],
      additiveLocations: [
        { name: 'additive location form', open: clickTestId('add-additive-location') },
        {
          name: 'delete additive location',
          open: clickTestId('delete-additive-location'),
          close: cancelButton('Abbrechen'),
        },
      ],
    },
  },
  {
    label: 'seller',
    username: 'verkaeufer',
    dialogs: {
      ...DIALOGS,
      offers: [
        { name: 'offer form', open: clickTestId('new-offer') },
        openActionMenu('offer-actions-', 'Löschen', 'Abbrechen'),
      ],
      offersCsv: [openCsvApply],
      buyerManagement: [
        {
          name: 'buyer terms drawer',
          open: async (page) => {
            await page.getByTestId('buyers-tab-all').click();
            await clickTestId('buyer-terms')(page);
          },
        },
      ],
      pricingEngine: [
        {
          name: 'pricing rule drawer',
          open: async (page) => page.locator('[data-testid^="rule-new-"]').first().click(),
        },
      ],
      contracts: [{ name: 'trigger contract form', open: clickTestId('new-trigger-contract') }],
      statistics: STATISTICS,
      invoices: INVOICES,
      news: [
        { name: 'news form', open: clickTestId('news-new') },
        {
          name: 'delete news',
          open: async (page) => page.locator('[data-testid^="news-delete-"]').first().click(),
          close: cancelButton('Abbrechen'),
        },
      ],
      additiveOffers: [
        { name: 'additive offer form', open: clickTestId('new-additive-offer') },
        openActionMenu('additive-offer-actions-', 'Löschen', 'Abbrechen'),
      ],
    },
  },
  // A parent's other screens are the buyer's (swept above): its own are the child accounts and the
  // market with the child selector.
  { label: 'parent', username: 'aviat', dialogs: {}, only: ['childAccounts', 'market'] },
  {
    label: 'operator',
    username: 'betreiber',
    dialogs: { ...DIALOGS, operator: [{ name: 'account edit drawer', open: clickTestId('operator-account-edit') }] },
  },
];

/** Screens with tabs of their own path. */
const PATHS: Partial<Record<RouteId, string[]>> = {
  profile: ['/profil', '/profil/team'],
  // Issue 18: the overview, a guide with steps, the glossary and a search's results.
  helpCenter: [
    '/hilfe-center',
    '/hilfe-center/anleitung/kaeufer',
    '/hilfe-center/glossar',
    '/hilfe-center?suche=Kredit',
  ],
};

for (const viewport of [DESKTOP, PHONE]) {
  const size = `${viewport.width}x${viewport.height}`;
  test.describe(size, () => {
    test.use({ viewport });

    test(`logged out, brand A (${size})`, async ({ page, baseURL }) => {
      await acceptNecessaryCookies(page, baseURL!);
      await sweep(page, {
        label: `A logged-out ${size}`,
        loggedIn: false,
        paths: { passwordReset: ['/passwort/reset/unbekannter-schluessel'] },
      });
    });

    test(`cookie banner and its settings, brand A (${size})`, async ({ page }) => {
      await sweep(page, {
        label: `A cookie banner ${size}`,
        loggedIn: false,
        only: ['login'],
        dialogs: {
          login: [
            {
              name: 'cookie settings',
              open: (p) =>
                p
                  .getByRole('button', { name: /Einstellungen/ })
                  .first()
                  .click(),
            },
          ],
        },
      });
    });

    for (const role of ROLES) {
      const shards = role.only ? 1 : SHARDS;
      for (let index = 0; index < shards; index++) {
        const part = shards > 1 ? ` part ${index + 1}/${shards}` : '';
        test(`${role.label} '${role.username}', brand A (${size})${part}`, async ({ page, baseURL }) => {
          await acceptNecessaryCookies(page, baseURL!);
          await openAs(page, role.username);
          const label = `A ${role.label} ${size}${part}`;
          await sweep(page, {
            label,
            loggedIn: true,
            paths: PATHS,
            dialogs: role.dialogs,
            only: role.only,
            shard: { index, of: shards },
          });
        });
      }
    }

    test(`brand B: login and market (${size})`, async ({ browser }) => {
      const context = await browser.newContext({
        baseURL: BASE_B,
        viewport,
        locale: 'de-CH',
        timezoneId: 'Europe/Zurich',
      });
      const page = await context.newPage();
      await acceptNecessaryCookies(page, BASE_B);
      await sweep(page, { label: `B logged-out ${size}`, loggedIn: false, only: ['login', 'passwordResetRequest'] });
      await openAs(page, 'kaeufer');
      await sweep(page, {
        label: `B buyer ${size}`,
        loggedIn: true,
        only: ['dashboard', 'market', 'orders'],
        dialogs: { dashboard: DIALOGS.dashboard },
      });
      await context.close();
    });
  });
}
