import { test } from '@playwright/test';
import { BASE_B } from '../playwright.config';
import { acceptNecessaryCookies, expectDashboard, loginViaForm } from '../support/session';
import { DESKTOP, PHONE, sweep } from '../support/sweep';

// Issue 14 part 9 / part 5: every screen and dialog at 1440x900 and 390x844, axe (critical and
// serious fail, decision 031) and no horizontal scroll. Tests of this file run side by side.
test.describe.configure({ mode: 'parallel' });
// One test sweeps all screens of a role (one login); axe takes a moment per screen on two shared cores.
test.setTimeout(240_000);

const ROLES = [
  { label: 'buyer', username: 'kaeufer' },
  { label: 'seller', username: 'verkaeufer' },
  { label: 'parent', username: 'aviat' },
  { label: 'operator', username: 'betreiber' },
] as const;

for (const viewport of [DESKTOP, PHONE]) {
  const size = `${viewport.width}x${viewport.height}`;
  test.describe(size, () => {
    test.use({ viewport });

    test(`logged out, brand A (${size})`, async ({ page, baseURL }) => {
      await acceptNecessaryCookies(page, baseURL!);
      await sweep(page, { label: `A logged-out ${size}`, loggedIn: false, params: { passwordReset: '/passwort/reset/unbekannter-schluessel' } });
    });

    for (const role of ROLES) {
      test(`${role.label} '${role.username}', brand A (${size})`, async ({ page, baseURL }) => {
        await acceptNecessaryCookies(page, baseURL!);
        await loginViaForm(page, role.username);
        await expectDashboard(page);
        await sweep(page, { label: `A ${role.label} ${size}`, loggedIn: true });
      });
    }

    test(`brand B: login and market (${size})`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: BASE_B, viewport, locale: 'de-CH', timezoneId: 'Europe/Zurich' });
      const page = await context.newPage();
      await acceptNecessaryCookies(page, BASE_B);
      await sweep(page, { label: `B logged-out ${size}`, loggedIn: false, only: ['login', 'passwordResetRequest'] });
      await loginViaForm(page, 'kaeufer');
      await expectDashboard(page);
      await sweep(page, { label: `B buyer ${size}`, loggedIn: true, only: ['dashboard', 'market', 'orders'] });
      await context.close();
    });
  });
}
