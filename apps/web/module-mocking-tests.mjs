// Web test files that replace modules with vi.mock. A module mock only takes where the module is
// imported afresh, so these run isolated (the `web-mocks` Vitest project); every other web test file
// shares its worker's loaded modules (decision 066), and lint refuses vi.mock there.
export const MODULE_MOCKING_TESTS = [
  'src/app/session-loads.test.ts',
  'src/features/market/live/use-market-refresh.test.tsx',
];
