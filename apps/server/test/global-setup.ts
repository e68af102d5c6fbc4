import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/db/seed/demo-seed';
import { TEST_NOW } from './test-clock';

/**
 * Migrates and seeds one template database for the whole run; every test file then starts from
 * a copy (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `fuel_tmpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = withDatabase(databaseUrl, name);
    const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    await database.migrate();
    await seedDemoData(database.db, { brand: 'A', now: TEST_NOW });
    await database.close();
    project.provide('pgTemplate', { adminUrl: databaseUrl, template: name });
    return async () => {
      // Test databases are dropped by their files; drop leftovers of crashed files and the template.
      const { rows } = await admin.query(`select datname from pg_database where datname like $1`, [
        `fuel_t_${process.pid}_%`,
      ]);
      for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedDemoData(database.db, { brand: 'A', now: TEST_NOW });
  // A checkpoint first: each copy then starts without replaying the seed's WAL (~0.2 s per test file).
  await database.exec('checkpoint');
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = path.join(os.tmpdir(), `fuel-pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => fs.rmSync(file, { force: true });
}

/**
 * Drops a test database once its pooled connections have gone: pool.end() resolves before the
 * sockets close, and FORCE would terminate them (an unhandled error in the test run).
 */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  const a = new pg.Client({ connectionString: adminUrl });
  await a.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await a.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await a.query(`drop database if exists ${name} with (force)`);
  } finally {
    await a.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: { adminUrl: string; template: string };
    pgliteTemplateFile: string;
  }
}
