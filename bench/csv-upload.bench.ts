// Issue 18 part 8: preview and apply of a 10,000-row offers CSV on PostgreSQL, through the real server
// (its own process, demo seed, scratch database): seconds per call and the server's peak resident
// memory during it (VmHWM of /proc/<pid>/status, reset before each call through clear_refs), beside
// references in the same run: papaparse alone on the same text (in this process), and the same
// offers inserted by one INSERT statement (unnest of arrays, one round trip) with a plain pg client.
import fs from 'node:fs';
import Papa from 'papaparse';
import { OFFER_CSV_COLUMNS } from '@fuel/domain/csv/offer-csv';
import { addDays } from '@fuel/domain/calendar/days';
import { formatDay } from '@fuel/domain/calendar/format';
import { businessDate } from '@fuel/domain/offers/business-time';
import { fmt, login, median, RUNS, scratchDatabase, startServer, withClient } from './support';

const ROWS = Number(process.env.ROWS ?? 10_000);
const PORT = 3345;

/** Peak and current resident memory of a process in MB; the peak restarts from now when reset. */
const memory = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
  return { peak: kb('VmHWM'), now: kb('VmRSS') };
};
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

const TERMINALS = [
  'Tanklager Hamburg-Harburg',
  'Tanklager Bremen Industriehafen',
  'Tanklager Duisburg-Ruhrort',
  'Tanklager Köln-Godorf',
  'Tanklager Frankfurt Osthafen',
];
const PRODUCTS = ['Diesel B7', 'Heizöl EL schwefelarm', 'Super E10'];
const date = (days: number) => formatDay(addDays(businessDate(new Date()), days));

/** ROWS fixed-price offers in the template's columns, brand A numbers (what a seller's export looks like). */
function offersCsv(): string {
  const header = OFFER_CSV_COLUMNS.map((c) => c.header).join(';');
  const lines = Array.from({ length: ROWS }, (_, i) => {
    const cells: Record<string, string> = {
      Produkt: PRODUCTS[i % PRODUCTS.length]!,
      Terminal: TERMINALS[i % TERMINALS.length]!,
      'Gesamtmenge (cbm)': String(100 + (i % 900)),
      'Mindestmenge (cbm)': '5',
      'Höchstmenge (cbm)': '50',
      Preisart: 'Fest',
      Preis: `${80 + (i % 40)},${String(i % 100).padStart(2, '0')}`,
      Preiseinheit: '100L15',
      Angebotsbeginn: date(0),
      Angebotsende: date(30 + (i % 60)),
      Startzeit: '06:00',
      Endzeit: '18:00',
      Abholzeitraum: '14 Tage',
    };
    return OFFER_CSV_COLUMNS.map((c) => cells[c.header] ?? '').join(';');
  });
  return [header, ...lines].join('\r\n') + '\r\n';
}

async function post(base: string, path: string, cookie: string, body: string | undefined, contentType: string) {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest' },
    body,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} ${res.status} ${text.slice(0, 300)}`);
  return { seconds: (performance.now() - t0) / 1000, json: JSON.parse(text) as Record<string, unknown> };
}

const text = offersCsv();
const db = await scratchDatabase('fuel_bench_csv');
try {
  const server = await startServer(PORT, { DATABASE_URL: db.url, PRICE_FEED: 'none' });
  try {
    const cookie = await login(server.base, 'verkaeufer');
    const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(
      `CSV upload: ${ROWS} offers, ${fmt(Buffer.byteLength(text) / 1024 / 1024, 2)} MB; median of ${RUNS} previews, then one apply; load ${load}`,
    );
    const path = `/api/csv-uploads/offers/preview?fileName=bench.csv`;
    // Warm-up on a small file: route, catalogue and JIT, not the 10,000 rows.
    await post(server.base, path, cookie, text.split('\r\n').slice(0, 3).join('\r\n'), 'text/csv');

    const previews: Array<{ seconds: number; peak: number }> = [];
    const parses: number[] = [];
    let uploadId = 0;
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      Papa.parse(text, { delimiter: ';' });
      parses.push((performance.now() - t0) / 1000);
      resetPeak(server.pid);
      const p = await post(server.base, path, cookie, text, 'text/csv');
      previews.push({ seconds: p.seconds, peak: memory(server.pid).peak });
      if (p.json.problemCount !== 0)
        throw new Error(`the bench file has problems: ${JSON.stringify(p.json).slice(0, 500)}`);
      uploadId = p.json.uploadId as number;
    }
    const rssBefore = memory(server.pid).now;
    resetPeak(server.pid);
    const applied = await post(
      server.base,
      `/api/csv-uploads/offers/${uploadId}/apply`,
      cookie,
      '{}',
      'application/json',
    );
    const applyPeak = memory(server.pid).peak;
    if (applied.json.created !== ROWS) throw new Error(`apply created ${String(applied.json.created)} offers`);

    // Reference: the same offers (stored values) in one INSERT, one round trip, no checks, no audit.
    const insertSeconds = await withClient(db.url, async (c) => {
      const { rows } = await c.query<{ id: number }>(`select id from accounts where name like 'Rhein-Ruhr%' limit 1`);
      const ids = await c.query<{ product: number; terminal: number; lifting: number }>(
        `select (select id from products where code = 'DIESEL-B7') as product, (select id from terminals where code = 'HH-HAR') as terminal, (select id from lifting_periods where code = 'TAGE_14') as lifting`,
      );
      const { product, terminal, lifting } = ids.rows[0]!;
      const n = ROWS;
      const t0 = performance.now();
      await c.query(
        `insert into offers (seller_account_id, product_id, terminal_id, pricing_type, price_input_unit, price_per_100l_e4, total_litres, min_order_litres, max_order_litres, start_date, end_date, daily_start_time, daily_end_time, lifting_period_id)
         select $1, $2, $3, 'FIXED', 'EUR_100L15', p, t, 5000, 50000, current_date, current_date + 30, '06:00', '18:00', $4
         from unnest($5::bigint[], $6::int[]) as v(p, t)`,
        [
          rows[0]!.id,
          product,
          terminal,
          lifting,
          Array.from({ length: n }, (_, i) => 800_000 + i),
          Array.from({ length: n }, (_, i) => (100 + (i % 900)) * 1000),
        ],
      );
      return (performance.now() - t0) / 1000;
    });

    const previewMedian = median(previews.map((p) => p.seconds));
    console.log('| step | seconds | server peak RSS (MB) |');
    console.log('|---|---|---|');
    console.log(
      `| preview (upload, decode, parse, check, store draft) | ${fmt(previewMedian, 2)} (runs ${previews.map((p) => fmt(p.seconds, 2)).join(', ')}) | ${fmt(Math.max(...previews.map((p) => p.peak)), 0)} |`,
    );
    console.log(
      `| apply (read again, ${ROWS} offers + audit in one transaction) | ${fmt(applied.seconds, 2)} | ${fmt(applyPeak, 0)} (before: ${fmt(rssBefore, 0)}) |`,
    );
    console.log(`| reference: papaparse alone, same text | ${fmt(median(parses), 3)} | – |`);
    console.log(`| reference: one INSERT of ${ROWS} offers (pg, unnest) | ${fmt(insertSeconds, 3)} | – |`);
    console.log(
      `preview / papaparse: ${fmt(previewMedian / median(parses), 1)}x; apply / one INSERT: ${fmt(applied.seconds / insertSeconds, 1)}x`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
}
