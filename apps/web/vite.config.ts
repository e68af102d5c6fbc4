import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server listens on API_PORT in development; production serves dist/ from the API server itself.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // Recharts and what only it uses: loaded by the chart screens alone, not by every page.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|internmap|@reduxjs|react-redux|redux|redux-thunk|reselect|immer|es-toolkit|eventemitter3|decimal\.js-light|tiny-invariant|use-sync-external-store)[\\/]/,
              priority: 1.5,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
            // zod-jitless.ts runs with zod, before any chunk that builds a schema (see the file).
            { name: 'vendor', test: /node_modules[\\/]|[\\/]src[\\/]zod-jitless\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
});
