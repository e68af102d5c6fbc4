import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { syncPlatformSettings } from '../src/plugins/platform';
import { dropTestDatabase, withDatabase } from './global-setup';
import { TEST_NOW } from './test-clock';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** A moveable clock: tests set `clock.now` to test expiry. */
  clock: { now: Date };
  /**
   * Another app on this app's database, as a second server process with other settings would be:
   * no copy of the template, so a file needs one database however many settings it tries. Brand and
   * feature flags are stored in the database (platform_settings) and need their own createTestApp.
   * The sibling has its own clock; close it before this app.
   */
  sibling(env: Record<string, string>, opts?: TestAppOptions): Promise<TestApp>;
  close(): Promise<void>;
};

const NO_WEB_BUILD = path.join(os.tmpdir(), 'fuel-tests-without-web-build');

export type TestAppOptions = {
  /**
   * 'fixed' (default): the app's clock stands at TEST_NOW, the moment the template was seeded for,
   * until the test moves it; results do not depend on the day the suite runs. 'real': the wall clock,
   * only for tests that really need time to pass on its own.
   */
  clock?: 'fixed' | 'real';
};

/** A fresh database copied from the shared migrated-and-seeded template, and the real app on it. */
export async function createTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop, databaseUrl } = await copyTemplateDatabase();
  const t = await startApp(database, databaseUrl, env, opts, async () => {
    await database.close();
    await drop();
  });
  await syncPlatformSettings(t.app.db, t.app.platform, t.app.now());
  return t;
}

async function startApp(
  database: Database,
  databaseUrl: string | undefined,
  env: Record<string, string>,
  opts: TestAppOptions,
  closeDatabase: () => Promise<void>,
): Promise<TestApp> {
  // The URL lets the event bus and the job leader open their own connections (LISTEN, advisory lock).
  // WEB_DIST names no folder: the suite answers the same whether or not (or while) the web app is built.
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: NO_WEB_BUILD,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const clock = { now: new Date(TEST_NOW) };
  const app = await buildApp({ config, database, now: opts.clock === 'real' ? () => new Date() : () => clock.now });
  await app.ready();
  return {
    app,
    database,
    clock,
    sibling: (siblingEnv, siblingOpts = {}) => {
      const stored = Object.keys(siblingEnv).filter((k) => k === 'BRAND' || k === 'FEATURE_FLAGS');
      if (stored.length > 0) throw new Error(`${stored.join(', ')} live in the database: use createTestApp for them`);
      return startApp(database, databaseUrl, siblingEnv, siblingOpts, async () => undefined);
    },
    close: async () => {
      await app.close();
      await closeDatabase();
    },
  };
}

async function copyTemplateDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  databaseUrl?: string;
}> {
  if (process.env.DATABASE_URL) {
    const { adminUrl, template } = inject('pgTemplate');
    const name = `fuel_t_${process.pid}_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const databaseUrl = withDatabase(adminUrl, name);
    const database = await openDatabase({ databaseUrl, poolSize: 20 });
    return {
      database,
      databaseUrl,
      drop: () => dropTestDatabase(adminUrl, name),
    };
  }
  const file = inject('pgliteTemplateFile');
  const database = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  return { database, drop: async () => undefined };
}

/** A cookie-keeping client for app.inject, sending the CSRF header on mutating calls like the web app. */
export function agent(app: FastifyInstance) {
  let cookies: Record<string, string> = {};
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> => {
    const res = await app.inject({
      method,
      url,
      payload: payload as never,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      cookies,
    });
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) delete cookies[c.name];
      else cookies[c.name] = c.value;
    }
    return res;
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body?: unknown) => call('POST', url, body ?? {}),
    put: (url: string, body?: unknown) => call('PUT', url, body ?? {}),
    delete: (url: string) => call('DELETE', url),
    cookies: () => cookies,
    setCookies: (c: Record<string, string>) => {
      cookies = { ...c };
    },
  };
}

export const DEMO_PASSWORD = 'Demo!2026';
