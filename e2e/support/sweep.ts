import { expect, type Page } from '@playwright/test';
import { CurrentUserSchema } from '@fuel/domain/contracts/identity';
import { MetadataSchema } from '@fuel/domain/contracts/metadata';
import { PublicBrandSchema } from '@fuel/domain/contracts/brand';
import { existingRoutes, type AppRoute, type RouteId } from '../../apps/web/src/lib/navigation/route-table';
import { toGuardSession } from '../../apps/web/src/lib/navigation/guard-session';
import { canOpen } from '../../apps/web/src/lib/navigation/guards';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from './axe';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Routes the sweep does not open as a page: logout ends the session (its dialog is swept instead). */
const NOT_A_SCREEN: readonly RouteId[] = ['logout'];

/** A concrete URL for a route path: optional segments dropped; null when a required one is left. */
function concretePath(route: AppRoute): string | null {
  if (route.path === '*') return '/diese-seite-gibt-es-nicht';
  const path = route.path
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .join('/');
  return path.includes(':') ? null : path || '/';
}

/** Every route of the route table this brand has and the logged-in user (or nobody) may open. */
export async function openableRoutes(page: Page, loggedIn: boolean): Promise<AppRoute[]> {
  const brand = PublicBrandSchema.parse(await (await page.request.get('/api/brand')).json());
  const routes = existingRoutes(brand).filter((route) => !NOT_A_SCREEN.includes(route.id));
  if (!loggedIn) return routes.filter((route) => route.access.auth !== 'required');
  const user = CurrentUserSchema.parse(await (await page.request.get('/api/user')).json());
  const metadata = MetadataSchema.parse(await (await page.request.get('/api/generic/metadata')).json());
  const session = toGuardSession(user, metadata);
  return routes.filter((route) => route.access.auth === 'required' && canOpen(route.access, session));
}

/** Waits until the page shows its content: no loader, no skeleton. */
export async function waitForLoaded(page: Page) {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible')).toHaveCount(0);
}

/**
 * Screens axe checks on a phone too: the phone's own chrome (bottom bar, header, cookie banner) and
 * the card layout of lists. Every other screen's names, roles and colours are the same DOM as at
 * 1440 px, where axe checks them; on a phone they get the horizontal-scroll check only, which keeps
 * the sweep within CI's ten minutes (decision 031).
 */
const PHONE_AXE: readonly RouteId[] = ['login', 'dashboard', 'market', 'orders'];

/** Runs axe (see PHONE_AXE) and the horizontal-scroll check on the current state of the page. */
export async function checkScreen(page: Page, context: string, routeId: RouteId) {
  await waitForLoaded(page);
  if (page.viewportSize()!.width >= 768 || PHONE_AXE.includes(routeId))
    await expectNoSeriousA11yViolations(page, context);
  await expectNoHorizontalScroll(page, context);
}

/** Fully faded in: opaque, and no transition of it or inside it still running (spinners loop forever). */
function settled(el: Element): boolean {
  const running = el
    .getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  return getComputedStyle(el).opacity === '1' && running.length === 0;
}

/** A dialog or drawer (or, with `selector`, a menu) that is open: waits for it to settle, runs axe inside it. */
export async function checkDialog(page: Page, context: string, selector = '[role="dialog"]') {
  const open = page.locator(selector).last();
  await expect(open).toBeVisible();
  await expect(page.locator(`${selector} .mantine-Loader-root:visible`)).toHaveCount(0);
  // Mantine fades menus and dialogs in: mid-fade, axe reads the text colours as too faint (a serious
  // colour-contrast finding that is not there once the fade has ended).
  await expect.poll(() => open.evaluate(settled)).toBe(true);
  await expectNoSeriousA11yViolations(page, `${context} (open)`, selector);
}

/** Closes what is open with Escape and waits until no dialog or menu is left. */
export async function closeWithEscape(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('[role="dialog"]:visible, [role="menu"]:visible')).toHaveCount(0);
}

/** Closes a confirmation with its cancel button (nothing is deleted). */
export const cancelButton = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('dialog').last().getByRole('button', { name }).click();
  await expect(page.locator('[role="dialog"]:visible')).toHaveCount(0);
};

/** Opens by clicking the first element with this test id. */
export const clickTestId = (testId: string) => async (page: Page) => {
  const button = page.getByTestId(testId).first();
  // Fails within the expect timeout (not the test's) when the screen lacks the button.
  await expect(button).toBeVisible();
  await button.click();
};

/**
 * One dialog, drawer or menu reachable by a button of a screen: how to open it, what to check
 * (default: the open dialog) and how to close it (default: Escape).
 */
export type DialogOpener = {
  name: string;
  open: (page: Page) => Promise<void>;
  selector?: string;
  close?: (page: Page) => Promise<void>;
  /** Only at this width class (the user menu is a menu on wide screens, a drawer on phones). */
  only?: 'desktop' | 'phone';
};

/**
 * Visits every openable route (and the extra paths given per route) at the page's viewport; on each,
 * checks the screen, then opens each dialog listed for that route, checks it and closes it.
 */
export async function sweep(
  page: Page,
  opts: {
    label: string;
    loggedIn: boolean;
    paths?: Partial<Record<RouteId, string[]>>;
    dialogs?: Partial<Record<RouteId, DialogOpener[]>>;
    only?: readonly RouteId[];
    /** This test's share of the routes (every `of`-th, from `index`), so one role's screens spread over the workers. */
    shard?: { index: number; of: number };
  },
) {
  const shard = opts.shard ?? { index: 0, of: 1 };
  const routes = (await openableRoutes(page, opts.loggedIn))
    .filter((route) => !opts.only || opts.only.includes(route.id))
    .filter((_, position) => position % shard.of === shard.index);
  expect(routes.length).toBeGreaterThan(0);
  const width = page.viewportSize()!.width < 768 ? 'phone' : 'desktop';
  for (const route of routes) {
    const given = opts.paths?.[route.id];
    const paths = given ?? [concretePath(route)].filter((path): path is string => path !== null);
    for (const [index, path] of paths.entries()) {
      const context = `${opts.label} ${route.id} ${path}`;
      await page.goto(path);
      await checkScreen(page, context, route.id);
      if (index > 0) continue;
      for (const dialog of opts.dialogs?.[route.id] ?? []) {
        if (dialog.only && dialog.only !== width) continue;
        // A dialog is the same component at both widths: on a phone only the phone's own ones (the user
        // drawer) are opened again, which keeps the sweep within CI's budget (decision 031).
        if (width === 'phone' && dialog.only !== 'phone') continue;
        await dialog.open(page);
        await checkDialog(page, `${context} ${dialog.name}`, dialog.selector);
        await (dialog.close ?? closeWithEscape)(page);
      }
    }
  }
}
