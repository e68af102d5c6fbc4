import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Test files that replace modules with vi.mock: a module mock only takes where the module is imported
 * afresh, so these run isolated (the `web-mocks` project); every other web test file shares its
 * worker's loaded modules (React, Mantine, the contracts), which took a fifth of the time (decision 066).
 */
const MODULE_MOCKING_TESTS = ['src/app/session-loads.test.ts', 'src/features/market/live/use-market-refresh.test.tsx'];

const common = {
  environment: 'jsdom',
  setupFiles: ['src/test/setup.ts'],
  css: false,
  // Guards against a hang only: form tests type into jsdom and CI runs them beside the typecheck,
  // lint and build on two cores, where 5 s (the default) was seen to run out.
  testTimeout: 60_000,
} as const;

/** The module-mocking files, each in a fresh module graph; listed beside `web` in the root config. */
export const webMocksProject: TestProjectInlineConfiguration = {
  plugins: [react()],
  root: import.meta.dirname,
  test: { ...common, name: 'web-mocks', include: MODULE_MOCKING_TESTS, isolate: true },
};

export default defineConfig({
  plugins: [react()],
  test: {
    ...common,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...MODULE_MOCKING_TESTS],
    // Files of a worker share loaded modules and one jsdom: importing React, Mantine and the contracts
    // again for every file cost most of the CPU. Each test still renders into a fresh container
    // (Testing Library's cleanup), and mocks and stubbed globals are reset per test.
    isolate: false,
  },
});
