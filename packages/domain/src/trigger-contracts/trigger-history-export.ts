import { ORDER_STATUSES, orderStatusLabel, type OrderSide, type OrderStatus } from '../trading/order-status';
/** Column titles of a trigger contract's history download (GET /api/trigger-history/export), German like the UI. */
export const TRIGGER_HISTORY_CSV_HEADER = [
  'Vertrag',
  'Käufer',
  'Produkt',
  'Terminal',
  'Art',
  'Kontraktnummer',
  'Status',
  'Zeitpunkt',
  'Menge (cbm)',
  'Preis (/100L15)',
  'Kommentar',
];

/** The status of a trigger as a person reads it: the order's status for its side, or "Offline erfasst". */
export function triggerStatusLabel(entry: { kind: 'ONLINE' | 'OFFLINE'; status: string }, side: OrderSide): string {
  if (entry.kind === 'OFFLINE') return 'Offline erfasst';
  return (ORDER_STATUSES as readonly string[]).includes(entry.status)
    ? orderStatusLabel(entry.status as OrderStatus, side)
    : entry.status;
}
