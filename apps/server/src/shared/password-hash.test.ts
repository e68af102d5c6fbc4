import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The module picks its cost when loaded: load it afresh under the given NODE_ENV. */
async function loadUnder(nodeEnv: string) {
  vi.stubEnv('NODE_ENV', nodeEnv);
  vi.resetModules();
  return import('./password-hash');
}

const costOf = (hash: string) => hash.split('$').slice(1, 4).map(Number);

test('production and development hash at the standard cost (OWASP minimum)', async () => {
  for (const env of ['production', 'development']) {
    const m = await loadUnder(env);
    expect(costOf(await m.hashPassword('Demo!2026')), env).toEqual([32768, 8, 1]);
  }
});

test('under test the hash is cheap, and a hash of either cost verifies anywhere', async () => {
  const cheap = await loadUnder('test');
  const cheapHash = await cheap.hashPassword('Demo!2026');
  expect(costOf(cheapHash)).toEqual([1024, 8, 1]);
  const standard = await loadUnder('production');
  const standardHash = await standard.hashPassword('Demo!2026');
  // The parameters travel with the hash: each module verifies both, and refuses a wrong password.
  for (const m of [cheap, standard]) {
    expect(await m.verifyPassword('Demo!2026', cheapHash)).toBe(true);
    expect(await m.verifyPassword('Demo!2026', standardHash)).toBe(true);
    expect(await m.verifyPassword('Demo!2027', cheapHash)).toBe(false);
  }
});
