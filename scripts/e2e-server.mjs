// Starts the servers for the end-to-end tests, each on a fresh embedded database (migrated and seeded
// at start), all at once, and prints "E2E servers ready" when every one answers /api/health.
// Usage: node scripts/e2e-server.mjs <port> <brand> [<port> <brand> ...]
// One process for all brands because Playwright starts its webServer entries one after another: the
// second server's migrations and seed waited for the first's (decision 040).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const servers = [];
for (let i = 0; i < Math.max(args.length, 2); i += 2)
  servers.push({ port: args[i] ?? '3210', brand: args[i + 1] ?? 'A' });

async function answers(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

// Readiness is a port answering: a server left running there would pass for ours.
for (const { port } of servers) {
  if (await answers(port)) {
    console.error(`Port ${port} is already in use: stop what runs there, or move the e2e ports (E2E_PORT_A/B).`);
    process.exit(1);
  }
}

const startedAt = Date.now();
const children = servers.map(({ port, brand }) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fuel-e2e-${brand}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    // Their log lines stay out of the test report (Playwright's default for a web server); errors show.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: port,
      HOST: '127.0.0.1',
      BRAND: brand,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'true',
      // Every spec logs in several times from 127.0.0.1; the limit itself is covered by API tests.
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
      // Live market: quick ticks, and quotes count as stale after 6 s so "feed stopped" shows quickly.
      PRICE_FEED_INTERVAL_MS: '1000',
      LIVE_PRICE_MAX_AGE_SECONDS: '6',
      MARKET_WINDOW_SECONDS: '60',
    },
  });
  return { child, dataDir, exited: new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 0))) };
});

let stopping = false;
/** Stops every server, removes the databases, exits with `code`. */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map(({ exited }) => exited));
  for (const { dataDir } of children) fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
// A server that ends by itself (a port in use, a failed migration) ends the run.
for (const { exited } of children) void exited.then((code) => stopAll(code || 1));

const pending = new Set(servers.map(({ port }) => port));
while (pending.size > 0 && !stopping) {
  for (const port of [...pending]) if (await answers(port)) pending.delete(port);
  if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
}
if (!stopping) {
  const list = servers.map(({ port, brand }) => `${brand} :${port}`).join(', ');
  console.log(`E2E servers ready (${list}) after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}
