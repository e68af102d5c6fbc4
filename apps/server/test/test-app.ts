import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { syncPlatformSettings } from '../src/plugins/platform';
import { dropTestDatabase, withDatabase } from './global-setup';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** A moveable clock: tests set `clock.now` to test expiry. */
  clock: { now: Date };
  close(): Promise<void>;
};

/** A fresh database copied from the shared migrated-and-seeded template, and the real app on it. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop, databaseUrl } = await copyTemplateDatabase();
  // The URL lets the event bus and the job leader open their own connections (LISTEN, advisory lock).
  const config: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env });
  const clock = { now: new Date() };
  const app = await buildApp({ config, database, now: () => clock.now });
  await syncPlatformSettings(app.db, app.platform);
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

async function copyTemplateDatabase(): Promise<{ database: Database; drop: () => Promise<void>; databaseUrl?: string }> {
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
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: unknown): Promise<LightMyRequestResponse> => {
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
