import { afterAll, beforeAll, expect, test } from 'vitest';
import { CsvPreviewSchema } from '@fuel/domain/contracts/csv-uploads';
import { OFFER_CSV_COLUMNS } from '@fuel/domain/csv/offer-csv';
import { CSV_UPLOAD_MESSAGES } from '@fuel/domain/csv/upload-messages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loginAs } from '../../../test/demo-login';
import { csvReadsInFlight } from './csv-read-pool';
import { CSV_READINGS_PER_ACCOUNT, CSV_UPLOADS_PER_MINUTE, takeReadingSlot } from './csv-uploads.service';

// Issue 25 part 3: one seller cannot stall the process or fill the CSV pool.
let t: TestApp;
let seller: Awaited<ReturnType<typeof loginAs>>;
let sellerAccountId = 0;

beforeAll(async () => {
  t = await createTestApp();
  seller = await loginAs(t.app, 'verkaeufer');
  sellerAccountId = (await seller.get('/api/user')).json().account.id;
});
afterAll(() => t.close());

const upload = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/csv-uploads/offers/preview?fileName=angebote.csv',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'text/csv' },
    cookies: seller.cookies(),
    payload: body,
  });

/** Each test in a minute of its own, so the rate limit of one does not reach into the next. */
const freshMinute = () => {
  t.clock.now = new Date(t.clock.now.getTime() - (t.clock.now.getTime() % 60_000) + 60_000);
};

/** n fixed-price offers in the template's columns (the dates lie after the test clock's day). */
function offersFile(n: number): string {
  const lines = Array.from({ length: n }, (_, i) => {
    const cells: Record<string, string> = {
      Produkt: 'Diesel B7',
      Terminal: 'Tanklager Hamburg-Harburg',
      'Gesamtmenge (cbm)': String(100 + (i % 900)),
      'Mindestmenge (cbm)': '5',
      'Höchstmenge (cbm)': '50',
      Preisart: 'Fest',
      Preis: `${80 + (i % 40)},${String(i % 100).padStart(2, '0')}`,
      Preiseinheit: '100L15',
      Angebotsbeginn: '20.11.2026',
      Angebotsende: '30.12.2026',
      Startzeit: '06:00',
      Endzeit: '18:00',
      Abholzeitraum: '14 Tage',
    };
    return OFFER_CSV_COLUMNS.map((c) => cells[c.header] ?? '').join(';');
  });
  return [OFFER_CSV_COLUMNS.map((c) => c.header).join(';'), ...lines].join('\r\n');
}

test('a preview while the seller already has two readings running is refused with a German 429 and Retry-After', async () => {
  freshMinute();
  const slots = Array.from({ length: CSV_READINGS_PER_ACCOUNT }, () => takeReadingSlot(sellerAccountId));
  expect(slots.every(Boolean)).toBe(true);
  try {
    const refused = await upload(offersFile(2));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'CSV_BUSY', message: CSV_UPLOAD_MESSAGES.busy } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  } finally {
    for (const release of slots) release!();
  }
  const res = await upload(offersFile(2));
  expect(res.statusCode, res.body).toBe(200);
  expect(CsvPreviewSchema.parse(res.json()).rows).toHaveLength(2);
});

test(`more than ${CSV_UPLOADS_PER_MINUTE} previews a minute are refused with a German 429 and Retry-After`, async () => {
  freshMinute();
  for (let i = 0; i < CSV_UPLOADS_PER_MINUTE; i++)
    expect((await upload('a')).statusCode, `call ${i + 1}`).not.toBe(429);
  const refused = await upload(offersFile(2));
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ error: { code: 'CSV_RATE_LIMITED', message: CSV_UPLOAD_MESSAGES.rateLimited } });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  // The next minute the seller may upload again.
  freshMinute();
  expect((await upload(offersFile(2))).statusCode).toBe(200);
});

test('the server answers /api/health/live while a 10,000-row preview is being read', async () => {
  freshMinute();
  let previewDone = false;
  const preview = upload(offersFile(10_000)).then((res) => {
    previewDone = true;
    return res;
  });
  // Wait (by turns of the event loop, not by time) until the file is being read.
  while (csvReadsInFlight() === 0 && !previewDone) await new Promise((resolve) => setImmediate(resolve));
  expect(previewDone).toBe(false);
  const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
  expect(live.statusCode).toBe(200);
  // The health answer came while the file was still being read, not after it.
  expect(csvReadsInFlight()).toBe(1);
  expect(previewDone).toBe(false);
  const res = await preview;
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  const parsed = CsvPreviewSchema.parse(res.json());
  expect(parsed.rows).toHaveLength(10_000);
  expect(parsed.uploadId).not.toBeNull();
});
