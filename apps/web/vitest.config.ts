import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Guards against a hang only: form tests type into jsdom and CI runs them beside the typecheck,
    // lint and build on two cores, where 5 s (the default) was seen to run out.
    testTimeout: 60_000,
  },
});
