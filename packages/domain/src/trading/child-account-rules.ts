// The terms a shareholder parent sets for a child account, applied to the child's orders
// (spec section 2, /aviaten). Pure: server placement, basket and tests share them.
import type { CollectionWindow } from '../offers/offer-rules';
import { addDays, daysBetween } from '../calendar/days';

/**
 * The child's price per 100 L: the seller's price plus the parent's surcharge (decision 016: 0 up to
 * MAX_PRICE_ADJUSTMENT, never a discount, so the seller is never paid less than its own price).
 * Not clamped: a result at or below zero is refused by isOrderablePrice, never silently raised.
 */
export function childPriceE4(offerPriceE4: number, adjustmentE4: number): number {
  return offerPriceE4 + adjustmentE4;
}

/**
 * Spec section 5: a final price at or below zero is invalid. Both the seller's own price and the
 * price the buyer pays (with a child's surcharge) must be above zero to be shown or ordered.
 */
export function isOrderablePrice(sellerPriceE4: number, finalPriceE4: number = sellerPriceE4): boolean {
  return sellerPriceE4 > 0 && finalPriceE4 > 0;
}

/** The window's end moved earlier by the shortening days, never before its start. */
export function shortenCollectionWindow(window: CollectionWindow, shorteningDays: number): CollectionWindow {
  if (shorteningDays <= 0) return window;
  const shortened = addDays(window.collectionEndDate, -shorteningDays);
  const end = shortened < window.collectionStartDate ? window.collectionStartDate : shortened;
  return { ...window, collectionEndDate: end, collectionTime: daysBetween(window.collectionStartDate, end) };
}

/** Terminal allowed for the child: no list = every terminal; delivered offers have no terminal. */
export function childTerminalAllowed(terminalIds: readonly number[] | null, terminalId: number | null): boolean {
  return terminalIds === null || terminalId === null || terminalIds.includes(terminalId);
}

/** The child's litres today plus this order stay within the daily limit (null = no limit). */
export function withinChildDailyLimit(limitLitres: number | null, orderedTodayLitres: number, litres: number): boolean {
  return limitLitres === null || orderedTodayLitres + litres <= limitLitres;
}
