// Issue 25 part 3: does a CSV preview stall the process? /api/health/live latency idle against during
// four parallel 10,000-row previews (two sellers, two each: the per-seller limit), in the same run.
import { OFFER_CSV_COLUMNS } from '@fuel/domain/csv/offer-csv';
import { addDays } from '@fuel/domain/calendar/days';
import { formatDay } from '@fuel/domain/calendar/format';
import { businessDate } from '@fuel/domain/offers/business-time';
import { RUNS, fmt, loadAverage, login, median, percentile, scratchDatabase, startServer } from './support';

const PORT = Number(process.env.PORT ?? 3346);
const ROWS = Number(process.env.ROWS ?? 10_000);
const IDLE_PROBES = Number(process.env.IDLE_PROBES ?? 500);
/** SERVER_ROOT=<checkout of the code before> measures that code with the same probes (a before figure). */
const SERVER_ROOT = process.env.SERVER_ROOT;

const TERMINALS = [
  'Tanklager Hamburg-Harburg',
  'Tanklager Bremen Industriehafen',
  'Tanklager Duisburg-Ruhrort',
  'Tanklager Köln-Godorf',
  'Tanklager Frankfurt Osthafen',
];
const PRODUCTS = ['Diesel B7', 'Heizöl EL schwefelarm', 'Super E10'];
const date = (days: number) => formatDay(addDays(businessDate(new Date()), days));

/** The CSV upload bench's file: ROWS fixed-price offers in the template's columns. */
function offersCsv(): string {
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
  return [OFFER_CSV_COLUMNS.map((c) => c.header).join(';'), ...lines].join('\r\n') + '\r\n';
}

/** One probe at a time (a closed loop of one client), so each figure is one request's latency. */
async function probe(base: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/health/live`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`/api/health/live ${res.status}`);
  return performance.now() - t0;
}

async function preview(base: string, cookie: string, text: string): Promise<void> {
  const res = await fetch(`${base}/api/csv-uploads/offers/preview?fileName=bench.csv`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv', 'x-requested-with': 'XMLHttpRequest' },
    body: text,
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`preview ${res.status} ${body.slice(0, 300)}`);
}

const text = offersCsv();
const db = await scratchDatabase('fuel_bench_stall');
try {
  const server = await startServer(
    PORT,
    { DATABASE_URL: db.url, PRICE_FEED: 'none' },
    SERVER_ROOT ? { serverRoot: SERVER_ROOT } : {},
  );
  try {
    const sellers = [await login(server.base, 'verkaeufer'), await login(server.base, 'verkaeufer-rhein')];
    console.log(
      `CSV stall: /api/health/live idle (${IDLE_PROBES} probes) vs during 4 parallel ${ROWS}-row previews; ${RUNS} alternating runs; load ${loadAverage()}`,
    );
    // Warm-up: routes, catalogue, the pool's threads.
    for (const cookie of sellers) await preview(server.base, cookie, text.split('\r\n').slice(0, 3).join('\r\n'));
    for (let i = 0; i < 50; i++) await probe(server.base);

    const idle: number[] = [];
    const busy: number[] = [];
    console.log('| run | idle p50 / p99 ms | during previews p50 / p99 ms (probes) | previews s | ratio p99 |');
    console.log('|---|---|---|---|---|');
    for (let run = 0; run < RUNS; run++) {
      const idleMs: number[] = [];
      for (let i = 0; i < IDLE_PROBES; i++) idleMs.push(await probe(server.base));
      let done = false;
      const t0 = performance.now();
      const previews = Promise.all(
        [sellers[0]!, sellers[0]!, sellers[1]!, sellers[1]!].map((cookie) => preview(server.base, cookie, text)),
      ).finally(() => {
        done = true;
      });
      const busyMs: number[] = [];
      while (!done) busyMs.push(await probe(server.base));
      await previews;
      const seconds = (performance.now() - t0) / 1000;
      idleMs.sort((a, b) => a - b);
      busyMs.sort((a, b) => a - b);
      const idleP99 = percentile(idleMs, 99);
      const busyP99 = percentile(busyMs, 99);
      idle.push(idleP99);
      busy.push(busyP99);
      console.log(
        `| ${run + 1} | ${fmt(percentile(idleMs, 50), 2)} / ${fmt(idleP99, 2)} | ${fmt(percentile(busyMs, 50), 2)} / ${fmt(busyP99, 2)} (${busyMs.length}) | ${fmt(seconds, 2)} | ${fmt(busyP99 / idleP99, 2)}x |`,
      );
    }
    console.log(
      `median p99: idle ${fmt(median(idle), 2)} ms, during previews ${fmt(median(busy), 2)} ms: ${fmt(median(busy) / median(idle), 2)}x (bar <= 2x); load ${loadAverage()}`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
}
