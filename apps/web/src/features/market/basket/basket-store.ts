import { useSyncExternalStore } from 'react';
import type { OrderErrorDialog } from './order-errors';

// Whether the basket drawer is open, and which order button hosts it. The market page renders one
// order button per row; the first one mounted renders the drawer (and the basket button), so there
// is exactly one drawer however many rows there are.

/**
 * The checkout's confirmations and delivery address live here, not in the drawer: when the hosting
 * order button unmounts (its market row re-rendered away) another one hosts a new drawer, and what the
 * buyer had ticked must survive that. They clear when the drawer closes or the basket is placed.
 */
export type Checkout = { acceptTerms: boolean; bookingChecked: boolean; addressId: string | null };
const NO_CHECKOUT: Checkout = { acceptTerms: false, bookingChecked: false, addressId: null };

type State = {
  open: boolean;
  host: string | null;
  dialog: OrderErrorDialog | null;
  retry: (() => void) | null;
  checkout: Checkout;
};
let state: State = { open: false, host: null, dialog: null, retry: null, checkout: NO_CHECKOUT };
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
export const closeBasket = () => set({ open: false, checkout: NO_CHECKOUT });
export const setCheckout = (next: Partial<Checkout>) => set({ checkout: { ...state.checkout, ...next } });
export const clearCheckout = () => set({ checkout: NO_CHECKOUT });
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
