import { BASE_A } from '../playwright.config';
import type { Browser, Page } from '@playwright/test';
import { acceptNecessaryCookies, expectDashboard, loginViaApi } from './session';

/**
 * A fresh browser context logged in as a demo user (through the API: these journeys are about what
 * follows), on the dashboard, or on `at` when the journey starts elsewhere.
 */
export async function userPage(
  browser: Browser,
  username: string,
  opts: { base?: string; password?: string; at?: string } = {},
): Promise<Page> {
  const base = opts.base ?? BASE_A;
  const context = await browser.newContext({ baseURL: base, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await acceptNecessaryCookies(page, base);
  await loginViaApi(page, username, opts.password);
  await page.goto(opts.at ?? '/');
  if (!opts.at) await expectDashboard(page);
  return page;
}

/** Picks an option of a labelled Mantine select inside the given container. */
export async function pickOption(page: Page, containerTestId: string, label: string, option: string | RegExp) {
  await page.getByTestId(containerTestId).getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}
