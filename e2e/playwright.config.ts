import { defineConfig, devices } from '@playwright/test';

// Ports can be moved (E2E_PORT_A/B) so that two checkouts run their specs side by side.
export const PORT_A = Number(process.env.E2E_PORT_A ?? 3210);
export const PORT_B = Number(process.env.E2E_PORT_B ?? 3211);
export const BASE_A = `http://127.0.0.1:${PORT_A}`;
export const BASE_B = `http://127.0.0.1:${PORT_B}`;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };
const EXCLUSIVE = /@exclusive/;

export default defineConfig({
  testDir: './specs',
  // Spec files run side by side (each on its own users and data, independent of order); the tests of
  // one file run in order in one worker. Two workers fit our two cores; E2E_WORKERS moves that.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // No retries: a spec that needs a second attempt is a bug to fix, not to hide.
  retries: 0,
  // list: progress on the console; json: per-spec worker time for `npm run times -w @fuel/e2e`.
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  // Guards against a hang, not limits on speed: on two shared cores a page can take seconds to settle
  // (the browser phase runs after the CPU-bound checks since decision 059).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: BASE_A,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording a trace for every test cost a third of the browser phase (the every-screen sweep: 207 s
    // without, 326 s with, same load; decision 066): E2E_TRACE=1 keeps one of each failing test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', grepInvert: EXCLUSIVE, use: desktop },
    // Tests tagged @exclusive change what every other spec on the server sees (they stop the price
    // feed): they run after all others, alone.
    { name: 'exclusive', grep: EXCLUSIVE, dependencies: ['chromium'], use: desktop },
  ],
  // Both brands' servers start at once in one process (Playwright would start two entries one after
  // the other), which says when both answer. SIGTERM lets it remove their databases.
  webServer: {
    command: `node ../scripts/e2e-server.mjs ${PORT_A} A ${PORT_B} B`,
    wait: { stdout: /E2E servers ready/ },
    stdout: 'pipe',
    // A hang guard: migrating and seeding two databases beside the other checks took over 2 minutes
    // at a load average of 70.
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
