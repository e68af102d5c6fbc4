import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import fs from 'node:fs';

const webFeatures = fs.existsSync('apps/web/src/features') ? fs.readdirSync('apps/web/src/features') : [];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/migrations/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // Our imports name .ts/.tsx files without extension; a resolver that does not know them leaves every
    // import unresolved, and no-restricted-paths then stays silent.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      // Boundaries (DESIGN.md 2a.3): domain is pure, web features do not import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/domain', from: './apps', message: 'domain imports no app code' },
            { target: './apps/web', from: './apps/server', message: 'web never imports server code' },
            { target: './apps/server', from: './apps/web', message: 'server never imports web code' },
            // Web layers point one way (bulletproof-react): app -> features -> lib, ui; ui may use lib.
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'a web feature does not import app/ (router, layouts, providers); shared code lives in src/lib or src/ui' },
            { target: './apps/web/src/lib', from: ['./apps/web/src/app', './apps/web/src/features'], message: 'src/lib is shared code below app/ and the features: it imports neither' },
            { target: './apps/web/src/ui', from: ['./apps/web/src/app', './apps/web/src/features'], message: 'src/ui is shared components below app/ and the features: it imports neither' },
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'a web feature does not import another feature (move shared code to src/lib, src/ui or domain)',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fastify*', 'drizzle-orm*', 'pg', 'react*', '@mantine/*'], message: 'domain is pure: no framework, driver or node built-in' }] },
      ],
    },
  },
);
