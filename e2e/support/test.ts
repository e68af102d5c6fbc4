import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * `test` for journeys that open their own browser contexts (several people at once): those contexts
 * are closed after each test. An open live page re-renders at every tick and runs its market-window
 * timer, so pages left open would slow every later spec on our two cores.
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      for (const context of browser.contexts()) if (!before.has(context)) await context.close();
    },
    { auto: true },
  ],
});
