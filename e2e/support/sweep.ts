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

/** A concrete URL for a route path: optional segments dropped, required ones filled. */
function concretePath(route: AppRoute, params: Partial<Record<RouteId, string>>): string | null {
  if (route.path === '*') return '/diese-seite-gibt-es-nicht';
  if (params[route.id]) return params[route.id]!;
  const path = route.path
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .join('/');
  if (path.includes(':')) return null;
  return path || '/';
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

/** Runs axe and the horizontal-scroll check on the current state of the page. */
export async function checkScreen(page: Page, context: string) {
  await waitForLoaded(page);
  await expectNoSeriousA11yViolations(page, context);
  await expectNoHorizontalScroll(page, context);
}

/** A dialog or drawer that is open: waits for it, runs axe inside it. */
export async function checkDialog(page: Page, context: string) {
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  await expect(page.locator('[role="dialog"] .mantine-Loader-root:visible')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, `${context} (dialog)`, '[role="dialog"]');
}

/** Closes the open dialog with Escape and waits until it is gone. */
export async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

export type DialogOpener = { name: string; open: (page: Page) => Promise<void>; close?: (page: Page) => Promise<void> };

/**
 * Visits every openable route at the page's viewport; on each, checks the screen, then opens each
 * dialog listed for that route, checks it and closes it.
 */
export async function sweep(
  page: Page,
  opts: {
    label: string;
    loggedIn: boolean;
    params?: Partial<Record<RouteId, string>>;
    dialogs?: Partial<Record<RouteId, DialogOpener[]>>;
    only?: readonly RouteId[];
  },
) {
  const routes = (await openableRoutes(page, opts.loggedIn)).filter((route) => !opts.only || opts.only.includes(route.id));
  expect(routes.length).toBeGreaterThan(0);
  for (const route of routes) {
    const path = concretePath(route, opts.params ?? {});
    if (!path) continue;
    const context = `${opts.label} ${route.id} ${path}`;
    await page.goto(path);
    await checkScreen(page, context);
    for (const dialog of opts.dialogs?.[route.id] ?? []) {
      await dialog.open(page);
      await checkDialog(page, `${context} ${dialog.name}`);
      await (dialog.close ?? closeDialog)(page);
    }
  }
}
