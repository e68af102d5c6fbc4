import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3266';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function shoot(user, path, name, viewport, before) {
  const context = await browser.newContext({ baseURL: base, viewport, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  await context.addCookies([{ name: 'fuelmarkt_cookie_consent', value: 'necessary', url: base }]);
  const page = await context.newPage();
  const res = await page.request.post('/api/login', { data: { username: user, password: 'Demo!2026' }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  if (!res.ok()) throw new Error(await res.text());
  await page.goto(path);
  await page.waitForTimeout(2500);
  if (before) { await before(page); await page.waitForTimeout(1500); }
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  await context.close();
}
const D = { width: 1440, height: 900 }, P = { width: 390, height: 844 };
await shoot('kaeufer', '/', 'dash-buyer', D);
await shoot('verkaeufer', '/', 'dash-seller', D);
await shoot('verkaeufer', '/statistik', 'stat-seller', D);
await shoot('verkaeufer', '/statistik', 'stat-seller-volume', D, async (p) => p.getByTestId('statistics-tab-volume').click());
await shoot('kaeufer', '/statistik', 'stat-buyer-phone', P);
await shoot('verkaeufer', '/news', 'news-seller', D);
await shoot('kaeufer', '/', 'dash-buyer-phone', P);
await browser.close();
