import { errorMessage } from '@fuel/domain/errors/messages';

/** The ordering refusals of spec section 8 that have their own dialog. */
export const ORDER_ERROR_CODES = [
  'INSUFFICIENT_CREDIT',
  'ORDER_NOT_POSSIBLE',
  'DAILY_LIMIT_REACHED',
  'OFFER_NOT_AVAILABLE',
  'NOT_CONNECTED',
  'NOT_ENOUGH_VOLUME',
  'PAYMENT_TERM_CHANGED',
  'BASKET_TECHNICAL_ERROR',
  'PURCHASING_DISABLED',
  'QUANTITY_OUT_OF_RANGE',
  'ORDER_CONFIRMATION_REQUIRED',
  'DELIVERY_ADDRESS_REQUIRED',
  'PRICE_NOT_POSITIVE',
  'GTC_NOT_ACCEPTED',
] as const;

export type OrderErrorDialog =
  /** The anonymous dialog: no seller, no details, just that the offer is gone. */
  | { kind: 'unavailable' }
  | { kind: 'error'; code: string; message: string }
  /** The server was not reached (offline, timeout): the order may be sent again, with the same key, on request. */
  | { kind: 'connection'; message: string };

/**
 * Which dialog a failed basket or order call opens. The server's message is shown as sent (it may
 * carry details such as "Nur noch 2 cbm verfügbar."); without one the domain's text for the code.
 */
export function orderErrorDialog(
  error: { status?: number; code?: string; message?: string } | null | undefined,
): OrderErrorDialog {
  if (error?.status === 0 && error.message) return { kind: 'connection', message: error.message };
  const code = error?.code ?? 'BASKET_TECHNICAL_ERROR';
  if (code === 'OFFER_NOT_AVAILABLE') return { kind: 'unavailable' };
  const known = (ORDER_ERROR_CODES as readonly string[]).includes(code);
  // Anything unexpected (network, 500, invalid answer) is the basket's technical error.
  if (!known) return { kind: 'error', code: 'BASKET_TECHNICAL_ERROR', message: errorMessage('BASKET_TECHNICAL_ERROR') };
  return { kind: 'error', code, message: error?.message || errorMessage(code) };
}
