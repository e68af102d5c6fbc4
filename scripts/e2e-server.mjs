// Starts one server for the end-to-end tests on a fresh embedded database (migrated and seeded at start).
// Usage: node scripts/e2e-server.mjs <port> <brand>
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [port = '3210', brand = 'A'] = process.argv.slice(2);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fuel-e2e-${brand}-`));

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
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
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
