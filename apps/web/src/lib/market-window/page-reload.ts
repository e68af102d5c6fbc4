// The spec's page-reload event (section 4): emitted when a new market window starts, so open pages
// (the market) refetch what depends on it.

type Listener = () => void;
const listeners = new Set<Listener>();

/** Registers a listener for the page-reload event; returns the unsubscribe function. */
export function onMarketReload(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitMarketReload(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.error('page-reload listener failed', error);
    }
  }
}
