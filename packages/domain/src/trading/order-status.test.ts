import { describe, expect, it } from 'vitest';
import { canSellerDecide, ORDER_STATUSES, orderStatusLabel } from './order-status';

describe('orderStatusLabel', () => {
  it('gives the seller the labels of spec section 4', () => {
    expect(ORDER_STATUSES.map((s) => orderStatusLabel(s, 'seller'))).toEqual([
      'Offen / zu prüfen',
      'In Prüfung',
      'Bestätigt',
      'Übermittelt',
      'Abgeschlossen',
      'Unvollständig',
      'Abgelehnt',
      'Gelöscht',
    ]);
  });

  it('shows the buyer an incomplete order as open and everything else as the seller sees it', () => {
    expect(orderStatusLabel('INCOMPLETE', 'buyer')).toBe('Offen');
    for (const s of ORDER_STATUSES.filter((x) => x !== 'INCOMPLETE')) {
      expect(orderStatusLabel(s, 'buyer')).toBe(orderStatusLabel(s, 'seller'));
    }
  });
});

describe('canSellerDecide', () => {
  it('allows confirm and decline only from OPEN and IN_REVIEW', () => {
    for (const from of ORDER_STATUSES) {
      const open = from === 'OPEN' || from === 'IN_REVIEW';
      expect(canSellerDecide(from, 'CONFIRMED'), from).toBe(open);
      expect(canSellerDecide(from, 'DECLINED'), from).toBe(open);
    }
  });
});
