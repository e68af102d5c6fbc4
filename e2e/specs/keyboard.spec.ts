import { expect, test, type Page } from '@playwright/test';
import { acceptNecessaryCookies, openAs } from '../support/session';
import { DESKTOP } from '../support/sweep';

// Issue 14 part 9: every action reachable by keyboard, focus visible, dialogs keep the focus.
test.use({ viewport: DESKTOP });

/** Presses Tab until `target` has the focus (at most `limit` times); fails when it never does. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element draws a visible focus indicator (an outline or a box shadow). */
async function expectVisibleFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return {
      matches: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.matches).toBe(true);
  expect(ring.outline || ring.shadow, 'focused element shows an outline or box shadow').toBe(true);
}

test('keyboard: menu to the market, logout dialog keeps and returns the focus', async ({ page, baseURL }) => {
  await acceptNecessaryCookies(page, baseURL!);
  await openAs(page, 'kaeufer');

  // The header menu is reached with Tab; its focused entry shows a focus ring; Enter opens the market.
  const marketLink = page.getByTestId('main-menu').getByRole('link', { name: 'Handelsplatz' });
  await tabTo(page, marketLink);
  await expectVisibleFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/handelsplatz$/);

  // The user menu opens with Enter; the logout entry is reached with the arrow keys.
  const userMenu = page.getByTestId('user-menu');
  await tabTo(page, userMenu);
  await expectVisibleFocusRing(page);
  await page.keyboard.press('Enter');
  const logoutItem = page.getByRole('menuitem', { name: 'Abmelden' });
  await expect(logoutItem).toBeVisible();
  for (let i = 0; i < 10 && !(await logoutItem.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowUp');
  await expect(logoutItem).toBeFocused();
  await page.keyboard.press('Enter');

  // The dialog has the focus and keeps it: Tab and Shift+Tab cycle inside it.
  const dialog = page.getByRole('dialog', { name: 'Abmelden' });
  await expect(dialog).toBeVisible();
  const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(focusInDialog).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInDialog(), `focus stays in the dialog after ${key}`).toBe(true);
  }
  await expectVisibleFocusRing(page);

  // Escape closes it (the user stays logged in) and the focus returns to the user menu button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(userMenu).toBeFocused();
  await expect(page).toHaveURL(/\/handelsplatz$/);
});
