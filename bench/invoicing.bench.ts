// Issue 28 part 6: invoicing a month of 100,000 liftings on PostgreSQL, beside the same inserts in plain
// SQL. A scratch database (migrated, demo-seeded in this process) gets LIFTINGS confirmed orders of the
// first demo seller (copies of its confirmed spot orders, INSERT ... SELECT generate_series, so the order
// triggers run as in production) with one lifting each, spread over the last 30 days. Then:
//   A  the server's issueInvoicesAfterLifting, one transaction per lifting as the liftings service
//      runs it (number, document, invoice, audit entry, webhook outbox row, two credit entries),
//      CONCURRENCY transactions at a time through the server's own database client;
//   B  the same invoice and credit entry rows (the document of one invoice A issued) by plain SQL:
//      one INSERT ... SELECT per table in one transaction, and one row per statement and transaction
//      on CONCURRENCY connections;
//   the "Rechnungen" list of the seller with the new invoices (listInvoicesOf, first page, unfiltered
//   and state=overdue): p50 of LIST_RUNS calls beside the same statements replayed with a plain pg
//   client and their execution time in EXPLAIN ANALYZE.
// Bounded: A stops after MAX_SECONDS even when not every lifting was invoiced (the figures say so).
import pg from 'pg';
import type { InvoiceListQuery } from '@fuel/domain/contracts/invoices';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoData } from '../apps/server/src/db/seed/demo-seed';
import { issueInvoicesAfterLifting } from '../apps/server/src/features/invoices/invoice-issue.service';
import { listInvoicesOf } from '../apps/server/src/features/invoices/invoices.service';
import type { AuthContext } from '../apps/server/src/plugins/authorization';
import { capture, explain, p50, replay, type Statement } from './statements';
import { fmt, loadAverage, scratchDatabase } from './support';

const LIFTINGS = Number(process.env.LIFTINGS ?? 100_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const LIST_RUNS = Number(process.env.LIST_RUNS ?? 10);
const MAX_SECONDS = Number(process.env.MAX_SECONDS ?? 1500);
const PROGRESS_EVERY = 10_000;
const BATCH = 10_000;
const SELLER_USER = 'verkaeufer';

type Job = { id: number; orderId: number; bolNumber: string; litres15: number; liftedAt: Date };

/** LIFTINGS confirmed orders (copies of the seller's confirmed spot orders) and one lifting each, over the last 30 days. */
async function generateLiftings(c: pg.Client, sellerId: number, userId: number): Promise<number> {
  const t0 = performance.now();
  const columns = (
    await c.query<{ name: string }>(
      `select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = 'orders' and column_name <> 'id' order by ordinal_position`,
    )
  ).rows.map((r) => r.name);
  // Lifted evenly from 30 days to 1 hour ago; ordered a day before; collected within 14 days.
  const overrides: Record<string, string> = {
    contract_number: `'BENCH-' || g`,
    lifting_master_number: `'BENCH-LM-' || g`,
    status: `'CONFIRMED'`,
    idempotency_key: 'null',
    created_at: 'x.created',
    updated_at: 'x.created',
    collection_start_date: 'x.created::date',
    collection_end_date: `x.created::date + 14`,
    due_date: `x.created::date + 14 + t.credit_days`,
    paid_at: 'null',
  };
  // In batches: one transaction that bumps the same counter rows 100,000 times slows down quadratically.
  for (let from = 1; from <= LIFTINGS; from += BATCH) {
    await c.query(
      `with t as (select *, (row_number() over (order by id) - 1)::int as k, count(*) over ()::int as n
                    from orders where seller_account_id = $1 and status = 'CONFIRMED' and market = 'SPOT'
                     and contract_number not like 'BENCH-%'),
            x as (select g, now() - interval '1 hour' - (30 * 24 - 1) * interval '1 hour' * (1 - g::float8 / $2)
                            - interval '1 day' as created
                    from generate_series($3::int, $4::int) g)
       insert into orders (${columns.join(', ')})
       select ${columns.map((col) => overrides[col] ?? `t.${col}`).join(', ')}
         from x join t on t.k = x.g % t.n`,
      [sellerId, LIFTINGS, from, Math.min(from + BATCH - 1, LIFTINGS)],
    );
  }
  await c.query(
    `insert into liftings (order_id, seller_account_id, bol_number, lifted_at, litres_15, recorded_by_user_id, recorded_at)
     select o.id, o.seller_account_id, 'LS-' || o.contract_number, o.created_at + interval '1 day', o.litres, $1,
            o.created_at + interval '1 day'
       from orders o where o.contract_number like 'BENCH-%'`,
    [userId],
  );
  // A live table is analysed by autovacuum; the invoicing lookups are planned on current statistics.
  await c.query('vacuum analyze orders');
  await c.query('vacuum analyze liftings');
  return (performance.now() - t0) / 1000;
}

/** Counts of the tables the invoicing writes to. */
async function rowCounts(c: pg.Client) {
  const { rows } = await c.query<Record<string, number>>(
    `select (select count(*) from invoices)::int as invoices, (select count(*) from credit_entries)::int as credit_entries,
            (select count(*) from audit_log)::int as audit_log, (select count(*) from outbox)::int as outbox`,
  );
  return rows[0]!;
}

/** Milliseconds of EXPLAIN ANALYZE's Execution Time of each statement. */
async function executionTimes(c: pg.Client, statements: Statement[]): Promise<number[]> {
  const times: number[] = [];
  for (const st of statements) {
    const plan = await c.query(`explain (analyze, summary on) ${st.text}`, st.values);
    const line = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']!).find((l) => l.startsWith('Execution'));
    times.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? NaN));
  }
  return times;
}

const INVOICE_COLUMNS = `kind, number, seller_account_id, buyer_account_id, order_id, lifting_id, issued_on, due_date,
  currency, litres, net_minor, vat_minor, gross_minor, document, issued_at`;

/** What B writes per lifting: the first $1 bench liftings (A's order), with the order's amounts and due dates. */
type ReferenceRow = {
  orderId: number;
  liftingId: number;
  buyer: number;
  issuedOn: string;
  dueDate: string;
  orderDue: string;
  currency: string;
  litres: number;
  net: string;
  vat: string;
  gross: string;
  issuedAt: Date;
};
const REFERENCE_ROWS = `
  select o.id as "orderId", l.id as "liftingId", o.buyer_account_id as buyer, l.lifted_at::date::text as "issuedOn",
         (l.lifted_at::date + o.credit_days)::text as "dueDate", o.due_date::text as "orderDue", o.currency,
         l.litres_15 as litres, o.net_minor as net, o.vat_minor as vat, o.gross_minor as gross,
         l.lifted_at + interval '10 minutes' as "issuedAt"
    from liftings l join orders o on o.id = l.order_id
   where o.contract_number like 'BENCH-%' order by l.lifted_at, l.id limit $1`;

const db = await scratchDatabase('fuel_bench_invoicing');
const database = await openDatabase({ databaseUrl: db.url, poolSize: CONCURRENCY + 2 });
const sqlClient = new pg.Client({ connectionString: db.url });
try {
  await sqlClient.connect();
  const loadBefore = loadAverage();
  await database.migrate();
  await seedDemoData(database.db, { brand: 'A', now: new Date() });
  const seller = (
    await sqlClient.query<{ accountId: number; userId: number; roles: string[] }>(
      `select account_id as "accountId", id as "userId", roles from users where username = $1`,
      [SELLER_USER],
    )
  ).rows[0]!;
  const setupSeconds = await generateLiftings(sqlClient, seller.accountId, seller.userId);
  const jobs = (
    await sqlClient.query<Job>(
      `select l.id, l.order_id as "orderId", l.bol_number as "bolNumber", l.litres_15 as "litres15", l.lifted_at as "liftedAt"
         from liftings l join orders o on o.id = l.order_id where o.contract_number like 'BENCH-%' order by l.lifted_at, l.id`,
    )
  ).rows;
  console.log(
    `Invoicing: ${jobs.length} liftings of one seller over 30 days, ${CONCURRENCY} transactions at a time; ` +
      `setup (orders + liftings + analyze) ${fmt(setupSeconds)} s; load ${loadBefore} at the start`,
  );

  // A: the code path, one transaction per lifting, issued 10 minutes after the lifting.
  const before = await rowCounts(sqlClient);
  let next = 0;
  let issued = 0;
  const t0 = performance.now();
  const deadline = t0 + MAX_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length && performance.now() < deadline) {
        const job = jobs[next++]!;
        const now = new Date(job.liftedAt.getTime() + 10 * 60_000);
        await database.db.transaction((tx) =>
          issueInvoicesAfterLifting(
            tx,
            {
              orderId: job.orderId,
              lifting: { id: job.id, bolNumber: job.bolNumber, litres15: job.litres15, liftedAt: job.liftedAt },
              liftedLitres: job.litres15,
              complete: true,
              actorUserId: null,
            },
            now,
          ),
        );
        if (++issued % PROGRESS_EVERY === 0) {
          const s = (performance.now() - t0) / 1000;
          console.log(`  A: ${issued} invoices in ${fmt(s)} s (${fmt(issued / s, 0)}/s), load ${loadAverage()}`);
        }
      }
    }),
  );
  const aSeconds = (performance.now() - t0) / 1000;
  const after = await rowCounts(sqlClient);
  const written = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - before[k]!]));
  if (written.invoices !== issued) throw new Error(`A issued ${issued} but ${written.invoices} invoices were stored`);
  if (issued < jobs.length) console.log(`  A stopped after MAX_SECONDS=${MAX_SECONDS}: ${issued} of ${jobs.length}`);
  const loadAfterA = loadAverage();

  // The "Rechnungen" list of the seller, before B adds its rows.
  await sqlClient.query('vacuum analyze invoices');
  await sqlClient.query('vacuum analyze credit_entries');
  const auth: AuthContext = {
    sessionIdHash: 'bench',
    userId: seller.userId,
    accountId: seller.accountId,
    accountType: 'seller',
    platform: 'A',
    roles: seller.roles,
    isAdmin: false,
    twoFactorPending: false,
  };
  const deps = { db: database.db, now: () => new Date(), brand: 'A' as const };
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const lists: Array<{ label: string; q: InvoiceListQuery }> = [
    { label: 'first page, all', q: {} },
    { label: 'first page, state=overdue', q: { state: 'overdue' } },
  ];
  const listRows: string[] = [];
  for (const { label, q } of lists) {
    const statements = await capture(pool, (capDb) => listInvoicesOf({ ...deps, db: capDb }, auth, q));
    const first = await listInvoicesOf(deps, auth, q);
    const calls: number[] = [];
    const alone: number[] = [];
    for (let run = 0; run < LIST_RUNS; run++) {
      const c0 = performance.now();
      await listInvoicesOf(deps, auth, q);
      calls.push(performance.now() - c0);
      alone.push(await replay(sqlClient, statements));
    }
    const exec = await executionTimes(sqlClient, statements);
    if (process.env.EXPLAIN) await explain(sqlClient, label, statements, /./, 40);
    listRows.push(
      `| ${label} | ${first.totals.count} (${first.items.length} on the page) | ${fmt(p50(calls))} | ${fmt(p50(alone))} | ${exec.map((e) => fmt(e)).join(' + ')} |`,
    );
  }
  await pool.end();

  // B: the same rows in plain SQL, one INSERT ... SELECT per table, in one transaction.
  const document = (
    await sqlClient.query<{ document: unknown }>(
      `select document from invoices where seller_account_id = $1 and lifting_id is not null order by id desc limit 1`,
      [seller.accountId],
    )
  ).rows[0]!.document;
  const fromId = (await sqlClient.query<{ id: number }>(`select coalesce(max(id), 0) as id from invoices`)).rows[0]!.id;
  const b0 = performance.now();
  await sqlClient.query('begin');
  await sqlClient.query(
    `insert into invoices (${INVOICE_COLUMNS})
     select 'invoice', 'REF-' || r."liftingId", $2, r.buyer, r."orderId", r."liftingId", r."issuedOn"::date, r."dueDate"::date,
            r.currency, r.litres, r.net, r.vat, r.gross, $3::jsonb, r."issuedAt"
       from (${REFERENCE_ROWS}) r`,
    [issued, seller.accountId, JSON.stringify(document)],
  );
  const bInvoicesSeconds = (performance.now() - b0) / 1000;
  await sqlClient.query(
    `insert into credit_entries (buyer_account_id, seller_account_id, due_date, kind, amount_minor, order_id, invoice_id, created_at)
     select i.buyer_account_id, i.seller_account_id, case when k.kind = 'release' then o.due_date else 'infinity' end,
            k.kind, k.sign * i.gross_minor, i.order_id, i.id, i.issued_at
       from invoices i join orders o on o.id = i.order_id
       cross join (values ('release', -1), ('posting', 1)) k(kind, sign)
      where i.id > $1`,
    [fromId],
  );
  await sqlClient.query('commit');
  const bSeconds = (performance.now() - b0) / 1000;
  console.log(
    `  B: ${issued} invoices + ${issued * 2} credit entries in two statements: ${fmt(bSeconds, 2)} s ` +
      `(invoices ${fmt(bInvoicesSeconds, 2)} s, credit entries and commit ${fmt(bSeconds - bInvoicesSeconds, 2)} s)`,
  );

  // B2: one row per statement, one transaction per invoice, CONCURRENCY connections.
  const rowJobs = (await sqlClient.query<ReferenceRow>(REFERENCE_ROWS, [issued])).rows;
  const clients = await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      return c;
    }),
  );
  const documentText = JSON.stringify(document);
  let rowNext = 0;
  let rowDone = 0;
  const r0 = performance.now();
  const rowDeadline = r0 + MAX_SECONDS * 1000;
  await Promise.all(
    clients.map(async (c) => {
      while (rowNext < rowJobs.length && performance.now() < rowDeadline) {
        const j = rowJobs[rowNext++]!;
        await c.query('begin');
        const { rows } = await c.query<{ id: number }>(
          `insert into invoices (${INVOICE_COLUMNS})
           values ('invoice', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14) returning id`,
          [
            `ROW-${j.liftingId}`,
            seller.accountId,
            j.buyer,
            j.orderId,
            j.liftingId,
            j.issuedOn,
            j.dueDate,
            j.currency,
            j.litres,
            j.net,
            j.vat,
            j.gross,
            documentText,
            j.issuedAt,
          ],
        );
        const entry = `insert into credit_entries (buyer_account_id, seller_account_id, due_date, kind, amount_minor, order_id, invoice_id, created_at)
                       values ($1, $2, $3, $4, $5, $6, $7, $8)`;
        await c.query(entry, [
          j.buyer,
          seller.accountId,
          j.orderDue,
          'release',
          -Number(j.gross),
          j.orderId,
          rows[0]!.id,
          j.issuedAt,
        ]);
        await c.query(entry, [
          j.buyer,
          seller.accountId,
          'infinity',
          'posting',
          j.gross,
          j.orderId,
          rows[0]!.id,
          j.issuedAt,
        ]);
        await c.query('commit');
        if (++rowDone % PROGRESS_EVERY === 0) console.log(`  B2: ${rowDone} invoices`);
      }
    }),
  );
  const rowSeconds = (performance.now() - r0) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  const drift = (await sqlClient.query(`select count(*)::int as n from order_counter_drift`)).rows[0].n as number;

  console.log(
    `\nFigures (${new Date().toISOString()}), load ${loadBefore} before, ${loadAfterA} after A, ${loadAverage()} at the end`,
  );
  console.log('| step | rows written | seconds | invoices/s | A ÷ this |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| A: issueInvoicesAfterLifting, ${CONCURRENCY} transactions at a time | ${Object.entries(written)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')} | **${fmt(aSeconds)}** | **${fmt(issued / aSeconds, 0)}** | 1 |`,
  );
  console.log(
    `| B: INSERT ... SELECT, invoices + credit entries, one transaction | ${issued} invoices, ${issued * 2} credit_entries | ${fmt(bSeconds, 2)} | ${fmt(issued / bSeconds, 0)} | **${fmt(aSeconds / bSeconds, 1)}x** |`,
  );
  console.log(
    `| B2: one row per statement, one transaction per invoice, ${CONCURRENCY} connections | ${rowDone} invoices, ${rowDone * 2} credit_entries | ${fmt(rowSeconds)} | ${fmt(rowDone / rowSeconds, 0)} | **${fmt(aSeconds / issued / (rowSeconds / rowDone), 1)}x** |`,
  );
  console.log(`\n"Rechnungen" of the seller (${LIST_RUNS} calls each, p50; before B's rows)`);
  console.log(
    '| list | documents (page) | listInvoicesOf p50 ms | same SQL alone p50 ms | EXPLAIN ANALYZE ms (rows + totals) |',
  );
  console.log('|---|---|---|---|---|');
  for (const row of listRows) console.log(row);
  console.log(`order_counter_drift after everything: ${drift} rows`);
} finally {
  await sqlClient.end().catch(() => undefined);
  await database.close();
  await db.drop();
}
