import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { withDatabase } from './global-setup';

/** The PostgreSQL server of the run; real server processes need it (PGlite is one process by nature). */
export const postgresUrl = process.env.DATABASE_URL;

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

async function waitForHealth(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

async function onAdmin(url: string, work: (admin: pg.Client) => Promise<void>) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

export interface ServerProcessesOptions {
  /** Part of the database name, unique per test file. */
  name: string;
  ports: number[];
  /** Extra environment of every process. */
  env?: Record<string, string>;
  /** Start each process once the one before is healthy (default: all at the same moment). */
  oneAfterAnother?: boolean;
  /** The PostgreSQL server to use, read when the processes start (default: DATABASE_URL). */
  adminUrl?: () => string | undefined;
}

/**
 * Registers the file's beforeAll and afterAll: a fresh PostgreSQL database, real server processes
 * (`src/main.ts`, demo seed) on `ports` waited for until healthy; afterwards the processes are ended
 * and the database dropped. Does nothing without DATABASE_URL (skip the tests with `postgresUrl`).
 * Returns the connection string of the database the processes share.
 */
export function useServerProcesses({
  name,
  ports,
  env = {},
  oneAfterAnother = false,
  adminUrl = () => postgresUrl,
}: ServerProcessesOptions): {
  databaseUrl: string;
  /** Whether the process on `port` is still running. */
  alive(port: number): boolean;
  /** Ends the process on `port` with SIGKILL (no clean shutdown) and resolves once it is gone. */
  killHard(port: number): Promise<void>;
  /** Starts another process on `port` (after a kill) and resolves once it is healthy. */
  startAgain(port: number): Promise<void>;
} {
  const dbName = `fuel_t_${process.pid}_${name}`;
  const urlOf = () => {
    const admin = adminUrl();
    return admin ? withDatabase(admin, dbName) : '';
  };
  const servers: ChildProcess[] = [];
  const byPort = new Map<number, ChildProcess>();
  const exited = (s: ChildProcess) => s.exitCode !== null || s.signalCode !== null;

  const start = (port: number) => {
    const server = spawn(process.execPath, ['--import', 'tsx', main], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'error',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: urlOf(),
        SEED_DEMO: 'true',
        ...env,
      },
    });
    servers.push(server);
    byPort.set(port, server);
    return waitForHealth(port);
  };

  beforeAll(async () => {
    if (!adminUrl()) return;
    await onAdmin(adminUrl()!, async (a) => {
      await a.query(`drop database if exists ${dbName} with (force)`);
      await a.query(`create database ${dbName}`);
    });
    if (oneAfterAnother) {
      for (const port of ports) await start(port);
    } else {
      await Promise.all(ports.map(start));
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      servers.map(
        (s) => new Promise((resolve) => (exited(s) ? resolve(null) : (s.once('exit', resolve), s.kill('SIGTERM')))),
      ),
    );
    if (!adminUrl()) return;
    await onAdmin(adminUrl()!, (a) => a.query(`drop database if exists ${dbName} with (force)`).then(() => undefined));
  });

  const killHard = (port: number) =>
    new Promise<void>((resolve, reject) => {
      const server = byPort.get(port);
      if (!server) return reject(new Error(`no server process on ${port}`));
      if (exited(server)) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGKILL');
    });

  return {
    get databaseUrl() {
      return urlOf();
    },
    alive: (port) => {
      const server = byPort.get(port);
      return !!server && !exited(server);
    },
    killHard,
    startAgain: (port) => start(port),
  };
}

/** A request to the process on `port`: a browser call (CSRF header, session cookie) or a bearer call. */
export const callServer = (
  port: number,
  method: string,
  url: string,
  opts: { cookie?: string; body?: unknown; bearer?: string } = {},
) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(opts.bearer ? { authorization: `Bearer ${opts.bearer}` } : { 'x-requested-with': 'XMLHttpRequest' }),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
