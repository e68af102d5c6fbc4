import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

/** Starts the real entry point with a bad environment; it must refuse before opening anything. */
function start(env: Record<string, string>) {
  const { status, stderr } = spawnSync(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: '/nonexistent/never-created', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status, stderr };
}

test('a bad variable stops the start with a message naming it', () => {
  const { status, stderr } = start({ PORT: 'abc', BRAND: 'X' });
  expect(status).toBe(1);
  expect(stderr).toContain('Start refused');
  expect(stderr).toContain('PORT');
  expect(stderr).toContain('BRAND');
});

test('a brand-only flag on the wrong brand stops the start naming the flag', () => {
  const { status, stderr } = start({ BRAND: 'B', FEATURE_FLAGS: 'TRIGGERS=true' });
  expect(status).toBe(1);
  expect(stderr).toContain('TRIGGERS');
  expect(stderr).toContain('brand A');
});

test('SELLER_ABLE_TO_SET_PURCHASE_RIGHTS without SINGLE_SELLER_MODE stops the start', () => {
  const { status, stderr } = start({ FEATURE_FLAGS: '+SELLER_ABLE_TO_SET_PURCHASE_RIGHTS' });
  expect(status).toBe(1);
  expect(stderr).toContain('SELLER_ABLE_TO_SET_PURCHASE_RIGHTS requires SINGLE_SELLER_MODE');
});

test('an unknown flag stops the start', () => {
  const { status, stderr } = start({ FEATURE_FLAGS: 'FLYING_CARS=true' });
  expect(status).toBe(1);
  expect(stderr).toContain('FEATURE_FLAGS');
  expect(stderr).toContain('FLYING_CARS');
});
