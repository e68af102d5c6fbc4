import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import fs from 'node:fs';
import { MODULE_MOCKING_TESTS } from './apps/web/module-mocking-tests.mjs';

const webFeatures = fs.existsSync('apps/web/src/features') ? fs.readdirSync('apps/web/src/features') : [];
const serverFeatures = fs.existsSync('apps/server/src/features') ? fs.readdirSync('apps/server/src/features') : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/migrations/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tsbuild/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // Imports name TypeScript files without their extension; the zones and no-cycle need them resolved.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
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
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message:
                'a web feature does not import app/ (router, layouts, providers); shared code lives in src/lib or src/ui',
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/app', './apps/web/src/features'],
              message: 'src/lib is shared code below app/ and the features: it imports neither',
            },
            {
              target: './apps/web/src/ui',
              from: ['./apps/web/src/app', './apps/web/src/features'],
              message: 'src/ui is shared components below app/ and the features: it imports neither',
            },
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'a web feature does not import another feature (move shared code to src/lib, src/ui or domain)',
            })),
            // A server feature reaches another only through its service (decision 021). Globs, because
            // import-x takes `except` entries as globs only when `from` is one. Test data builders
            // (*.fixtures.ts) may be shared by tests; production code never imports them (below).
            ...serverFeatures.map((f) => ({
              target: `./apps/server/src/features/${f}`,
              from: './apps/server/src/features/**',
              except: [`**/apps/server/src/features/${f}/**`, '**/*.service.ts', '**/*.fixtures.ts'],
              message:
                "a server feature imports another feature only through its *.service.ts (or a plugin's decorated API)",
            })),
            {
              target: './apps/server/src/plugins',
              from: './apps/server/src/features',
              message: 'plugins sit below the features: they import none',
            },
            {
              target: './apps/server/src/jobs',
              from: './apps/server/src/features/**/*.repository.ts',
              message: 'jobs call services, not repositories',
            },
          ],
        },
      ],
      // Over the whole tree; packages are not followed (a cycle is ours or none of our business).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.fixtures'], message: 'fixtures are test data builders, for tests only' }] },
      ],
    },
  },
  {
    // German sentences live in packages/domain/src/errors/ (decision 062): a service that sends text takes it
    // from there. German = an umlaut or ß, or a word German sentences cannot do without; codes and SQL have neither.
    files: ['apps/server/src/**/*.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=GERMAN]', 'TemplateElement[value.raw=GERMAN]'].map((selector) => ({
          selector: selector.replace(
            'GERMAN',
            String.raw`/[äöüÄÖÜß]|\b(Bitte|Sie|Ihr|Ihre|Ihnen|nicht|wurde|ist|sind|und|oder|der|die|das|kein|keine)\b/`,
          ),
          message:
            'German text goes into packages/domain/src/errors/server-messages.ts (or messages.ts for an error code), not into a service',
        })),
      ],
    },
  },
  {
    // Issue 26 part 7: a component (or hook) that needs more than 80 lines holds several responsibilities;
    // split it into sections, hooks and helpers named after what they do.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Web test files share their worker's modules (decision 066): a module mock belongs in a file listed
    // in apps/web/module-mocking-tests.mjs, which runs isolated.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: MODULE_MOCKING_TESTS.map((file) => `apps/web/${file}`),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'vi.mock needs a fresh module graph: list this file in apps/web/module-mocking-tests.mjs',
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify*', 'drizzle-orm*', 'pg', 'react*', '@mantine/*'],
              message: 'domain is pure: no framework, driver or node built-in',
            },
          ],
        },
      ],
    },
  },
);
