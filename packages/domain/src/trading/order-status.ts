// Order statuses of spec section 4 and the labels each side sees. The seller decides spot orders while
// they are OPEN or IN_REVIEW; a confirmation is irreversible, a decline gives volume and credit back.

export const ORDER_STATUSES = [
  'OPEN',
  'IN_REVIEW',
  'CONFIRMED',
  'TRANSFERRED',
  'COMPLETE',
  'INCOMPLETE',
  'DECLINED',
  'DELETED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whose view a label is for: the buyer of the order or its seller. */
export type OrderSide = 'buyer' | 'seller';

const SELLER_LABELS: Record<OrderStatus, string> = {
  OPEN: 'Offen / zu prüfen',
  IN_REVIEW: 'In Prüfung',
  CONFIRMED: 'Bestätigt',
  TRANSFERRED: 'Übermittelt',
  COMPLETE: 'Abgeschlossen',
  INCOMPLETE: 'Unvollständig',
  DECLINED: 'Abgelehnt',
  DELETED: 'Gelöscht',
};

/** The buyer sees an incomplete order simply as open (spec section 4). */
const BUYER_LABELS: Record<OrderStatus, string> = { ...SELLER_LABELS, INCOMPLETE: 'Offen' };

export function orderStatusLabel(status: OrderStatus, side: OrderSide): string {
  return side === 'seller' ? SELLER_LABELS[status] : BUYER_LABELS[status];
}

/** The statuses a seller may still confirm or decline. */
export const SELLER_DECIDABLE_STATUSES: readonly OrderStatus[] = ['OPEN', 'IN_REVIEW'];

export type SellerDecision = 'CONFIRMED' | 'DECLINED';

/** Allowed seller transitions: from OPEN or IN_REVIEW to CONFIRMED or DECLINED, nothing else. */
export function canSellerDecide(from: OrderStatus, to: SellerDecision): boolean {
  return SELLER_DECIDABLE_STATUSES.includes(from) && (to === 'CONFIRMED' || to === 'DECLINED');
}

/** Statuses whose volume is taken from the offer; a declined or deleted order gives it back. */
export const VOLUME_RELEASING_STATUSES: readonly OrderStatus[] = ['DECLINED', 'DELETED'];
