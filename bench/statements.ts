// What the read benches share: the statements a repository or service sends, captured through
// drizzle's logger and replayed with a plain pg client ("the same SQL alone"), their plans, timed GETs
// with a session cookie, and p50 / p95 of a run.
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/server/src/db/schema';
import type { Db } from '../apps/server/src/db/client';
import { percentile } from './support';

export type Statement = { text: string; values: unknown[] };

/** The statements `run` sends, captured through drizzle's logger (they run once, for real). */
export async function capture(pool: pg.Pool, run: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (text, values) => void seen.push({ text, values }) },
  }) as unknown as Db;
  await run(db);
  return seen;
}

/** Runs the statements one after the other on `client`: the milliseconds they took. */
export async function replay(client: pg.Client, statements: Statement[]): Promise<number> {
  const t0 = performance.now();
  for (const s of statements) await client.query(s.text, s.values);
  return performance.now() - t0;
}

/** EXPLAIN=1: the plan lines of each statement that match `keep` (first `lines`) and its execution time, to see which index serves it. */
export async function explain(
  client: pg.Client,
  label: string,
  statements: Statement[],
  keep: RegExp,
  lines = 8,
): Promise<void> {
  for (const st of statements) {
    const plan = await client.query(`explain (analyze, costs off, summary on) ${st.text}`, st.values);
    const planLines: string[] = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']);
    const shown = planLines.filter((l) => keep.test(l) && !l.startsWith('Execution Time')).slice(0, lines);
    const time = planLines.find((l) => l.startsWith('Execution Time')) ?? '';
    console.error(`\n-- ${label}: ${st.text.replace(/\s+/g, ' ').slice(0, 90)}\n${[...shown, time].join('\n')}`);
  }
}

/** A GET with the session cookie: its time and body; anything but 2xx stops the bench. */
export function timedGet(base: string, cookie: string) {
  return async (path: string): Promise<{ ms: number; body: string }> => {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = await res.text();
    if (!res.ok) throw new Error(`${path} ${res.status} ${body}`);
    return { ms: performance.now() - t0, body };
  };
}

export const p95 = (times: number[]) =>
  percentile(
    [...times].sort((a, b) => a - b),
    95,
  );
export const p50 = (times: number[]) =>
  percentile(
    [...times].sort((a, b) => a - b),
    50,
  );

export async function loadavg(): Promise<string> {
  const fs = await import('node:fs/promises');
  return (await fs.readFile('/proc/loadavg', 'utf8').catch(() => '?')).trim();
}
