import type { createBrowserRouter } from 'react-router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

let currentPath: string | null = null;

/**
 * Remembers the page on screen so that a cancelled navigation can keep the user there (spec section
 * 2); null until the first page has been shown (direct entry).
 */
export function trackNavigation(router: AppRouter): () => void {
  return router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') {
      currentPath = state.location.pathname + state.location.search;
    }
  });
}

export const shownPath = (): string | null => currentPath;
