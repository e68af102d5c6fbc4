import type { Locator, Page } from '@playwright/test';
import { DEFAULT_ACCOUNT_RANKING_OPTIONS, type AccountRankingOptions } from '@fuel/domain/contracts/statistics';
import { expect, test } from '../support/test';
import { userPage } from '../support/users';

// Issue 16: the account ranking on the dashboard (widget) and on /statistik (report with filters that
// are saved per user), with its two empty states. The report runs as 'disposition' (a user of the
// demo seller Hanseatische whose saved filters no other spec reads); the widgets read demo orders.

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };

/** Stores the user's ranking filters the way the report does, so a test starts from a known state. */
async function saveRankingOptions(page: Page, options: AccountRankingOptions) {
  const res = await page.request.put('/api/statistics/settings/ACCOUNT_RANKING_OPTIONS', {
    data: options,
    headers: CSRF,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The ranking's table once it shows the answer to the last filter (not the previous rows kept while loading). */
async function settledTable(page: Page): Promise<Locator> {
  const table = page.getByTestId('ranking-report-table');
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  return table;
}

const totalOf = async (page: Page) =>
  (await (await settledTable(page)).getByTestId('ranking-report-table-total').textContent())!.trim();

type RankingAnswer = {
  data: { orderStats: { total: { volume: number } }; options: { products: { id: number; name: string }[] } };
};

/**
 * Keeps the page's last ranking answer per filter. Other specs order from the same demo seller meanwhile,
 * so the server's total now may be newer than the one the table fetched; what the table must show is
 * the last answer the page received for the filter on screen (whole period, no terminal).
 */
function recordRankingAnswers(page: Page) {
  const last = new Map<string, RankingAnswer['data']>();
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.endsWith('/api/orders/orderStats') || url.searchParams.get('statType') !== 'ACCOUNT_RANKING')
      return;
    if (url.searchParams.has('dateRangeSelected') || url.searchParams.has('dayQuery')) return;
    const data = ((await res.json().catch(() => null)) as RankingAnswer | null)?.data;
    if (data) last.set(url.searchParams.get('productSelected') ?? '', data);
  });
  /** The last whole-period answer's total (for one product, if given) in the table's format. */
  return (productName?: string): string | null => {
    const products = [...last.values()][0]?.options.products ?? [];
    const key = productName ? String(products.find((p) => p.name === productName)?.id ?? '?') : '';
    const volume = last.get(key)?.orderStats.total.volume;
    return volume === undefined
      ? null
      : `${volume.toLocaleString('de-DE', { minimumFractionDigits: 3, maximumFractionDigits: 3 })} cbm`;
  };
}

/** The table shows the page's last whole-period answer (for the product, if given). */
const expectLastAnswer = (page: Page, lastTotal: ReturnType<typeof recordRankingAnswers>, productName?: string) =>
  expect.poll(async () => (await totalOf(page)) === lastTotal(productName)).toBe(true);

test('the dashboard widget shows the demo ranking: sellers for a buyer, buyers for a seller', async ({ browser }) => {
  const buyer = await userPage(browser, 'kaeufer');
  const buyerWidget = buyer.getByTestId('ranking-widget');
  await expect(buyerWidget.getByRole('heading', { name: 'Verkäufer-Rangliste' })).toBeVisible();
  // The fuel ranking (cbm); the buyer's additive purchases have their own table beside it (decision 052).
  await expect(
    buyerWidget.getByTestId('ranking-widget-table').getByRole('columnheader', { name: 'Verkäufer' }),
  ).toBeVisible();
  await expect(buyerWidget.getByTestId('ranking-widget-table-additives-total')).toHaveText(/^\d{1,3}(\.\d{3})* L · /);
  const first = buyerWidget.getByTestId('ranking-widget-table-row').first();
  await expect(first).toContainText('1.');
  await expect(first).toContainText('Hanseatische Mineralöl Handels GmbH');
  await expect(buyerWidget.getByTestId('ranking-widget-table-total')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{3} cbm$/);

  const seller = await userPage(browser, 'verkaeufer-rhein');
  const sellerWidget = seller.getByTestId('ranking-widget');
  await expect(sellerWidget.getByRole('heading', { name: 'Käufer-Rangliste' })).toBeVisible();
  await expect(sellerWidget.getByRole('columnheader', { name: 'Käufer' })).toBeVisible();
  // Rhein-Ruhr sells to the parent and its two child accounts (demo relationships).
  await expect(sellerWidget.getByTestId('ranking-widget-table-row')).toHaveCount(3);
  await expect(seller.getByTestId('figure-open-orders')).toBeVisible();
  await expect(seller.getByTestId('news-box')).toBeVisible();
});

test('the report: a quick range and the product filter change the table, and the filters are restored', async ({
  browser,
}) => {
  const page = await userPage(browser, 'disposition');
  const lastTotal = recordRankingAnswers(page);
  await saveRankingOptions(page, DEFAULT_ACCOUNT_RANKING_OPTIONS);
  await page.goto('/statistik');
  await expect(page.getByRole('heading', { level: 1, name: 'News & Statistik' })).toBeVisible();
  const filters = page.getByTestId('ranking-filters');
  await expect(filters.getByTestId('ranking-filters-quick-all')).toHaveAttribute('aria-pressed', 'true');
  const all = await totalOf(page);
  const allRows = await page.getByTestId('ranking-report-table-row').count();
  expect(allRows).toBeGreaterThan(1);

  // "Woche": the last 7 days are a small part of a year of demo orders.
  await filters.getByTestId('ranking-filters-quick-7').click();
  await expect(filters.getByTestId('ranking-filters-quick-7')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => totalOf(page)).not.toBe(all);
  // The picker shows the days the week covers.
  await expect(filters.getByTestId('ranking-filters-range')).not.toHaveText('');

  // Back to "Alle", then one product: its volume is part of the total of all products.
  await filters.getByTestId('ranking-filters-quick-all').click();
  await expectLastAnswer(page, lastTotal);
  await filters.getByRole('combobox', { name: 'Produkt' }).click();
  // A fuel product: the table read here is the fuel ranking in cbm (additives have their own).
  const option = page
    .locator('[role="option"]:visible')
    .filter({ hasNotText: /Additiv|AdBlue/i })
    .first();
  const product = (await option.textContent())!.trim();
  await option.click();
  await page.keyboard.press('Escape');
  await expect.poll(() => totalOf(page)).not.toBe(all);

  // The next visit starts with the saved filters.
  await page.reload();
  await expect(page.getByTestId('ranking-filters').getByText(product, { exact: true })).toBeVisible();
  await expectLastAnswer(page, lastTotal, product);

  // "Filter zurücksetzen" brings back the whole ranking.
  await page.getByTestId('ranking-filters-reset').click();
  await expectLastAnswer(page, lastTotal);
  await saveRankingOptions(page, DEFAULT_ACCOUNT_RANKING_OPTIONS);
});

test('a period without orders shows "no results" for the filters, not "no ranking yet"', async ({ browser }) => {
  const page = await userPage(browser, 'disposition');
  await saveRankingOptions(page, {
    ...DEFAULT_ACCOUNT_RANKING_OPTIONS,
    dateRange: { from: '2020-01-01', to: '2020-01-31' },
  });
  await page.goto('/statistik');
  const table = await settledTable(page);
  await expect(table.getByTestId('ranking-report-table-empty')).toHaveText(
    'Für die gewählten Filter gibt es keine Ergebnisse.',
  );
  await expect(table.getByTestId('ranking-report-table-total')).toHaveCount(0);
  await expect(page.getByTestId('ranking-report-export')).toBeDisabled();
  await saveRankingOptions(page, DEFAULT_ACCOUNT_RANKING_OPTIONS);
});

test('the product volume report draws a chart with its table and exports CSV', async ({ browser }) => {
  const page = await userPage(browser, 'disposition', { at: '/statistik' });
  await page.getByTestId('statistics-tab-volume').click();
  await page.getByTestId('volume-filters-quick-30').click();
  await expect(page.getByTestId('volume-chart')).toBeVisible();
  await expect(page.getByTestId('volume-table-row').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('volume-report-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^produktvolumen-\d{4}-\d{2}-\d{2}\.csv$/);
});

test("the additive-only seller's dashboard speaks litres and units, never cbm or densities (issue 24)", async ({
  browser,
}) => {
  const page = await userPage(browser, 'verkaeufer-additive');
  const figures = page.getByTestId('dashboard-figures');
  await expect(page.getByTestId('figure-additives-sold-today-value')).toHaveText(/^\d{1,3}(\.\d{3})* L$/);
  // No fuel volume anywhere ("cbm" may still be part of a purchase unit's name, "IBC-Container 1 cbm").
  await expect(page.getByTestId('figure-volume-today')).toHaveCount(0);
  await expect(figures.getByTestId('figure-sold-today')).toHaveCount(0);
  const widget = page.getByTestId('ranking-widget');
  await expect(widget.getByTestId('ranking-widget-table-additives-row').first()).toContainText(' L');
  await expect(widget.getByTestId('ranking-widget-table-additives-total')).toHaveText(/^\d{1,3}(\.\d{3})* L · \d/);
  await expect(widget.getByTestId('ranking-widget-table')).toHaveCount(0);
  await expect(widget).not.toContainText('Volumen (cbm)');
  await expect(page.getByTestId('fuel-density')).toHaveCount(0);
  await expect(page.getByTestId('vat-rate')).toBeVisible();
});
