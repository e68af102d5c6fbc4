import { setupServer } from 'msw/node';

/**
 * The one mock server of the web tests (issue 26 part 6). It starts with no handlers: each test says
 * what the API answers with `server.use(...)`, built from `./handlers/*`, so a request no test expected
 * fails loudly (onUnhandledRequest: 'error' in setup.ts) instead of being answered by a default.
 */
export const server = setupServer();
