import { expect, test } from '@playwright/test';
import { acceptNecessaryCookies, openAs } from '../support/session';

test.use({ viewport: { width: 375, height: 740 } });

test('small screens: main menu in a bottom bar, user menu slides in', async ({ page, baseURL }) => {
  await acceptNecessaryCookies(page, baseURL!);
  await openAs(page, 'kaeufer');

  await expect(page.getByTestId('main-menu')).toBeHidden();
  const bar = page.getByTestId('bottom-bar');
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(740, 0);
  await bar.getByRole('link', { name: 'Bestellungen' }).click();
  await expect(page).toHaveURL(/\/orders$/);

  await page.getByTestId('user-menu-toggle').click();
  const drawer = page.getByRole('dialog', { name: 'Benutzermenü' });
  await expect(drawer).toBeVisible();
  await drawer
    .getByRole('button', { name: 'Abmelden' })
    .or(drawer.getByRole('link', { name: 'Abmelden' }))
    .first()
    .click();
  await expect(page.getByText('Möchten Sie sich wirklich abmelden?')).toBeVisible();
});
