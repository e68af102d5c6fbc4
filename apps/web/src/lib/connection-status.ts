import { useSyncExternalStore } from 'react';

// Whether the app can reach the server: the browser's own offline flag (online/offline events) and
// what the last request found (a call without answer means offline until one answers again).

let unreachable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** api-client reports each call: false when the server was not reached (status 0), true on any answer. */
export function reportServerReached(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  notify();
}

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Back online: the next call decides again whether the server answers.
  const online = () => {
    unreachable = false;
    listener();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', listener);
  };
}

/** True while the browser is offline or the last call did not reach the server. */
export const isOffline = () => browserOffline() || unreachable;

export const useOffline = () => useSyncExternalStore(subscribe, isOffline, () => false);
