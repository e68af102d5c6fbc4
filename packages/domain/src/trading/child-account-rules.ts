// The terms a shareholder parent sets for a child account, applied to the child's orders
// (spec section 2, /aviaten). Pure: server placement, basket and tests share them.
import type { CollectionWindow } from '../offers/offer-rules';
import { daysBetween } from '../offers/business-time';
import { addDays } from './credit';

/** Offer price per 100 L plus the child's surcharge (negative = discount); never below 1 (1/10,000). */
export function childPriceE4(offerPriceE4: number, adjustmentE4: number): number {
  return Math.max(1, offerPriceE4 + adjustmentE4);
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
