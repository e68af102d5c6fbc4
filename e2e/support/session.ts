import { expect, type Page, type APIRequestContext } from '@playwright/test';
import { CONSENT_COOKIE_NAME } from '@fuel/domain/constants';

export const DEMO_PASSWORD = 'Demo!2026';

/** Stores a consent choice up front so the banner does not cover the page in specs about other things. */
export async function acceptNecessaryCookies(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: CONSENT_COOKIE_NAME, value: 'necessary', url: baseURL }]);
}

export async function loginViaForm(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * Logs in through the API, for journeys about something else: the session cookie lands in the page's
 * browser context, and the next page load is logged in. Saves a full load of /login and the form per
 * login; login.spec.ts, guards.spec.ts and the specs about a login itself use the form.
 */
export async function loginViaApi(page: Page, username: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/login', {
    data: { username, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status(), `login of ${username}: ${await res.text()}`).toBe(200);
  expect(
    ((await res.json()) as { twoFactorRequired?: boolean }).twoFactorRequired,
    `${username} needs no second factor`,
  ).toBeFalsy();
}

/** Logs in through the API and opens `path` (the dashboard by default: then waits for it). */
export async function openAs(page: Page, username: string, path = '/') {
  await loginViaApi(page, username);
  await page.goto(path);
  if (path === '/') await expectDashboard(page);
}

export async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Willkommen/ })).toBeVisible();
}

type Mail = { to: string; subject: string; text: string; createdAt: string };

/**
 * Reads the development outbox the way /dev/mailbox does, waiting for a mail to arrive. `text` tells
 * apart mails with the same subject (demo data may send one of its own).
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  text?: string,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { mails } = (await res.json()) as { mails: Mail[] };
      found = mails.find((m) => subject.test(m.subject) && (text === undefined || m.text.includes(text)));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}
