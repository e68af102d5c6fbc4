import { expect, test, type Page } from '@playwright/test';
import { acceptNecessaryCookies, expectDashboard, loginViaForm } from '../support/session';

// Issue 11 part 6: the built app runs under the server's Content-Security-Policy. Every violation the
// browser reports (a blocked script, style, image, fetch or eval) fails the spec.
test.beforeEach(async ({ page, baseURL }) => {
  await acceptNecessaryCookies(page, baseURL!);
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
});

function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) messages.push(m.text());
  });
  return messages;
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Logs in, opens each page, waits for its heading; no page may report a violation. */
async function visitAll(page: Page, username: string, pages: ReadonlyArray<readonly [string, RegExp]>) {
  const consoleErrors = recordConsole(page);
  const res = await page.goto('/login');
  expect(res!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await loginViaForm(page, username);
  await expectDashboard(page);
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
}

test('the pages of a buyer, with charts, live prices and the mailbox, load without a CSP violation', async ({
  page,
}) => {
  await visitAll(page, 'kaeufer', [
    ['/handelsplatz', /Handelsplatz|Markt/],
    ['/marktinfo', /Marktinfo/],
    ['/orders', /Bestell/],
    ['/impressum', /Impressum/],
    ['/profil', /Profil|Einstellungen/],
    ['/dev/mailbox', /Postfach|Mailbox/],
  ]);
});

test("a seller's pages, with the pricing engine, load without a CSP violation", async ({ page }) => {
  await visitAll(page, 'verkaeufer', [
    ['/meine-angebote', /Angebote/],
    ['/preis-engine', /Preis-Engine/],
    ['/kaufer-management', /Käufer/],
  ]);
});

test('the API documentation works under the policy', async ({ page }) => {
  const consoleErrors = recordConsole(page);
  await page.goto('/api/docs');
  await expect(page.getByText('Fuelmarkt API').first()).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('no other site can frame the app', async ({ page }) => {
  const res = await page.request.get('/login');
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
});
