import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

// The API server listens on API_PORT in development; production serves dist/ from the API server itself.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip next to every text asset: the server sends them as they are (@fastify/static
    // preCompressed), so no request pays for compression and brotli can run at its best level.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we support (Chromium, Firefox 115+, Safari 17+) preloads modules natively: the
    // polyfill would only cost /login's first bundle bytes.
    modulePreload: { polyfill: false },
    // No vendor groups (decision 039): a page loads the modules it imports and nothing more, so /login
    // does not pay for all of Mantine, the router and the chart library up front. Rolldown puts modules
    // shared by several pages into shared chunks by itself.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The one forced group: zod-jitless.ts must run right after zod and before any chunk builds a
            // schema (see the file). In zod's own chunk it does, whichever chunk imports zod first.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/ },
          ],
        },
      },
    },
  },
});
