import { useSyncExternalStore } from 'react';
import type { OrderErrorDialog } from './order-errors';

// Whether the basket drawer is open, and which order button hosts it. The market page renders one
// order button per row; the first one mounted renders the drawer (and the basket button), so there
// is exactly one drawer however many rows there are.

type State = { open: boolean; host: string | null; dialog: OrderErrorDialog | null; retry: (() => void) | null };
let state: State = { open: false, host: null, dialog: null, retry: null };
const listeners = new Set<() => void>();

function set(next: Partial<State>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useBasketStore = () => useSyncExternalStore(subscribe, () => state);

export const openBasket = () => set({ open: true });
export const closeBasket = () => set({ open: false });
/**
 * Opens the error dialog of a refused basket or order call (rendered by the host); `retry` is what
 * "Erneut senden" does after a lost connection (only the user starts it, never a timer).
 */
export const showOrderError = (dialog: OrderErrorDialog, retry: (() => void) | null = null) => set({ dialog, retry });
export const closeOrderError = () => set({ dialog: null, retry: null });

/** Claims the host role when nobody has it; true when `id` is (now) the host. */
export function claimBasketHost(id: string): boolean {
  if (state.host === null) set({ host: id });
  return state.host === id;
}

export function releaseBasketHost(id: string): void {
  if (state.host === id) set({ host: null });
}
