import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { MODULE_MOCKING_TESTS } from './module-mocking-tests.mjs';

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
