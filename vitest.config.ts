import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { webMocksProject } from './apps/web/vitest.config';

export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is a single worker on our 2-core machines: the files would run one
    // after another while the other core idles.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      // Pure functions and no module mocks: the files share loaded modules (decision 066).
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Files of a worker share loaded modules (Fastify, drizzle, zod contracts): importing them
          // afresh for every file cost as much CPU as the tests. Each file still gets its own app and
          // database (createTestApp), and no server test mocks a module.
          isolate: false,
          // Guards against a hang only: the generated sweeps send hundreds of requests, and CI runs them
          // beside the build and the PostgreSQL suite on two cores.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
      webMocksProject,
    ],
  },
});
